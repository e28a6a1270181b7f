import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Named moments between a payment's database writes and its outside calls, where the crash-point suite
 * (tests/server/crashPoints.test.ts) kills the server to prove that nothing is lost (docs/PAYMENTS.md § Crashes).
 * A server started with CARECHAT_CRASH_POINTS=1 (never in production: startServer refuses it) takes
 * POST /dev/crash-point {"at": "<name>"}; the next request that reaches that point then ends the process with
 * SIGKILL at once, as a power cut would: no drain, no rollback of what was committed, no answer sent.
 */
const CRASH_POINTS = [
  /** initiateBooking committed the booking; the signed form never reached the browser. */
  'initiateBooking.afterCommit',
  /** Quick pay committed its claim of the booking; the saved card was not charged yet. */
  'quickPay.afterClaim',
  /** The gateway charged the saved card; the merchant has not settled. */
  'quickPay.afterCharge',
  /** The sandbox gateway recorded a card page's payment; the merchant was not notified yet. */
  'gateway.afterRecord',
  /** The merchant is settling a gateway result (notification, browser callback, charge or query); not committed. */
  'settle.beforeCommit',
  /** The settlement committed; nothing announced or answered yet. */
  'settle.afterCommit',
  /** A refund request committed; nothing announced or answered yet. */
  'refund.afterCommit',
] as const;

export type CrashPoint = (typeof CRASH_POINTS)[number];

const CRASH_POINTS_ENV = 'CARECHAT_CRASH_POINTS';
export const CRASH_POINT_PATH = '/dev/crash-point';

/** The point this process dies at; test-only state, one per process by nature. */
let armed: CrashPoint | null = null;

function isCrashPoint(value: unknown): value is CrashPoint {
  return typeof value === 'string' && (CRASH_POINTS as readonly string[]).includes(value);
}

/** Whether this server takes crash points (CARECHAT_CRASH_POINTS=1); production refuses to start with it set. */
export function crashPointsEnabled(production: boolean): boolean {
  const enabled = process.env[CRASH_POINTS_ENV] === '1';
  if (enabled && production)
    throw new Error(`${CRASH_POINTS_ENV} is for the crash-point tests and must not be set in production`);
  return enabled;
}

/** Kills this process here when the test armed this point; otherwise nothing. */
export function crashPoint(point: CrashPoint): void {
  if (armed !== point) return;
  // Written synchronously: the log stream would not flush before the kill.
  process.stderr.write(`crash point ${point}: SIGKILL\n`);
  process.kill(process.pid, 'SIGKILL');
}

/** POST /dev/crash-point {"at": name}: arms a point (204), 400 for a name that is none. */
export async function handleCrashPointRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
  let body = '';
  for await (const chunk of req) body += String(chunk);
  let at: unknown;
  try {
    at = (JSON.parse(body) as { at?: unknown }).at;
  } catch {
    at = undefined;
  }
  if (req.method !== 'POST' || !isCrashPoint(at)) {
    res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(`Name one of: ${CRASH_POINTS.join(', ')}`);
    return;
  }
  armed = at;
  res.writeHead(204);
  res.end();
}
