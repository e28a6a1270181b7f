import type { ServerResponse } from 'node:http';

export function text(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  res.end(body);
}

/** 413, and the connection closed: the rest of the body is not read. */
export function payloadTooLarge(res: ServerResponse): void {
  res.writeHead(413, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', connection: 'close' });
  res.end('Payload too large');
}
