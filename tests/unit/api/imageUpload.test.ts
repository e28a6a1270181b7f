import { afterEach, describe, expect, it, vi } from 'vitest';
import { AGENT_CHAT_TEXT } from '../../../domain/chatText';
import { IMAGE_MAX_BYTES } from '../../../domain/imageUpload';
import {
  compressImage,
  encodeWithin,
  fetchBlobObjectUrl,
  JPEG_QUALITIES,
  uploadImage,
  type Size,
} from '../../../src/lib/imageUpload';

/** A fake encoder: bytes grow with the pixels and the quality, as JPEG's do. Records every call. */
function fakeEncoder(bytesPerPixelAtFull: number): {
  calls: { size: Size; quality: number }[];
  encode: (size: Size, quality: number) => Promise<Blob>;
} {
  const calls: { size: Size; quality: number }[] = [];
  return {
    calls,
    encode: (size, quality) => {
      calls.push({ size, quality });
      return Promise.resolve(
        new Blob([new Uint8Array(Math.round(size.width * size.height * bytesPerPixelAtFull * quality))], {
          type: 'image/jpeg',
        }),
      );
    },
  };
}

describe('encodeWithin (the quality loop)', () => {
  it('keeps the first, highest quality that fits', async () => {
    const { calls, encode } = fakeEncoder(0.5);
    const blob = await encodeWithin(encode, { width: 1920, height: 1080 }, IMAGE_MAX_BYTES);
    expect(calls.map((call) => call.quality)).toEqual([0.9]);
    expect(blob.size).toBeLessThanOrEqual(IMAGE_MAX_BYTES);
  });

  it('lowers the quality step by step until the image fits', async () => {
    const { calls, encode } = fakeEncoder(1);
    // 1920 × 1080 px: fits from quality 0.5 (1,036,800 bytes) down.
    const blob = await encodeWithin(encode, { width: 1920, height: 1080 }, IMAGE_MAX_BYTES);
    expect(calls.map((call) => call.quality)).toEqual([0.9, 0.8, 0.7, 0.6, 0.5]);
    expect(blob.size).toBe(1_036_800);
  });

  it('shrinks the picture when even the lowest quality is too large', async () => {
    const { calls, encode } = fakeEncoder(4);
    const blob = await encodeWithin(encode, { width: 1920, height: 1440 }, IMAGE_MAX_BYTES);
    expect(blob.size).toBeLessThanOrEqual(IMAGE_MAX_BYTES);
    expect(calls.slice(0, JPEG_QUALITIES.length).every((call) => call.size.width === 1920)).toBe(true);
    expect(calls[JPEG_QUALITIES.length]).toEqual({ size: { width: 1440, height: 1080 }, quality: 0.9 });
  });

  it('gives up with the upload failure when nothing ever fits', async () => {
    const encode = (): Promise<Blob> => Promise.resolve(new Blob([new Uint8Array(11)]));
    await expect(encodeWithin(encode, { width: 10, height: 10 }, 10)).rejects.toThrow(AGENT_CHAT_TEXT.uploadFailed);
  });
});

describe('compressImage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('refuses a file that is not an image, or that does not decode', async () => {
    await expect(compressImage(new Blob(['hello'], { type: 'text/plain' }))).rejects.toThrow(AGENT_CHAT_TEXT.imageOnly);
    vi.stubGlobal('createImageBitmap', () => Promise.reject(new Error('InvalidStateError')));
    await expect(compressImage(new Blob(['<svg/>'], { type: 'image/svg+xml' }))).rejects.toThrow(
      AGENT_CHAT_TEXT.imageOnly,
    );
  });

  it('draws a large photo at 1920 px on white and encodes it as JPEG', async () => {
    const drawn: unknown[][] = [];
    const close = vi.fn();
    class FakeCanvas {
      constructor(
        readonly width: number,
        readonly height: number,
      ) {}
      getContext(): unknown {
        return {
          set fillStyle(value: string) {
            drawn.push(['fillStyle', value]);
          },
          fillRect: (...args: number[]) => drawn.push(['fillRect', ...args]),
          drawImage: (_image: unknown, ...args: number[]) => drawn.push(['drawImage', ...args]),
        };
      }
      convertToBlob(options: { type: string; quality: number }): Promise<Blob> {
        return Promise.resolve(new Blob([new Uint8Array(1000)], { type: options.type }));
      }
    }
    vi.stubGlobal('OffscreenCanvas', FakeCanvas);
    vi.stubGlobal('createImageBitmap', () => Promise.resolve({ width: 4000, height: 3000, close }));
    const blob = await compressImage(new Blob([new Uint8Array(5_000_000)], { type: 'image/png' }));
    expect(blob.type).toBe('image/jpeg');
    expect(drawn).toEqual([
      ['fillStyle', '#ffffff'],
      ['fillRect', 0, 0, 1920, 1440],
      ['drawImage', 0, 0, 1920, 1440],
    ]);
    expect(close).toHaveBeenCalledOnce();
  });
});

describe('the blob service calls', () => {
  it('uploadImage posts the bytes with the token and its type, and turns x-blobdata-id into the image url', async () => {
    const send = vi.fn<typeof fetch>(() =>
      Promise.resolve(new Response(null, { status: 201, headers: { 'x-blobdata-id': 'AbCdEfGhIjKlMnOpQrStUv' } })),
    );
    const file = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
    expect(await uploadImage(file, 'tok', 'org-colombo', { fetch: send })).toEqual({
      imageUrl: '/blob/get/AbCdEfGhIjKlMnOpQrStUv',
    });
    const [url, init] = send.mock.calls[0] ?? [];
    expect(url).toBe('/blob/put?hospitalId=org-colombo');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer tok', 'content-type': 'image/jpeg' });
    expect(init?.body).toBe(file);
  });

  it('uploadImage rejects with the upload failure on a refusal or a lost network', async () => {
    const file = new Blob([new Uint8Array(3)], { type: 'image/jpeg' });
    const refused: typeof fetch = () => Promise.resolve(new Response('Payload too large', { status: 413 }));
    await expect(uploadImage(file, 'tok', 'org-colombo', { fetch: refused })).rejects.toThrow(
      AGENT_CHAT_TEXT.uploadFailed,
    );
    const offline: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(uploadImage(file, 'tok', 'org-colombo', { fetch: offline })).rejects.toThrow(
      AGENT_CHAT_TEXT.uploadFailed,
    );
  });

  it('fetchBlobObjectUrl sends the token to our blob urls only', async () => {
    const send = vi.fn<typeof fetch>(() =>
      Promise.resolve(
        new Response(new Uint8Array([1, 2, 3]), { status: 200, headers: { 'content-type': 'image/png' } }),
      ),
    );
    const objectUrl = await fetchBlobObjectUrl('/blob/get/AbCdEfGhIjKlMnOpQrStUv', 'tok', { fetch: send });
    expect(objectUrl).toMatch(/^blob:/);
    URL.revokeObjectURL(objectUrl);
    expect(send.mock.calls[0]?.[1]?.headers).toMatchObject({ Authorization: 'Bearer tok' });
    await expect(fetchBlobObjectUrl('https://elsewhere.example/x.png', 'tok', { fetch: send })).rejects.toThrow();
    expect(send).toHaveBeenCalledOnce();
  });
});
