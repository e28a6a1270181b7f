import { describe, it, expect } from 'vitest';
import {
  PICKER_DAYS,
  addDays,
  calendarDaysBetween,
  dayKey,
  dayLabel,
  daysInMonth,
  formatDate,
  formatShortDate,
  formatTime,
  groupByDay,
  sevenDayPicker,
  startOfDay,
} from '../../../domain/days';

// Local times: days and clock times follow the device clock.
const at = (month: number, day: number, hours = 0, minutes = 0): number =>
  new Date(2025, month - 1, day, hours, minutes).getTime();

describe('formatTime', () => {
  it('formats h:mm A without a leading zero on the hour', () => {
    expect(formatTime(at(6, 15, 9, 5))).toBe('9:05 AM');
    expect(formatTime(at(6, 15, 16, 30))).toBe('4:30 PM');
    expect(formatTime(at(6, 15, 23, 59))).toBe('11:59 PM');
    expect(formatTime(at(6, 15, 10, 0))).toBe('10:00 AM');
  });

  it('shows noon as 12 PM and midnight as 12 AM', () => {
    expect(formatTime(at(6, 15, 12, 0))).toBe('12:00 PM');
    expect(formatTime(at(6, 15, 12, 45))).toBe('12:45 PM');
    expect(formatTime(at(6, 15, 0, 0))).toBe('12:00 AM');
    expect(formatTime(at(6, 15, 0, 30))).toBe('12:30 AM');
  });

  it('accepts a Date as well as epoch milliseconds', () => {
    expect(formatTime(new Date(2025, 0, 1, 13, 7))).toBe('1:07 PM');
  });
});

describe('startOfDay, addDays and dayKey', () => {
  it('gives local midnight of the day', () => {
    expect(startOfDay(at(6, 15, 18, 45))).toBe(at(6, 15));
    expect(startOfDay(at(6, 15))).toBe(at(6, 15));
  });

  it('adds calendar days across month and year ends', () => {
    expect(addDays(at(6, 15, 18), 1)).toBe(at(6, 16));
    expect(addDays(at(6, 30, 9), 1)).toBe(at(7, 1));
    expect(addDays(at(12, 31, 9), 1)).toBe(new Date(2026, 0, 1).getTime());
    expect(addDays(at(3, 1), -1)).toBe(at(2, 28));
  });

  it('keys a day as YYYY-MM-DD', () => {
    expect(dayKey(at(6, 5, 23, 59))).toBe('2025-06-05');
    expect(dayKey(at(12, 31))).toBe('2025-12-31');
    expect(dayKey(new Date(2024, 1, 29, 12))).toBe('2024-02-29');
  });

  it('counts calendar days whatever the time of day', () => {
    expect(calendarDaysBetween(at(6, 15, 23, 59), at(6, 16, 0, 1))).toBe(1);
    expect(calendarDaysBetween(at(6, 15, 0, 0), at(6, 15, 23, 59))).toBe(0);
    expect(calendarDaysBetween(at(6, 15), at(6, 10))).toBe(-5);
    expect(calendarDaysBetween(at(1, 1), at(12, 31))).toBe(364);
  });
});

describe('date labels', () => {
  it('formats short dates with the weekday', () => {
    expect(formatShortDate(at(6, 18))).toBe('Wed, 18 Jun');
    expect(formatShortDate(at(1, 5))).toBe('Sun, 5 Jan');
  });

  it('formats full dates', () => {
    expect(formatDate(at(6, 18, 10))).toBe('18 Jun 2025');
    expect(formatDate(at(12, 1))).toBe('1 Dec 2025');
  });

  it('says Today and Tomorrow, then the date', () => {
    const today = at(6, 15, 21, 30);
    expect(dayLabel(at(6, 15, 8), today)).toBe('Today');
    expect(dayLabel(at(6, 16, 0, 0), today)).toBe('Tomorrow');
    expect(dayLabel(at(6, 17, 9), today)).toBe('Tue, 17 Jun');
    expect(dayLabel(at(6, 14, 9), today)).toBe('Sat, 14 Jun');
  });
});

describe('groupByDay', () => {
  it('groups items by local day, days and items in time order', () => {
    const sessions = [
      { id: 'c', start: at(6, 16, 9) },
      { id: 'a', start: at(6, 15, 18) },
      { id: 'b', start: at(6, 15, 8) },
      { id: 'd', start: at(6, 18, 0) },
    ];
    const groups = groupByDay(sessions, (session) => session.start);
    expect(groups.map((group) => group.key)).toEqual(['2025-06-15', '2025-06-16', '2025-06-18']);
    expect(groups.map((group) => group.items.map((item) => item.id))).toEqual([['b', 'a'], ['c'], ['d']]);
    expect(groups.map((group) => group.start)).toEqual([at(6, 15), at(6, 16), at(6, 18)]);
  });

  it('puts 23:59 and 00:00 on different days', () => {
    const groups = groupByDay([at(6, 15, 23, 59), at(6, 16, 0, 0)], (time) => time);
    expect(groups).toHaveLength(2);
  });

  it('keeps input order for equal times and gives nothing for nothing', () => {
    const groups = groupByDay(
      [
        { id: 'x', t: at(6, 15, 10) },
        { id: 'y', t: at(6, 15, 10) },
      ],
      (item) => item.t,
    );
    expect(groups[0]?.items.map((item) => item.id)).toEqual(['x', 'y']);
    expect(groupByDay([], () => 0)).toEqual([]);
  });
});

describe('sevenDayPicker', () => {
  it('offers today, tomorrow and five dated days', () => {
    const picker = sevenDayPicker(at(6, 28, 22, 15));
    expect(PICKER_DAYS).toBe(7);
    expect(picker.map((day) => day.label)).toEqual([
      'Today',
      'Tomorrow',
      'Mon, 30 Jun',
      'Tue, 1 Jul',
      'Wed, 2 Jul',
      'Thu, 3 Jul',
      'Fri, 4 Jul',
    ]);
    expect(picker.map((day) => day.key)).toEqual([
      '2025-06-28',
      '2025-06-29',
      '2025-06-30',
      '2025-07-01',
      '2025-07-02',
      '2025-07-03',
      '2025-07-04',
    ]);
    expect(picker[0]?.start).toBe(at(6, 28));
    expect(picker[6]?.start).toBe(at(7, 4));
  });

  it('crosses the year end', () => {
    const picker = sevenDayPicker(new Date(2025, 11, 30, 9));
    expect(picker.map((day) => day.key).slice(1, 4)).toEqual(['2025-12-31', '2026-01-01', '2026-01-02']);
    expect(picker[2]?.label).toBe('Thu, 1 Jan');
  });
});

describe('daysInMonth', () => {
  it('knows month lengths and leap years', () => {
    expect([
      daysInMonth(2025, 1),
      daysInMonth(2024, 2),
      daysInMonth(2025, 2),
      daysInMonth(1900, 2),
      daysInMonth(2025, 4),
    ]).toEqual([31, 29, 28, 28, 30]);
  });
});
