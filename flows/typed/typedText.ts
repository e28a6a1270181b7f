import type { AppointmentAction } from '../../domain/appointmentActions';

/** The assistant's wording for typed requests (flows/typed/); the spec has none for them. */

const EXAMPLES = "like 'heart doctor tomorrow', 'cancel my appointment' or 'my lab reports'";

/** What each after-booking action is called in a sentence. */
const ACTION_VERB: Readonly<Record<AppointmentAction, string>> = {
  cancel: 'cancel',
  reschedule: 'reschedule',
  refund: 'ask a refund for',
  upload: 'send documents for',
  feedback: 'rate',
};

export const TYPED_TEXT = {
  greeting: `Hello! Tap a service below, or type what you need, ${EXAMPLES}.`,
  thanks: 'Glad to help. Anything else? Tap a service below or type it.',
  help: `I can book a doctor or a video consultation, show, cancel or reschedule your appointments, show your lab reports, order medicine, a lab test or a home visit, and put you through to the hospital. Tap a service below, or type what you need, ${EXAMPLES}.`,
  notUnderstood: `Sorry, I didn't understand that. Tap a service below, or type what you need, ${EXAMPLES}.`,
  orderCancel:
    'An order is cancelled by the hospital: open it under All Orders and reply to the hospital, or tap Chat With Hospital.',
  notOffered: (service: string): string => `Sorry, ${service} is not available here. Tap a service below.`,
  noAppointmentFor: (action: AppointmentAction): string =>
    `I couldn't find an appointment you can ${ACTION_VERB[action]} now. Tap What is my upcoming to see your appointments.`,
  whichFor: (action: AppointmentAction): string => `Which appointment would you like to ${ACTION_VERB[action]}?`,
  unread: "Sorry, I couldn't read that just now. Please tap a service below, or try again in a moment.",
  appointmentsFailed: "I couldn't load your appointments just now. Please try again in a moment.",
} as const;
