import { isNameSafe } from '../../../domain/textSafety';
import {
  isGender,
  isMultiRoleRelationship,
  isPrefix,
  isRelationship,
  profileFormError,
  splitRelationship,
  toBirthDate,
  type ProfileForm,
} from '../../../domain/profileForm';

/** createPatient's input as the schema defines it. */
export interface CreatePatientInput {
  readonly prefix: string;
  readonly given: readonly string[];
  readonly family: string;
  readonly gender: string;
  readonly birthDate: string;
  readonly relationship?: string | null;
  readonly link?: readonly string[] | null;
}

/** The registration form the input would have come from, so the server applies the very rules the form shows. */
function profileFormOf(input: CreatePatientInput): ProfileForm {
  const date = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(input.birthDate.trim());
  return {
    prefix: isPrefix(input.prefix) ? input.prefix : '',
    given: givenNames(input.given).join(' '),
    family: input.family,
    gender: isGender(input.gender) ? input.gender : '',
    year: date?.[1] ?? '',
    month: date?.[2] ?? '',
    day: date?.[3] ?? '',
  };
}

function givenNames(given: readonly string[]): string[] {
  return given.map((name) => name.trim()).filter((name) => name !== '');
}

/** Empty means unclassified (null). */
function normalisedRelationship(relationship: string | null | undefined): string | null {
  const value = relationship?.trim().replace(/\s+/g, ' ') ?? '';
  return value === '' ? null : value;
}

/** Bounds on what one request can store; names are bounded by the form's NAME_MAX_LENGTH. */
const GIVEN_NAMES_MAX = 3;
const RELATIONSHIP_MAX_LENGTH = 60;
const LINKS_MAX = 20;
const PATIENTS_PER_ACCOUNT_MAX = 20;

const GIVEN_NAMES_MESSAGE = `Use at most ${GIVEN_NAMES_MAX} given names.`;
const RELATIONSHIP_LENGTH_MESSAGE = `The relationship is too long (at most ${RELATIONSHIP_MAX_LENGTH} characters).`;
const LINKS_MESSAGE = `Link at most ${LINKS_MAX} profiles.`;
const PATIENTS_MESSAGE = `An account can hold at most ${PATIENTS_PER_ACCOUNT_MAX} profiles.`;
const RELATIONSHIP_HIDDEN_MESSAGE = 'The relationship has hidden characters. Please type it again.';
const RELATIONSHIP_MESSAGE =
  'Choose a relationship: Me, Father, Mother, Husband, Wife, Brother, Sister, Daughter, Son, Friend or Other with a name.';
const HOSPITAL_MESSAGE = 'Choose one of our hospitals.';
export const SECOND_ME_MESSAGE = 'Only one profile can be you (Me).';

/** A known relationship ('Mother'), or a multi-role one with a name ('Sister Nimali', 'Other Kamal'). */
function relationshipError(relationship: string | null): string | null {
  if (relationship === null || isRelationship(relationship)) return null;
  const { role, name } = splitRelationship(relationship);
  if (name !== '' && isMultiRoleRelationship(role)) return null;
  return RELATIONSHIP_MESSAGE;
}

export interface PatientRules {
  readonly today: Date;
  readonly hospitalIds: readonly string[];
  /** Relationships already held by the account. */
  readonly existingRelationships: readonly (string | null)[];
}

/** First failing rule: a full account, the patient's own rules, then the hospital. */
export function createPatientError(input: CreatePatientInput, hospitalId: string, rules: PatientRules): string | null {
  if (rules.existingRelationships.length >= PATIENTS_PER_ACCOUNT_MAX) return PATIENTS_MESSAGE;
  const problem = patientError(input, { today: rules.today, otherRelationships: rules.existingRelationships });
  if (problem !== null) return problem;
  if (!rules.hospitalIds.includes(hospitalId)) return HOSPITAL_MESSAGE;
  return null;
}

/**
 * The rules of one patient, shared by createPatient and patchPatient (the patient as it would be after the
 * patch): the profile form's (spec order), the sizes, the relationship, then one Me per account.
 * otherRelationships are those of the account's other patients.
 */
export function patientError(
  input: CreatePatientInput,
  rules: { readonly today: Date; readonly otherRelationships: readonly (string | null)[] },
): string | null {
  const formError = profileFormError(profileFormOf(input), rules.today);
  if (formError !== null) return formError;
  if (input.given.length > GIVEN_NAMES_MAX) return GIVEN_NAMES_MESSAGE;
  if ((input.link?.length ?? 0) > LINKS_MAX) return LINKS_MESSAGE;
  const relationship = normalisedRelationship(input.relationship);
  if (relationship !== null && relationship.length > RELATIONSHIP_MAX_LENGTH) return RELATIONSHIP_LENGTH_MESSAGE;
  // A multi-role relationship carries a name ('Sister Nimali'): the names' rule for hidden characters.
  if (relationship !== null && !isNameSafe(relationship)) return RELATIONSHIP_HIDDEN_MESSAGE;
  const relError = relationshipError(relationship);
  if (relError !== null) return relError;
  if (relationship === 'Me' && rules.otherRelationships.includes('Me')) return SECOND_ME_MESSAGE;
  return null;
}

/** The columns an input is stored as (names trimmed, relationship normalised, links once each); call after patientError returns null. */
export function storedPatientFields(input: CreatePatientInput): {
  prefix: string;
  given: string[];
  family: string;
  gender: 'female' | 'male' | 'other';
  birthDate: string;
  relationship: string | null;
  links: string[];
} {
  return {
    prefix: input.prefix,
    given: givenNames(input.given),
    family: input.family.trim(),
    gender: input.gender as 'female' | 'male' | 'other',
    birthDate: storedBirthDate(input),
    relationship: normalisedRelationship(input.relationship),
    links: [...new Set(input.link ?? [])],
  };
}

function storedBirthDate(input: CreatePatientInput): string {
  return toBirthDate(profileFormOf(input));
}
