import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { gzipped } from './compression';

/**
 * What the browser would otherwise download whole: the app's code, styles, page and manifest, and the lab PDF's
 * shaper and fonts (HarfBuzz's wasm and the Noto fonts gzip to 40 % and 42 %).
 */
const COMPRESSIBLE: ReadonlySet<string> = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.webmanifest',
  '.svg',
  '.txt',
  '.wasm',
  '.ttf',
]);

/** The gzipped files kept at most (a tenant's build is a few megabytes of text, about a third gzipped). */
const MAX_BYTES = 32 * 1024 * 1024;

export interface FileInfo {
  readonly size: number;
  readonly mtimeMs: number;
}

export interface StaticGzip {
  /** Whether this file is one worth compressing (by type; bodies under 1 KB stay as they are). */
  compressible(path: string): boolean;
  /** The file gzipped, compressed once per version of it (size and time); null when it would not gain or room is out. */
  gzippedFile(path: string, info: FileInfo): Promise<Buffer | null>;
}

/**
 * Gzipped copies of the built app's text files, made on first request and kept: the chat home's
 * JavaScript goes to a phone at a third of its size (its budget in docs/PERFORMANCE.md is counted
 * gzipped). A rebuilt file has another size or time, so it is compressed again.
 */
export function createStaticGzip(maxBytes = MAX_BYTES): StaticGzip {
  /** One version per file: a rebuilt file replaces its old copy, so rebuilds never fill the room. */
  const files = new Map<
    string,
    { readonly version: string; readonly gzipped: Promise<Buffer | null>; bytes: number }
  >();
  let bytes = 0;
  const drop = (path: string): void => {
    const old = files.get(path);
    if (old === undefined) return;
    bytes -= old.bytes;
    files.delete(path);
  };
  return {
    compressible: (path) => COMPRESSIBLE.has(extname(path).toLowerCase()),
    gzippedFile: (path, info) => {
      const version = `${String(info.size)}:${String(info.mtimeMs)}`;
      const kept = files.get(path);
      if (kept?.version === version) return kept.gzipped;
      drop(path);
      if (bytes + info.size > maxBytes) return Promise.resolve(null);
      // Counted at the raw size until compressed, so concurrent first requests cannot overrun the room.
      const entry = { version, bytes: info.size, gzipped: Promise.resolve<Buffer | null>(null) };
      bytes += entry.bytes;
      entry.gzipped = readFile(path)
        .then((body) => gzipped(body))
        .then(
          (compressed) => {
            if (files.get(path) === entry) {
              bytes += (compressed?.byteLength ?? 0) - entry.bytes;
              entry.bytes = compressed?.byteLength ?? 0;
            }
            return compressed;
          },
          (error: unknown) => {
            if (files.get(path) === entry) drop(path);
            throw error;
          },
        );
      files.set(path, entry);
      return entry.gzipped;
    },
  };
}
