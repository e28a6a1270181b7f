import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

/** Below this a body goes as is: compressing it saves less than it costs. */
export const MIN_COMPRESSED_BYTES = 1024;

const gzipAsync = promisify(gzip);

/**
 * Whether an Accept-Encoding header accepts gzip (RFC 9110 §12.5.3): named, or covered by '*', with a
 * q-value above zero. An explicit 'gzip;q=0' refuses it even when '*' is accepted.
 */
export function acceptsGzip(header: string | undefined): boolean {
  let wildcard = false;
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const accepted = q === undefined || Number(q.slice(2)) > 0;
    if (name === 'gzip' || name === 'x-gzip') return accepted;
    if (name === '*') wildcard = accepted;
  }
  return wildcard;
}

/** The body gzipped (on libuv's thread pool, off the event loop), or null when it is too small to gain. */
export async function gzipped(body: Buffer): Promise<Buffer | null> {
  if (body.byteLength < MIN_COMPRESSED_BYTES) return null;
  const compressed = await gzipAsync(body);
  return compressed.byteLength < body.byteLength ? compressed : null;
}
