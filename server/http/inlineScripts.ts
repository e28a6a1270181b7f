import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';

/**
 * CSP sources ('sha256-…') of the inline scripts of an HTML document: every <script> without a src. The build
 * writes one into index.html (the first screen's greeting, src/firstPaint/); hashing the file the server
 * serves means the policy can never disagree with it, whichever build is in place.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The inline script hashes of a file, read again only when the file changes (a rebuild while the server runs). */
export function createInlineScriptHashes(path: string): () => Promise<readonly string[]> {
  let cached: { version: string; hashes: readonly string[] } | null = null;
  return async () => {
    let version: string;
    try {
      const info = await stat(path);
      version = `${info.mtimeMs}:${info.size}`;
    } catch {
      return []; // Not built yet: the static handler says so.
    }
    if (cached?.version !== version) cached = { version, hashes: inlineScriptHashes(await readFile(path, 'utf8')) };
    return cached.hashes;
  };
}
