import type { Logger } from './logger';

/**
 * Runs `task` every `intervalMs`, one run at a time (a slow database never piles them up), logging a
 * failure and going on. The timer never keeps the process alive on its own.
 */
export function startPeriodic(logger: Logger, name: string, intervalMs: number, task: () => Promise<unknown>): { stop(): void } {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    task()
      .catch((error: unknown) => logger.error({ err: error }, `${name} failed`))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
