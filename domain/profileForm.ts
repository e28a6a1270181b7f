import type { MessageId } from '../i18n/messages.generated';
import { t } from '../i18n/translate';
import { daysInMonth } from './days';
import { digitsOnly } from './digits';
import { isNameSafe } from './textSafety';
import { isGender, type Gender } from './gender';

export const PREFIXES = ['Mr', 'Miss', 'Mrs', 'Ms', 'Baby', 'Baby Of'] as const;
export type Prefix = (typeof PREFIXES)[number];

export { GENDERS, isGender, type Gender } from './gender';

export const RELATIONSHIPS = [
  'Me',
  'Father',
  'Mother',
  'Husband',
  'Wife',
  'Brother',
  'Sister',
  'Daughter',
  'Son',
  'Friend',
] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

/** Relationships several patients can share; stored with the given name ('Sister Nimali'). */
export const MULTI_ROLE_RELATIONSHIPS = ['Sister', 'Brother', 'Friend', 'Daughter', 'Son', 'Other'] as const;
export type MultiRoleRelationship = (typeof MULTI_ROLE_RELATIONSHIPS)[number];

export interface ProfileForm {
  readonly prefix: Prefix | '';
  readonly given: string;
  readonly family: string;
  readonly gender: Gender | '';
  readonly day: string;
  readonly month: string;
  readonly year: string;
}

export type ProfileField = keyof ProfileForm;

export const PROFILE_FIELDS: readonly ProfileField[] = ['prefix', 'given', 'family', 'gender', 'day', 'month', 'year'];

export const emptyProfileForm: ProfileForm = Object.freeze({
  prefix: '',
  given: '',
  family: '',
  gender: '',
  day: '',
  month: '',
  year: '',
});

/** Date inputs are numeric only: day and month 2 digits, year 4 (spec 000 §5). */
export const DATE_MAX_LENGTH = { day: 2, month: 2, year: 4 } as const;

/** Longest given and family name (trimmed), shared by the form and the server. */
export const NAME_MAX_LENGTH = 50;

/**
 * Profile form messages in the order of spec 000 §5 (each name's hidden characters and length after its own rule); the
 * first failing one is shown. Hidden characters (domain/textSafety.ts isNameSafe: controls, line breaks, direction
 * controls and marks) are our rule: a pasted name can carry them unseen, and they would print the name reversed.
 */
const PROFILE_MESSAGES = {
  prefix: 'registration.rule.prefix',
  given: 'registration.rule.given',
  givenHidden: 'registration.rule.givenHidden',
  givenTooLong: 'registration.rule.givenTooLong',
  family: 'registration.rule.family',
  familyHidden: 'registration.rule.familyHidden',
  familyTooLong: 'registration.rule.familyTooLong',
  gender: 'registration.rule.gender',
  prefixGender: 'registration.rule.prefixGender',
  day: 'registration.rule.day',
  month: 'registration.rule.month',
  year: 'registration.rule.year',
  future: 'registration.rule.future',
} as const satisfies Record<string, MessageId>;

type ProfileMessageId = (typeof PROFILE_MESSAGES)[keyof typeof PROFILE_MESSAGES];

/**
 * What words a rule's message: the active language by default (the forms, the chat); the server passes its own
 * translator, since it has no active language.
 */
export type Translate = (id: ProfileMessageId | 'registration.rule.relationship') => string;

/** Why a form cannot be sent yet: 'This account is for?' has no answer (the add and the update forms). */
export function relationshipNeeded(): string {
  return t('registration.rule.relationship');
}

export function isPrefix(value: string): value is Prefix {
  return (PREFIXES as readonly string[]).includes(value);
}

export function isRelationship(value: string): value is Relationship {
  return (RELATIONSHIPS as readonly string[]).includes(value);
}

const FEMALE_CHOICES: readonly string[] = ['Miss', 'Mrs', 'Mother', 'Wife'];
const MALE_CHOICES: readonly string[] = ['Mr', 'Father', 'Husband'];

