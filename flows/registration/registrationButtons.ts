import { DATE_MAX_LENGTH, GENDERS, PREFIXES, RELATIONSHIPS } from '../../domain/profileForm';
import type { RegistrationEvent } from '../../machines/registration.machine';
import type { AssistantEvent } from '../assistant/context';
import type { ComposerMode, ReplyButton } from '../chatProtocol';
import { GENDER_LABELS, SUBMIT_LABEL } from './registrationText';

/** The registration's reply buttons and composers, and the registration event a tapped button stands for. */

const PROFILE_COMMAND = {
  field: 'profile.field',
  submit: 'profile.submit',
  relationship: 'profile.relationship',
} as const;

export const PREFIX_BUTTONS: readonly ReplyButton[] = PREFIXES.map((prefix) => ({
  label: prefix,
  command: { type: PROFILE_COMMAND.field, field: 'prefix', value: prefix },
}));
export const GENDER_BUTTONS: readonly ReplyButton[] = GENDERS.map((gender) => ({
  label: GENDER_LABELS[gender],
  command: { type: PROFILE_COMMAND.field, field: 'gender', value: gender },
}));
export const SUBMIT_BUTTONS: readonly ReplyButton[] = [
  { label: SUBMIT_LABEL, command: { type: PROFILE_COMMAND.submit } },
];
export const RELATIONSHIP_BUTTONS: readonly ReplyButton[] = RELATIONSHIPS.map((relationship) => ({
  label: relationship,
  command: { type: PROFILE_COMMAND.relationship, relationship },
}));

export function textMode(label: string): ComposerMode {
  return { kind: 'text', label, placeholder: label, submitLabel: 'Send' };
}

function digitsMode(label: string, placeholder: string, maxLength: number): ComposerMode {
  return { kind: 'digits', label, placeholder, submitLabel: 'Send', maxLength };
}

export const DATE_MODES = {
  day: digitsMode('Day of birth', 'DD', DATE_MAX_LENGTH.day),
  month: digitsMode('Month of birth', 'MM', DATE_MAX_LENGTH.month),
  year: digitsMode('Year of birth', 'YYYY', DATE_MAX_LENGTH.year),
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
