import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStaticGzip } from '../../server/http/staticGzip';

/** Compressible text of exactly `size` bytes. */
const text = (size: number, word: string): string => word.repeat(Math.ceil(size / word.length)).slice(0, size);

describe('gzipped copies of the built files', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'carechat-gzip-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  const file = (name: string, body: string): string => {
    const path = join(dir, name);
    writeFileSync(path, body);
    return path;
  };

  it('compresses text types only', () => {
    const gzip = createStaticGzip();
    for (const name of [
      'index.html',
      'a.js',
      'a.mjs',
      'a.css',
      'manifest.webmanifest',
      'icon.svg',
      'a.json',
      'robots.txt',
      'harfbuzz.wasm',
      'NotoSansSinhala-Regular.ttf',
    ])
      expect(gzip.compressible(name)).toBe(true);
    for (const name of ['photo.png', 'font.woff2', 'a.js.map', 'favicon.ico'])
      expect(gzip.compressible(name)).toBe(false);
  });

  it('compresses a version of a file once, and a rebuilt version again', async () => {
    const gzip = createStaticGzip();
    const path = file('a.js', text(8000, 'const a = 1;'));
    const first = await gzip.gzippedFile(path, { size: 8000, mtimeMs: 1 });
    expect(gunzipSync(first ?? Buffer.alloc(0)).toString()).toBe(text(8000, 'const a = 1;'));
    writeFileSync(path, text(8000, 'const b = 2;'));
    // The same version is not read again (a build never rewrites a file under the same size and time).
    expect(await gzip.gzippedFile(path, { size: 8000, mtimeMs: 1 })).toBe(first);
    expect(gunzipSync((await gzip.gzippedFile(path, { size: 8000, mtimeMs: 2 })) ?? Buffer.alloc(0)).toString()).toBe(
      text(8000, 'const b = 2;'),
    );
  });

  it('keeps to its room: a file that does not fit goes as is, and a rebuilt file frees its old copy', async () => {
    const gzip = createStaticGzip(10_000);
    const a = file('a.js', text(8000, 'const a = 1;'));
    const b = file('b.js', text(8000, 'const b = 2;'));
    // Both at once: A is counted at its raw size until compressed, so B finds no room.
    const [first, refused] = await Promise.all([
      gzip.gzippedFile(a, { size: 8000, mtimeMs: 1 }),
      gzip.gzippedFile(b, { size: 8000, mtimeMs: 1 }),
    ]);
    expect(first).not.toBeNull();
    expect(refused).toBeNull();
    // A compressed takes a few hundred bytes: now B fits.
    expect(await gzip.gzippedFile(b, { size: 8000, mtimeMs: 1 })).not.toBeNull();
    // Rebuilding A many times never fills the room: each version replaces the last.
    for (let version = 2; version < 40; version++)
      expect(await gzip.gzippedFile(a, { size: 8000, mtimeMs: version })).not.toBeNull();
  });
});
