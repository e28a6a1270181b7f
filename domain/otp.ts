import { t } from '../i18n/translate';
import type { GrowingDelayRule } from './signInDelays';

/** Codes are integers 1000–9999: the API takes `code: Int`, so a code never has a leading zero. */
export const OTP_LENGTH = 4;
export const OTP_MIN = 1000;
export const OTP_MAX = 9999;
/** Resend is blocked until this countdown ends (spec 000 §4, §9). */
export const RESEND_COUNTDOWN_SECONDS = 60;
export const OTP_TTL_MS = 300_000;
/** A code dies after its 5th wrong try (outcome 'locked'); a fresh code always has its own 5. */
export const OTP_MAX_WRONG_TRIES = 5;
/**
 * Codes per number for one caller (a client address): the resend countdown above, 5 an hour and 10 a
 * day. A stranger asking for codes to someone else's number spends only their own allowance.
 */
export const OTP_MAX_SENDS_PER_CALLER_PER_HOUR = 5;
export const OTP_MAX_SENDS_PER_CALLER_PER_DAY = 10;
/**
 * Codes per number from all callers together: the backstop against SMS bombing from many addresses,
 * three times one caller's allowance, so one stranger (or two) cannot use it up before the owner.
 */
export const OTP_MAX_SENDS_PER_NUMBER_PER_HOUR = 15;
export const OTP_MAX_SENDS_PER_NUMBER_PER_DAY = 30;
/**
 * Pacing of guesses at one number (docs/decisions/0002-sign-in-limits.md):
 * once the number's codes had 5 wrong tries in 24 hours, a code cannot be tried again sooner than 1, 2,
 * 4 … seconds (at most 30) after its own last wrong try. A code's first try is never held back, so the
 * owner typing a fresh code signs in at once, and one caller's guesses never hold back another's code.
 */
export const OTP_CHECK_PACING: GrowingDelayRule = {
  freeFailures: 5,
  firstWaitMs: 1000,
  capMs: 30_000,
  windowMs: 24 * 60 * 60 * 1000,
};
/** Code requests per client address an hour (spreading requests over many numbers). */
export const OTP_MAX_REQUESTS_PER_ADDRESS_PER_HOUR = 20;

/** The first failing rule of a typed code (spec 000 §5), in the active language; null when it may be sent. */
export function otpError(input: string): string | null {
  const value = input.trim();
  if (value === '') return t('signIn.codeEmpty');
  return /^\d{4}$/.test(value) ? null : t('signIn.codeLength');
}

/** Remaining resend time as m:ss ('0:59'); never negative. */
export function formatCountdown(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${minutes}:${String(rest).padStart(2, '0')}`;
}

/**
 * What ARO-E1031 (this caller asked for a code to the number less than a minute ago) carries in its
 * GraphQL error extensions under CODE_ALREADY_SENT: the number and what is left of the countdown. Never
 * which code it was: a challenge's id lets whoever holds it guess at its code, so only the browser that
 * started it knows it (domain/ownInitiations.ts resumes it from there); anyone else gets the countdown.
 * The server still sends `id: null` on the wire, which the app of before issue 28 reads as "only the wait".
 */
export interface CodeAlreadySent {
  readonly mobileNo: string;
  /** Seconds until another code may be asked for (1 to RESEND_COUNTDOWN_SECONDS). */
  readonly secondsLeft: number;
}

export const CODE_ALREADY_SENT = 'codeAlreadySent';

/** The CodeAlreadySent of an error's extensions, or null when they carry none (or a malformed one). */
export function readCodeAlreadySent(extensions: unknown): CodeAlreadySent | null {
  if (typeof extensions !== 'object' || extensions === null || !(CODE_ALREADY_SENT in extensions)) return null;
  const value: unknown = (extensions as Record<string, unknown>)[CODE_ALREADY_SENT];
  if (typeof value !== 'object' || value === null) return null;
  const { mobileNo, secondsLeft } = value as Record<string, unknown>;
  if (typeof mobileNo !== 'string' || typeof secondsLeft !== 'number' || !Number.isFinite(secondsLeft)) return null;
  return { mobileNo, secondsLeft: Math.min(RESEND_COUNTDOWN_SECONDS, Math.max(0, Math.ceil(secondsLeft))) };
}

export function codeSentTo(last4: string): string {
  return t('signIn.codeSentTo', { last4 });
}

/**
 * Sign-in texts in the active language: chat events and replies of spec 000 §8, plus our expiry and lockout
 * replies and the code asked for again within the minute (the spec words only a code sent now). A function,
 * so each text is worded when it is shown, in the language chosen by then.
 */
export interface AuthText {
  readonly codeSentEvent: string;
  readonly verifiedEvent: string;
  readonly sendFailedEvent: string;
  readonly verifyFailedEvent: string;
  readonly resent: string;
  readonly smsDelay: string;
  readonly wrongCode: string;
  readonly expired: string;
  readonly locked: string;
  readonly codeSentTo: (last4: string) => string;
  readonly codeAlreadySentTo: (last4: string) => string;
}

export function authText(): AuthText {
  return {
    codeSentEvent: t('signIn.codeSentEvent'),
    verifiedEvent: t('signIn.verifiedEvent'),
    sendFailedEvent: t('signIn.sendFailedEvent'),
    verifyFailedEvent: t('signIn.verifyFailedEvent'),
    resent: t('signIn.resent'),
    smsDelay: t('signIn.smsDelay'),
    wrongCode: t('signIn.wrongCode'),
    expired: t('signIn.expired'),
    locked: t('signIn.locked'),
    codeSentTo,
    codeAlreadySentTo: (last4) => t('signIn.codeAlreadySentTo', { last4 }),
  };
}
