/**
 * What domain/days.ts reads dates and times with: the hospital's zone and the patient's language's date words. A
 * module of its own so the app's entry can set both (src/config/hospitalTime.ts, src/lib/language/catalogue.ts)
 * without carrying the formatting itself, which loads with the first screen that shows a date.
 */

/**
 * The words dates and times are written with, in the patient's language (i18n/dateWords.ts sets them when the
 * language is chosen; English until then, as the spec writes dates).
 */
export interface DateWords {
  /** Sunday first. */
  readonly weekdaysShort: readonly string[];
  readonly monthsShort: readonly string[];
  readonly am: string;
  readonly pm: string;
  /** Where the AM/PM word goes: after the time ('9:05 AM') or before it ('ප.ව. 2:30'). */
  readonly meridiem: 'after' | 'before';
  readonly today: string;
  readonly tomorrow: string;
  /** Whose clock a time is, from the hospital's city: 'Colombo time'. */
  readonly zone: (city: string) => string;
}

export const ENGLISH_DATE_WORDS: DateWords = {
  weekdaysShort: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  monthsShort: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  am: 'AM',
  pm: 'PM',
  meridiem: 'after',
  today: 'Today',
  tomorrow: 'Tomorrow',
  zone: (city) => `${city} time`,
};

let words: DateWords = ENGLISH_DATE_WORDS;

/** The words dates are written in now. */
export function dateWords(): DateWords {
  return words;
}

/** Dates and times are written in these words from now on (the patient's language). */
export function setDateWords(next: DateWords): void {
  words = next;
}

/** The hospital's zone; null means the device's own. */
let hospitalZone: string | null = null;
let zoneFormatter: Intl.DateTimeFormat | null = null;

/** The formatter reading a moment's parts in the hospital's zone; null when it is the device's. */
export function hospitalZoneFormatter(): Intl.DateTimeFormat | null {
  return zoneFormatter;
}

/** True for a zone Intl knows ('Asia/Colombo', 'UTC'). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Days and times read in this IANA zone from now on (null: the device's). */
export function setTimeZone(zone: string | null): void {
  if (zone !== null && !isTimeZone(zone)) throw new Error(`unknown time zone: ${zone}`);
  hospitalZone = zone;
  zoneFormatter =
    zone === null
      ? null
      : new Intl.DateTimeFormat('en-US', {
          timeZone: zone,
          hourCycle: 'h23',
          year: 'numeric',
          month: 'numeric',
          day: 'numeric',
          hour: 'numeric',
          minute: 'numeric',
          second: 'numeric',
        });
}

/** The zone days and times are read in; null when it is the device's. */
export function timeZone(): string | null {
  return hospitalZone;
}
