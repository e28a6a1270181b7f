import { randomInt, randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { mobileNumberError, normaliseMobileNumber } from '../../../domain/mobileNumber';
import { OTP_MAX, OTP_MAX_SENDS_PER_HOUR, OTP_MAX_WRONG_TRIES, OTP_MIN, OTP_TTL_MS, RESEND_COUNTDOWN_SECONDS } from '../../../domain/otp';
import type { Services } from '../../context';
import { otpChallenges } from '../../db/schema';
import { apiError } from '../../graphql/apiError';
import type { Logger } from '../../logger';
import { findOrCreateAccount } from './accounts';
import { codeMatches, hashCode } from './codeHash';
import { issueAccessToken } from './tokens';

const HOUR_MS = 60 * 60 * 1000;

export interface AuthenticationInitiation {
  readonly id: string;
  readonly mobileNo: string;
  readonly resendAfterSeconds: number;
}

export type AuthenticationOutcome = 'succeeded' | 'failed' | 'expired' | 'locked';

export interface AuthenticationResult {
  readonly id: string;
  readonly outcome: AuthenticationOutcome;
  readonly accessToken: string | null;
  readonly triesLeft: number;
}

export function verificationText(code: number): string {
  return `Your Carechat verification code is ${code}. It expires in 5 minutes.`;
}

/**
 * Sends a new code to the number. Refused within the resend countdown (ARO-E1031) and beyond the
 * hourly limit (ARO-E1030); the check and the insert run under a per-number lock so parallel requests
 * cannot slip past either limit.
 */
export async function initiateAuthentication(services: Services, log: Logger, username: string): Promise<AuthenticationInitiation> {
  if (mobileNumberError(username) !== null) throw apiError('ARO-E1013');
  const mobileNo = normaliseMobileNumber(username);
  const now = services.now();
  const id = randomUUID();
  const code = randomInt(OTP_MIN, OTP_MAX + 1);

  await services.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${mobileNo}`}))`);
    const recent = await tx
      .select({ createdAt: otpChallenges.createdAt })
      .from(otpChallenges)
      .where(and(eq(otpChallenges.mobileNo, mobileNo), gt(otpChallenges.createdAt, new Date(now - HOUR_MS))))
      .orderBy(desc(otpChallenges.createdAt));
    const latest = recent[0];
    if (latest !== undefined && now - latest.createdAt.getTime() < RESEND_COUNTDOWN_SECONDS * 1000) throw apiError('ARO-E1031');
    if (recent.length >= OTP_MAX_SENDS_PER_HOUR) throw apiError('ARO-E1030');
    await tx.insert(otpChallenges).values({
      id,
      mobileNo,
      codeHash: hashCode(services.otpKey, id, code),
      createdAt: new Date(now),
      expiresAt: new Date(now + OTP_TTL_MS),
    });
  });

  try {
    await services.sms.send(mobileNo, verificationText(code));
  } catch (error) {
    // A code that never left cannot be used: drop it so the patient may ask again at once.
    await services.db.delete(otpChallenges).where(eq(otpChallenges.id, id));
    log.error({ err: error }, 'sms send failed');
    throw apiError('ARO-E1001');
  }
  return { id, mobileNo, resendAfterSeconds: RESEND_COUNTDOWN_SECONDS };
}

function result(id: string, outcome: AuthenticationOutcome, wrongTries: number, accessToken: string | null = null): AuthenticationResult {
  const triesLeft = outcome === 'locked' ? 0 : Math.max(0, OTP_MAX_WRONG_TRIES - wrongTries);
  return { id, outcome, accessToken, triesLeft };
}

/** Checks a code: succeeded (with a new access token), failed (tries left), expired or locked. Unknown id: ARO-E1001. */
export async function completeAuthentication(services: Services, id: string, code: number): Promise<AuthenticationResult> {
  const { db } = services;
  const [challenge] = await db.select().from(otpChallenges).where(eq(otpChallenges.id, id));
  if (challenge === undefined) throw apiError('ARO-E1001');
  const now = services.now();
  if (challenge.consumedAt !== null || challenge.expiresAt.getTime() <= now) return result(id, 'expired', challenge.wrongTries);
  if (challenge.wrongTries >= OTP_MAX_WRONG_TRIES) return result(id, 'locked', challenge.wrongTries);

  if (!codeMatches(services.otpKey, id, code, challenge.codeHash)) {
    // Atomic: parallel wrong guesses each take one try and none gets past the limit.
    const [updated] = await db
      .update(otpChallenges)
      .set({ wrongTries: sql`${otpChallenges.wrongTries} + 1` })
      .where(and(eq(otpChallenges.id, id), lt(otpChallenges.wrongTries, OTP_MAX_WRONG_TRIES), isNull(otpChallenges.consumedAt)))
      .returning({ wrongTries: otpChallenges.wrongTries });
    if (updated === undefined) return result(id, 'locked', OTP_MAX_WRONG_TRIES);
    return result(id, updated.wrongTries >= OTP_MAX_WRONG_TRIES ? 'locked' : 'failed', updated.wrongTries);
  }

  // The right code: consume it once, unless a parallel request locked or used it meanwhile.
  const [consumed] = await db
    .update(otpChallenges)
    .set({ consumedAt: new Date(now) })
    .where(
      and(
        eq(otpChallenges.id, id),
        isNull(otpChallenges.consumedAt),
        lt(otpChallenges.wrongTries, OTP_MAX_WRONG_TRIES),
        gt(otpChallenges.expiresAt, new Date(now)),
      ),
    )
    .returning({ mobileNo: otpChallenges.mobileNo, wrongTries: otpChallenges.wrongTries });
  if (consumed === undefined) {
    const [latest] = await db.select().from(otpChallenges).where(eq(otpChallenges.id, id));
    const wrongTries = latest?.wrongTries ?? OTP_MAX_WRONG_TRIES;
    return result(id, wrongTries >= OTP_MAX_WRONG_TRIES && latest?.consumedAt === null ? 'locked' : 'expired', wrongTries);
  }
  const accountId = await findOrCreateAccount(db, consumed.mobileNo, now);
  const accessToken = await issueAccessToken(db, accountId, now);
  return result(id, 'succeeded', consumed.wrongTries, accessToken);
}
