import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What a patient can ever download of a tenant's build, read from the build itself: the scripts index.html loads,
 * and every chunk they name (a static import, a dynamic one, or Vite's preload list), transitively. A chunk's modules
 * come from its source map's sources.
 */

const ASSETS = 'assets';

/** The scripts index.html loads at once: its module script and the chunks it preloads (their static imports). */
export function entryScripts(distDir: string, page = 'index.html'): string[] {
  const html = readFileSync(join(distDir, page), 'utf8');
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="\/([^"]+\.js)"/g)].map((m) => m[1] ?? '');
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*\bhref="\/([^"]+\.js)"/g)].map((m) => m[1] ?? '');
  return [...new Set([...scripts, ...preloads])];
}

/** Every chunk reachable from the page's scripts, by the chunk file names each chunk's code holds. */
export function reachableChunks(distDir: string, page = 'index.html'): string[] {
  const chunks = readdirSync(join(distDir, ASSETS)).filter((file) => file.endsWith('.js'));
  const seen = new Set(entryScripts(distDir, page));
  const queue = [...seen];
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    const code = readFileSync(join(distDir, path), 'utf8');
    for (const chunk of chunks) {
      const next = `${ASSETS}/${chunk}`;
      if (!seen.has(next) && code.includes(chunk)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return [...seen].sort();
}

/**
 * The source modules bundled into a chunk, relative to the repository (from its source map). A chunk without a map
 * holds no module's code: the bundler's runtime, or a facade re-exporting another chunk (which is followed).
 */
function chunkModules(distDir: string, chunk: string): string[] {
  const path = join(distDir, `${chunk}.map`);
  if (!existsSync(path)) return [];
  const map = JSON.parse(readFileSync(path, 'utf8')) as { sources?: unknown };
  const sources = Array.isArray(map.sources) ? map.sources.filter((s): s is string => typeof s === 'string') : [];
  return sources.map((source) => source.replace(/^(\.\.\/)+/, ''));
}

export interface ForeignModule {
  readonly chunk: string;
  readonly module: string;
}

/** The modules of the given folders (e.g. src/staff/) found in any chunk the page can reach: none is the rule. */
export function foreignModules(distDir: string, folders: readonly string[], page = 'index.html'): ForeignModule[] {
  return reachableChunks(distDir, page).flatMap((chunk) =>
    chunkModules(distDir, chunk)
      .filter((module) => folders.some((folder) => module.startsWith(folder)))
      .map((module) => ({ chunk, module })),
  );
}

/**
 * What a patient's page must never reach: the other entries, the staff console (staff.html) and the statechart
 * inspector (inspect.html), which a patient never downloads.
 */
export const OTHER_ENTRIES_MODULES: readonly string[] = ['src/staff/', 'src/inspector/'];
