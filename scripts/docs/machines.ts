import { join } from 'node:path';
import { filesEndingWith, importEach, isMachine } from '../../tests/coverage/discover';
import { cell, firstDocSentence } from './docComment';
import { link } from './files';

/** Every `*.machine.ts` under machines/ and flows/, each exported machine with its id, and the file's first doc sentence. */
export async function machinesTable(root: string): Promise<string> {
  const files = filesEndingWith(root, ['machines', 'flows'], '.machine.ts');
  const rows = (await importEach(root, files)).flatMap(({ file, exports }) =>
    Object.keys(exports)
      .sort()
      .flatMap((name) => {
        const value = exports[name];
        return isMachine(value)
          ? [`| ${link(file)} | \`${name}\` | \`${value.id}\` | ${cell(firstDocSentence(join(root, file)))} |`]
          : [];
      }),
  );
  if (rows.length === 0) throw new Error('No machine found under machines/ or flows/ (*.machine.ts).');
  return ['| File | Export | id | What it is (first doc comment) |', '|---|---|---|---|', ...rows].join('\n');
}
