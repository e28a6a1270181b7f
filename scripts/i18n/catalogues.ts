/**
 * The catalogues `i18n/po/<language>/<area>.po` read and checked (docs/TRANSLATIONS.md): what
 * scripts/i18n/compile.ts compiles and tests/unit/i18n/catalogues.test.ts checks.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { formatter } from '@lingui/format-po';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { LANGUAGES, DEFAULT_LANGUAGE, type Language } from '../../i18n/languages';
import { placeholdersOf, type Placeholders } from './placeholders';

export const I18N_ROOT = join(import.meta.dirname, '../../i18n');
const PO = join(I18N_ROOT, 'po');
const ID = /^[a-z][A-Za-z0-9]*\.[a-z][A-Za-z0-9.]*$/;

export interface Entry {
  readonly id: string;
  readonly message: string;
  readonly area: string;
}

/** Each language's messages, in area order. */
export type Catalogues = ReadonlyMap<Language, readonly Entry[]>;

const po = formatter({ explicitIdAsDefault: true, origins: false });

/** The ids written twice in a .po file (the parser keeps the last: the first would be lost without a word). */
export function repeatedIds(text: string): string[] {
  const ids = [...text.matchAll(/^msgid "(.+)"$/gm)].map((match) => match[1] ?? '');
  return [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))];
}

async function readArea(language: Language, area: string): Promise<Entry[]> {
  const filename = join(PO, language, `${area}.po`);
  const text = readFileSync(filename, 'utf8');
  const repeated = repeatedIds(text);
  if (repeated.length > 0) throw new Error(`${language}/${area}.po: ${repeated.join(', ')} written twice`);
  const catalogue = await po.parse(text, {
    locale: language,
    sourceLocale: DEFAULT_LANGUAGE,
    filename,
  });
  return Object.entries(catalogue).map(([id, entry]) => ({ id, message: entry.translation, area }));
}

function areasOf(language: Language): string[] {
  return readdirSync(join(PO, language))
    .filter((name) => name.endsWith('.po'))
    .map((name) => name.slice(0, -'.po'.length))
    .sort();
}

/** The catalogues on disk, with what is wrong with their files (an area missing in a language, or extra). */
export async function readCatalogues(): Promise<{ catalogues: Catalogues; problems: string[] }> {
  const problems: string[] = [];
  const areas = areasOf(DEFAULT_LANGUAGE);
  const catalogues = new Map<Language, Entry[]>();
  for (const language of LANGUAGES) {
    const own = areasOf(language);
    for (const area of own.filter((name) => !areas.includes(name)))
      problems.push(`${language}/${area}.po: no such area in English`);
    for (const area of areas.filter((name) => !own.includes(name))) problems.push(`${language}/${area}.po is missing`);
    const entries: Entry[] = [];
    for (const area of areas.filter((name) => own.includes(name))) entries.push(...(await readArea(language, area)));
    catalogues.set(language, entries);
  }
  return { catalogues, problems: [...problems, ...problemsOf(catalogues)] };
}

function samePlaceholders(a: Placeholders, b: Placeholders): boolean {
  const keys = Object.keys(a).sort();
  return JSON.stringify(keys) === JSON.stringify(Object.keys(b).sort()) && keys.every((key) => a[key] === b[key]);
}

/**
 * Every problem of the messages, one line each: an id not named for its area, a message missing in a language or
 * not in English, an empty one, one that does not parse, a placeholder that differs from English.
 */
export function problemsOf(catalogues: Catalogues): string[] {
  const problems: string[] = [];
  const english = catalogues.get(DEFAULT_LANGUAGE) ?? [];
  const englishById = new Map(english.map((entry) => [entry.id, entry]));
  for (const entry of english)
    if (!ID.test(entry.id) || !entry.id.startsWith(`${entry.area}.`))
      problems.push(`en/${entry.area}.po: the id ${entry.id} must be '${entry.area}.<name>'`);
  for (const [language, entries] of catalogues) {
    const ids = new Set(entries.map((entry) => entry.id));
    for (const entry of english)
      if (!ids.has(entry.id)) problems.push(`${language}/${entry.area}.po: ${entry.id} is not translated`);
    for (const entry of entries) {
      const source = englishById.get(entry.id);
      if (source === undefined) problems.push(`${language}/${entry.area}.po: ${entry.id} is not in English`);
      else if (entry.message.trim() === '') problems.push(`${language}/${entry.area}.po: ${entry.id} is empty`);
      else problems.push(...messageProblems(language, entry, source));
    }
  }
  return problems;
}

function messageProblems(language: Language, entry: Entry, source: Entry): string[] {
  try {
    compileMessageOrThrow(entry.message);
    const own = placeholdersOf(entry.message);
    const english = placeholdersOf(source.message);
    return samePlaceholders(own, english)
      ? []
      : [
          `${language}/${entry.area}.po: ${entry.id} has placeholders ${JSON.stringify(own)}, English ${JSON.stringify(english)}`,
        ];
  } catch (error) {
    return [`${language}/${entry.area}.po: ${entry.id} does not parse: ${(error as Error).message}`];
  }
}
