import type { Services } from './context';
import type { Logger } from './logger';

/** One periodic job of the server (server/jobs/periodicJobs.ts lists them all). */
export interface PeriodicJob {
  /** Names its failures in the log ('hold sweep failed'). */
  readonly name: string;
  readonly intervalMs: number;
  /** Also run once at start, and the server listens only after that run (work a crash may have left behind). */
  readonly immediately?: boolean;
  readonly run: (services: Services) => Promise<unknown>;
}

export interface Periodic {
  /** No further run starts; resolves when the run in flight (if any) has ended, so shutdown can close the database after it. */
  stop(): Promise<void>;
  /** The run at start (options.immediately) has ended; at once without one. The server listens only after it. */
  readonly started: Promise<void>;
}

export interface PeriodicOptions {
  /** Also run once at start, not only after the first interval (work a crash may have left behind). */
  readonly immediately?: boolean;
}

/**
 * Runs `task` every `intervalMs`, one run at a time (a slow database never piles them up), logging a
 * failure and going on. The timer never keeps the process alive on its own. Every instance runs it: a
 * task that must happen once across instances takes its lock itself (server/jobs/onceOnly.ts).
 */
export function startPeriodic(
  logger: Logger,
  name: string,
  intervalMs: number,
  task: () => Promise<unknown>,
  options: PeriodicOptions = {},
): Periodic {
  let running: Promise<void> | null = null;
  const run = (): Promise<void> | null => {
    if (running !== null) return null;
    running = task()
      .then(
        () => undefined,
        (error: unknown) => logger.error({ err: error }, `${name} failed`),
      )
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  const started = options.immediately === true ? (run() ?? Promise.resolve()) : Promise.resolve();
  return {
    started,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
