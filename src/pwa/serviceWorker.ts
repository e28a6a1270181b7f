/** The worker vite-plugin-pwa generates at the root of the build (vite.config.ts). */
const SERVICE_WORKER_URL = '/sw.js';

/**
 * The update flow (docs-pwa.md, Decisions): a new build's worker installs in the background and waits; it takes over at
 * the next visit after every tab of the app has closed. Nothing here skips waiting, claims open pages or reloads: an
 * open chat (a booking half done, a call) is never reloaded under the patient. The browser's own register() is
 * all this needs (workbox-window's events would only serve an update prompt, which we do not show).
 */
export async function registerServiceWorker(): Promise<void> {
  try {
    await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  } catch {
    // No worker (private mode, a refused registration): the app works online as before; nothing to tell the patient.
  }
}
