/**
 * The patient's languages (docs/decisions/0056-languages.md): English is the default and keeps the spec's
 * strings exactly; Sinhala and Tamil are complete translations of it. The staff console stays in English.
 */
export const LANGUAGES = ['en', 'si', 'ta'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language in its own script, as the picker offers it (a patient reads their own language's name). */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', si: 'සිංහල', ta: 'தமிழ்' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
