import { randomInt, randomUUID } from 'node:crypto';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import { formatError } from '../../../domain/errors';
import { mobileNumberError, normaliseMobileNumber } from '../../../domain/mobileNumber';
import {
  CODE_ALREADY_SENT,
  OTP_CHECK_PACING,
  OTP_MAX,
  OTP_MAX_SENDS_PER_CALLER_PER_DAY,
  OTP_MAX_SENDS_PER_CALLER_PER_HOUR,
  OTP_MAX_SENDS_PER_NUMBER_PER_DAY,
  OTP_MAX_SENDS_PER_NUMBER_PER_HOUR,
  OTP_MAX_WRONG_TRIES,
  OTP_MIN,
  OTP_TTL_MS,
  RESEND_COUNTDOWN_SECONDS,
  type CodeAlreadySent,
} from '../../../domain/otp';
import { growingDelayMs } from '../../../domain/signInDelays';
import type { Language } from '../../../i18n/languages';
import type { Services } from '../../context';
import type { Db } from '../../db/connect';
import { translatorOf } from '../../i18n';
import { otpChallenges } from './tables';
import { apiError } from '../../graphql/apiError';
import { tooSoon } from '../../graphql/tooSoon';
import type { Logger } from '../../logger';
import { accountLanguageOfNumber, findOrCreateAccount, setAccountLanguage } from './accounts';
import { codeMatches, hashCode } from './codeHash';
import { issueAccessToken } from './tokens';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Serialises everything that counts sends or wrong tries of one number (initiate and complete). */
async function lockNumber(tx: Tx, mobileNo: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${mobileNo}`}))`);
}

