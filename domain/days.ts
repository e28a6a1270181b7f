/**
 * Calendar days and clock times of the hospital: session and appointment times are the hospital's local
 * times, whatever zone the patient's phone is set to. The app sets the hospital's IANA zone once
 * (setTimeZone, from the tenant); until then, and where no zone is set (tests, the greeting), the device's
 * local time is used. Written with Intl alone, so domain/ needs no date library; the words (month and day names,
 * AM/PM, Today) are the patient's language's (setDateWords).
 */

import { dateWords, hospitalZoneFormatter, timeZone } from './daySettings';

// The settings, for the modules that read and set them with the formatting (the entry imports daySettings alone).
export { ENGLISH_DATE_WORDS, isTimeZone, setDateWords, setTimeZone, timeZone, type DateWords } from './daySettings';

/** A moment as epoch milliseconds or a Date. */
export type Moment = number | Date;

/** Seven picker days (spec 000 §9, spec 001 §9): today plus 6. */
export const PICKER_DAYS = 7;

function toDate(moment: Moment): Date {
  return typeof moment === 'number' ? new Date(moment) : moment;
}

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

interface WallClock {
  readonly year: number;
  /** 0–11 */
  readonly month: number;
  readonly day: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
}

/** The calendar date and clock time of a moment where the hospital is. */
function wallClock(moment: Moment): WallClock {
  const date = toDate(moment);
  const zoneFormatter = hospitalZoneFormatter();
  if (zoneFormatter === null) {
    return {
      year: date.getFullYear(),
      month: date.getMonth(),
      day: date.getDate(),
      hours: date.getHours(),
      minutes: date.getMinutes(),
      seconds: date.getSeconds(),
    };
  }
  const parts = zoneFormatter.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  return {
    year: part('year'),
    month: part('month') - 1,
    day: part('day'),
    hours: part('hour') % 24,
    minutes: part('minute'),
    seconds: part('second'),
  };
}

/** How far the hospital's clock is ahead of UTC at a moment, in milliseconds. */
function zoneOffsetMs(epoch: number): number {
  const clock = wallClock(epoch);
  const asUtc = Date.UTC(clock.year, clock.month, clock.day, clock.hours, clock.minutes, clock.seconds);
  return asUtc - Math.floor(epoch / 1000) * 1000;
}

/** Midnight of a calendar date where the hospital is (month may overflow: Date.UTC carries it). */
function midnightOf(year: number, month: number, day: number): number {
  if (timeZone() === null) return new Date(year, month, day).getTime();
  const wall = Date.UTC(year, month, day);
  // Twice, so a change of offset between the guess and the answer (DST) is taken into account.
  const first = wall - zoneOffsetMs(wall);
  return wall - zoneOffsetMs(first);
}

/**
 * 'Colombo time' when the device's clock differs from the hospital's at `now`, so a time read on a phone
 * set elsewhere says whose it is; null when they agree (or no hospital zone is set).
 */
export function hospitalZoneLabel(now: Moment): string | null {
  const hospitalZone = timeZone();
  if (hospitalZone === null) return null;
  const epoch = toDate(now).getTime();
  const deviceOffset = -new Date(epoch).getTimezoneOffset() * 60_000;
  if (deviceOffset === zoneOffsetMs(epoch)) return null;
  const city = hospitalZone.split('/').at(-1)?.replace(/_/g, ' ') ?? hospitalZone;
  return dateWords().zone(city);
}

/** Midnight of the moment's day (the hospital's, or the device's), as epoch milliseconds. */
export function startOfDay(moment: Moment): number {
  const clock = wallClock(moment);
  return midnightOf(clock.year, clock.month, clock.day);
}

/** Local midnight `days` calendar days after the moment's day (by calendar, so a DST change cannot skip a day). */
export function addDays(moment: Moment, days: number): number {
  const clock = wallClock(moment);
  return midnightOf(clock.year, clock.month, clock.day + days);
}

/** 'YYYY-MM-DD' of the moment's local day. */
export function dayKey(moment: Moment): string {
  const clock = wallClock(moment);
  return `${String(clock.year).padStart(4, '0')}-${pad2(clock.month + 1)}-${pad2(clock.day)}`;
}

/** The calendar date of the moment's local day: year, month 1–12, day, and weekday 0 (Sunday) – 6. */
export function calendarDate(moment: Moment): {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly weekday: number;
} {
  const { year, month, day } = wallClock(moment);
  return { year, month: month + 1, day, weekday: new Date(Date.UTC(year, month, day)).getUTCDay() };
}

/** Minutes after the local midnight of the moment's day: 17:30 is 1050. */
export function minuteOfDay(moment: Moment): number {
  const { hours, minutes } = wallClock(moment);
  return hours * 60 + minutes;
}

/** Whole calendar days from `from`'s day to `to`'s day (negative when `to` is earlier). */
export function calendarDaysBetween(from: Moment, to: Moment): number {
  const a = wallClock(from);
  const b = wallClock(to);
  // UTC of the local calendar dates, so the count ignores DST hours.
  const dayA = Date.UTC(a.year, a.month, a.day);
  const dayB = Date.UTC(b.year, b.month, b.day);
  return Math.round((dayB - dayA) / 86_400_000);
}

/** Clock time as h:mm A: '9:05 AM', '12:00 PM', '12:30 AM'. */
export function formatTime(moment: Moment): string {
  const { hours, minutes } = wallClock(moment);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const meridiem = hours < 12 ? dateWords().am : dateWords().pm;
  const time = `${hour12}:${pad2(minutes)}`;
  return dateWords().meridiem === 'after' ? `${time} ${meridiem}` : `${meridiem} ${time}`;
}

/** 'Wed, 18 Jun': the label of a dated day button or day heading. */
export function formatShortDate(moment: Moment): string {
  const { year, month, day } = wallClock(moment);
  const weekday = new Date(Date.UTC(year, month, day)).getUTCDay();
  return `${dateWords().weekdaysShort[weekday] ?? ''}, ${day} ${dateWords().monthsShort[month] ?? ''}`;
}

/** '18 Jun 2025': the date on a visit card. */
export function formatDate(moment: Moment): string {
  const { year, month, day } = wallClock(moment);
  return `${day} ${dateWords().monthsShort[month] ?? ''} ${year}`;
}

/** 'Today', 'Tomorrow', or the short date: headings of day groups and picker buttons. */
export function dayLabel(moment: Moment, today: Moment): string {
  const offset = calendarDaysBetween(today, moment);
  if (offset === 0) return dateWords().today;
  if (offset === 1) return dateWords().tomorrow;
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

/** The clock time, followed by whose it is when the device's zone differs: '8:00 AM (Colombo time)'. */
export function formatTimeWithZone(moment: Moment): string {
  const zone = hospitalZoneLabel(moment);
  return zone === null ? formatTime(moment) : `${formatTime(moment)} (${zone})`;
}
