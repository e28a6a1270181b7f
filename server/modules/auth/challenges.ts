import { randomInt, randomUUID } from 'node:crypto';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import { formatError } from '../../../domain/errors';
import { mobileNumberError, normaliseMobileNumber } from '../../../domain/mobileNumber';
import {
  CODE_ALREADY_SENT,
  OTP_MAX,
  OTP_MAX_SENDS_PER_DAY,
  OTP_MAX_SENDS_PER_HOUR,
  OTP_MAX_WRONG_TRIES,
  OTP_MAX_WRONG_TRIES_PER_DAY,
  OTP_MIN,
  OTP_TTL_MS,
  RESEND_COUNTDOWN_SECONDS,
  type CodeAlreadySent,
} from '../../../domain/otp';
import type { Services } from '../../context';
import type { Db } from '../../db/connect';
import { otpChallenges } from '../../db/schema';
import { apiError } from '../../graphql/apiError';
import type { Logger } from '../../logger';
import { findOrCreateAccount } from './accounts';
import { codeMatches, hashCode } from './codeHash';
import { issueAccessToken } from './tokens';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Serialises everything that counts sends or wrong tries of one number (initiate and complete). */
async function lockNumber(tx: Tx, mobileNo: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${mobileNo}`}))`);
}

/** Wrong tries at all codes of the number created in the last 24 hours (a code lives 5 minutes). */
async function wrongTriesToday(tx: Tx, mobileNo: string, now: number): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${otpChallenges.wrongTries}), 0)::int` })
    .from(otpChallenges)
    .where(and(eq(otpChallenges.mobileNo, mobileNo), gt(otpChallenges.createdAt, new Date(now - DAY_MS))));
  return row?.total ?? 0;
}

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

interface LatestChallenge {
  readonly id: string;
  readonly createdAt: Date;
  readonly expiresAt: Date;
  readonly wrongTries: number;
  readonly consumedAt: Date | null;
}

/**
 * ARO-E1031, carrying the code already sent (domain/otp.ts CodeAlreadySent) so the app asks for it with
 * the countdown rather than for the number again (a reload, another tab, the number typed again). Its id
 * only while the code can still verify. The id lets no one guess more than a fresh code would: the
 * wrong tries are counted per number as well. Made like apiError (Yoga's own GraphQLError).
 */
function codeAlreadySent(latest: LatestChallenge, mobileNo: string, now: number): GraphQLError {
  const usable = latest.consumedAt === null && latest.wrongTries < OTP_MAX_WRONG_TRIES && latest.expiresAt.getTime() > now;
  const secondsLeft = Math.ceil((latest.createdAt.getTime() + RESEND_COUNTDOWN_SECONDS * 1000 - now) / 1000);
  const sent: CodeAlreadySent = { id: usable ? latest.id : null, mobileNo, secondsLeft };
  return createGraphQLError(formatError('ARO-E1031'), { extensions: { code: 'ARO-E1031', [CODE_ALREADY_SENT]: sent } });
}

export function verificationText(code: number): string {
  return `Your Carechat verification code is ${code}. It expires in 5 minutes.`;
}

/**
 * Sends a new code to the number. Refused beyond the client address's hourly requests (ARO-E1033),
 * after the number's daily wrong tries (ARO-E1032), within the resend countdown (ARO-E1031, telling the code already sent) and beyond
 * the hourly or daily codes (ARO-E1030); the checks and the insert run under a per-number lock so
 * parallel requests cannot slip past any limit.
 */
export async function initiateAuthentication(services: Services, log: Logger, clientKey: string, username: string): Promise<AuthenticationInitiation> {
  if (!(await services.codeRequests.take(clientKey))) throw apiError('ARO-E1033');
  if (mobileNumberError(username) !== null) throw apiError('ARO-E1013');
  const mobileNo = normaliseMobileNumber(username);
  const now = services.now();
  const id = randomUUID();
  const code = randomInt(OTP_MIN, OTP_MAX + 1);

  await services.db.transaction(async (tx) => {
    await lockNumber(tx, mobileNo);
    if ((await wrongTriesToday(tx, mobileNo, now)) >= OTP_MAX_WRONG_TRIES_PER_DAY) throw apiError('ARO-E1032');
    const today: LatestChallenge[] = await tx
      .select({
        id: otpChallenges.id,
        createdAt: otpChallenges.createdAt,
        expiresAt: otpChallenges.expiresAt,
        wrongTries: otpChallenges.wrongTries,
        consumedAt: otpChallenges.consumedAt,
      })
      .from(otpChallenges)
      .where(and(eq(otpChallenges.mobileNo, mobileNo), gt(otpChallenges.createdAt, new Date(now - DAY_MS))))
      .orderBy(desc(otpChallenges.createdAt));
    const latest = today[0];
    if (latest !== undefined && now - latest.createdAt.getTime() < RESEND_COUNTDOWN_SECONDS * 1000) throw codeAlreadySent(latest, mobileNo, now);
    const lastHour = today.filter((row) => row.createdAt.getTime() > now - HOUR_MS);
    if (lastHour.length >= OTP_MAX_SENDS_PER_HOUR || today.length >= OTP_MAX_SENDS_PER_DAY) throw apiError('ARO-E1030');
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

/** Tries left: the code's own, or fewer when the number's daily wrong tries run out first. */
function result(id: string, outcome: AuthenticationOutcome, codeTries: number, dayTries: number): AuthenticationResult {
  const left = Math.max(0, Math.min(OTP_MAX_WRONG_TRIES - codeTries, OTP_MAX_WRONG_TRIES_PER_DAY - dayTries));
  return { id, outcome, accessToken: null, triesLeft: outcome === 'locked' ? 0 : left };
}

/**
 * Checks a code: succeeded (with a new access token), failed (tries left), expired or locked. Unknown id:
 * ARO-E1001; the number's daily wrong tries used up: ARO-E1032, even for the right code. Runs under the
 * number's lock, so parallel guesses (at one code or several) are counted one by one.
 */
export async function completeAuthentication(services: Services, id: string, code: number): Promise<AuthenticationResult> {
  const { db } = services;
  const [found] = await db.select({ mobileNo: otpChallenges.mobileNo }).from(otpChallenges).where(eq(otpChallenges.id, id));
  if (found === undefined) throw apiError('ARO-E1001');
  const { mobileNo } = found;
  const now = services.now();

  const checked = await db.transaction(async (tx): Promise<AuthenticationResult> => {
    await lockNumber(tx, mobileNo);
    const dayTries = await wrongTriesToday(tx, mobileNo, now);
    if (dayTries >= OTP_MAX_WRONG_TRIES_PER_DAY) throw apiError('ARO-E1032');
    const [challenge] = await tx.select().from(otpChallenges).where(eq(otpChallenges.id, id));
    if (challenge === undefined) throw apiError('ARO-E1001');
    if (challenge.consumedAt !== null || challenge.expiresAt.getTime() <= now) return result(id, 'expired', challenge.wrongTries, dayTries);
    if (challenge.wrongTries >= OTP_MAX_WRONG_TRIES) return result(id, 'locked', challenge.wrongTries, dayTries);

    if (!codeMatches(services.otpKey, id, code, challenge.codeHash)) {
      const wrongTries = challenge.wrongTries + 1;
      await tx.update(otpChallenges).set({ wrongTries }).where(eq(otpChallenges.id, id));
      const spent = wrongTries >= OTP_MAX_WRONG_TRIES || dayTries + 1 >= OTP_MAX_WRONG_TRIES_PER_DAY;
      return result(id, spent ? 'locked' : 'failed', wrongTries, dayTries + 1);
    }
    await tx.update(otpChallenges).set({ consumedAt: new Date(now) }).where(eq(otpChallenges.id, id));
    return result(id, 'succeeded', challenge.wrongTries, dayTries);
  });
  if (checked.outcome !== 'succeeded') return checked;

  const accountId = await findOrCreateAccount(db, mobileNo, now);
  return { ...checked, accessToken: await issueAccessToken(db, accountId, now) };
}
