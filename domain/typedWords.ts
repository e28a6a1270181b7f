/**
 * A typed sentence as the assistant reads it (docs/decisions/0013-typed-text.md):
 * lower case, apostrophes dropped ("don't" reads "dont"), '@' read as 'at', every other mark a space, except
 * between digits ('5.30', '17:00', '5/6'), where it is part of a time or a date. Shared by domain/intent.ts
 * and dayPhrase.ts.
 */

/** A word: letters and digits, with '.', ':', '/' or '-' and digits after it kept ('5.30', '5/6/2025'). */
const WORD = /[\p{L}\p{N}]+(?:[.:/-]\d+)*/gu;

export function typedWords(text: string): string[] {
  return text.toLowerCase().replace(/['’`]/g, '').replace(/@/g, ' at ').match(WORD) ?? [];
}

/** The index where `phrase` (words separated by single spaces) begins in `words` as whole words, or -1. */
export function phraseAt(words: readonly string[], phrase: string): number {
  const parts = phrase.split(' ');
  for (let index = 0; index + parts.length <= words.length; index += 1) {
    if (parts.every((part, offset) => words[index + offset] === part)) return index;
  }
  return -1;
}
