/**
 * Growing delays instead of lockouts (issue 28): after a number of free failures, each further attempt
 * must wait a time that doubles with every failure, up to a cap. The right code or password after the
 * wait always goes through, so nobody can lock the owner out; guessing is slowed to one try per cap.
 */
export interface GrowingDelayRule {
  /** Failures in the window that cost no wait. */
  readonly freeFailures: number;
  /** The wait after the first failure beyond the free ones; it doubles with each further failure. */
  readonly firstWaitMs: number;
  /** The wait never grows beyond this: what the owner waits at most. */
  readonly capMs: number;
  /** Failures are counted in a window that opens at the first one (rate-limiter-flexible's fixed window). */
  readonly windowMs: number;
}

/** How long the next attempt must wait after the `failures`-th failure of the window (0 while free). */
export function growingDelayMs(
  rule: Pick<GrowingDelayRule, 'freeFailures' | 'firstWaitMs' | 'capMs'>,
  failures: number,
): number {
  const beyond = failures - rule.freeFailures;
  if (beyond <= 0) return 0;
  // 2^30 is far past any cap; the bound only keeps the power finite.
  return Math.min(rule.capMs, rule.firstWaitMs * 2 ** Math.min(beyond - 1, 30));
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Staff sign-in per username: 5 free failures an hour, then 1, 2, 4 … seconds, at most a minute. Guessing
 * one password runs at one try a minute at best; its owner waits at most a minute for the next try.
 */
export const STAFF_USERNAME_DELAY: GrowingDelayRule = {
  freeFailures: 5,
  firstWaitMs: 1000,
  capMs: MINUTE_MS,
  windowMs: HOUR_MS,
};

/**
 * Staff sign-in per client address (a hospital's staff often share one): 30 free failures an hour, then
 * 1, 2, 4 … seconds, at most 5 minutes. Longer than the username's cap, so one address cannot keep a
 * username waiting: between its tries the username's wait lapses.
 */
export const STAFF_ADDRESS_DELAY: GrowingDelayRule = {
  freeFailures: 30,
  firstWaitMs: 1000,
  capMs: 5 * MINUTE_MS,
  windowMs: HOUR_MS,
};

/**
 * Wrong sign-in codes per client address, across numbers: 10 free an hour, then 1, 2, 4 … seconds, at
 * most 5 minutes (CODE_REQUESTS... aside, an address could otherwise try 5 codes of each of its 20 codes
 * an hour). Raised behind a proxy (WRONG_CODES_PER_ADDRESS_PER_HOUR), where every patient shares its address.
 */
export const WRONG_CODES_PER_ADDRESS_DELAY: GrowingDelayRule = {
  freeFailures: 10,
  firstWaitMs: 1000,
  capMs: 5 * MINUTE_MS,
  windowMs: HOUR_MS,
};

/** Whole seconds of a wait, at least 1 (a wait is never shown as 0). */
export function waitSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

/** 'Please try again in 12 seconds.' / 'in 1 minute 5 seconds.': the detail of ARO-E1034. */
export function tryAgainIn(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  const parts = [
    minutes > 0 ? `${String(minutes)} minute${minutes === 1 ? '' : 's'}` : '',
    rest > 0 ? `${String(rest)} second${rest === 1 ? '' : 's'}` : '',
  ].filter((part) => part !== '');
  return `Please try again in ${parts.join(' ')}.`;
}

/** The GraphQL error extension of ARO-E1034 carrying the wait, so a screen can count it down. */
export const RETRY_AFTER_SECONDS = 'retryAfterSeconds';

/** The seconds to wait an error's extensions carry (ARO-E1034), or null when none. */
export function readRetryAfterSeconds(extensions: unknown): number | null {
  if (typeof extensions !== 'object' || extensions === null || !(RETRY_AFTER_SECONDS in extensions)) return null;
  const value: unknown = (extensions as Record<string, unknown>)[RETRY_AFTER_SECONDS];
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.ceil(value) : null;
}
