import { afterEach, describe, expect, it } from 'vitest';
import { dayPhrase } from '../../../domain/dayPhrase';
import { startsWithin, type DayWindow } from '../../../domain/dayWindow';
import { setTimeZone } from '../../../domain/days';
import { typedWords } from '../../../domain/typedWords';
import { deviceInZone } from '../../deviceZone';

/**
 * The day or time inside a typed sentence (domain/dayPhrase.ts), read where the hospital is: a phone set to UTC
 * reading a Colombo hospital (UTC+5:30) still takes 'tomorrow' as Colombo's tomorrow.
 */

deviceInZone('UTC');
afterEach(() => setTimeZone(null));

/** Colombo's wall clock as an instant: 2025-06-01 is a Sunday. */
function colombo(day: number, hour = 0, minute = 0, month = 6): number {
  return Date.UTC(2025, month - 1, day, hour, minute) - 330 * 60_000;
}

function read(text: string, now: number): DayWindow | null {
  return dayPhrase(typedWords(text), now)?.window ?? null;
}

describe('days, in the hospital zone', () => {
  it("reads 'tomorrow' as Colombo's tomorrow, late in the evening there (still the same day in UTC)", () => {
    setTimeZone('Asia/Colombo');
    // 23:30 in Colombo on Sunday 1 June is 18:00 UTC: tomorrow is Monday 2 June in Colombo.
    const window = read('tomorrow', colombo(1, 23, 30));
    expect(window).toEqual({ fromDay: colombo(2), toDay: colombo(3), fromMinute: 0, toMinute: 1440, said: 'tomorrow' });
  });

  it("'next Monday' is the first Monday after today; 'Monday' and 'this Monday' may be today", () => {
    setTimeZone('Asia/Colombo');
    const monday = colombo(2, 9);
    expect(read('next monday', monday)?.fromDay).toBe(colombo(9));
    expect(read('monday', monday)?.said).toBe('today');
    expect(read('this monday', monday)?.said).toBe('today');
    expect(read('labana sanduda', colombo(4, 9))?.said).toBe('on Mon, 9 Jun');
  });

  it('takes a day and month as day first (a Sri Lankan 5/6 is 5 June), and a date passed as next year', () => {
    setTimeZone('Asia/Colombo');
    expect(read('5/6', colombo(1, 9))?.fromDay).toBe(colombo(5));
    expect(read('the 1st', colombo(10, 9))?.fromDay).toBe(colombo(1, 0, 0, 7));
    expect(read('May 3', colombo(1, 9))?.fromDay).toBe(Date.UTC(2026, 4, 3) - 330 * 60_000);
    expect(read('2025-06-20', colombo(1, 9))?.said).toBe('on Fri, 20 Jun');
  });

  it('names no day for what is not a date: 31/2, a bare number, "may" as a verb', () => {
    setTimeZone('Asia/Colombo');
    expect(read('31/2', colombo(1, 9))).toBeNull();
    expect(read('token 5', colombo(1, 9))).toBeNull();
    expect(read('may I book', colombo(1, 9))).toBeNull();
    expect(read('I sat in the waiting room', colombo(1, 9))).toBeNull();
  });

  it('reads this week, next week and the weekend as ranges of days', () => {
    setTimeZone('Asia/Colombo');
    const wednesday = colombo(4, 9);
    expect(read('this week', wednesday)).toMatchObject({ fromDay: colombo(4), toDay: colombo(9), said: 'this week' });
    expect(read('next week', wednesday)).toMatchObject({ fromDay: colombo(9), toDay: colombo(16), said: 'next week' });
    expect(read('this weekend', wednesday)).toMatchObject({
      fromDay: colombo(7),
      toDay: colombo(9),
      said: 'this weekend',
    });
  });
});

describe('times of day', () => {
  const now = colombo(1, 9);

  it.each([
    ['after 5', 17 * 60, 1440, 'after 5:00 PM'],
    ['after 8', 8 * 60, 1440, 'after 8:00 AM'],
    ['evening at 7', 18 * 60, 20 * 60, 'around 7:00 PM'],
    ['morning at 9', 8 * 60, 10 * 60, 'around 9:00 AM'],
    ['before 10am', 0, 600, 'before 10:00 AM'],
    ['by 17:30', 0, 1050, 'before 5:30 PM'],
    ['5-7pm', 17 * 60, 19 * 60, 'between 5:00 PM and 7:00 PM'],
    ['5 to 7', 17 * 60, 19 * 60, 'between 5:00 PM and 7:00 PM'],
    ['5ta passe', 17 * 60, 1440, 'after 5:00 PM'],
    ['10ta kalin', 0, 600, 'before 10:00 AM'],
    ['6 manikku appuram', 18 * 60, 1440, 'after 6:00 PM'],
    ['at 5 oclock', 16 * 60, 18 * 60, 'around 5:00 PM'],
    ['5 p.m.', 16 * 60, 18 * 60, 'around 5:00 PM'],
    ['in the afternoon', 720, 1020, 'in the afternoon'],
    ['raathri', 1080, 1440, 'at night'],
  ])('%s: from minute %i to %i, read back as %s', (text, fromMinute, toMinute, said) => {
    expect(read(text, now)).toEqual({ fromDay: null, toDay: null, fromMinute, toMinute, said });
  });

  it("reads 'tonight' as today at night", () => {
    expect(read('tonight', now)).toMatchObject({ fromMinute: 1080, toMinute: 1440, said: 'tonight' });
  });
});

describe('startsWithin', () => {
  it('keeps the sessions starting on the days and between the minutes asked for, in the hospital zone', () => {
    setTimeZone('Asia/Colombo');
    const window = read('tomorrow after 5', colombo(1, 9));
    if (window === null) throw new Error('no window');
    expect(startsWithin(colombo(2, 17), window)).toBe(true);
    expect(startsWithin(colombo(2, 16, 59), window)).toBe(false);
    expect(startsWithin(colombo(2, 23, 59), window)).toBe(true);
    expect(startsWithin(colombo(3, 17), window)).toBe(false);
    expect(startsWithin(colombo(1, 18), window)).toBe(false);
  });
});
