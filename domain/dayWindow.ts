import { minuteOfDay } from './days';

/**
 * The days and times of day a patient asked for ('tomorrow after 5'), as domain/dayPhrase.ts reads them from a
 * sentence, and the one rule that keeps a session or an appointment to them. Apart from the parser so that the
 * assistant filters by it without loading the parser's word lists (docs/PERFORMANCE.md).
 */
export interface DayWindow {
  /** The hospital's midnight of the first day asked for; null: any day from today. */
  readonly fromDay: number | null;
  /** The midnight after the last day asked for; null when no day was asked for. */
  readonly toDay: number | null;
  /** Minutes after midnight a session may start at the earliest (0) … */
  readonly fromMinute: number;
  /** … and before which it must start (1440). */
  readonly toMinute: number;
  /** How the answer reads it back: 'tomorrow', 'on Mon, 9 Jun', 'after 5:00 PM', 'tomorrow in the evening'. */
  readonly said: string;
}

/** Whether something starting at `start` is on the days and between the minutes asked for. */
export function startsWithin(start: number, window: DayWindow): boolean {
  if (window.fromDay !== null && start < window.fromDay) return false;
  if (window.toDay !== null && start >= window.toDay) return false;
  const minute = minuteOfDay(start);
  return minute >= window.fromMinute && minute < window.toMinute;
}
