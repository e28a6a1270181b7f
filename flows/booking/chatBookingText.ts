/** The chat booking's own wording (the spec's strings are in domain/bookingText, bookingRules, payment, money). */
export const ASSISTANT_BOOKING_TEXT = {
  askDoctor: 'Type a doctor name or speciality',
  chooseMatch: 'Choose a doctor or speciality, or type another name.',
  noMatch: "Sorry, I couldn't find a doctor or speciality by that name. Please try another.",
  /** A booking asked for in a sentence without a name ('I need a doctor tomorrow'). */
  askDoctorWhen: (said: string | null): string =>
    said === null
      ? 'Which doctor or speciality would you like to see? Type a name or a speciality, like Cardiology.'
      : `Which doctor or speciality would you like to see ${said}? Type a name or a speciality, like Cardiology.`,
  /** None on the day or at the time asked for ('tomorrow after 5:00 PM'): the next ones follow. */
  noneWhen: (said: string): string => `There are no sessions ${said}. These are the next ones.`,
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
  /** Back from the gateway unpaid, while the token is still held. */
  stillHeld: (tokenNo: number): string =>
    `Your token number ${tokenNo} is still held for you. You can try the payment again.`,
  /** Back from the gateway, and the appointment could not be read (offline, the server). */
  paymentUnknown:
    "I couldn't check your payment just now. Please tap 'What is my upcoming' or look at your payment history.",
} as const;
