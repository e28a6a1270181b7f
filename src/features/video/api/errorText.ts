import { CombinedError } from '@urql/core';
import { defaultErrorText, parseError } from '../../../../domain/errors';
import { shownRefusal } from '../../../../domain/videoCall';

/**
 * The text the call screen shows for a failure (the machine shows it as is): the server's refusal in words
 * ('ARO-E1090:The call opens 15 minutes before the session starts.' → its message part, a known code without
 * one → the catalogue's; a refusal in the patient's language), a Twilio error's own message (it carries a numeric
 * code), else the default.
 */
export function callErrorText(error: unknown): string {
  if (error instanceof CombinedError) {
    const first = error.graphQLErrors[0];
    return first === undefined ? defaultErrorText() : shownRefusal(parseError(first.message).message);
  }
  if (isTwilioError(error)) return error.message;
  if (error instanceof Error) return shownRefusal(parseError(error.message).message);
  return defaultErrorText();
}

/** twilio-video's TwilioError (20104 token expired, 53118 room completed...) without importing its chunk. */
function isTwilioError(error: unknown): error is Error & { code: number } {
  return error instanceof Error && 'code' in error && typeof error.code === 'number' && error.message.trim() !== '';
}
