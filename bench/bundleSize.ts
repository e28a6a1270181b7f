import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleReport {
  readonly files: readonly { readonly file: string; readonly rawBytes: number; readonly gzipBytes: number }[];
  readonly totalGzipBytes: number;
}

/**
 * The JavaScript a browser must fetch before the chat home can run: the entry script and every
 * chunk index.html preloads. Lazy chunks (staff console, inspector, video, PDF) are not counted.
 */
export function initialJavaScript(distDir: string): BundleReport {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const sources = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g)].map((m) => m[1] ?? '');
  const files = [...new Set(sources)].map((src) => {
    const bytes = readFileSync(join(distDir, src.replace(/^\//, '')));
    return { file: src, rawBytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
  });
  return { files, totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}
