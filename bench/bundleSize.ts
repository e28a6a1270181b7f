import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleReport {
  readonly files: readonly { readonly file: string; readonly rawBytes: number; readonly gzipBytes: number }[];
  readonly totalGzipBytes: number;
}

/** Raw and gzip (-9) sizes of built files, by their URL path under the tenant's dist folder. */
export function gzipSizes(distDir: string, paths: readonly string[]): BundleReport {
  const files = [...new Set(paths)].map((path) => {
    const bytes = readFileSync(join(distDir, path.replace(/^\//, '')));
    return { file: path, rawBytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
  });
  return { files, totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}
