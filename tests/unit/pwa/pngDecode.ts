import { inflateSync } from 'node:zlib';

/** Decodes the 8-bit RGB, unfiltered PNGs our encoder writes (raster/png.ts), checking signature and layout. */
export function decodePng(bytes: Buffer): {
  width: number;
  height: number;
  pixel: (x: number, y: number) => [number, number, number];
} {
  if (!bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    throw new Error('not a PNG');
  let offset = 8;
  let width = 0;
  let height = 0;
  const data: Buffer[] = [];
  while (offset < bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('ascii', offset + 4, offset + 8);
    const body = bytes.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      if (body[8] !== 8 || body[9] !== 2) throw new Error('not 8-bit RGB');
    }
    if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * 3 + 1;
  if (raw.length !== stride * height) throw new Error(`pixel data of ${raw.length} bytes for ${width}x${height}`);
  return {
    width,
    height,
    pixel: (x, y) => {
      const at = y * stride + 1 + x * 3;
      return [raw[at] ?? -1, raw[at + 1] ?? -1, raw[at + 2] ?? -1];
    },
  };
}
