import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { StateMachine, type AnyStateMachine } from 'xstate';

/**
 * The machines on disk, found without a list: every `*.machine.ts` under machines/ and flows/, and the
 * state machines each exports. The report covers these; tests/coverage/catalogue.test.ts holds
 * flows/catalogue.ts (explicit, for the inspector's bundle) to the same set.
 */

const MACHINE_DIRS = ['machines', 'flows'] as const;

export interface MachineFile {
  /** Path from the project root, with `/`. */
  readonly file: string;
  /** Its exported state machines by export name, in export-name order. */
  readonly machines: readonly { readonly exportName: string; readonly machine: AnyStateMachine }[];
}

/** Files under `dir` (recursively) whose name ends with `suffix`, as sorted project-relative paths. */
export function filesEndingWith(root: string, dirs: readonly string[], suffix: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return walk(path);
      return entry.isFile() && entry.name.endsWith(suffix) ? [relative(root, path).split('\\').join('/')] : [];
    });
  return dirs.flatMap((dir) => walk(resolve(root, dir))).sort();
}

export function isMachine(value: unknown): value is AnyStateMachine {
  return value instanceof StateMachine;
}

/** The exported values of every matching file, in file order. */
export async function importEach(root: string, files: readonly string[]): Promise<{ file: string; exports: Record<string, unknown> }[]> {
  const modules: { file: string; exports: Record<string, unknown> }[] = [];
  for (const file of files) modules.push({ file, exports: (await import(pathToFileURL(resolve(root, file)).href)) as Record<string, unknown> });
  return modules;
}

export async function machineFiles(root = process.cwd()): Promise<MachineFile[]> {
  const modules = await importEach(root, filesEndingWith(root, MACHINE_DIRS, '.machine.ts'));
  return modules.map(({ file, exports }) => ({
    file,
    machines: Object.keys(exports)
      .sort()
      .flatMap((exportName) => {
        const value = exports[exportName];
        return isMachine(value) ? [{ exportName, machine: value }] : [];
      }),
  }));
}
