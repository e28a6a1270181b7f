import { randomInt } from 'node:crypto';
import { request } from 'node:http';

/** A loopback address of its own (127.0.0.0/8 is all ours): one client that per-address limits see alone. */
export const freshAddress = (): string =>
  `127.${String(randomInt(1, 255))}.${String(randomInt(1, 255))}.${String(randomInt(2, 255))}`;

export interface RawAnswer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  /** The bytes as sent (fetch would decode a gzipped body and hide how it came). */
  readonly body: Buffer;
}

/**
 * One request with node:http: the answer's headers and bytes exactly as the server sent them. `localAddress`
 * sends it from another loopback address (127.0.0.0/8 is all ours): a client of its own to per-address limits.
 */
export function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    // From a 127.x address, to 127.0.0.1 (localhost may resolve to ::1).
    const target = options.localAddress === undefined ? url : url.replace('//localhost', '//127.0.0.1');
    const req = request(
      target,
      { method: options.method ?? 'GET', headers: options.headers ?? {}, localAddress: options.localAddress },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}
