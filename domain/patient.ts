import { daysInMonth } from './days';
import { relationshipLabel } from './profileForm';
export const NOT_AVAILABLE = 'Not Available';

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

function count(value: number, unit: string): string {
  return `${value} ${unit}${value === 1 ? '' : 's'}`;
}

/**
 * Age in calendar terms (spec 000 §9): under 30 days in days ('12 days'), under a year in months and
 * days ('3 months 4 days'), otherwise whole years ('34 years'). `today` is read as a local calendar day.
 */
export function ageDisplay(birthDate: string, today: Date): string {
  const birth = parseIsoDate(birthDate);
  if (birth === null) return NOT_AVAILABLE;
  const now: CalendarDay = { year: today.getFullYear(), month: today.getMonth() + 1, day: today.getDate() };
  const totalDays = dayNumber(now) - dayNumber(birth);
  if (totalDays < 0) return NOT_AVAILABLE;
  if (totalDays < 30) return count(totalDays, 'day');
  let months = (now.year - birth.year) * 12 + (now.month - birth.month);
  if (dayNumber(addMonths(birth, months)) > dayNumber(now)) months -= 1;
  if (months >= 12) return count(Math.floor(months / 12), 'year');
  const days = dayNumber(now) - dayNumber(addMonths(birth, months));
  if (months === 0) return count(days, 'day');
  return days === 0 ? count(months, 'month') : `${count(months, 'month')} ${count(days, 'day')}`;
}

/** The holder's own patient (relationship Me) when there is one, else the first. */
export function preferredPatient<T extends { readonly relationship: string | null }>(
  patients: readonly T[],
): T | undefined {
  return patients.find((patient) => patient.relationship === 'Me') ?? patients[0];
}
