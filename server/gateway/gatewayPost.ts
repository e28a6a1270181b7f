import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FormFields } from '../../domain/signedFields';
import { readForm } from './formBody';

/** A short plain-text answer to a gateway or a browser, never cached. */
export function plainText(
  res: ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(body);
}

/**
 * The form of a gateway's POST (a result the browser carries, or a notification the gateway sends itself):
 * urlencoded, at most 64 KB, no field named twice. Null once a refusal has been sent: 405 for another
 * method, 415 for another content type, 413 when too large, 400 for a field named twice.
 */
export async function readGatewayPost(req: IncomingMessage, res: ServerResponse): Promise<FormFields | null> {
  if (req.method !== 'POST') {
    plainText(res, 405, 'Method not allowed', { allow: 'POST' });
    return null;
  }
  const read = await readForm(req);
  switch (read.kind) {
    case 'ok':
      return read.fields;
    case 'unsupported':
      plainText(res, 415, 'Unsupported media type');
      return null;
    case 'too-large':
      plainText(res, 413, 'Payload too large', { connection: 'close' });
      return null;
    case 'bad':
      plainText(res, 400, 'Bad request');
      return null;
  }
}
