import { ERROR_CODES } from './errors';

/**
 * What the patient is told about their login itself, in the chat and on the flat screens alike: a page
 * that needs it (issue 14 item 23), and a sign-in or logout made elsewhere that the chat follows (item 7).
 */
export const SESSION_TEXT = {
  /** Spec 000 §8's own words for "you are not signed in" (ARO-E1023), then what happens next. */
  signInNeeded: `${ERROR_CODES['ARO-E1023'].message} That page is only for signed-in patients: once you are signed in, you will be taken back to it.`,
  /** The chat follows a sign-in made on another screen or in another tab. */
  signedInElsewhere: (last4: string): string => `You are signed in with your number ending in ${last4}.`,
  signedOutElsewhere: 'You have been signed out.',
} as const;
