import type { Services } from '../context';
import { holdSweepJob } from '../modules/appointments';
import { orphanBlobSweepJob } from '../modules/blobs';
import { appointmentRemindersJob } from '../modules/reminders';
import { viewableReportsJob } from '../modules/reports';
import { runRetentionJob } from '../modules/runs';
import { startPeriodic, type PeriodicJob } from '../periodic';
import { rateLimitSweepJob } from '../rateLimitSweep';
import { gatewayNotifierJob } from '../sandbox/notifier';

/** Every periodic job of the server: startServer starts them all and closes them all by walking this list. */
export const PERIODIC_JOBS: readonly PeriodicJob[] = [
  // Temporary bookings never paid give their place back (docs/decisions/0015-booking-and-payment.md: hold of 15 minutes), once the
  // gateway was asked about their payments; quick pay claims left by a crash are recovered (docs/PAYMENTS.md).
  holdSweepJob,
  // The sandbox gateway's merchant notifications, retried until taken (docs/PAYMENTS.md § Notifications).
  gatewayNotifierJob,
  // Rows of the database's rate limits whose window ended (no Redis: server/rateLimit.ts).
  rateLimitSweepJob,
  // Images uploaded but never sent in a chat go after a day (docs/decisions/0007-agent-chat.md).
  orphanBlobSweepJob,
  // Lab reports that became viewable (15 minutes after verification) are announced by SMS once.
  viewableReportsJob,
  // Appointment reminders and alerts by SMS, each once (issue 20, server/modules/reminders/).
  appointmentRemindersJob,
  // Recorded assistant runs go after the tenant's retention days (issue 33, server/modules/runs/).
  runRetentionJob,
];

export interface RunningJobs {
  /** The runs at start (jobs marked immediately) have ended: the server listens only after. */
  readonly started: Promise<void>;
  /** No further run starts; resolves when every run in flight has ended. */
  stop(): Promise<void>;
}

export function startJobs(services: Services, jobs: readonly PeriodicJob[] = PERIODIC_JOBS): RunningJobs {
  const running = jobs.map((job) =>
    startPeriodic(services.logger, job.name, job.intervalMs, () => job.run(services), {
      immediately: job.immediately,
    }),
  );
  return {
    started: Promise.all(running.map((job) => job.started)).then(() => undefined),
    stop: () => Promise.all(running.map((job) => job.stop())).then(() => undefined),
  };
}
