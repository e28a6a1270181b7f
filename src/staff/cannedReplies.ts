/** Replies staff send often; choosing one fills the composer so it can still be edited before sending. */
export const CANNED_REPLIES = [
  'Thank you for contacting us.',
  'Please hold on while I check.',
  'Could you share your appointment number?',
  'Is there anything else I can help you with?',
] as const;
