import { t } from '../i18n/translate';

/**
 * What the patient is told about their login itself, in the chat and on the flat screens alike, in the active
 * language: a page that needs it (issue 14 item 23), and a sign-in or logout made elsewhere that the chat
 * follows (item 7). signInNeeded is ARO-E1023's own words ('Please login.', spec 000 §8), then what happens next.
 */
export interface SessionText {
  readonly signInNeeded: string;
  readonly signedInElsewhere: (last4: string) => string;
  readonly signedOutElsewhere: string;
}

export function sessionText(): SessionText {
  return {
    signInNeeded: t('signIn.signInNeeded'),
    /** The chat follows a sign-in made on another screen or in another tab. */
    signedInElsewhere: (last4) => t('signIn.signedInElsewhere', { last4 }),
    signedOutElsewhere: t('signIn.signedOutElsewhere'),
  };
}