/** Wrong tries at all codes of the number sent in the pacing window (24 hours; a code lives 5 minutes). */
async function recentWrongTries(tx: Tx, mobileNo: string, now: number): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${otpChallenges.wrongTries}), 0)::int` })
    .from(otpChallenges)
    .where(
      and(eq(otpChallenges.mobileNo, mobileNo), gt(otpChallenges.createdAt, new Date(now - OTP_CHECK_PACING.windowMs))),
    );
  return row?.total ?? 0;
}

export interface AuthenticationInitiation {
  readonly id: string;
  readonly mobileNo: string;
  readonly resendAfterSeconds: number;
}

type AuthenticationOutcome = 'succeeded' | 'failed' | 'expired' | 'locked';

export interface AuthenticationResult {
  readonly id: string;
  readonly outcome: AuthenticationOutcome;
  readonly accessToken: string | null;
  readonly triesLeft: number;
}

/**
 * ARO-E1031: this caller asked for a code to the number less than a minute ago. It tells the number and
 * the countdown, never the code's id (domain/otp.ts CodeAlreadySent): the browser that asked resumes its
 * own code from what it kept. `id: null` is for apps of before issue 28, which read it as "only the wait".
 * Made like apiError (Yoga's own GraphQLError).
 */
function codeAlreadySent(createdAt: Date, mobileNo: string, now: number): GraphQLError {
  const secondsLeft = Math.ceil((createdAt.getTime() + RESEND_COUNTDOWN_SECONDS * 1000 - now) / 1000);
  const sent: CodeAlreadySent = { mobileNo, secondsLeft };
  return createGraphQLError(formatError('ARO-E1031'), {
    extensions: { code: 'ARO-E1031', [CODE_ALREADY_SENT]: { id: null, ...sent } },
  });
}

/**
 * The code's SMS, in the language of the device that asked (issue 32: there may be no account yet, and whoever
 * holds the phone reads it now); a device that names none gets the account's language, else English.
 */
async function verificationText(db: Db, mobileNo: string, code: number, device: Language | null): Promise<string> {
  const language = device ?? (await accountLanguageOfNumber(db, mobileNo));
  return translatorOf(language)('sms.verificationCode', { code: String(code) });
}

/**
 * Sends a new code to the number. Refused beyond the client address's hourly requests (ARO-E1033), within
 * this caller's resend countdown for the number (ARO-E1031, with the countdown), beyond this caller's
 * codes to the number in an hour or a day, or beyond the number's codes from everyone (ARO-E1030). A
 * stranger spends only their own allowance: the number's is three callers' worth. The checks and the
 * insert run under a per-number lock so parallel requests cannot slip past any limit.
 */
export async function initiateAuthentication(
  services: Services,
  log: Logger,
  clientKey: string,
  username: string,
  language: Language | null = null,
): Promise<AuthenticationInitiation> {
  if (!(await services.codeRequests.take(clientKey))) throw apiError('ARO-E1033');
  if (mobileNumberError(username) !== null) throw apiError('ARO-E1013');
  const mobileNo = normaliseMobileNumber(username);
  const now = services.now();
  const id = randomUUID();
  const code = randomInt(OTP_MIN, OTP_MAX + 1);

  await services.db.transaction(async (tx) => {
    await lockNumber(tx, mobileNo);
    const today = await tx
      .select({ createdAt: otpChallenges.createdAt, requestedBy: otpChallenges.requestedBy })
      .from(otpChallenges)
      .where(and(eq(otpChallenges.mobileNo, mobileNo), gt(otpChallenges.createdAt, new Date(now - DAY_MS))))
      .orderBy(desc(otpChallenges.createdAt));
    const mine = today.filter((row) => row.requestedBy === clientKey);
    const latest = mine[0];
    if (latest !== undefined && now - latest.createdAt.getTime() < RESEND_COUNTDOWN_SECONDS * 1000)
      throw codeAlreadySent(latest.createdAt, mobileNo, now);
    const inLastHour = (rows: readonly { createdAt: Date }[]): number =>
      rows.filter((row) => row.createdAt.getTime() > now - HOUR_MS).length;
    if (inLastHour(mine) >= OTP_MAX_SENDS_PER_CALLER_PER_HOUR || mine.length >= OTP_MAX_SENDS_PER_CALLER_PER_DAY)
      throw apiError('ARO-E1030');
    if (inLastHour(today) >= OTP_MAX_SENDS_PER_NUMBER_PER_HOUR || today.length >= OTP_MAX_SENDS_PER_NUMBER_PER_DAY)
      throw apiError('ARO-E1030');
    await tx.insert(otpChallenges).values({
      id,
      mobileNo,
      codeHash: hashCode(services.otpKey, id, code),
      createdAt: new Date(now),
      expiresAt: new Date(now + OTP_TTL_MS),
      requestedBy: clientKey,
      language,
    });
  });

  try {
    await services.sms.send(mobileNo, await verificationText(services.db, mobileNo, code, language));
  } catch (error) {
    // A code that never left cannot be used: drop it so the patient may ask again at once.
    await services.db.delete(otpChallenges).where(eq(otpChallenges.id, id));
    log.error({ err: error }, 'sms send failed');
    throw apiError('ARO-E1001');
  }
  return { id, mobileNo, resendAfterSeconds: RESEND_COUNTDOWN_SECONDS };
}

function result(id: string, outcome: AuthenticationOutcome, wrongTries: number): AuthenticationResult {
  return {
    id,
    outcome,
    accessToken: null,
    triesLeft: outcome === 'locked' ? 0 : Math.max(0, OTP_MAX_WRONG_TRIES - wrongTries),
  };
}

/** What the number's lock decided: an outcome, or a try refused for speed (not counted). */
type Checked =
  /** wrong: this try was a wrong code, counted (a try at a dead code is not a guess). */
  | { readonly kind: 'checked'; readonly result: AuthenticationResult; readonly wrong: boolean }
  | { readonly kind: 'tooSoon'; readonly waitMs: number };

/**
 * Checks a code under the number's lock, so parallel guesses (at one code or several) are counted one by
 * one. A code dies at its 5th wrong try ('locked'); no count of the number ever refuses a code that can
 * still be typed. Once the number's codes had their free wrong tries of the day, a code's next try must
 * wait the pacing (OTP_CHECK_PACING) after its own last wrong try; a code's first try never waits.
 */
async function checkCode(
  services: Services,
  id: string,
  mobileNo: string,
  code: number,
  now: number,
): Promise<Checked> {
  return services.db.transaction(async (tx): Promise<Checked> => {
    await lockNumber(tx, mobileNo);
    const [challenge] = await tx.select().from(otpChallenges).where(eq(otpChallenges.id, id));
    if (challenge === undefined) throw apiError('ARO-E1001');
    const checked = (outcome: AuthenticationOutcome, wrongTries: number, wrong = false): Checked => ({
      kind: 'checked',
      result: result(id, outcome, wrongTries),
      wrong,
    });
    if (challenge.consumedAt !== null || challenge.expiresAt.getTime() <= now)
      return checked('expired', challenge.wrongTries);
    if (challenge.wrongTries >= OTP_MAX_WRONG_TRIES) return checked('locked', challenge.wrongTries);
    if (challenge.nextTryAt !== null && challenge.nextTryAt.getTime() > now)
      return { kind: 'tooSoon', waitMs: challenge.nextTryAt.getTime() - now };

    if (!codeMatches(services.otpKey, id, code, challenge.codeHash)) {
      const wrongTries = challenge.wrongTries + 1;
      // This wrong try included: the number's count sets how long this code's next try waits.
      const numberTries = (await recentWrongTries(tx, mobileNo, now)) + 1;
      const waitMs = growingDelayMs(OTP_CHECK_PACING, numberTries);
      await tx
        .update(otpChallenges)
        .set({ wrongTries, nextTryAt: waitMs > 0 ? new Date(now + waitMs) : null })
        .where(eq(otpChallenges.id, id));
      return checked(wrongTries >= OTP_MAX_WRONG_TRIES ? 'locked' : 'failed', wrongTries, true);
    }
    await tx
      .update(otpChallenges)
      .set({ consumedAt: new Date(now) })
      .where(eq(otpChallenges.id, id));
    return checked('succeeded', challenge.wrongTries);
  });
}

/**
 * Checks a code: succeeded (with a new access token), failed (tries left), expired or locked; unknown id:
 * ARO-E1001. Tried too soon (the caller's address after its free wrong codes, or this code after a wrong
 * try while the number is paced): ARO-E1034 with the seconds to wait, and nothing is counted.
 */
export async function completeAuthentication(
  services: Services,
  clientKey: string,
  id: string,
  code: number,
): Promise<AuthenticationResult> {
  const { db } = services;
  const [found] = await db
    .select({ mobileNo: otpChallenges.mobileNo, language: otpChallenges.language })
    .from(otpChallenges)
    .where(eq(otpChallenges.id, id));
  if (found === undefined) throw apiError('ARO-E1001');
  const { mobileNo, language } = found;
  const now = services.now();

  // Outside the number's transaction: the delay may be in this same database (PGlite has one connection).
  const address = await services.wrongCodes.begin(clientKey);
  if (!address.go) throw tooSoon(address.retryAfterMs);
  let checked: Checked;
  try {
    checked = await checkCode(services, id, mobileNo, code, now);
  } catch (error) {
    await address.attempt.succeeded();
    throw error;
  }
  // Only a wrong code counts against the address; anything else (right, dead code, too soon) is given back.
  await (checked.kind === 'checked' && checked.wrong ? address.attempt.failed() : address.attempt.succeeded());
  if (checked.kind === 'tooSoon') throw tooSoon(checked.waitMs);
  if (checked.result.outcome !== 'succeeded') return checked.result;

  const accountId = await findOrCreateAccount(db, mobileNo, now);
  // Signed in: the device's language becomes the account's, so the SMS that follow are in it (issue 32).
  if (language !== null) await setAccountLanguage(db, accountId, language);
  return { ...checked.result, accessToken: await issueAccessToken(db, accountId, now) };
}
