import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, gzipped, MIN_COMPRESSED_BYTES } from '../../server/http/compression';

describe('Accept-Encoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['GZIP', true],
    ['x-gzip', true],
    ['*', true],
    ['identity', false],
    ['br', false],
    ['', false],
    [undefined, false],
    ['gzip;q=0', false],
    ['*, gzip;q=0', false],
    ['gzip;q=0, *', false],
    ['*;q=0', false],
    ['deflate, *;q=0.1', true],
  ])('%s accepts gzip: %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

describe('gzipped bodies', () => {
  it('compresses a large body to bytes that decode to it', async () => {
    const body = Buffer.from(
      JSON.stringify({
        data: { querySession: Array.from({ length: 200 }, (_, i) => ({ id: `sess-${i}`, status: 'scheduled' })) },
      }),
    );
    const compressed = await gzipped(body);
    expect(compressed).not.toBeNull();
    expect(compressed?.byteLength).toBeLessThan(body.byteLength / 4);
    expect(gunzipSync(compressed ?? Buffer.alloc(0)).equals(body)).toBe(true);
  });

  it('leaves a small body as it is', async () => {
    expect(await gzipped(Buffer.alloc(MIN_COMPRESSED_BYTES - 1, 'a'))).toBeNull();
  });

  it('leaves a body that would not shrink as it is', async () => {
    const random = Buffer.from(Array.from({ length: 4096 }, () => Math.floor(Math.random() * 256)));
    expect(await gzipped(random)).toBeNull();
  });
});
