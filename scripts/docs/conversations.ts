import { join } from 'node:path';
import { filesEndingWith, importEach, isMachine } from '../../tests/coverage/discover';
import { conversations } from '../../tests/coverage/machineCoverage';
import { cell, firstDocSentence } from './docComment';
import { link } from './files';

function conversationTitle(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || !('meta' in value)) return null;
  const { meta } = value;
  if (typeof meta !== 'object' || meta === null || !('conversation' in meta)) return null;
  return typeof meta.conversation === 'string' ? meta.conversation : null;
}

/** Where each conversation title sits in the machines under flows/ (the assistant): its state path. */
async function statesByTitle(root: string): Promise<Map<string, string>> {
  const modules = await importEach(root, filesEndingWith(root, ['flows'], '.machine.ts'));
  const machines = modules.flatMap(({ exports }) => Object.values(exports).filter(isMachine));
  return new Map(
    machines.flatMap((machine) =>
      conversations(machine).map(({ title, state }) => [title, `${machine.id}: ${state}`] as const),
    ),
  );
}

/**
 * Every state config exported by a `flows/**\/*.conversation.ts` that carries `meta.conversation` (its title), with
 * the state it is composed as (none: exported but not composed into a machine).
 */
export async function conversationsTable(root: string): Promise<string> {
  const states = await statesByTitle(root);
  const files = filesEndingWith(root, ['flows'], '.conversation.ts');
  const rows = (await importEach(root, files)).flatMap(({ file, exports }) =>
    Object.keys(exports)
      .sort()
      .flatMap((name) => {
        const title = conversationTitle(exports[name]);
        if (title === null) return [];
        const state = states.get(title);
        return [
          `| ${cell(title)} | ${link(file)} | \`${name}\` | ${state === undefined ? 'not composed' : `\`${state}\``} | ${cell(firstDocSentence(join(root, file)))} |`,
        ];
      }),
  );
  if (rows.length === 0)
    throw new Error('No conversation found (flows/**/*.conversation.ts exporting meta.conversation).');
  return ['| Conversation | File | Export | State | First doc comment |', '|---|---|---|---|---|', ...rows].join('\n');
}
