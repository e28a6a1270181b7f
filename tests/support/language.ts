import { i18n, addMessages, t } from '../../i18n/translate';
import { dateWordsFor } from '../../i18n/dateWords';
import { ENGLISH_DATE_WORDS, setDateWords } from '../../domain/days';
import type { Language } from '../../i18n/languages';
import { messages as siFirst } from '../../i18n/compiled/si.first';
import { messages as siRest } from '../../i18n/compiled/si.rest';
import { messages as taFirst } from '../../i18n/compiled/ta.first';
import { messages as taRest } from '../../i18n/compiled/ta.rest';

const OTHERS = { si: { ...siFirst, ...siRest }, ta: { ...taFirst, ...taRest } } as const;

/**
 * Words every text in `language` until the returned function is called (English is the tests' default,
 * tests/setup.ts): `const back = speak('si'); … back();` or `afterEach(speak('ta'))` inside a describe.
 */
export function speak(language: Language): () => void {
  if (language !== 'en') addMessages(language, OTHERS[language]);
  i18n.activate(language);
  return () => {
    i18n.activate('en');
    setDateWords(ENGLISH_DATE_WORDS);
  };
}

/** As speak, with the language's date words too (month and day names, AM/PM, Today): for tests that show dates. */
export async function speakWithDates(language: Language): Promise<() => void> {
  const back = speak(language);
  setDateWords(await dateWordsFor(language, t));
  return back;
}
