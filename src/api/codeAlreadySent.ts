import type { CombinedError } from '@urql/core';
import { parseError } from '../../domain/errors';
import { readCodeAlreadySent } from '../../domain/otp';
import type { Initiation } from '../../machines/auth.machine';

/**
 * ARO-E1031 telling a code sent less than a minute ago that can still verify (server/modules/auth/
 * challenges.ts): that code's initiation, so the auth machine asks for it with what is left of the
 * countdown instead of for the number again. Null for any other error (then it is a refusal).
 */
export function initiationOfCodeAlreadySent(error: CombinedError): Initiation | null {
  const first = error.graphQLErrors[0];
  if (first === undefined || parseError(first.message).code !== 'ARO-E1031') return null;
  const sent = readCodeAlreadySent(first.extensions);
  if (sent === null || sent.id === null) return null;
  return { id: sent.id, mobileNo: sent.mobileNo, resendAfterSeconds: sent.secondsLeft, alreadySent: true };
}
