import { addressOf, addressText } from './address';
import { daysInMonth } from './days';
import { displayMobile } from './mobileNumber';
import { ageDisplay, notAvailable } from './patient';
import { genderName, isGender, relationshipName } from './profileForm';

/** What a profile card shows of a patient (spec 000 §3 parsed fields); structural, so any patient shape fits. */
export interface PatientDetailsInput {
  readonly relationship: string | null;
  readonly gender?: string | null;
  /** YYYY-MM-DD */
  readonly birthDate?: string | null;
  readonly mobileNo?: string | null;
  readonly address?: { readonly line: readonly string[]; readonly city?: string | null } | null;
}

export interface PatientDetails {
  readonly relationship: string;
  readonly age: string;
  readonly gender: string;
  /** YYYY-MM-DD */
  readonly dateOfBirth: string;
  readonly mobileNo: string;
  readonly address: string;
}

function text(value: string | null | undefined): string {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? notAvailable() : trimmed;
}

/** The YYYY-MM-DD part when it is a real calendar date ('2001-02-29' is not), else null. */
function isoDate(value: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T|$)/.exec(value?.trim() ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return `${match[1] ?? ''}-${match[2] ?? ''}-${match[3] ?? ''}`;
}

function genderLabel(gender: string | null | undefined): string {
  const value = gender?.trim() ?? '';
  return isGender(value) ? genderName(value) : text(value);
}

/** Every value a profile card shows, 'Not Available' for each one that is missing (spec 000 §8). */
export function patientDetails(patient: PatientDetailsInput, today: Date): PatientDetails {
  const dateOfBirth = isoDate(patient.birthDate);
  return {
    relationship: text(relationshipName(patient.relationship)),
    age: dateOfBirth === null ? notAvailable() : ageDisplay(dateOfBirth, today),
    gender: genderLabel(patient.gender),
    dateOfBirth: dateOfBirth ?? notAvailable(),
    mobileNo: displayMobile(text(patient.mobileNo)),
    address: addressText(addressOf(patient.address)) ?? notAvailable(),
  };
}
