import { link } from './files';
import { sourcesUnder, type Source } from './sources';

/** `const NAME = '/path…'` (exported or not) anywhere under server/: the named paths a handler compares with. */
function namedPaths(sources: readonly Source[]): Map<string, string> {
  return new Map(
    sources.flatMap(({ text }) =>
      [...text.matchAll(/(?:export )?const ([A-Z][A-Z0-9_]+)\s*=\s*'(\/[^']*)'/g)].map(
        (m) => [m[1] ?? '', m[2] ?? ''] as const,
      ),
    ),
  );
}

/**
 * The server's own HTTP paths: every comparison of a request's `pathname` with a path (`pathname === '/healthz'`,
 * `pathname.startsWith(SANDBOX_PREFIX)`) and every entry of a routes table (`{ path: … }`) under server/, with the
 * files that make it.
 */
export function httpRoutesTable(root: string): string {
  const sources = sourcesUnder(root, ['server']);
  const named = namedPaths(sources);
  const found = new Map<string, { prefix: boolean; files: Set<string> }>();
  const add = (path: string, prefix: boolean, file: string): void => {
    const entry = found.get(path) ?? { prefix, files: new Set<string>() };
    entry.files.add(file);
    found.set(path, entry);
  };
  const pathOrName = String.raw`('(\/[^']*)'|([A-Z][A-Z0-9_]+))`;
  const equal = new RegExp(String.raw`\bpathname\s*===\s*` + pathOrName, 'g');
  const starts = new RegExp(String.raw`\bpathname\.startsWith\(` + pathOrName, 'g');
  // The routes table's entries (server/http/routes.ts): `{ path: '/healthz' }`, `{ path: SANDBOX_PREFIX, prefix: true }`.
  const entry = new RegExp(String.raw`\{\s*path:\s*` + pathOrName + String.raw`(,\s*prefix:\s*true)?`, 'g');
  for (const { file, text } of sources) {
    for (const m of text.matchAll(entry)) {
      const path = m[2] ?? named.get(m[3] ?? '');
      if (path !== undefined && path.startsWith('/')) add(path, m[4] !== undefined || path.endsWith('/'), file);
    }
    for (const [regex, prefix] of [
      [equal, false],
      [starts, true],
    ] as const)
      for (const m of text.matchAll(regex)) {
        const path = m[2] ?? named.get(m[3] ?? '');
        if (path !== undefined && path.startsWith('/')) add(path, prefix || path.endsWith('/'), file);
      }
  }
  if (!found.has('/graphql') || !found.has('/healthz'))
    throw new Error(
      'The server answers /graphql and /healthz, yet they were not found: teach scripts/docs/httpRoutes.ts the routing.',
    );
  const rows = [...found.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([path, { prefix, files }]) =>
        `| \`${path}${prefix ? '…' : ''}\` | ${[...files].map((file) => link(file)).join(', ')} |`,
    );
  return ['| Path | Where it is answered (files that route it) |', '|---|---|', ...rows].join('\n');
}
