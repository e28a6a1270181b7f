import { describe, expect, it } from 'vitest';
import {
  cleanLine,
  cleanNote,
  cleanOptionalNote,
  cutText,
  hasUnstorableCharacters,
  isNameSafe,
} from '../../../domain/textSafety';

/** Every UTF-16 code unit of the Basic Multilingual Plane, one by one. */
const BMP = Array.from({ length: 0x10000 }, (_, unit) => String.fromCharCode(unit));

const DIRECTION_CONTROLS = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];
const DIRECTION_MARKS = ['\u200E', '\u200F', '\u061C'];
const isControl = (unit: string): boolean =>
  unit.charCodeAt(0) <= 0x1f || (unit.charCodeAt(0) >= 0x7f && unit.charCodeAt(0) <= 0x9f);
const isSurrogate = (unit: string): boolean => /[\uD800-\uDFFF]/.test(unit);

describe('hasUnstorableCharacters', () => {
  it('finds NUL and every lone surrogate, and nothing else of the BMP', () => {
    const found = BMP.filter((unit) => hasUnstorableCharacters(`a${unit}b`));
    expect(found).toEqual(BMP.filter((unit) => unit === '\u0000' || isSurrogate(unit)));
  });

  it('takes whole surrogate pairs (characters beyond U+FFFF) as storable, at either end and in a row', () => {
    for (const text of ['😀', 'a😀', '😀b', '😀😀', '\uD800\uDC00', '\uDBFF\uDFFF', 'ශ්‍රී 😀 தமிழ்'])
      expect(hasUnstorableCharacters(text), text).toBe(false);
  });

  it('finds half a pair wherever it is: alone, first, last, doubled or reversed', () => {
    for (const text of [
      '\uD83D',
      '\uDE00',
      'x\uD83D',
      '\uDE00x',
      '\uD83D\uD83D\uDE00',
      '😀\uDE00',
      '\uDE00\uD83D',
      'a\u0000',
      '\u0000',
    ])
      expect(hasUnstorableCharacters(text), JSON.stringify(text)).toBe(true);
  });
});

describe('isNameSafe', () => {
  it('refuses every control character, tab and line breaks included, and the line and paragraph separators', () => {
    const refused = BMP.filter((unit) => !isNameSafe(`Ni${unit}mal`));
    const expected = BMP.filter(
      (unit) =>
        isControl(unit) ||
        unit === '\u2028' ||
        unit === '\u2029' ||
        DIRECTION_CONTROLS.includes(unit) ||
        DIRECTION_MARKS.includes(unit) ||
        isSurrogate(unit),
    );
    expect(refused).toEqual(expected);
  });

  it('refuses the direction overrides, embeddings and isolates that print a name reversed (Nimal\\u202Eavlis reads Nimalsilva)', () => {
    for (const control of DIRECTION_CONTROLS) expect(isNameSafe(`Nimal${control}avlis`)).toBe(false);
  });

  it('refuses the invisible direction marks: a name needs none, and two names that look alike must not differ', () => {
    for (const mark of DIRECTION_MARKS) expect(isNameSafe(`Nimal${mark}`)).toBe(false);
  });

  it('takes names in any script, with marks, apostrophes, hyphens, dots and the joiners Sinhala needs', () => {
    for (const name of [
      'Nimal',
      "D'Souza-Perera",
      'St. John',
      'ශ්‍රීමතී',
      'நிமல்',
      'Zoë',
      '李小龙',
      'محمد',
      'O\u200CNeil',
      'Nimal 😀',
    ])
      expect(isNameSafe(name), name).toBe(true);
  });

  it('refuses NUL and lone surrogates too', () => {
    expect(isNameSafe('Ni\u0000mal')).toBe(false);
    expect(isNameSafe('Nimal\uD800')).toBe(false);
  });
});

describe('cleanNote', () => {
  it('keeps tabs and line feeds, and makes every line ending a line feed', () => {
    expect(cleanNote('one\r\ntwo\rthree\nfour\u2028five\u2029six\tseven')).toBe(
      'one\ntwo\nthree\nfour\nfive\nsix\tseven',
    );
  });

  it('strips every other control character, C0, DEL and C1', () => {
    const stripped = BMP.filter(isControl).filter((unit) => unit !== '\t' && unit !== '\n' && unit !== '\r');
    for (const unit of stripped) expect(cleanNote(`a${unit}b`), `U+${unit.charCodeAt(0).toString(16)}`).toBe('ab');
  });

  it('strips the direction controls, so a note cannot read reversed or reverse the line around it', () => {
    expect(cleanNote('Please call \u202E0771234567\u202C before coming')).toBe('Please call 0771234567 before coming');
    for (const control of DIRECTION_CONTROLS) expect(cleanNote(`a${control}b`)).toBe('ab');
  });

  it('keeps the direction marks, which Arabic, Hebrew or Urdu text needs beside digits and punctuation', () => {
    for (const mark of DIRECTION_MARKS) expect(cleanNote(`a${mark}b`)).toBe(`a${mark}b`);
  });

  it('changes nothing else of the BMP', () => {
    const kept = BMP.filter(
      (unit) => !isControl(unit) && !DIRECTION_CONTROLS.includes(unit) && unit !== '\u2028' && unit !== '\u2029',
    );
    const text = kept.join('');
    expect(cleanNote(text)).toBe(text);
  });

  it('leaves trimming to the caller (a note of spaces stays spaces)', () => {
    expect(cleanNote('  x  ')).toBe('  x  ');
  });
});

describe('cleanLine', () => {
  it('makes line breaks and tabs spaces (CR LF one space), and strips the other controls and the direction controls', () => {
    expect(cleanLine('12 Galle Road\r\nColombo\t3\u2028Sri Lanka')).toBe('12 Galle Road Colombo 3 Sri Lanka');
    expect(cleanLine('a\u0007b\u0085c\u202Ed\u2066e')).toBe('abcde');
  });

  it('keeps the direction marks and everything else', () => {
    expect(cleanLine('شارع\u200F 12')).toBe('شارع\u200F 12');
    expect(cleanLine('ශ්‍රී ජයවර්ධනපුර 😀')).toBe('ශ්‍රී ජයවර්ධනපුර 😀');
  });
});

describe('cleanOptionalNote', () => {
  it('passes null and undefined through, and cleans a text', () => {
    expect(cleanOptionalNote(null)).toBeNull();
    expect(cleanOptionalNote(undefined)).toBeUndefined();
    expect(cleanOptionalNote('a\u202Eb\r\n')).toBe('ab\n');
  });
});

describe('cutText', () => {
  it('cuts at the length, never through a surrogate pair', () => {
    expect(cutText('abcdef', 3)).toBe('abc');
    expect(cutText('ab😀', 3)).toBe('ab');
    expect(cutText('ab😀', 4)).toBe('ab😀');
    expect(cutText('😀'.repeat(300), 201)).toBe('😀'.repeat(100));
    expect(hasUnstorableCharacters(cutText('x😀'.repeat(100), 150))).toBe(false);
  });

  it('keeps a text within the length as it is, and a length below zero gives nothing', () => {
    expect(cutText('ab', 5)).toBe('ab');
    expect(cutText('ab', -1)).toBe('');
  });
});