/** Choosing Miss, Mrs, Mother or Wife sets gender female; Mr, Father or Husband sets male. */
export function genderImpliedBy(choice: string): Gender | null {
  if (FEMALE_CHOICES.includes(choice)) return 'female';
  if (MALE_CHOICES.includes(choice)) return 'male';
  return null;
}

/** Male with Mrs or Miss, or female with Mr. */
function prefixContradictsGender(prefix: Prefix, gender: Gender): boolean {
  if (gender === 'male') return prefix === 'Mrs' || prefix === 'Miss';
  if (gender === 'female') return prefix === 'Mr';
  return false;
}

/** A 1–2 (day, month) or 1–4 (year) digit number, else null. */
function dateNumber(value: string, maxLength: number): number | null {
  const text = value.trim();
  if (!new RegExp(`^\\d{1,${maxLength}}$`).test(text)) return null;
  return Number(text);
}

interface DateParts {
  readonly day: number | null;
  readonly month: number | null;
  readonly year: number | null;
}

function dateParts(form: ProfileForm, today: Date): DateParts {
  const day = dateNumber(form.day, DATE_MAX_LENGTH.day);
  const month = dateNumber(form.month, DATE_MAX_LENGTH.month);
  const year = dateNumber(form.year, DATE_MAX_LENGTH.year);
  return {
    day: day !== null && day >= 1 && day <= 31 ? day : null,
    month: month !== null && month >= 1 && month <= 12 ? month : null,
    year: year !== null && year > 1900 && year <= today.getFullYear() ? year : null,
  };
}

/** Date message when the day is out of 1–31, or does not exist in an otherwise valid month and year (Feb 30). */
function dayError(parts: DateParts): ProfileMessageId | null {
  if (parts.day === null) return PROFILE_MESSAGES.day;
  if (parts.month !== null && parts.year !== null && parts.day > daysInMonth(parts.year, parts.month))
    return PROFILE_MESSAGES.day;
  return null;
}

/** Whole date after `today` (local calendar day); only meaningful once every part is valid. */
function isFuture(day: number, month: number, year: number, today: Date): boolean {
  const birth = year * 10_000 + month * 100 + day;
  const now = today.getFullYear() * 10_000 + (today.getMonth() + 1) * 100 + today.getDate();
  return birth > now;
}

function nameError(
  value: string,
  messages: {
    readonly empty: ProfileMessageId;
    readonly hidden: ProfileMessageId;
    readonly tooLong: ProfileMessageId;
  },
): ProfileMessageId | null {
  const name = value.trim();
  if (name === '') return messages.empty;
  if (!isNameSafe(name)) return messages.hidden;
  return name.length > NAME_MAX_LENGTH ? messages.tooLong : null;
}

/** The message for one field, as shown beside it, worded by `translate` (the active language by default). */
export function profileFieldError(
  field: ProfileField,
  form: ProfileForm,
  today: Date,
  translate: Translate = t,
): string | null {
  const id = fieldProblem(field, form, today);
  return id === null ? null : translate(id);
}

/** The rule one field breaks. The prefix/gender mismatch belongs to gender; the future date to year. */
function fieldProblem(field: ProfileField, form: ProfileForm, today: Date): ProfileMessageId | null {
  switch (field) {
    case 'prefix':
      return isPrefix(form.prefix) ? null : PROFILE_MESSAGES.prefix;
    case 'given':
      return nameError(form.given, {
        empty: PROFILE_MESSAGES.given,
        hidden: PROFILE_MESSAGES.givenHidden,
        tooLong: PROFILE_MESSAGES.givenTooLong,
      });
    case 'family':
      return nameError(form.family, {
        empty: PROFILE_MESSAGES.family,
        hidden: PROFILE_MESSAGES.familyHidden,
        tooLong: PROFILE_MESSAGES.familyTooLong,
      });
    case 'gender':
      if (!isGender(form.gender)) return PROFILE_MESSAGES.gender;
      return isPrefix(form.prefix) && prefixContradictsGender(form.prefix, form.gender)
        ? PROFILE_MESSAGES.prefixGender
        : null;
    case 'day':
      return dayError(dateParts(form, today));
    case 'month':
      return dateParts(form, today).month === null ? PROFILE_MESSAGES.month : null;
    case 'year': {
      const parts = dateParts(form, today);
      if (parts.year === null) return PROFILE_MESSAGES.year;
      if (parts.day === null || parts.month === null || dayError(parts) !== null) return null;
      return isFuture(parts.day, parts.month, parts.year, today) ? PROFILE_MESSAGES.future : null;
    }
  }
}

