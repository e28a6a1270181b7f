import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerPublicQuery } from '../graphql/answerPublicQuery';
import type { PublicResponseCache } from '../graphql/publicResponseCache';
import { answerTooManyRequests, type RequestLimit } from '../graphql/requestLimit';
import type { Yoga } from '../graphql/yoga';
import { colomboMidnight } from '../seed/clock';
import { MAX_BODY_BYTES, readBodyWithin } from './bodyLimit';
import { payloadTooLarge } from './plainAnswers';
import { applyGraphqlCors } from './securityHeaders';
import { isUploadDocument, MAX_UPLOAD_BODY_BYTES } from './uploadBody';

export interface GraphqlRouteParts {
  readonly yoga: Yoga;
  readonly publicAnswers: PublicResponseCache;
  readonly requestLimit: RequestLimit;
  /** The page origins allowed to call /graphql, known once the port is (after listen). */
  readonly origins: () => readonly string[];
  readonly now: () => number;
}

/** The GraphQL parameters of a request (GET query string or POST JSON body), or null when unreadable. */
function graphqlParams(
  method: string | undefined,
  url: URL,
  body: Buffer | null,
): { query: unknown; variables: unknown; operationName: unknown } | null {
  try {
    if (method === 'GET') {
      const variables = url.searchParams.get('variables');
      return {
        query: url.searchParams.get('query'),
        variables: variables === null ? null : (JSON.parse(variables) as unknown),
        operationName: url.searchParams.get('operationName'),
      };
    }
    if (body === null) return null;
    const parsed = JSON.parse(body.toString('utf8')) as unknown;
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    const { query, variables, operationName } = parsed as Record<string, unknown>;
    return { query, variables, operationName };
  } catch {
    return null;
  }
}

/** GraphQL over HTTP at /graphql: CORS, the per-address limit, the body limit, then the public answer cache or Yoga. */
export function createGraphqlRoute(
  parts: GraphqlRouteParts,
): (req: IncomingMessage, res: ServerResponse, correlationId: string) => Promise<void> {
  const { yoga, publicAnswers, requestLimit, origins, now } = parts;
  return async (req, res, correlationId) => {
    if (applyGraphqlCors(req, res, origins())) return;
    // Counted before the body is read: a refused caller costs no parsing.
    if (!(await requestLimit.admit(req.socket.remoteAddress))) return answerTooManyRequests(res);
    let body: Buffer | null = null;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      // Read up to the upload limit; past the small one only an upload's document may go on (uploadBody.ts).
      body = await readBodyWithin(req, MAX_UPLOAD_BODY_BYTES);
      if (body === null) return payloadTooLarge(res);
      // Yoga takes an already-read body from req.body (as after a body parser).
      Object.assign(req, { body });
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    const params = req.method === 'GET' || req.method === 'POST' ? graphqlParams(req.method, url, body) : null;
    if (body !== null && body.length > MAX_BODY_BYTES && !isUploadDocument(params?.query)) return payloadTooLarge(res);
    // The accept header chooses the answer's content type, so it is part of the key.
    const ticket =
      params === null ? null : publicAnswers.ticket(params, `${colomboMidnight(now(), 0)}|${req.headers.accept ?? ''}`);
    if (params !== null && ticket !== null && typeof params.query === 'string') {
      return answerPublicQuery(publicAnswers, yoga, req, res, {
        correlationId,
        ticket,
        params: { ...params, query: params.query },
      });
    }
    await yoga.handle(req, res, {
      correlationId,
      transport: { kind: 'http' },
      remoteAddress: req.socket.remoteAddress,
    });
  };
}
