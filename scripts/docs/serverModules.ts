import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { link } from './files';

/** What a module folder holds, one level down: files, then sub-folders with a slash. */
function contents(dir: string): string {
  const entries = readdirSync(dir, { withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
  const folders = entries.filter((entry) => entry.isDirectory()).map((entry) => `${entry.name}/`);
  return [...files.sort(), ...folders.sort()].map((name) => `\`${name}\``).join(', ');
}

/** Every folder of server/modules/ with the files it holds. */
export function serverModulesTable(root: string): string {
  const modules = readdirSync(join(root, 'server', 'modules'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  if (modules.length === 0) throw new Error('No module found under server/modules/.');
  const rows = modules.map(
    (name) => `| ${link(`server/modules/${name}`, name)} | ${contents(join(root, 'server', 'modules', name))} |`,
  );
  return ['| Module | Files |', '|---|---|', ...rows].join('\n');
}
