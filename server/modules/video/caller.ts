import type { RequestContext } from '../../context';
import { accountOfToken } from '../auth';
import { staffCaller, staffCallerNow, type StaffCaller } from '../staff';

/** Who asks about a call: a patient's account (patient token) or a staff member (staff token, a doctor to be let in). */
export type VideoCaller =
  { readonly kind: 'patient'; readonly accountId: string } | { readonly kind: 'staff'; readonly staff: StaffCaller };

function codeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'extensions' in error
    ? (error as { extensions?: { code?: unknown } }).extensions?.code
    : undefined;
}

/** The call operations: either token; the staff side is a doctor's, of its own calls only (domain/staffRoles.ts). */
export type CallOperation =
  | 'videoCall'
  | 'createTwilioToken'
  | 'sendCommunication'
  | 'sendVideoSignal'
  | 'videoSignals'
  | 'videoCommunicationChanged';

/**
 * Either token: patient and staff tokens live in separate tables, so a token unknown as a patient token (ARO-E1022)
 * is tried as a staff token (as the chat's reader does). No token ARO-E1023, expired ARO-E1024, neither ARO-E1022.
 */
export async function videoCaller(ctx: RequestContext, operation: CallOperation): Promise<VideoCaller> {
  try {
    return { kind: 'patient', accountId: await ctx.callerAccountId() };
  } catch (error) {
    if (codeOf(error) !== 'ARO-E1022') throw error;
  }
  return { kind: 'staff', staff: await staffCaller(ctx, operation) };
}

/** At every push of a call subscription: the token still signs the caller in (after logout the push carries the error). */
export async function checkStillSignedIn(
  ctx: RequestContext,
  operation: CallOperation,
  caller: VideoCaller,
): Promise<void> {
  const { db, now } = ctx.services;
  if (caller.kind === 'patient') await accountOfToken(db, ctx.accessToken, now());
  else await staffCallerNow(ctx, operation);
}
