import type { Greeting } from '../domain/greeting';

/** The assistant's own wording (the spec's exact strings live in domain/, e.g. AUTH_TEXT). */
export const ASSISTANT_TEXT = {
  greeting: (greeting: Greeting): string => `${greeting}! I'm your hospital assistant. How can I help you today?`,
  askMobile: 'To continue, please type your mobile number.',
  noPatient: "There is no patient profile on your account yet. Let's add one.",
  askPrefix: 'What is the name prefix?',
  askGiven: 'What is the given name?',
  askFamily: 'What is the family name?',
  askGender: 'What is the gender?',
  askDay: 'What is the day of birth?',
  askMonth: 'What is the month of birth?',
  askYear: 'What is the year of birth?',
  askSubmit: 'Tap SUBMIT to save this profile.',
  askRelationship: 'This account is for?',
  patientCreated: 'Patient created successfully',
  patientCreationFailed: 'Patient creation failure',
} as const;

/** Labels of the registration step buttons. */
export const SUBMIT_LABEL = 'SUBMIT';
export const GENDER_LABELS = { female: 'Female', male: 'Male', other: 'Other' } as const;

/** The chat booking's own wording (the spec's strings are in domain/bookingText, bookingRules, payment, money). */
export const ASSISTANT_BOOKING_TEXT = {
  askDoctor: 'Type a doctor name or speciality',
  chooseMatch: 'Choose a doctor or speciality, or type another name.',
  noMatch: "Sorry, I couldn't find a doctor or speciality by that name. Please try another.",
  hospitalChosen: (orgName: string): string => `I will look for sessions at ${orgName}.`,
  callHospital: 'Please call the hospital to book another time.',
  askPatient: 'Who is this booking for?',
  cancelled: 'Your booking was cancelled.',
  tokenNumber: (tokenNo: number): string => `Your token number is ${tokenNo}`,
  reservedPayLater: 'Your number is reserved. Please pay at the hospital.',
  viewAppointment: 'View appointment',
  backToMenu: 'Back to menu',
  cancel: 'Cancel',
  leaving: 'Taking you to the payment page…',
} as const;
