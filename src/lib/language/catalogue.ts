import type { Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, type Language } from '../../../i18n/languages';
import { addMessages, catalogueComplete, i18n, t } from '../../../i18n/translate';
import { setDateWords } from '../../../domain/daySettings';
import { once } from '../once';

type Part = () => Promise<{ readonly messages: Messages }>;

/** The language the page is (being) worded in: English until the entry activates the patient's. */
let activation: Promise<Language> = Promise.resolve(DEFAULT_LANGUAGE);

/**
 * What the chat home's first frame shows, per language: a small chunk each (i18n/po/<language>/first.po), fetched
 * beside the first screen's code (English's too: in the entry, it would weigh on every other language's first frame).
 */
const FIRST: Readonly<Record<Language, Part>> = {
  en: () => import('../../../i18n/compiled/en.first'),
  si: () => import('../../../i18n/compiled/si.first'),
  ta: () => import('../../../i18n/compiled/ta.first'),
};

/** Every other message, per language: loaded after the first frame, before any screen or conversation uses it. */
const REST: Readonly<Record<Language, Part>> = {
  en: () => import('../../../i18n/compiled/en.rest'),
  si: () => import('../../../i18n/compiled/si.rest'),
  ta: () => import('../../../i18n/compiled/ta.rest'),
};

/**
 * Makes `language` the one every text is worded in, with what the first frame shows (before the app's first
 * render). A language that cannot load (offline at the first visit) falls back to English, the default, rather
 * than leaving the patient without a screen; English that cannot load fails like the first screen's own code.
 */
export function activateLanguage(language: Language): Promise<Language> {
  activation = (async (): Promise<Language> => {
    try {
      addMessages(language, (await FIRST[language]()).messages);
    } catch (error) {
      if (language === 'en') throw error;
      return activateLanguage('en');
    }
    i18n.activate(language);
    return language;
  })();
  return activation;
}

/** All of a language's messages, without making it the page's (a replay recorded in it words its texts in it). */
export async function loadLanguage(language: Language): Promise<void> {
  const [first, rest] = await Promise.all([FIRST[language](), REST[language]()]);
  addMessages(language, { ...first.messages, ...rest.messages });
}

/**
 * The rest of the active language's catalogue, once, with its date words (month and day names, AM/PM, Today);
 * every lazy screen and the whole assistant wait for it.
 */
export const loadRestOfCatalogue = once(async (): Promise<void> => {
  // The language being activated, not the one active yet: the first screen's code may ask before it is.
  const language = await activation;
  const [{ messages }, { dateWordsFor }] = await Promise.all([REST[language](), import('../../../i18n/dateWords')]);
  catalogueComplete();
  addMessages(language, messages);
  setDateWords(await dateWordsFor(language, t));
});

const waiting = new WeakMap<() => Promise<unknown>, () => Promise<unknown>>();

/**
 * `load`, resolved once the rest of the catalogue is there too: for code that words texts beyond the first frame.
 * The same loader gets the same wrapper, so a screen preloaded through it is found again (src/lib/preloadedScreen.tsx).
 */
export function withCatalogue<T>(load: () => Promise<T>): () => Promise<T> {
  let wrapped = waiting.get(load) as (() => Promise<T>) | undefined;
  if (wrapped === undefined) {
    wrapped = async () => (await Promise.all([load(), loadRestOfCatalogue()]))[0];
    waiting.set(load, wrapped);
  }
  return wrapped;
}
