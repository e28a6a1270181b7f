import type { IncomingMessage, ServerResponse } from 'node:http';
import { acceptsGzip, gzipped } from '../http/compression';
import type { CachedAnswer, CacheTicket, PublicResponseCache } from './publicResponseCache';
import { runPublicQuery, type PublicQueryParams } from './publicQuery';
import type { Yoga } from './yoga';

/**
 * A known length instead of chunked framing, bytes instead of a string to encode on every hit, and the
 * gzipped bytes for a caller that accepts them (every browser does).
 */
function writeAnswer(req: IncomingMessage, res: ServerResponse, answer: CachedAnswer): void {
  const gzip = answer.gzipped !== null && acceptsGzip(req.headers['accept-encoding']) ? answer.gzipped : null;
  const body = gzip ?? answer.body;
  res.writeHead(200, {
    'content-type': answer.contentType,
    'content-length': body.byteLength,
    // The content type follows Accept (part of the kept answer's key), the encoding Accept-Encoding (and any
    // CORS header set before, Origin).
    vary: [res.getHeader('vary'), 'accept, accept-encoding'].filter((value) => value !== undefined).join(', '),
    ...(gzip === null ? {} : { 'content-encoding': 'gzip' }),
  });
  res.end(body);
}

/** A whole answer, with its compressed form. */
async function answerOf(contentType: string, json: string): Promise<CachedAnswer> {
  const body = Buffer.from(json, 'utf8');
  return { contentType, body, gzipped: await gzipped(body) };
}

/**
 * A public catalogue query: answered from the cache, or run through Yoga's envelop and kept (requests
 * missing the same key at once share the run). Invalid or failing documents go to Yoga over HTTP.
 */
export async function answerPublicQuery(
  cache: PublicResponseCache,
  yoga: Yoga,
  req: IncomingMessage,
  res: ServerResponse,
  context: { readonly correlationId: string; readonly ticket: CacheTicket; readonly params: PublicQueryParams },
): Promise<void> {
  const hit = cache.get(context.ticket.key);
  if (hit !== undefined) return writeAnswer(req, res, hit);
  const answer = await cache.share(context.ticket, async () => {
    const json = await runPublicQuery(yoga, context.params, {
      correlationId: context.correlationId,
      remoteAddress: req.socket.remoteAddress,
    });
    // The content type Yoga would choose for this accept header (part of the ticket's key).
    const contentType = (req.headers.accept ?? '').includes('application/graphql-response+json')
      ? 'application/graphql-response+json; charset=utf-8'
      : 'application/json; charset=utf-8';
    return json === null ? null : answerOf(contentType, json);
  });
  if (answer !== null) return writeAnswer(req, res, answer);
  // Invalid or failing: Yoga answers over HTTP with its usual wording (and nothing is kept).
  await yoga.handle(req, res, {
    correlationId: context.correlationId,
    transport: { kind: 'http' },
    remoteAddress: req.socket.remoteAddress,
  });
}
