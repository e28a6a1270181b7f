import type { SessionStore } from '../session/sessionStore';

let started = false;

/**
 * Starts the recorded runs' uploader once per page, for tenants that record runs, in idle time after the whole
 * assistant loaded: the recorder, the masking (which replays the run) and the uploader are a chunk of their own, never
 * on the chat home's first frame (docs/PERFORMANCE.md). Until it attaches, the inspection hub keeps the records.
 */
export function recordRunsWhenIdle(session: SessionStore): void {
  // Folded at build (vite.config.ts): a tenant that records no runs has neither this import nor its chunks.
  if (!__TENANT__.recordedRuns.enabled || started) return;
  started = true;
  const load = (): void =>
    void import('./recordRuns').then(
      ({ recordRuns }) => recordRuns(session),
      (error: unknown) => {
        // Offline: this page records nothing more; the chat is not affected.
        started = false;
        if (import.meta.env.DEV) console.warn('The recorded runs could not be loaded', error);
      },
    );
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 5_000 });
  else setTimeout(load, 1_000);
}
