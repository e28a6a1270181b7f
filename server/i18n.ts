import type { Messages } from '@lingui/core';
import { messages as enFirst } from '../i18n/compiled/en.first';
import { messages as enRest } from '../i18n/compiled/en.rest';
import { messages as siFirst } from '../i18n/compiled/si.first';
import { messages as siRest } from '../i18n/compiled/si.rest';
import { messages as taFirst } from '../i18n/compiled/ta.first';
import { messages as taRest } from '../i18n/compiled/ta.rest';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../i18n/languages';
import { addMessages, catalogueComplete, i18n, translatorFor, type t } from '../i18n/translate';

/** A translator fixed to one language: what the server words an SMS with. */
export type Translate = typeof t;

/** Each language's whole catalogue: the server words texts of every area, so the two compiled parts are merged. */
const CATALOGUES: Readonly<Record<Language, Messages>> = {
  en: { ...enFirst, ...enRest },
  si: { ...siFirst, ...siRest },
  ta: { ...taFirst, ...taRest },
};

// The shared translator too, in English: the rules the server shares with the app (domain/) word their refusals with
// it, and the API answers in English (the app shows a coded error in the patient's language, domain/errors.ts).
addMessages(DEFAULT_LANGUAGE, CATALOGUES[DEFAULT_LANGUAGE]);
i18n.activate(DEFAULT_LANGUAGE);
catalogueComplete();

const translators = new Map<Language, Translate>();

/**
 * The translator of a language, made once per process (Lingui's runtime per language, never the client's shared
 * one: two SMS in two languages may be worded at the same moment). Anything that is not a language (an old row,
 * a null) words in English, the default.
 */
export function translatorOf(language: string | null | undefined): Translate {
  const chosen = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  let translator = translators.get(chosen);
  if (translator === undefined) {
    translator = translatorFor(chosen, CATALOGUES[chosen]);
    translators.set(chosen, translator);
  }
  return translator;
}
