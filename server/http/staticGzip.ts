import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { gzipped } from './compression';

/** Text the browser would otherwise download whole: the app's code, styles, page and manifest. */
const COMPRESSIBLE: ReadonlySet<string> = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt']);

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
  const files = new Map<string, Promise<Buffer | null>>();
  let bytes = 0;
  return {
    compressible: (path) => COMPRESSIBLE.has(extname(path).toLowerCase()),
    gzippedFile: (path, info) => {
      const key = `${path}\n${String(info.size)}\n${String(info.mtimeMs)}`;
      const kept = files.get(key);
      if (kept !== undefined) return kept;
      if (bytes + info.size > maxBytes) return Promise.resolve(null);
      // Counted at the raw size until compressed, so concurrent first requests cannot overrun the room.
      bytes += info.size;
      const made = readFile(path)
        .then((body) => gzipped(body))
        .then(
          (compressed) => {
            bytes += (compressed?.byteLength ?? 0) - info.size;
            return compressed;
          },
          (error: unknown) => {
            bytes -= info.size;
            files.delete(key);
            throw error;
          },
        );
      files.set(key, made);
      return made;
    },
  };
}
