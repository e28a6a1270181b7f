/** The chat registration's own wording and step button labels. */
export const REGISTRATION_TEXT = {
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

export const SUBMIT_LABEL = 'SUBMIT';
export const GENDER_LABELS = { female: 'Female', male: 'Male', other: 'Other' } as const;
