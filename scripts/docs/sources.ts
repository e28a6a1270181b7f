import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { filesEndingWith } from '../../tests/coverage/discover';

export interface Source {
  /** Path from the repository root, with `/`. */
  readonly file: string;
  readonly text: string;
}

/** The TypeScript files under the given folders, with their text, in path order. */
export function sourcesUnder(root: string, dirs: readonly string[]): Source[] {
  return filesEndingWith(root, dirs, '.ts').map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') }));
}
