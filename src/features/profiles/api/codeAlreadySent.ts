import type { CombinedError } from '@urql/core';
import { parseError } from '../../../../domain/errors';
import { readCodeAlreadySent } from '../../../../domain/otp';
import type { Initiation } from '../../../../machines/auth.machine';
import { ownInitiationFor, type InitiationStorage } from './ownInitiations';

/**
 * ARO-E1031: this browser's address asked for a code to the number less than a minute ago
 * (server/modules/auth/challenges.ts). The server never says which code; when this browser asked for it
 * (a reload, another tab, the number typed again) it is that code's initiation, so the auth machine asks
 * for it with what is left of the countdown. Null otherwise (someone else asked, or any other error): a
 * refusal, which shows the wait.
 */
export function initiationOfCodeAlreadySent(
  error: CombinedError,
  storage: InitiationStorage | null,
  now: number,
): Initiation | null {
  const first = error.graphQLErrors[0];
  if (first === undefined || parseError(first.message).code !== 'ARO-E1031') return null;
  const sent = readCodeAlreadySent(first.extensions);
  if (sent === null) return null;
  const own = ownInitiationFor(storage, sent, now);
  if (own === null) return null;
  return { id: own.id, mobileNo: sent.mobileNo, resendAfterSeconds: sent.secondsLeft, alreadySent: true };
}
