import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import type { RedisConnections } from '../redis/connect';

/** A check that has not answered by then counts as down: a hung database must not hang the probe. */
const READINESS_TIMEOUT_MS = 2000;

export interface ReadinessAnswer {
  readonly status: 200 | 503;
  /** 'ready', 'draining', or 'down: database, redis' naming what did not answer. */
  readonly body: string;
}

/**
 * /readyz: whether this instance should get traffic. Not while it drains (shutdown began: the balancer
 * moves on), nor while the database (`select 1`) or Redis, when configured, does not answer. /healthz
 * stays liveness only: a database outage must not get every instance restarted.
 */
export async function readiness(db: Db, redis: RedisConnections | null, draining: boolean): Promise<ReadinessAnswer> {
  if (draining) return { status: 503, body: 'draining' };
  const [database, cache] = await Promise.all([
    answers(async () => {
      await db.execute(sql`select 1`);
      return true;
    }),
    redis === null ? Promise.resolve(true) : answers(() => redis.ping()),
  ]);
  const down = [...(database ? [] : ['database']), ...(cache ? [] : ['redis'])];
  return down.length === 0 ? { status: 200, body: 'ready' } : { status: 503, body: `down: ${down.join(', ')}` };
}

/** True when `check` resolves true within READINESS_TIMEOUT_MS; false when it fails, says false or is late. */
async function answers(check: () => Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), READINESS_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().catch(() => false), late]);
  } finally {
    clearTimeout(timer);
  }
}
