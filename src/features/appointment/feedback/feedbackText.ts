/** What the feedback modal and the public page say (spec 000 §4, §8; FEEDBACK_THANKS is the spec's). */
export const FEEDBACK_TEXT = {
  title: 'How was your visit?',
  scoreLegend: 'Your rating (1 to 10)',
  comment: 'Comment (optional)',
  send: 'Send',
  sending: 'Sending…',
  notNow: 'Not now',
  close: 'Close',
  retry: 'Try again',
  loading: 'Loading…',
  locked: 'Feedback for this visit is closed.',
  given: (score: number) => `You rated this visit ${score} out of 10.`,
  visit: (doctor: string, hospital: string) => `${doctor} at ${hospital}`,
  chooseFirst: 'Choose a rating to send.',
} as const;
