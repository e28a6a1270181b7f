import { afterEach, describe, expect, it } from 'vitest';
import {
  dayLabel,
  formatDate,
  formatShortDate,
  formatTime,
  formatTimeWithZone,
  setTimeZone,
} from '../../../domain/days';
import { speakWithDates } from '../../support/language';

let back = (): void => undefined;
afterEach(() => {
  back();
  setTimeZone(null);
});

// Thursday 5 March 2026, 14:30 where the test device is (tests/setup.ts: Colombo).
const moment = new Date(2026, 2, 5, 14, 30);

describe('dates and times in the patient language', () => {
  it('are written in English as the spec writes them', () => {
    expect(formatShortDate(moment)).toBe('Thu, 5 Mar');
    expect(formatDate(moment)).toBe('5 Mar 2026');
    expect(formatTime(moment)).toBe('2:30 PM');
    expect(dayLabel(moment, moment)).toBe('Today');
  });

  it("take Sinhala's month and day names from dayjs's locale and its AM/PM and Today from the catalogue", async () => {
    back = await speakWithDates('si');
    expect(formatShortDate(moment)).toBe('බ්‍රහ, 5 මැදි');
    expect(formatDate(moment)).toBe('5 මැදි 2026');
    expect(formatTime(moment)).toBe('ප.ව. 2:30');
    expect(formatTime(new Date(2026, 2, 5, 9, 5))).toBe('පෙ.ව. 9:05');
    expect(dayLabel(moment, moment)).toBe('අද');
    expect(dayLabel(moment, new Date(2026, 2, 4, 8, 0))).toBe('හෙට');
  });

  it('and Tamil the same way', async () => {
    back = await speakWithDates('ta');
    expect(formatShortDate(moment)).toBe('வியாழன், 5 மார்ச்');
    expect(formatTime(moment)).toBe('பிற்பகல் 2:30');
    expect(dayLabel(moment, new Date(2026, 2, 4, 8, 0))).toBe('நாளை');
  });

  it("name whose clock a time is in the patient's language", async () => {
    back = await speakWithDates('ta');
    setTimeZone('Asia/Dubai');
    expect(formatTimeWithZone(moment)).toMatch(/\(Dubai நேரம்\)$/);
  });
});
