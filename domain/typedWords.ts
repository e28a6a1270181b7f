/**
 * A typed sentence as the assistant reads it (docs/decisions/0013-typed-text.md):
 * lower case, apostrophes dropped ("don't" reads "dont"), '@' read as 'at', every other mark a space, except
 * between digits ('5.30', '17:00', '5/6'), where it is part of a time or a date. Sinhala and Tamil words keep
 * their vowel signs and viramas, compared in one form (`comparable`). Shared by domain/intent.ts and dayPhrase.ts.
 */

/**
 * A word: a letter or a digit, then letters, vowel signs (Sinhala and Tamil write them as marks) and digits, with
 * '.', ':', '/' or '-' and digits after it kept ('5.30', '5/6/2025').
 */
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:[.:/-]\d+)*/gu;

/** Zero-width joiner and non-joiner: Sinhala keyboards put them in (or not) for the same letters ('ද්‍ය' or 'ද්ය'). */
const JOINERS = /[\u200c\u200d]/g;

/**
 * Text in the one form words are compared in: composed (NFC: a Sinhala 'ො' or a Tamil 'ொ' typed as two signs
 * is the one), without joiners, lower case. Lists of words to find are put in it too.
 */
export function comparable(text: string): string {
  return text.normalize('NFC').replace(JOINERS, '').toLowerCase();
}

export function typedWords(text: string): string[] {
  return comparable(text).replace(/['’`]/g, '').replace(/@/g, ' at ').match(WORD) ?? [];
}

/** The index where `phrase` (words separated by single spaces) begins in `words` as whole words, or -1. */
export function phraseAt(words: readonly string[], phrase: string): number {
  const parts = phrase.split(' ');
  for (let index = 0; index + parts.length <= words.length; index += 1) {
    if (parts.every((part, offset) => words[index + offset] === part)) return index;
  }
  return -1;
}
