import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { problemsOf, readCatalogues, repeatedIds, type Entry } from '../../../scripts/i18n/catalogues';

/** Where the app's code names message ids (generated catalogues and types left out). */
const CODE = ['domain', 'flows', 'machines', 'src', 'server', 'i18n', 'tenants'];
const GENERATED = /i18n\/(compiled\/|messages\.generated\.ts)/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !GENERATED.test(path) ? [path] : [];
  });
}

describe('the catalogues (i18n/po/)', () => {
  it('are complete: every English message in Sinhala and Tamil, no other, none empty, the same placeholders', async () => {
    const { problems } = await readCatalogues();
    expect(problems).toEqual([]);
  });

  it('hold no message the code does not use (each id is written out in the code)', async () => {
    const { catalogues } = await readCatalogues();
    const code = CODE.flatMap(sourceFiles)
      .map((path) => readFileSync(path, 'utf8'))
      .join('\n');
    const unused = (catalogues.get('en') ?? [])
      .map((entry) => entry.id)
      .filter((id) => !code.includes(`'${id}'`) && !code.includes(`"${id}"`));
    expect(unused).toEqual([]);
  });

  it('refuse a message missing in a language, an extra one, a differing placeholder and one that does not parse', () => {
    const entry = (id: string, message: string): Entry => ({ id, message, area: 'booking' });
    const problems = problemsOf(
      new Map([
        [
          'en',
          [
            entry('booking.tokens', '{count, plural, one {# token} other {# tokens}}'),
            entry('booking.hi', 'Hi {name}'),
          ],
        ],
        ['si', [entry('booking.tokens', 'ටෝකන {total}'), entry('booking.extra', 'x')]],
        ['ta', [entry('booking.tokens', '{count, plural, other {# டோக்கன்கள்}'), entry('booking.hi', 'வணக்கம் {name}')]],
      ]),
    );
    expect(problems).toEqual([
      'si/booking.po: booking.hi is not translated',
      'si/booking.po: booking.tokens has placeholders {"total":"string | number"}, English {"count":"number"}',
      'si/booking.po: booking.extra is not in English',
      expect.stringMatching(/^ta\/booking\.po: booking\.tokens does not parse/),
    ]);
  });
});

describe('a catalogue file', () => {
  it('refuses an id written twice (the second would replace the first without a word)', () => {
    expect(repeatedIds('msgid "a.b"\nmsgstr "x"\n\nmsgid "a.c"\nmsgstr "y"\n\nmsgid "a.b"\nmsgstr "z"\n')).toEqual([
      'a.b',
    ]);
    expect(repeatedIds('msgid "a.b"\nmsgstr "x"\n')).toEqual([]);
  });
});