/** The first failing field in the spec's order, with its message, or null when the form is valid. */
export function firstProfileProblem(
  form: ProfileForm,
  today: Date,
  translate: Translate = t,
): { readonly field: ProfileField; readonly message: string } | null {
  for (const field of PROFILE_FIELDS) {
    const message = profileFieldError(field, form, today, translate);
    if (message !== null) return { field, message };
  }
  return null;
}

export function profileFormError(form: ProfileForm, today: Date, translate: Translate = t): string | null {
  return firstProfileProblem(form, today, translate)?.message ?? null;
}

/**
 * The form after the user sets one field: date fields keep digits only up to their length, an unknown
 * prefix or gender clears the field, and a prefix that implies a gender sets it.
 */
export function setProfileField(form: ProfileForm, field: ProfileField, value: string): ProfileForm {
  switch (field) {
    case 'prefix': {
      if (!isPrefix(value)) return { ...form, prefix: '' };
      const implied = genderImpliedBy(value);
      return implied === null ? { ...form, prefix: value } : { ...form, prefix: value, gender: implied };
    }
    case 'gender':
      return { ...form, gender: isGender(value) ? value : '' };
    case 'given':
    case 'family':
      return { ...form, [field]: value };
    case 'day':
    case 'month':
    case 'year':
      return { ...form, [field]: digitsOnly(value, DATE_MAX_LENGTH[field]) };
  }
}

/** Each field's message as last set, for the form to show beside it. */
export type ProfileFieldErrors = Partial<Record<ProfileField, string>>;

/** What a profile form machine (add or update) holds of the form: its fields and their messages. */
export interface ProfileFormState {
  readonly form: ProfileForm;
  readonly fieldErrors: ProfileFieldErrors;
}

/** The messages with one field's replaced (null: the field has none). */
export function withFieldError(
  errors: ProfileFieldErrors,
  field: ProfileField,
  message: string | null,
): ProfileFieldErrors {
  const rest = Object.fromEntries(Object.entries(errors).filter(([key]) => key !== field));
  return message === null ? rest : { ...rest, [field]: message };
}

/** The form with a relationship chosen: Mother or Wife imply female, Father or Husband male. */
export function withImpliedGender(form: ProfileForm, relationship: Relationship | 'Other'): ProfileForm {
  const implied = genderImpliedBy(relationship);
  return implied === null ? form : { ...form, gender: implied };
}

/** The user sets one field: its message follows, and the gender's when a prefix implied (and so changed) it. */
export function setFormField(
  state: ProfileFormState,
  field: ProfileField,
  value: string,
  today: Date,
): ProfileFormState {
  const form = setProfileField(state.form, field, value);
  let fieldErrors = withFieldError(state.fieldErrors, field, profileFieldError(field, form, today));
  if (field === 'prefix' && form.gender !== '')
    fieldErrors = withFieldError(fieldErrors, 'gender', profileFieldError('gender', form, today));
  return { form, fieldErrors };
}

/** The user chooses a relationship: the gender it implies is set, and the gender's message follows it. */
export function setFormRelationship(
  state: ProfileFormState,
  relationship: Relationship | 'Other',
  today: Date,
): ProfileFormState {
  const form = withImpliedGender(state.form, relationship);
  const fieldErrors =
    form.gender === ''
      ? state.fieldErrors
      : withFieldError(state.fieldErrors, 'gender', profileFieldError('gender', form, today));
  return { form, fieldErrors };
}

