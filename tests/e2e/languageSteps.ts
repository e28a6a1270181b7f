import type { BrowserContext, Page } from 'playwright-core';
import { messages as enFirst } from '../../i18n/compiled/en.first';
import { messages as enRest } from '../../i18n/compiled/en.rest';
import { messages as siFirst } from '../../i18n/compiled/si.first';
import { messages as siRest } from '../../i18n/compiled/si.rest';
import { messages as taFirst } from '../../i18n/compiled/ta.first';
import { messages as taRest } from '../../i18n/compiled/ta.rest';
import type { Language } from '../../i18n/languages';
import { HOSPITALS, ROOMS } from '../../server/seed/hospitals';
import { LABORATORY } from '../../server/seed/demoReports';
import { DEMO_CATALOGUE } from '../../server/seed/orderCatalogue';
import { SPECIALTIES } from '../../server/seed/practitioners';
import { TEST_PARAMETERS } from '../../server/seed/testParameters';
import { translatorFor, type t } from '../../i18n/translate';

const CATALOGUES = {
  en: { ...enFirst, ...enRest },
  si: { ...siFirst, ...siRest },
  ta: { ...taFirst, ...taRest },
} as const;

/** The language chosen on this device before any page loads, as the picker remembers it (STORAGE_KEYS.language). */
export async function chooseOnDevice(context: BrowserContext, language: Language): Promise<void> {
  await context.addInitScript(`localStorage.setItem('carechat.language', ${JSON.stringify(language)})`);
}

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

/**
 * The data a page may show in Latin letters, as the hospital keeps it: the tenants', the hospitals' names and
 * addresses, the consultation rooms, the doctors' roles and specialties, the laboratory's groups, departments, test
 * and parameter names and units, the demo
 * patients' names, the card brands.
 */
export const HOSPITAL_DATA: readonly string[] = [
  'Carechat Hospitals',
  'Harbour Clinic',
  ...HOSPITALS.flatMap((hospital) => [hospital.orgName, hospital.address, hospital.city]),
  ...ROOMS,
  ...SPECIALTIES.flatMap((specialty) => [specialty.role, specialty.display]),
  ...DEMO_CATALOGUE.map((entry) => entry.name),
  ...Object.values(LABORATORY)
    .flatMap((lab) => [lab.group, lab.department, lab.specimen ?? ''])
    .filter(Boolean),
  'Dr. Nirmala Senanayake',
  ...Object.values(TEST_PARAMETERS).flatMap((parameters) =>
    parameters.flatMap((parameter) =>
      parameter.unit === undefined ? [parameter.name] : [parameter.name, parameter.unit],
    ),
  ),
  'Ms. Ruwani Perera',
  'Ruwani Perera',
  // Spec 000's display name: the prefix with a dot, whatever it is ('Baby. Senuk').
  'Mr. Kasun Jayawardena',
  'Mrs. Kamala Jayawardena',
  'Baby. Senuk Jayawardena',
  'Kasun Jayawardena',
  'Kamala Jayawardena',
  'Senuk Jayawardena',
  // Card brands and the gateways' names.
  'Visa',
  'Mastercard',
  'MasterCard',
  'Genie',
];

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
  // Invoice, receipt and encounter numbers (INV-00001, RCP-…, ENC-…).
  'inv',
  'rcp',
  'enc',
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
  return englishIn(texts, allowed);
}

/** The Latin words of `texts` that are not data (`allowed`) nor kept in every language, each with where it was. */
export function englishIn(texts: readonly string[], allowed: readonly string[]): string[] {
  // Longest first, so a name inside another ('Galle' in '12 Galle Road') does not break it.
  let text = texts.join('\n').toLowerCase();
  for (const phrase of [...allowed].sort((a, b) => b.length - a.length))
    text = text.replaceAll(phrase.toLowerCase(), ' ');
  const words = [...new Set((text.match(/[a-z]{2,}/g) ?? []).filter((word) => !KEPT.includes(word)))];
  // Each word with the text it was found in, so a failure says where to look.
  return words.map((word) => {
    const where = texts.find((original) => new RegExp(`\\b${word}\\b`, 'i').test(original)) ?? '';
    return `${word} (in '${where.trim().slice(0, 80)}')`;
  });
}
