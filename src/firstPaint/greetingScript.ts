import { greetingFor } from '../../domain/greeting';
import { GREETING_KEY } from '../../flows/assistantText';
import { messages as enFirst } from '../../i18n/compiled/en.first';
import { messages as enRest } from '../../i18n/compiled/en.rest';
import { messages as siFirst } from '../../i18n/compiled/si.first';
import { messages as siRest } from '../../i18n/compiled/si.rest';
import { messages as taFirst } from '../../i18n/compiled/ta.first';
import { messages as taRest } from '../../i18n/compiled/ta.rest';
import { LANGUAGES, type Language } from '../../i18n/languages';
import { translatorFor, type t } from '../../i18n/translate';
import { STORAGE_KEYS } from '../../domain/storageKeys';

// At build, in Node: the whole catalogues (none of this module reaches the browser).
const COMPILED = {
  en: { ...enFirst, ...enRest },
  si: { ...siFirst, ...siRest },
  ta: { ...taFirst, ...taRest },
} as const;

/** Each language's wording, for the inline scripts written into index.html at build. */
export function firstFrameTranslator(language: Language): typeof t {
  return translatorFor(language, COMPILED[language]);
}

/** The greetings in the order of the day (morning, afternoon, evening). */
const PARTS = ['morning', 'afternoon', 'evening'] as const;

/**
 * The greeting rule of domain/greeting.ts as a JavaScript expression over an hour `h` (0–23) giving the index
 * in PARTS, derived from greetingFor at build so the inline script cannot drift from it: `h<12?0:h<16?1:2`.
 */
function partExpression(hourVariable: string): string {
  const ranges: { from: number; part: number }[] = [];
  for (let hour = 0; hour < 24; hour++) {
    const part = PARTS.indexOf(GREETING_KEY[greetingFor(new Date(2000, 0, 1, hour, 30))]);
    if (ranges.at(-1)?.part !== part) ranges.push({ from: hour, part });
  }
  return ranges.reduceRight<string>((otherwise, range, index) => {
    const next = ranges[index + 1];
    return next === undefined ? String(range.part) : `${hourVariable}<${next.from}?${range.part}:${otherwise}`;
  }, '');
}

/**
 * Script statements that set `l` to the device's chosen language (English when none, or storage is off), put
 * it on the document, and `g` to the text `wording(language, part)` for the hour `h`.
 */
export function languageAndGreetingScript(
  wording: (language: Language, part: (typeof PARTS)[number]) => string,
): string {
  const table = Object.fromEntries(
    LANGUAGES.map((language) => [language, PARTS.map((part) => wording(language, part))]),
  );
  return (
    `var W=${JSON.stringify(table)},l;try{l=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.language)})}catch(e){}` +
    `if(!W[l])l="en";document.documentElement.lang=l;var g=W[l][${partExpression('h')}];`
  );
}