/** A relationship that implies a gender (Mother: female) fits a patient of that gender or of gender other. */
export function relationshipFitsGender(relationship: Relationship, gender: string): boolean {
  const implied = genderImpliedBy(relationship);
  return implied === null || gender === 'other' || gender === implied;
}

/**
 * The relationships offered for a patient, in the spec's order (spec 000 §6): Me only while none of
 * `others` (the account's other patients) is Me, one per account; and, for a patient whose gender
 * stands (`gender`), none it contradicts. Null: the gender is still being chosen, so every relationship fits.
 */
export function relationshipChoices(
  others: readonly { readonly relationship: string | null }[],
  gender: string | null,
): Relationship[] {
  const hasMe = others.some((patient) => patient.relationship === 'Me');
  return RELATIONSHIPS.filter(
    (relationship) =>
      !(relationship === 'Me' && hasMe) && (gender === null || relationshipFitsGender(relationship, gender)),
  );
}

export function isMultiRoleRelationship(relationship: string): relationship is MultiRoleRelationship {
  return (MULTI_ROLE_RELATIONSHIPS as readonly string[]).includes(relationship);
}

/** Multi-role relationships are stored with the given name ('Sister Nimali'); the others as they are. */
export function storedRelationship(relationship: Relationship | 'Other', given: string): string {
  const name = given.trim();
  return isMultiRoleRelationship(relationship) && name !== '' ? `${relationship} ${name}` : relationship;
}

/** A stored relationship split into its role and the name a multi-role one carries ('Sister Nimali'). */
export function splitRelationship(relationship: string): { readonly role: string; readonly name: string } {
  const [role = '', ...name] = relationship.trim().split(/\s+/);
  return { role, name: name.join(' ') };
}

/**
 * The relationship as the app shows it: the role of a multi-role one ('Son' for the stored 'Son Senuk'; the name
 * only tells two sons apart, and the patient's name is shown beside it), any other as stored; '' when none.
 */
export function relationshipLabel(relationship: string | null | undefined): string {
  const stored = relationship?.trim().replace(/\s+/g, ' ') ?? '';
  const { role } = splitRelationship(stored);
  return isMultiRoleRelationship(role) ? role : stored;
}

const RELATIONSHIP_NAMES = {
  Me: 'profiles.relationship.me',
  Father: 'profiles.relationship.father',
  Mother: 'profiles.relationship.mother',
  Husband: 'profiles.relationship.husband',
  Wife: 'profiles.relationship.wife',
  Brother: 'profiles.relationship.brother',
  Sister: 'profiles.relationship.sister',
  Daughter: 'profiles.relationship.daughter',
  Son: 'profiles.relationship.son',
  Friend: 'profiles.relationship.friend',
  Other: 'profiles.relationship.other',
} as const satisfies Record<Relationship | 'Other', MessageId>;

const GENDER_NAMES = {
  female: 'profiles.gender.female',
  male: 'profiles.gender.male',
  other: 'profiles.gender.other',
} as const satisfies Record<Gender, MessageId>;

/**
 * A relationship in the patient's language: the role of a stored one as relationshipLabel gives it ('Son' for
 * 'Son Senuk'), translated when it is one of the list's (or Other); anything else as stored. Relationships are
 * stored, compared and sent in English: only what is shown is translated.
 */
export function relationshipName(relationship: string | null | undefined): string {
  const label = relationshipLabel(relationship);
  return Object.hasOwn(RELATIONSHIP_NAMES, label)
    ? t(RELATIONSHIP_NAMES[label as keyof typeof RELATIONSHIP_NAMES])
    : label;
}

/** A gender in the patient's language (stored as 'female', 'male', 'other'). */
export function genderName(gender: Gender): string {
  return t(GENDER_NAMES[gender]);
}

/** YYYY-MM-DD of the form's date; call after profileFormError returns null. */
export function toBirthDate(form: ProfileForm): string {
  const pad = (value: string, length: number): string => value.trim().padStart(length, '0');
  return `${pad(form.year, 4)}-${pad(form.month, 2)}-${pad(form.day, 2)}`;
}
