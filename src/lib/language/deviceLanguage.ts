import { STORAGE_KEYS } from '../../../domain/storageKeys';
import { isLanguage, type Language } from '../../../i18n/languages';

/** The language chosen on this device, or null before the patient has chosen (storage off: also null). */
export function deviceLanguage(storage: Pick<Storage, 'getItem'> = localStorage): Language | null {
  try {
    const value = storage.getItem(STORAGE_KEYS.language);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** Remembers the choice on this device (a private window may refuse: the choice then lasts the page). */
export function rememberLanguage(language: Language, storage: Pick<Storage, 'setItem'> = localStorage): void {
  try {
    storage.setItem(STORAGE_KEYS.language, language);
  } catch {
    // Nothing to do: the page already shows the language.
  }
}

/** `lang` on the document, so screen readers read every text not marked otherwise in that voice. */
export function setDocumentLanguage(language: Language, doc: Document = document): void {
  doc.documentElement.lang = language;
}
