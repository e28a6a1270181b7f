/**
 * Calendar days and clock times in the device's local time, as the greeting and age display read them.
 * Written by hand so domain/ needs no date library.
 */

/** A moment as epoch milliseconds or a Date. */
export type Moment = number | Date;

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** Seven picker days (spec 000 §9, spec 001 §9): today plus 6. */
export const PICKER_DAYS = 7;

function toDate(moment: Moment): Date {
  return typeof moment === 'number' ? new Date(moment) : moment;
}

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

/** Local midnight of the moment's day, as epoch milliseconds. */
export function startOfDay(moment: Moment): number {
  const date = toDate(moment);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** Local midnight `days` calendar days after the moment's day (by calendar, so a DST change cannot skip a day). */
export function addDays(moment: Moment, days: number): number {
  const date = toDate(moment);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days).getTime();
}

/** 'YYYY-MM-DD' of the moment's local day. */
export function dayKey(moment: Moment): string {
  const date = toDate(moment);
  return `${String(date.getFullYear()).padStart(4, '0')}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
}

/** Whole calendar days from `from`'s day to `to`'s day (negative when `to` is earlier). */
export function calendarDaysBetween(from: Moment, to: Moment): number {
  const a = toDate(from);
  const b = toDate(to);
  // UTC of the local calendar dates, so the count ignores DST hours.
  const dayA = Date.UTC(a.getFullYear(), a.getMonth(), a.getDate());
  const dayB = Date.UTC(b.getFullYear(), b.getMonth(), b.getDate());
  return Math.round((dayB - dayA) / 86_400_000);
}

/** Clock time as h:mm A: '9:05 AM', '12:00 PM', '12:30 AM'. */
export function formatTime(moment: Moment): string {
  const date = toDate(moment);
  const hours = date.getHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${pad2(date.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** 'Wed, 18 Jun': the label of a dated day button or day heading. */
export function formatShortDate(moment: Moment): string {
  const date = toDate(moment);
  return `${WEEKDAYS[date.getDay()] ?? ''}, ${date.getDate()} ${MONTHS[date.getMonth()] ?? ''}`;
}

/** '18 Jun 2025': the date on a visit card. */
export function formatDate(moment: Moment): string {
  const date = toDate(moment);
  return `${date.getDate()} ${MONTHS[date.getMonth()] ?? ''} ${date.getFullYear()}`;
}

/** 'Today', 'Tomorrow', or the short date: headings of day groups and picker buttons. */
export function dayLabel(moment: Moment, today: Moment): string {
  const offset = calendarDaysBetween(today, moment);
  if (offset === 0) return 'Today';
  if (offset === 1) return 'Tomorrow';
  return formatShortDate(moment);
}

export interface DayGroup<T> {
  /** 'YYYY-MM-DD' */
  readonly key: string;
  /** Local midnight of the day. */
  readonly start: number;
  readonly items: readonly T[];
}

/** Items grouped by local day, days in time order and items in time order within a day (ties keep input order). */
export function groupByDay<T>(items: readonly T[], getTime: (item: T) => number): readonly DayGroup<T>[] {
  const sorted = items.map((item) => ({ item, time: getTime(item) })).sort((a, b) => a.time - b.time);
  const groups: { key: string; start: number; items: T[] }[] = [];
  for (const { item, time } of sorted) {
    const key = dayKey(time);
    const last = groups.at(-1);
    if (last?.key === key) last.items.push(item);
    else groups.push({ key, start: startOfDay(time), items: [item] });
  }
  return groups;
}

export interface PickerDay {
  readonly key: string;
  /** Local midnight of the day. */
  readonly start: number;
  readonly label: string;
}

/** Today, Tomorrow, then five dated days: the 7-day picker of sample collection and session dates. */
export function sevenDayPicker(today: Moment): readonly PickerDay[] {
  return Array.from({ length: PICKER_DAYS }, (_, offset) => {
    const start = addDays(today, offset);
    return { key: dayKey(start), start, label: dayLabel(start, today) };
  });
}

/** Days in a month (1–12) of a year, leap years included: day 0 of the next month is this one's last. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}
