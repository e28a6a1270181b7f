import { eq } from 'drizzle-orm';
import { STAFF_ADDRESS_DELAY, STAFF_USERNAME_DELAY } from '../../../domain/signInDelays';
import type { RequestContext } from '../../context';
import { staffAccounts } from './tables';
import { apiError } from '../../graphql/apiError';
import { tooSoon } from '../../graphql/tooSoon';
import { beginAll, createGrowingDelay, type GrowingDelay } from '../../growingDelay';
import type { Db } from '../../db/connect';
import type { RedisConnections } from '../../redis/connect';
import { decoyHash, verifyPassword } from './password';
import { issueStaffToken, type StaffCaller } from './staffTokens';

/** The staff sign-in's growing delays, per username and per address. */
export interface StaffSignInDelays {
  readonly byUsername: GrowingDelay;
  readonly byAddress: GrowingDelay;
}

/** Growing delays, not lockouts (issue 28): kept in Redis or the database, so a restart keeps them; built once by buildServices. */
export function createStaffSignInDelays(store: {
  readonly redis: RedisConnections | null;
  readonly db: Db;
}): StaffSignInDelays {
  const where = { redis: store.redis, durable: store.db };
  return {
    byUsername: createGrowingDelay('staff-sign-in-user', STAFF_USERNAME_DELAY, where),
    byAddress: createGrowingDelay('staff-sign-in-address', STAFF_ADDRESS_DELAY, where),
  };
}

/**
 * Wrong username and wrong password answer alike (ARO-E1045), and an unknown username still runs scrypt
 * against a decoy hash, so the time taken does not tell which one was wrong. Each attempt asks the
 * username's and the address's delays before any scrypt work (so concurrent guesses count too): past
 * their free failures the next attempt waits 1, 2, 4 … seconds (ARO-E1034 with the wait, not counted),
 * and the right password after the wait signs in. A successful attempt is given back.
 */
export async function staffSignIn(
  ctx: RequestContext,
  username: string,
  password: string,
): Promise<{ accessToken: string; staff: StaffCaller }> {
  const { db } = ctx.services;
  const name = username.trim().toLowerCase();
  const answer = await beginAll([
    { delay: ctx.services.limits.staffSignIn.byUsername, key: name },
    { delay: ctx.services.limits.staffSignIn.byAddress, key: ctx.clientKey },
  ]);
  if (!answer.go) throw tooSoon(answer.retryAfterMs);
  const [account] = await db.select().from(staffAccounts).where(eq(staffAccounts.username, name));
  const matches = await verifyPassword(password, account?.passwordHash ?? (await decoyHash()));
  if (account === undefined || !matches) {
    await answer.attempt.failed();
    throw apiError('ARO-E1045');
  }
  await answer.attempt.succeeded();
  const { id, displayName, organizationId, role, practitionerId } = account;
  return {
    accessToken: await issueStaffToken(db, id, ctx.services.now()),
    staff: { id, username: account.username, displayName, organizationId, role, practitionerId },
  };
}
