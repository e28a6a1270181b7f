import type { MessageId } from '../../i18n/messages.generated';

/**
 * The chat registration's questions, as catalogue ids: each is worded when it is asked (registrationSteps.ts),
 * in the language active then.
 */
export const REGISTRATION_TEXT = {
  noPatient: 'registration.noPatient',
  askPrefix: 'registration.askPrefix',
  askGiven: 'registration.askGiven',
  askFamily: 'registration.askFamily',
  askGender: 'registration.askGender',
  askDay: 'registration.askDay',
  askMonth: 'registration.askMonth',
  askYear: 'registration.askYear',
  askSubmit: 'registration.askSubmit',
  askRelationship: 'registration.askRelationship',
  patientCreated: 'registration.patientCreated',
  patientCreationFailed: 'registration.patientCreationFailed',
} as const satisfies Record<string, MessageId>;
