import type { RequestContext } from '../../context';
import { announceRevoked } from '../auth';
import { staffCaller } from './roles';
import { revokeStaffToken } from './staffTokens';

/**
 * staffSignOut: the console's token is refused from now on (ARO-E1024), as the patient's logout revokes theirs, and
 * the subscriptions it holds open on any instance end. Only a live staff token may sign itself out.
 */
export async function staffSignOut(ctx: RequestContext): Promise<boolean> {
  await staffCaller(ctx, 'staffSignOut');
  // staffCaller succeeded, so a token was presented.
  const token = ctx.accessToken ?? '';
  await revokeStaffToken(ctx.services.db, token, ctx.services.now());
  announceRevoked(ctx.services, token);
  return true;
}
