import type { IncomingMessage } from 'node:http';

/** Largest request body (HTTP) and websocket message: the app's operations are a few KB at most. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Reads the whole body, or gives null as soon as it is larger than `max` bytes: at once when the
 * Content-Length says so, otherwise (chunked) when the running count passes it, without reading on.
 */
export function readBodyWithin(req: IncomingMessage, max: number = MAX_BODY_BYTES): Promise<Buffer | null> {
  const declared = Number(req.headers['content-length'] ?? '0');
  if (declared > max) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = (): void => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size <= max) {
        chunks.push(chunk);
        return;
      }
      stop();
      req.pause();
      resolve(null);
    };
    const onEnd = (): void => {
      stop();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: Error): void => {
      stop();
      reject(error);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}
