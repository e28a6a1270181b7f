import { describe, expect, it } from 'vitest';
import type { ReferenceRange } from '../../../domain/labReport';
import { ageInYears, isCritical, rangeFor, rangeText, resultFlag } from '../../../domain/referenceRange';

function range(
  type: ReferenceRange['type'],
  low: number | null,
  high: number | null,
  more: Partial<ReferenceRange> = {},
): ReferenceRange {
  return { type, low, high, appliesTo: null, ageLow: null, ageHigh: null, ...more };
}

/** Haemoglobin (g/dL): by sex for adults, one range for children, and critical limits for everyone. */
const HAEMOGLOBIN: readonly ReferenceRange[] = [
  range('normal', 11.5, 15.5, { ageHigh: 11 }),
  range('normal', 13, 17, { appliesTo: 'male', ageLow: 12 }),
  range('normal', 12, 15, { appliesTo: 'female', ageLow: 12 }),
  range('critical', 7, 20),
];

const man = { gender: 'male', ageYears: 40 };
const woman = { gender: 'female', ageYears: 40 };
const child = { gender: 'female', ageYears: 8 };

describe('reference ranges and result flags', () => {
  it('picks the range for the patient’s sex and age', () => {
    expect(rangeFor(HAEMOGLOBIN, 'normal', man)).toMatchObject({ low: 13, high: 17 });
    expect(rangeFor(HAEMOGLOBIN, 'normal', woman)).toMatchObject({ low: 12, high: 15 });
    expect(rangeFor(HAEMOGLOBIN, 'normal', child)).toMatchObject({ low: 11.5, high: 15.5 });
    expect(rangeFor(HAEMOGLOBIN, 'normal', { gender: 'other', ageYears: 40 })).toBeNull();
  });

  it('prefers the most specific range when several apply', () => {
    const ranges = [range('normal', 0, 20), range('normal', 0, 15, { appliesTo: 'female' })];
    expect(rangeFor(ranges, 'normal', woman)).toMatchObject({ high: 15 });
    expect(rangeFor(ranges, 'normal', man)).toMatchObject({ high: 20 });
  });

  it('flags high and low against the normal range, critical beyond the critical one', () => {
    expect(resultFlag(14, HAEMOGLOBIN, man)).toBeNull();
    expect(resultFlag(12.5, HAEMOGLOBIN, man)).toBe('L');
    expect(resultFlag(12.5, HAEMOGLOBIN, woman)).toBeNull();
    expect(resultFlag(16, HAEMOGLOBIN, woman)).toBe('H');
    expect(resultFlag(6.2, HAEMOGLOBIN, woman)).toBe('LL');
    expect(resultFlag(21, HAEMOGLOBIN, man)).toBe('HH');
    expect(isCritical('LL')).toBe(true);
    expect(isCritical('HH')).toBe(true);
    expect(isCritical('H')).toBe(false);
    expect(isCritical(null)).toBe(false);
  });

  it('gives no flag to a missing value or a result without a range', () => {
    expect(resultFlag(null, HAEMOGLOBIN, man)).toBeNull();
    expect(resultFlag(Number.NaN, HAEMOGLOBIN, man)).toBeNull();
    expect(resultFlag(5, [], man)).toBeNull();
  });

  it('handles one-sided ranges: a limit below or above', () => {
    const cholesterol = [range('normal', null, 200)];
    expect(resultFlag(240, cholesterol, man)).toBe('H');
    expect(resultFlag(150, cholesterol, man)).toBeNull();
    expect(rangeText(cholesterol, man)).toBe('< 200');
    expect(rangeText([range('normal', 40, null)], man)).toBe('> 40');
    expect(rangeText(HAEMOGLOBIN, man)).toBe('13 – 17');
    expect(rangeText([], man)).toBeNull();
  });

  it('counts age in whole years, a birthday not yet reached this year included', () => {
    expect(ageInYears('1986-05-20', Date.parse('2026-05-19T12:00:00Z'))).toBe(39);
    expect(ageInYears('1986-05-20', Date.parse('2026-05-20T12:00:00Z'))).toBe(40);
    expect(ageInYears('2018-12-01', Date.parse('2026-11-26T00:00:00Z'))).toBe(7);
  });
});
