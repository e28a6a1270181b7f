import { QUESTIONNAIRE_SUBMITTED } from '../../../../domain/questionnaire';

/** What the questionnaire block and modal say (spec 000 §5 Questionnaire). */
export const QUESTIONNAIRE_TEXT = {
  section: 'Before your visit',
  answer: 'Answer the questionnaire',
  viewAnswers: 'View your answers',
  answeredNote: 'Questionnaire answered',
  title: 'Questionnaire',
  loading: 'Loading the questionnaire…',
  none: 'The hospital has no questionnaire for this appointment.',
  yourAnswers: 'Your answers',
  answerOne: 'Answer at least one question to submit.',
  submit: 'Submit',
  submitting: 'Submitting…',
  submitted: QUESTIONNAIRE_SUBMITTED,
  retry: 'Try again',
  close: 'Close',
  notNow: 'Not now',
} as const;
