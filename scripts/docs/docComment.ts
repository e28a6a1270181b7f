import { readFileSync } from 'node:fs';

const LONGEST = 100;

/**
 * The first sentence of a file's first doc comment (`/** … *\/`), on one line: the one-line description the
 * generated inventories show beside a file. Empty when the file has none.
 */
export function firstDocSentence(path: string): string {
  const match = /\/\*\*([\s\S]*?)\*\//.exec(readFileSync(path, 'utf8'));
  if (match === null) return '';
  const text = (match[1] ?? '')
    .split('\n')
    .map((line) => line.replace(/^\s*\*\s?/, '').trim())
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  // A sentence ends at '. ' (not inside a parenthesis such as 'e.g. ') or at the end of the comment.
  let depth = 0;
  let end = text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (c === '.' && depth === 0 && text[i + 1] === ' ' && !/\b(e\.g|i\.e|Dr|Mr|Mrs|vs)$/.test(text.slice(0, i))) {
      end = i + 1;
      break;
    }
  }
  const sentence = text.slice(0, end);
  return sentence.length > LONGEST ? `${sentence.slice(0, LONGEST - 1).trimEnd()}…` : sentence;
}

/** A markdown table cell: pipes escaped, so a comment can never break the table. */
export function cell(text: string): string {
  return text.replace(/\|/g, '\\|');
}
