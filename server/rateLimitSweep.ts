import { lt } from 'drizzle-orm';
import { rateLimits } from './db/schema';
import type { PeriodicJob } from './periodic';

/** How often expired rows of the durable limiters are deleted, and how long after their window they may stay. */
const SWEEP_EVERY_MS = 5 * 60_000;

/**
 * Deletes the rows of the database's rate limits whose window ended (server/rateLimit.ts, no Redis): keys
 * of one-off addresses must not pile up. Idempotent, so every instance may run it. Real time, as the
 * library writes `expire` on it.
 */
export const rateLimitSweepJob: PeriodicJob = {
  name: 'rate limit sweep',
  intervalMs: SWEEP_EVERY_MS,
  run: (services) => services.db.delete(rateLimits).where(lt(rateLimits.expire, new Date())),
};
