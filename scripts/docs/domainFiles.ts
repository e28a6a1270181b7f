import { join } from 'node:path';
import { filesEndingWith } from '../../tests/coverage/discover';
import { cell, firstDocSentence } from './docComment';
import { link } from './files';

/** Every file of domain/ with its first doc sentence. */
export function domainFilesTable(root: string): string {
  const rows = filesEndingWith(root, ['domain'], '.ts').map(
    (file) => `| ${link(file, file.slice('domain/'.length))} | ${cell(firstDocSentence(join(root, file)))} |`,
  );
  return ['| File | First doc comment |', '|---|---|', ...rows].join('\n');
}
