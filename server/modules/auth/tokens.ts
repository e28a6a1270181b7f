import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { accessTokens } from './tables';
import { apiError } from '../../graphql/apiError';

const ACCESS_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** What is stored of a token (patient or staff), and what names it in a revocation: its SHA-256, never the token. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A random 32-byte base64url token; only its SHA-256 is stored. */
export async function issueAccessToken(db: Db, accountId: string, now: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(accessTokens).values({
    tokenHash: tokenHash(token),
    accountId,
    scope: 'patient',
    createdAt: new Date(now),
    expiresAt: new Date(now + ACCESS_TOKEN_TTL_MS),
  });
  return token;
}

/** The account a token signs in: none → ARO-E1023, unknown → ARO-E1022, expired or revoked → ARO-E1024. */
export async function accountOfToken(db: Db, token: string | null, now: number): Promise<string> {
  if (token === null || token === '') throw apiError('ARO-E1023');
  const [row] = await db
    .select()
    .from(accessTokens)
    .where(eq(accessTokens.tokenHash, tokenHash(token)));
  if (row === undefined) throw apiError('ARO-E1022');
  if (row.revokedAt !== null || row.expiresAt.getTime() <= now) throw apiError('ARO-E1024');
  return row.accountId;
}

export async function revokeAccessToken(db: Db, token: string, now: number): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(accessTokens.tokenHash, tokenHash(token)), isNull(accessTokens.revokedAt)));
}

/**
 * The token of an `Authorization: Bearer <token>` header. No header or an empty bearer is no token
 * (not logged in); any other value is passed on as is and fails as unknown.
 */
export function bearerToken(header: string | null | undefined): string | null {
  const value = header?.trim() ?? '';
  const match = /^Bearer(?:\s+(.*))?$/i.exec(value);
  const token = match === null ? value : (match[1] ?? '').trim();
  return token === '' ? null : token;
}
