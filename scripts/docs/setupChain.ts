import { link } from './files';
import { sourcesUnder } from './sources';

interface SetupLink {
  readonly name: string;
  /** The setup it extends or renames; null for XState's own `setup(…)`. */
  readonly parent: string | null;
  readonly file: string;
  readonly how: 'setup' | 'extend' | 'keeping';
}

/**
 * How the assistant's setups build on each other, read from flows/: `x = setup(…)`, `x = y.extend(…)` and the
 * base's `x = { ...y, extend: keepingParts(…) }`, in order from XState's `setup` down, children of one parent side
 * by side.
 */
export function setupChainTable(root: string): string {
  const links: SetupLink[] = sourcesUnder(root, ['flows']).flatMap(({ file, text }) => [
    ...[...text.matchAll(/const (\w+) = setup\(/g)].map((m) => ({
      name: m[1] ?? '',
      parent: null,
      file,
      how: 'setup' as const,
    })),
    ...[...text.matchAll(/const (\w+) = (\w+)\.extend\(/g)].map((m) => ({
      name: m[1] ?? '',
      parent: m[2] ?? '',
      file,
      how: 'extend' as const,
    })),
    ...[...text.matchAll(/const (\w+) = \{ \.\.\.(\w+), extend: keepingParts\(/g)].map((m) => ({
      name: m[1] ?? '',
      parent: m[2] ?? '',
      file,
      how: 'keeping' as const,
    })),
  ]);
  const ordered: SetupLink[] = [];
  const visit = (parent: string | null, depth: number): void => {
    for (const child of links.filter((candidate) => candidate.parent === parent)) {
      ordered.push(child);
      if (depth < 50) visit(child.name, depth + 1);
    }
  };
  visit(null, 0);
  if (ordered.length === 0) throw new Error('No `setup(…)` found under flows/.');
  const rows = ordered.map(
    ({ name, parent, file, how }) =>
      `| \`${name}\` | ${parent === null ? 'XState `setup(…)`' : `\`${parent}\`${how === 'keeping' ? ' (its `extend` keeps the parts)' : ''}`} | ${link(file)} |`,
  );
  return ['| Setup | Built on | File |', '|---|---|---|', ...rows].join('\n');
}
