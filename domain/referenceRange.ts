import type { MessageId } from '../i18n/messages.generated';
import type { ReferenceRange, ReferenceRangeType } from './labReport';

/**
 * Judging a numeric lab result against its reference ranges (spec 001 §3 referenceRange: age, appliesTo, type,
 * low, high): the range for the patient's age and sex, and the mark the patient and the PDF show.
 */

export interface Subject {
  /** male, female or other (other matches only ranges for both sexes). */
  readonly gender: string;
  /** Age in whole years at the time of the result. */
  readonly ageYears: number;
}

/** H high, L low, HH critical high, LL critical low. */
export type ResultFlag = 'H' | 'L' | 'HH' | 'LL';

/** Each flag in the patient's language (i18n/po/<language>/reports.po), worded with `t()` when shown. */
export const FLAG_IDS = {
  H: 'reports.flag.high',
  L: 'reports.flag.low',
  HH: 'reports.flag.criticalHigh',
  LL: 'reports.flag.criticalLow',
} as const satisfies Readonly<Record<ResultFlag, MessageId>>;

/** The same in English, for the staff console (it stays in English). */
export const FLAG_TEXT: Readonly<Record<ResultFlag, string>> = {
  H: 'High',
  L: 'Low',
  HH: 'Critical high',
  LL: 'Critical low',
};

function applies(range: ReferenceRange, subject: Subject): boolean {
  if (range.appliesTo !== null && range.appliesTo !== subject.gender) return false;
  if (range.ageLow !== null && subject.ageYears < range.ageLow) return false;
  if (range.ageHigh !== null && subject.ageYears > range.ageHigh) return false;
  return true;
}

/** How specific a range is: one for the sex and one for each age bound, so the most specific wins. */
function specificity(range: ReferenceRange): number {
  return (range.appliesTo === null ? 0 : 1) + (range.ageLow === null ? 0 : 1) + (range.ageHigh === null ? 0 : 1);
}

/** The range of `type` that applies to the subject, the most specific first; null when none does. */
export function rangeFor(
  ranges: readonly ReferenceRange[],
  type: ReferenceRangeType,
  subject: Subject,
): ReferenceRange | null {
  let best: ReferenceRange | null = null;
  for (const range of ranges) {
    if (range.type !== type || !applies(range, subject)) continue;
    if (best === null || specificity(range) > specificity(best)) best = range;
  }
  return best;
}

/** The flag of a numeric value: critical beyond the critical range, else high or low beyond the normal one. */
export function resultFlag(
  value: number | null,
  ranges: readonly ReferenceRange[],
  subject: Subject,
): ResultFlag | null {
  if (value === null || !Number.isFinite(value)) return null;
  const critical = rangeFor(ranges, 'critical', subject);
  if (critical !== null) {
    if (critical.high !== null && value > critical.high) return 'HH';
    if (critical.low !== null && value < critical.low) return 'LL';
  }
  const normal = rangeFor(ranges, 'normal', subject);
  if (normal === null) return null;
  if (normal.high !== null && value > normal.high) return 'H';
  if (normal.low !== null && value < normal.low) return 'L';
  return null;
}

export function isCritical(flag: ResultFlag | null): boolean {
  return flag === 'HH' || flag === 'LL';
}

/** The normal range as printed: '12 – 16', '< 200', '> 40', or null when the subject has none. */
export function rangeText(ranges: readonly ReferenceRange[], subject: Subject): string | null {
  const normal = rangeFor(ranges, 'normal', subject);
  if (normal === null) return null;
  if (normal.low !== null && normal.high !== null) return `${normal.low} – ${normal.high}`;
  if (normal.high !== null) return `< ${normal.high}`;
  if (normal.low !== null) return `> ${normal.low}`;
  return null;
}

/** Whole years between a birth date (YYYY-MM-DD) and a time (epoch ms). */
export function ageInYears(birthDate: string, at: number): number {
  const [year, month, day] = birthDate.split('-').map(Number);
  const when = new Date(at);
  let age = when.getUTCFullYear() - (year ?? 0);
  const beforeBirthday =
    when.getUTCMonth() + 1 < (month ?? 1) || (when.getUTCMonth() + 1 === month && when.getUTCDate() < (day ?? 1));
  if (beforeBirthday) age -= 1;
  return age;
}
