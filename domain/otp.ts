/** Codes are integers 1000–9999: the API takes `code: Int`, so a code never has a leading zero. */
export const OTP_LENGTH = 4;
export const OTP_MIN = 1000;
export const OTP_MAX = 9999;
/** Resend is blocked until this countdown ends (spec 000 §4, §9). */
export const RESEND_COUNTDOWN_SECONDS = 60;
export const OTP_TTL_MS = 300_000;
export const OTP_MAX_WRONG_TRIES = 5;
export const OTP_MAX_SENDS_PER_HOUR = 5;
/**
 * Caps over a rolling 24 hours per number, across all its codes: without them 5 codes an hour with 5
 * tries each would allow 25 guesses an hour against 9,000 codes.
 */
export const OTP_MAX_WRONG_TRIES_PER_DAY = 10;
export const OTP_MAX_SENDS_PER_DAY = 10;
/** Code requests per client address an hour (spreading requests over many numbers). */
export const OTP_MAX_REQUESTS_PER_ADDRESS_PER_HOUR = 20;

export const OTP_MESSAGES = {
  empty: 'Type verification code we sent you SMS',
  length: 'verification code should have 4 digits!',
} as const;

export function otpError(input: string): string | null {
  const value = input.trim();
  if (value === '') return OTP_MESSAGES.empty;
  return /^\d{4}$/.test(value) ? null : OTP_MESSAGES.length;
}

/** Remaining resend time as m:ss ('0:59'); never negative. */
export function formatCountdown(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${minutes}:${String(rest).padStart(2, '0')}`;
}

/**
 * What ARO-E1031 (a code was sent to the number less than a minute ago) carries in its GraphQL error
 * extensions under CODE_ALREADY_SENT, so the patient is asked for that code with the countdown instead
 * of being refused. `id` is the code's initiation, or null when it can no longer be used (verified
 * already, or locked by wrong tries): then there is nothing to type, only the wait.
 */
export interface CodeAlreadySent {
  readonly id: string | null;
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
  const { id, mobileNo, secondsLeft } = value as Record<string, unknown>;
  if ((id !== null && typeof id !== 'string') || typeof mobileNo !== 'string' || typeof secondsLeft !== 'number' || !Number.isFinite(secondsLeft)) return null;
  return { id, mobileNo, secondsLeft: Math.min(RESEND_COUNTDOWN_SECONDS, Math.max(0, Math.ceil(secondsLeft))) };
}

export function codeSentTo(last4: string): string {
  return `I sent a 4-digit code to your number ending in ${last4}`;
}

/** Ours (the spec words only a code sent now): the code asked for is one sent less than a minute ago. */
export function codeAlreadySentTo(last4: string): string {
  return `I already sent a 4-digit code to your number ending in ${last4} less than a minute ago. Please type that code.`;
}

/** Sign-in texts: chat events and replies of spec 000 §8, plus our expiry and lockout replies. */
export const AUTH_TEXT = {
  codeSentEvent: 'OTP sent successfully',
  verifiedEvent: 'OTP verified successfully',
  sendFailedEvent: 'OTP sending failure',
  verifyFailedEvent: 'OTP verification failure',
  resent: 'OTP Resent',
  smsDelay: 'There may be SMS delays. Please wait and check again your SMS.',
  wrongCode: 'that is not the code I sent you',
  expired: 'That code has expired. Tap Resend OTP for a new one.',
  locked: 'Too many wrong codes. Tap Resend OTP for a new one.',
  codeSentTo,
  codeAlreadySentTo,
} as const;
