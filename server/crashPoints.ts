/**
 * Named moments between a payment's database writes and its outside calls, where the crash-point suite
 * (tests/crash/) kills the server to prove that nothing is lost (docs/PAYMENTS.md § Crashes). A test arms one
 * by starting the server process with CARECHAT_CRASH_AT=<name>; reaching it then ends the process with
 * SIGKILL at once, as a power cut would: no drain, no rollback of what was committed, no answer sent.
 * Production refuses to start with one armed (assertCrashPointsOff).
 */
export const CRASH_POINTS = [
  /** initiateBooking committed the booking; the signed form never reached the browser. */
  'initiateBooking.afterCommit',
  /** Quick pay committed its claim of the booking; the saved card was not charged yet. */
  'quickPay.afterClaim',
  /** The gateway charged the saved card; the merchant has not settled. */
  'quickPay.afterCharge',
  /** The sandbox gateway recorded a card page's payment; the merchant was not notified yet. */
  'gateway.afterRecord',
  /** The merchant took a gateway result (notification, browser callback or query); nothing settled yet. */
  'settle.beforeCommit',
  /** The settlement committed; nothing announced or answered yet. */
  'settle.afterCommit',
  /** A refund request committed; nothing announced or answered yet. */
  'refund.afterCommit',
] as const;

export type CrashPoint = (typeof CRASH_POINTS)[number];

export const CRASH_POINT_ENV = 'CARECHAT_CRASH_AT';

function armed(): string | undefined {
  const value = process.env[CRASH_POINT_ENV];
  return value === undefined || value === '' ? undefined : value;
}

/** Refuses an armed crash point in production, and a name that is not one (a typo would test nothing). */
export function assertCrashPointsOff(production: boolean): void {
  const point = armed();
  if (point === undefined) return;
  if (production) throw new Error(`${CRASH_POINT_ENV} is for the crash-point tests and must not be set in production`);
  if (!(CRASH_POINTS as readonly string[]).includes(point)) throw new Error(`${CRASH_POINT_ENV}=${point} names no crash point (server/crashPoints.ts)`);
}

/** Kills this process here when the test armed this point; otherwise nothing. */
export function crashPoint(point: CrashPoint): void {
  if (armed() !== point) return;
  // Written synchronously: the log stream would not flush before the kill.
  process.stderr.write(`crash point ${point}: SIGKILL\n`);
  process.kill(process.pid, 'SIGKILL');
}
