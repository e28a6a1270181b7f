import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { staffAccounts, staffTokens, type StaffRole } from './tables';
import { apiError } from '../../graphql/apiError';
import { tokenHash } from '../auth';

const STAFF_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;

/** The signed-in staff member as operations need them. */
export interface StaffCaller {
  readonly id: string;
  readonly username: string;
  readonly displayName: string;
  readonly organizationId: string;
  /** front_desk or doctor (issue 18): a doctor holds the video calls of its practitioner's sessions at its hospital. */
  readonly role: StaffRole;
  /** The doctor a doctor login is; null for the front desk. */
  readonly practitionerId: string | null;
}

/** A random 32-byte base64url token for a shift (12 h); only its SHA-256 is stored. */
export async function issueStaffToken(db: Db, staffId: string, now: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(staffTokens).values({
    tokenHash: tokenHash(token),
    staffId,
    createdAt: new Date(now),
    expiresAt: new Date(now + STAFF_TOKEN_TTL_MS),
  });
  return token;
}

/**
 * The staff member a token signs in. No token → ARO-E1023; any token that is not a staff token (a
 * patient's token too: the answer never tells whether it is one) → ARO-E1022; expired or revoked → ARO-E1024.
 */
export async function staffOfToken(db: Db, token: string | null, now: number): Promise<StaffCaller> {
  if (token === null || token === '') throw apiError('ARO-E1023');
  const [row] = await db
    .select({
      token: staffTokens,
      staff: {
        id: staffAccounts.id,
        username: staffAccounts.username,
        displayName: staffAccounts.displayName,
        organizationId: staffAccounts.organizationId,
        role: staffAccounts.role,
        practitionerId: staffAccounts.practitionerId,
      },
    })
    .from(staffTokens)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffTokens.staffId))
    .where(eq(staffTokens.tokenHash, tokenHash(token)));
  if (row === undefined) throw apiError('ARO-E1022');
  if (row.token.revokedAt !== null || row.token.expiresAt.getTime() <= now) throw apiError('ARO-E1024');
  return row.staff;
}

/** Sign-out: the token is refused from now on (ARO-E1024); revoking it again changes nothing. */
export async function revokeStaffToken(db: Db, token: string, now: number): Promise<void> {
  await db
    .update(staffTokens)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(staffTokens.tokenHash, tokenHash(token)), isNull(staffTokens.revokedAt)));
}
