import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { acceptsGzip } from './compression';
import { entryPagesFor } from './entryPages';
import { createStaticGzip, type FileInfo, type StaticGzip } from './staticGzip';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  // WebAssembly compiles while it downloads only when served as itself (HarfBuzz, for a Sinhala or Tamil lab PDF).
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

/** Hashed build output never changes under its name; everything else is revalidated. */
function cacheControl(pathname: string): string {
  return pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

async function fileAt(path: string): Promise<FileInfo | null> {
  try {
    const info = await stat(path);
    return info.isFile() ? { size: info.size, mtimeMs: info.mtimeMs } : null;
  } catch {
    return null;
  }
}

async function send(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  info: FileInfo,
  pathname: string,
  gzip: StaticGzip,
): Promise<void> {
  const headers = {
    'content-type': CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
    'cache-control': cacheControl(pathname),
  };
  const compressible = gzip.compressible(path);
  const compressed =
    compressible && acceptsGzip(req.headers['accept-encoding']) ? await gzip.gzippedFile(path, info) : null;
  if (compressed !== null) {
    res.writeHead(200, {
      ...headers,
      'content-encoding': 'gzip',
      'content-length': compressed.byteLength,
      vary: 'accept-encoding',
    });
    res.end(req.method === 'HEAD' ? undefined : compressed);
    return;
  }
  res.writeHead(200, { ...headers, 'content-length': info.size, ...(compressible ? { vary: 'accept-encoding' } : {}) });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  try {
    await pipeline(createReadStream(path), res);
  } catch (error) {
    // The browser went away mid-file (navigation, cancelled prefetch): nothing to report.
    if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error;
  }
}

function plain(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' });
  res.end(text);
}

/**
 * A path whose last segment has an extension asks for a file (/manifest.webmanifest, /apple-touch-icon.png):
 * if the build has none, the app shell is the wrong answer (a browser or crawler would read HTML as the file).
 * Client routes never end in an extension.
 */
function looksLikeFile(pathname: string): boolean {
  return /\.[A-Za-z0-9]{1,12}$/.test(pathname.slice(pathname.lastIndexOf('/') + 1));
}

/**
 * Serves the built app from `root`: files as they are (text gzipped for a browser that accepts it), and for any
 * other GET path its entry's page (index.html, staff.html for the staff console, inspect.html for the inspector when
 * built) so the client-side router can take it. A missing /assets/ file, or any missing path that looks like a file,
 * is a plain 404.
 */
export function createStaticHandler(
  root: string,
): (req: IncomingMessage, res: ServerResponse, pathname: string) => Promise<void> {
  const base = resolve(root);
  const gzip = createStaticGzip();
  return async (req, res, pathname) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      plain(res, 405, 'Method not allowed');
      return;
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      plain(res, 400, 'Bad path');
      return;
    }
    const path = resolve(join(base, decoded));
    if (path.startsWith(base + sep)) {
      const info = await fileAt(path);
      if (info !== null) {
        await send(req, res, path, info, pathname, gzip);
        return;
      }
    }
    if (pathname.startsWith('/assets/') || looksLikeFile(decoded)) {
      plain(res, 404, 'Not found');
      return;
    }
    for (const page of entryPagesFor(decoded)) {
      const index = join(base, page);
      const info = await fileAt(index);
      if (info !== null) {
        await send(req, res, index, info, `/${page}`, gzip);
        return;
      }
    }
    plain(res, 503, `The app is not built: run npm run build (looked in ${root}).`);
  };
}
