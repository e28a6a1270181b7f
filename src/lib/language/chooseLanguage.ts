import { STORAGE_KEYS } from '../../../domain/storageKeys';
import type { Language } from '../../../i18n/languages';
import { rememberLanguage } from './deviceLanguage';

/**
 * The patient's choice of language, from the first screen: remembered on the device, then the page starts again in
 * it, so every text (and index.html's greeting before any script) is in one language. The conversation kept for a
 * reload is worded in the old language, so it starts over; the sign-in stays. `saveOnAccount` keeps it on the account
 * too when signed in (SMS follow it); the reload waits for it, briefly, so the choice is not lost to the page going.
 */
export async function chooseLanguage(
  language: Language,
  saveOnAccount: (language: Language) => Promise<unknown> = () => Promise.resolve(),
  page: Pick<Location, 'reload'> = window.location,
): Promise<void> {
  rememberLanguage(language);
  try {
    sessionStorage.removeItem(STORAGE_KEYS.assistant);
  } catch {
    // Storage off: there is no kept conversation either.
  }
  await Promise.race([saveOnAccount(language).catch(() => undefined), new Promise((done) => setTimeout(done, 3000))]);
  page.reload();
}
