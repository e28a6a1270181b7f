import { t } from '../i18n/translate';

/**
 * How the assistant reads back the day and time a sentence asked for (domain/dayPhrase.ts): 'tomorrow after
 * 5:00 PM', 'හෙට ප.ව. 5:00 න් පසු', 'நாளை பிற்பகல் 5:00 க்குப் பிறகு', in the language active when the sentence is
 * read (the bubble that reads it back is said at once).
 */

export type DayRange = 'nextWeek' | 'thisWeek' | 'thisWeekend';

export type DaySaid =
  { readonly kind: DayRange | 'today' | 'tonight' | 'tomorrow' } | { readonly kind: 'on'; readonly date: string };

export type TimeSaid =
  | { readonly kind: 'morning' | 'afternoon' | 'evening' | 'night' }
  | { readonly kind: 'after' | 'before' | 'around'; readonly minutes: number }
  | { readonly kind: 'between'; readonly from: number; readonly to: number };

/** A clock time from minutes after midnight: '5:00 PM'. */
function clockText(minutes: number): string {
  const hours = Math.floor(minutes / 60) % 24;
  return t('typed.when.clock', {
    hour: String(hours % 12 === 0 ? 12 : hours % 12),
    minute: String(minutes % 60).padStart(2, '0'),
    meridiem: hours < 12 ? 'am' : 'pm',
  });
}

export function timeSaid(said: TimeSaid): string {
  switch (said.kind) {
    case 'morning':
      return t('typed.when.morning');
    case 'afternoon':
      return t('typed.when.afternoon');
    case 'evening':
      return t('typed.when.evening');
    case 'night':
      return t('typed.when.night');
    case 'after':
      return t('typed.when.after', { time: clockText(said.minutes) });
    case 'before':
      return t('typed.when.before', { time: clockText(said.minutes) });
    case 'around':
      return t('typed.when.around', { time: clockText(said.minutes) });
    case 'between':
      return t('typed.when.between', { from: clockText(said.from), to: clockText(said.to) });
  }
}

function dayText(said: DaySaid): string {
  switch (said.kind) {
    case 'today':
      return t('typed.when.today');
    case 'tonight':
      return t('typed.when.tonight');
    case 'tomorrow':
      return t('typed.when.tomorrow');
    case 'nextWeek':
      return t('typed.when.nextWeek');
    case 'thisWeek':
      return t('typed.when.thisWeek');
    case 'thisWeekend':
      return t('typed.when.thisWeekend');
    case 'on':
      return t('typed.when.on', { date: said.date });
  }
}

/** The day and the time together ('tomorrow in the evening'), either alone, or '' for neither. */
export function daySaid(day: DaySaid | null, time: string | null): string {
  if (day === null) return time ?? '';
  return time === null ? dayText(day) : t('typed.when.dayAndTime', { day: dayText(day), time });
}
