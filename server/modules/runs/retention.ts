import { and, eq, lt } from 'drizzle-orm';
import type { Services } from '../../context';
import { onceOnly } from '../../jobs/onceOnly';
import type { PeriodicJob } from '../../periodic';
import { recordedRuns } from './tables';

const DAY_MS = 24 * 60 * 60 * 1000;
const RETENTION_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes the tenant's recorded runs started more than `tenant.recordedRuns.retentionDays` ago, with their openings
 * (cascade); a chat handed over from one keeps the chat and loses the link. Also when the switch is now off: runs
 * recorded while it was on still go on time. One instance at a time (onceOnly); 0 when another is deleting.
 */
export async function deleteExpiredRuns(services: Services): Promise<number> {
  const before = new Date(services.now() - services.tenant.recordedRuns.retentionDays * DAY_MS);
  const run = await onceOnly(services.db, 'recordedRunsRetention', async (tx) => {
    const deleted = await tx
      .delete(recordedRuns)
      .where(and(eq(recordedRuns.tenant, services.tenant.id), lt(recordedRuns.startedAt, before)))
      .returning({ id: recordedRuns.id });
    return deleted.length;
  });
  return run.ran ? run.value : 0;
}

/** Recorded runs past the tenant's retention are deleted every hour (docs/decisions/0065-recorded-runs-storage.md). */
export const runRetentionJob: PeriodicJob = {
  name: 'recorded runs retention',
  intervalMs: RETENTION_INTERVAL_MS,
  run: (services) => deleteExpiredRuns(services),
};
