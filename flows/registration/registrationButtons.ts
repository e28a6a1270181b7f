import {
  DATE_MAX_LENGTH,
  GENDERS,
  PREFIXES,
  RELATIONSHIPS,
  genderName,
  relationshipName,
} from '../../domain/profileForm';
import { t } from '../../i18n/translate';
import type { RegistrationEvent } from '../../machines/registration.machine';
import type { AssistantEvent } from '../assistant/context';
import type { ComposerMode, ReplyButton } from '../chatProtocol';
/**
 * The registration's reply buttons and composers, and the registration event a tapped button stands for. Functions,
 * so labels are worded when offered; the commands carry the stored values (English relationships, 'female', 'Mr').
 * Prefixes are shown as stored: they are part of the patient's name ('Mr. Nimal Perera') wherever it is shown.
 */

const PROFILE_COMMAND = {
  field: 'profile.field',
  submit: 'profile.submit',
  relationship: 'profile.relationship',
} as const;

export function prefixButtons(): readonly ReplyButton[] {
  return PREFIXES.map((prefix) => ({
    label: prefix,
    command: { type: PROFILE_COMMAND.field, field: 'prefix', value: prefix },
  }));
}
export function genderButtons(): readonly ReplyButton[] {
  return GENDERS.map((gender) => ({
    label: genderName(gender),
    command: { type: PROFILE_COMMAND.field, field: 'gender', value: gender },
  }));
}
export function submitButtons(): readonly ReplyButton[] {
  return [{ label: t('registration.submit'), command: { type: PROFILE_COMMAND.submit } }];
}
export function relationshipButtons(): readonly ReplyButton[] {
  return RELATIONSHIPS.map((relationship) => ({
    label: relationshipName(relationship),
    command: { type: PROFILE_COMMAND.relationship, relationship },
  }));
}

export function givenMode(): ComposerMode {
  return textMode(t('registration.givenName'));
}

export function familyMode(): ComposerMode {
  return textMode(t('registration.familyName'));
}

function textMode(label: string): ComposerMode {
  return { kind: 'text', label, placeholder: label, submitLabel: t('registration.send') };
}

function digitsMode(label: string, placeholder: string, maxLength: number): ComposerMode {
  return { kind: 'digits', label, placeholder, submitLabel: t('registration.send'), maxLength };
}

/** The date of birth's composers; DD, MM and YYYY are the format's own letters, shown in every language. */
export const DATE_MODES = {
  day: (): ComposerMode => digitsMode(t('registration.dayOfBirth'), 'DD', DATE_MAX_LENGTH.day),
  month: (): ComposerMode => digitsMode(t('registration.monthOfBirth'), 'MM', DATE_MAX_LENGTH.month),
  year: (): ComposerMode => digitsMode(t('registration.yearOfBirth'), 'YYYY', DATE_MAX_LENGTH.year),
} as const;

/** The registration event a tapped profile button stands for, or null. */
export function profileCommandEvent(event: AssistantEvent): RegistrationEvent | null {
  if (event.type !== 'chat.tap') return null;
  const { command } = event;
  if (command.type === PROFILE_COMMAND.submit) return { type: 'SUBMIT' };
  if (
    command.type === PROFILE_COMMAND.field &&
    (command.field === 'prefix' || command.field === 'gender') &&
    typeof command.value === 'string'
  ) {
    return { type: 'SET_FIELD', field: command.field, value: command.value };
  }
  if (command.type === PROFILE_COMMAND.relationship) {
    const relationship = RELATIONSHIPS.find((candidate) => candidate === command.relationship);
    if (relationship !== undefined) return { type: 'SET_RELATIONSHIP', relationship };
  }
  return null;
}
