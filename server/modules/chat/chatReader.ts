import type { RequestContext } from '../../context';
import { accountOfToken } from '../auth';
import { staffCaller, staffCallerNow } from '../staff';
import { patientActor, staffActor, type ChatActor } from './access';

function codeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'extensions' in error
    ? (error as { extensions?: { code?: unknown } }).extensions?.code
    : undefined;
}

/** The operations either side may use: the staff side is the front desk's (domain/staffRoles.ts). */
export type ChatSubscription = 'chat' | 'communication';

/**
 * The caller of an operation either side may use (the chat and communication subscriptions). Patient and
 * staff tokens live in separate tables, so a token is at most one of them: a token unknown as a patient
 * token (ARO-E1022) is tried as a staff token. No token is ARO-E1023, an expired or revoked one ARO-E1024,
 * a token that is neither ARO-E1022.
 */
export async function chatReader(ctx: RequestContext, operation: ChatSubscription): Promise<ChatActor> {
  try {
    return patientActor(await ctx.callerAccountId());
  } catch (error) {
    if (codeOf(error) !== 'ARO-E1022') throw error;
  }
  return staffActor(await staffCaller(ctx, operation));
}

/** Checks the token again (at every push of a subscription): after logout or expiry the push carries the error. */
export async function checkStillSignedIn(
  ctx: RequestContext,
  operation: ChatSubscription,
  actor: ChatActor,
): Promise<void> {
  const { db, now } = ctx.services;
  if (actor.kind === 'patient') await accountOfToken(db, ctx.accessToken, now());
  else await staffCallerNow(ctx, operation);
}
