import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';
import type { MessageId, MessageValues } from './messages.generated';

/**
 * The client's one translator (Lingui's runtime, with catalogues compiled at build: no ICU parser ships).
 * The assistant's machines and the screens read it when they word a bubble or a label, so a text is in the
 * language active at that moment; the server words each SMS with a translator of the account's language
 * (`translatorFor`), never with this one.
 */
export const i18n: I18n = setupI18n({
  locale: DEFAULT_LANGUAGE,
  messages: { [DEFAULT_LANGUAGE]: {} },
  missing: (_language, id) => (complete ? id : ''),
});

/**
 * Whether the active language's whole catalogue is in. Until it is, a message not loaded yet reads as nothing: what
 * the first frame shows of a deep page (the bottom bars, its loading line) is worded again once it arrives
 * (src/ui/useCatalogue.ts), and a patient never sees an id flash. After, a missing message shows its id, so one read
 * too early (at import) is seen and fixed.
 */
let complete = false;

/** The whole catalogue of the active language is loaded (client: after its rest; server and tests: at start). */
export function catalogueComplete(): void {
  complete = true;
}

/** The values a message takes, or none: `t('first.menu')`, `t('booking.tokens', { count: 3 })`. */
export type ValuesArgument<K extends MessageId> = MessageValues[K] extends undefined ? [] : [values: MessageValues[K]];

/** A message of the active language, by its id (ids and their values are typed from the English catalogue). */
export function t<K extends MessageId>(id: K, ...values: ValuesArgument<K>): string {
  return i18n._(id, values[0]);
}

/** Adds a compiled part of a language's catalogue (the first frame's, then the rest). */
export function addMessages(language: Language, messages: Messages): void {
  i18n.load(language, messages);
}

/** A translator fixed to one language, for text sent outside the page (SMS, calendar files, PDFs). */
export function translatorFor(language: Language, messages: Messages): typeof t {
  const own = setupI18n({ locale: language, messages: { [language]: messages } });
  return (id, ...values) => own._(id, values[0]);
}

/**
 * `run`, with every text it words in `language` (its catalogue loaded before), then the language before: a replay
 * words its conversation in the language it was recorded in, whatever the page's.
 */
export function wordedIn<T>(language: Language, run: () => T): T {
  const before = i18n.locale;
  i18n.activate(language);
  try {
    return run();
  } finally {
    i18n.activate(before);
  }
}

/** The language texts are worded in right now. */
export function activeLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
}
