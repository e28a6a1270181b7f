import { daysInMonth } from './days';
import { t } from '../i18n/translate';
import { relationshipLabel, relationshipName } from './profileForm';

/**
 * A missing detail (spec 000 §8), in English: for the screens of other parts that still show it as a constant.
 * notAvailable() is the same words in the active language.
 */
export const NOT_AVAILABLE = 'Not Available';

/** A missing detail (spec 000 §8) in the active language. */
export function notAvailable(): string {
  return t('profiles.notAvailable');
}

export interface PatientName {
  readonly prefix?: string | null;
  readonly given?: readonly string[] | null;
  readonly family?: string | null;
}

/** 'Mr. Nimal Perera': prefix with a dot, given names, family name; empty parts are left out. */
export function displayName({ prefix, given, family }: PatientName): string {
  const title = prefix?.trim() ?? '';
  const names = [...(given ?? []), family ?? ''].map((part) => part.trim()).filter((part) => part !== '');
  return [title === '' ? '' : `${title}.`, ...names].filter((part) => part !== '').join(' ');
}

/**
 * 'Mrs. Nimali Silva (Mother)': a name with the patient's relationship as the app shows it (relationshipLabel:
 * 'Baby. Sahan Perera (Son)', not '(Son Sahan)'); a patient not classified yet has no relationship to show.
 */
export function withRelationship(name: string, relationship: string | null | undefined): string {
  const label = relationshipLabel(relationship);
  return label === '' ? name : `${name} (${label})`;
}

/** Who a booking is for, as the chat's buttons and the flat chooser list them: 'Mrs. Nimali Silva (Mother)'. */
export function patientChoiceLabel(patient: PatientName & { readonly relationship: string | null }): string {
  return withRelationship(displayName(patient), patient.relationship);
}

interface CalendarDay {
  readonly year: number;
  readonly month: number; // 1–12
  readonly day: number;
}

function parseIsoDate(text: string): CalendarDay | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

function dayNumber({ year, month, day }: CalendarDay): number {
  return Date.UTC(year, month - 1, day) / 86_400_000;
}

/** The date `months` calendar months after `from`, clamped to the month's last day (Jan 31 + 1 month = Feb 28/29). */
function addMonths(from: CalendarDay, months: number): CalendarDay {
  const index = from.year * 12 + (from.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(from.day, daysInMonth(year, month)) };
}

/**
 * Age in calendar terms (spec 000 §9), in the active language: under 30 days in days ('12 days'), under a year in
 * months and days ('3 months 4 days'), otherwise whole years ('34 years'). `today` is read as a local calendar day.
 */
export function ageDisplay(birthDate: string, today: Date): string {
  const birth = parseIsoDate(birthDate);
  if (birth === null) return notAvailable();
  const now: CalendarDay = { year: today.getFullYear(), month: today.getMonth() + 1, day: today.getDate() };
  const totalDays = dayNumber(now) - dayNumber(birth);
  if (totalDays < 0) return notAvailable();
  if (totalDays < 30) return t('profiles.age.days', { count: totalDays });
  let months = (now.year - birth.year) * 12 + (now.month - birth.month);
  if (dayNumber(addMonths(birth, months)) > dayNumber(now)) months -= 1;
  if (months >= 12) return t('profiles.age.years', { count: Math.floor(months / 12) });
  const days = dayNumber(now) - dayNumber(addMonths(birth, months));
  if (months === 0) return t('profiles.age.days', { count: days });
  return days === 0 ? t('profiles.age.months', { count: months }) : t('profiles.age.monthsDays', { months, days });
}

/**
 * Who a booking is for, in the active language: 'Mrs. Nimali Silva (Mother)' with the relationship translated
 * (patientChoiceLabel keeps it in English: the server words its SMS with it).
 */
export function patientChoiceText(patient: PatientName & { readonly relationship: string | null }): string {
  return withRelationshipText(displayName(patient), patient.relationship);
}

/** withRelationship in the patient's language: 'Mrs. Nimali Silva (මව)'. */
export function withRelationshipText(name: string, relationship: string | null | undefined): string {
  const label = relationshipName(relationship ?? null);
  return label === '' ? name : `${name} (${label})`;
}

/** The holder's own patient (relationship Me) when there is one, else the first. */
export function preferredPatient<T extends { readonly relationship: string | null }>(
  patients: readonly T[],
): T | undefined {
  return patients.find((patient) => patient.relationship === 'Me') ?? patients[0];
}
