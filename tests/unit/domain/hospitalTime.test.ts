import { afterEach, describe, expect, it } from 'vitest';
import {
  addDays,
  dayKey,
  dayLabel,
  formatDate,
  formatShortDate,
  formatTime,
  formatTimeWithZone,
  groupByDay,
  hospitalZoneLabel,
  isTimeZone,
  setTimeZone,
  startOfDay,
  timeZone,
} from '../../../domain/days';
import { deviceInZone } from '../../deviceZone';

// A phone set to UTC, reading a Colombo hospital's times (Asia/Colombo is UTC+5:30 all year).
deviceInZone('UTC');
afterEach(() => setTimeZone(null));

/** 8:00 in Colombo on 18 Jun 2025 is 2:30 UTC. */
const COLOMBO_EIGHT = Date.UTC(2025, 5, 18, 2, 30);
const HOUR = 3_600_000;

describe('times in the hospital zone', () => {
  it('reads the device zone until a hospital zone is set', () => {
    expect(timeZone()).toBeNull();
    expect(formatTime(COLOMBO_EIGHT)).toBe('2:30 AM');
    expect(hospitalZoneLabel(COLOMBO_EIGHT)).toBeNull();
  });

  it("formats Colombo's 8:00 clinic as 8:00 AM on a phone set to UTC, and says whose time it is", () => {
    setTimeZone('Asia/Colombo');
    expect(formatTime(COLOMBO_EIGHT)).toBe('8:00 AM');
    expect(formatTimeWithZone(COLOMBO_EIGHT)).toBe('8:00 AM (Colombo time)');
    expect(formatDate(COLOMBO_EIGHT)).toBe('18 Jun 2025');
    expect(formatShortDate(COLOMBO_EIGHT)).toBe('Wed, 18 Jun');
  });

  it('counts days by the hospital calendar: 11 PM UTC is already tomorrow in Colombo', () => {
    setTimeZone('Asia/Colombo');
    const lateUtc = Date.UTC(2025, 5, 17, 23, 0); // 4:30 AM on 18 Jun in Colombo
    expect(dayKey(lateUtc)).toBe('2025-06-18');
    expect(startOfDay(lateUtc)).toBe(Date.UTC(2025, 5, 17, 18, 30));
    expect(addDays(lateUtc, 1)).toBe(Date.UTC(2025, 5, 18, 18, 30));
    expect(dayLabel(COLOMBO_EIGHT, lateUtc)).toBe('Today');
    expect(dayLabel(COLOMBO_EIGHT + 24 * HOUR, lateUtc)).toBe('Tomorrow');
    // Two sessions on one UTC day but two Colombo days are grouped apart.
    const groups = groupByDay([Date.UTC(2025, 5, 18, 17, 0), Date.UTC(2025, 5, 18, 19, 0)], (time) => time);
    expect(groups.map((group) => group.key)).toEqual(['2025-06-18', '2025-06-19']);
  });

  it('keeps a day whole across a change of offset (a zone with summer time)', () => {
    setTimeZone('Europe/London');
    // 30 Mar 2025: clocks go from 1:00 to 2:00 GMT.
    const noon = Date.UTC(2025, 2, 30, 11, 0);
    expect(startOfDay(noon)).toBe(Date.UTC(2025, 2, 30, 0, 0));
    expect(addDays(noon, 1)).toBe(Date.UTC(2025, 2, 30, 23, 0));
    expect(formatTime(noon)).toBe('12:00 PM');
  });

  it('says nothing of the zone when the device is in the same one', () => {
    setTimeZone('UTC');
    expect(formatTimeWithZone(COLOMBO_EIGHT)).toBe('2:30 AM');
  });

  it('refuses an unknown zone', () => {
    expect(isTimeZone('Asia/Colombo')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(() => setTimeZone('Mars/Olympus')).toThrow('unknown time zone');
  });
});
