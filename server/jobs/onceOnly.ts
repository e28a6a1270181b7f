import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';

/** The transaction a once-only job works in (the one holding its lock). */
export type JobTx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Every job that must run in one instance at a time, with its advisory lock key. The numbers are the
 * lock's identity in the database: never renumber one, only add.
 */
export const ONCE_ONLY_JOBS = {
  holdSweep: 1,
  orphanBlobSweep: 2,
  reportReadyNotifier: 3,
  /** Appointment reminders and alerts (issue 20, server/modules/reminders/). */
  appointmentReminders: 4,
  /** The sandbox gateway's merchant notifications (issue 28, server/sandbox/notifier.ts). */
  gatewayNotifier: 5,
  /** Payments left unsettled by a crash or a lost browser (issue 28, server/modules/payments/recovery.ts). */
  paymentRecovery: 6,
  /** Recorded runs past the tenant's retention (issue 33, server/modules/runs/retention.ts). */
  recordedRunsRetention: 7,
} as const;

export type OnceOnlyJob = keyof typeof ONCE_ONLY_JOBS;

/**
 * First key of the two-key advisory lock form: our jobs' own key space. PostgreSQL keeps the two-int4 form
 * apart from the one-bigint form (the seed's and the sign-in codes' hashtext locks), so they never collide.
 */
const JOB_LOCK_SPACE = 19_000;

export type OnceOnlyResult<T> = { readonly ran: true; readonly value: T } | { readonly ran: false };

/**
 * Runs held here, per database handle. PGlite is one connection and advisory locks are re-entrant within a
 * connection, so there the lock alone would let a second run of this process in (after waiting for the
 * first's transaction); this claim makes it skip as another instance's run would. Per handle, so two
 * instances with their own pools (tests/scale) still meet only at the database's lock.
 */
const runningHere = new WeakMap<Db, Set<OnceOnlyJob>>();

/**
 * Runs `work` in a transaction holding `pg_try_advisory_xact_lock(JOB_LOCK_SPACE, key of job)`, or skips
 * at once when another instance (or another run here) holds it: of several instances sweeping at the same
 * moment one works, the others skip to their next round. The lock goes with the transaction (commit,
 * rollback or a dropped connection), so a crashed instance never keeps it.
 * Why not a queue (pg-boss, graphile-worker): both need Node ≥ 22, and a periodic sweep needs no queue.
 * The lock only saves duplicate work: `work` must stay idempotent (conditional updates that re-check
 * their rows), since two runs can follow each other.
 */
export async function onceOnly<T>(
  db: Db,
  job: OnceOnlyJob,
  work: (tx: JobTx) => Promise<T>,
): Promise<OnceOnlyResult<T>> {
  let running = runningHere.get(db);
  if (running === undefined) {
    running = new Set();
    runningHere.set(db, running);
  }
  if (running.has(job)) return { ran: false };
  running.add(job);
  try {
    return await db.transaction(async (tx): Promise<OnceOnlyResult<T>> => {
      if (!(await tryJobLock(tx, job))) return { ran: false };
      return { ran: true, value: await work(tx) };
    });
  } finally {
    running.delete(job);
  }
}

/** Takes the job's lock for the rest of the transaction; false when someone else holds it. */
async function tryJobLock(tx: Pick<JobTx, 'execute'>, job: OnceOnlyJob): Promise<boolean> {
  const result = await tx.execute(
    sql`select pg_try_advisory_xact_lock(${JOB_LOCK_SPACE}::int, ${ONCE_ONLY_JOBS[job]}::int) as locked`,
  );
  // Both drivers (node-postgres and PGlite) answer { rows: [...] }; the shared Db type leaves it unknown.
  const [row] = (result as { readonly rows: readonly { readonly locked: unknown }[] }).rows;
  return row?.locked === true;
}
