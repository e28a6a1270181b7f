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

export function codeSentTo(last4: string): string {
  return `I sent a 4-digit code to your number ending in ${last4}`;
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
} as const;
