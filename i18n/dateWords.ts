/// <reference types="dayjs/locale" />
import { ENGLISH_DATE_WORDS, type DateWords } from '../domain/days';
import type { Language } from './languages';
import type { t as translate } from './translate';

/** The month and weekday names of a language: dayjs's locales (Chromium's Intl has no Sinhala). */
interface Names {
  readonly weekdaysShort: readonly string[];
  readonly monthsShort: readonly string[];
}

/**
 * A language's date words: its names from dayjs's locale (loaded with the language, never for English), the rest
 * (AM/PM, Today, Tomorrow, whose time) from its catalogue, worded by `t`.
 */
export async function dateWordsFor(language: Language, t: typeof translate): Promise<DateWords> {
  if (language === 'en') return ENGLISH_DATE_WORDS;
  const { weekdaysShort, monthsShort }: Partial<Names> =
    language === 'si' ? (await import('dayjs/locale/si')).default : (await import('dayjs/locale/ta')).default;
  if (weekdaysShort === undefined || monthsShort === undefined) throw new Error(`dayjs has no names for ${language}`);
  const names: Names = { weekdaysShort, monthsShort };
  return {
    weekdaysShort: names.weekdaysShort,
    monthsShort: names.monthsShort,
    am: t('days.am'),
    pm: t('days.pm'),
    meridiem: 'before',
    today: t('days.today'),
    tomorrow: t('days.tomorrow'),
    zone: (city) => t('days.zone', { city }),
  };
}
