import type { Page } from 'playwright-core';
import { messages as enFirst } from '../../i18n/compiled/en.first';
import { messages as enRest } from '../../i18n/compiled/en.rest';
import { messages as siFirst } from '../../i18n/compiled/si.first';
import { messages as siRest } from '../../i18n/compiled/si.rest';
import { messages as taFirst } from '../../i18n/compiled/ta.first';
import { messages as taRest } from '../../i18n/compiled/ta.rest';
import type { Language } from '../../i18n/languages';
import { translatorFor, type t } from '../../i18n/translate';

const CATALOGUES = {
  en: { ...enFirst, ...enRest },
  si: { ...siFirst, ...siRest },
  ta: { ...taFirst, ...taRest },
} as const;

/** A language's translator, as the app words its texts (the same compiled catalogues). */
export function wordingOf(language: Language): typeof t {
  return translatorFor(language, CATALOGUES[language]);
}

/**
 * The same words in `language` as an English text without placeholders, found through the English catalogue: the
 * browser tests keep the English they read with (`inLanguage('si')('Book a Doctor')`).
 */
export function inLanguage(language: Language): (english: string) => string {
  // Messages without placeholders take no values: any id will do here.
  const english = wordingOf('en') as unknown as (id: string) => string;
  const own = wordingOf(language) as unknown as (id: string) => string;
  const idOf = new Map<string, string>();
  for (const id of Object.keys(CATALOGUES.en).sort()) {
    const compiled = CATALOGUES.en[id];
    if (Array.isArray(compiled) && compiled.every((part) => typeof part === 'string')) idOf.set(english(id), id);
  }
  return (text) => {
    const id = idOf.get(text);
    if (id === undefined) throw new Error(`No message reads '${text}' in English`);
    return own(id);
  };
}

/** Latin words any language keeps: titles, currency, codes, units and the picker's own name of English. */
const KEPT = [
  'dr',
  'rs',
  'lkr',
  'opd',
  'mic',
  'cvv',
  'mm',
  'yy',
  'dd',
  'am',
  'pm',
  'id',
  'pdf',
  'english',
  'ok',
  'sms',
];

/**
 * The Latin words a patient sees or hears on the page (visible text, accessible names, placeholders) that are not
 * data (`allowed`: names of the tenant, doctors, hospitals, the patient, typed text).
 */
export async function englishOnPage(page: Page, allowed: readonly string[]): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (
        parent === null ||
        parent.closest('script,style,noscript,[hidden],[aria-hidden="true"],.tester-line') !== null
      )
        continue;
      const style = getComputedStyle(parent);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      found.push(node.textContent ?? '');
    }
    for (const element of document.body.querySelectorAll('[aria-label],[placeholder],[title],[alt]'))
      for (const name of ['aria-label', 'placeholder', 'title', 'alt'])
        if (element.closest('.tester-line') === null) found.push(element.getAttribute(name) ?? '');
    found.push(document.title);
    return found;
  });
  let text = texts.join('\n').toLowerCase();
  // Longest first, so a name inside another ('Galle' in '12 Galle Road') does not break it.
  for (const phrase of [...allowed].sort((a, b) => b.length - a.length))
    text = text.replaceAll(phrase.toLowerCase(), ' ');
  const words = text.match(/[a-z]{2,}/g) ?? [];
  return [...new Set(words.filter((word) => !KEPT.includes(word)))];
}
