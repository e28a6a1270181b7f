/**
 * Registers the service worker once the page has loaded, from a chunk of its own: nothing of it is in the chat
 * home's initial JavaScript (bench/bundleSize.ts), and the worker's precache downloads never compete with the
 * first screen's. Production builds only: never under Vite's dev server nor in unit tests.
 */
export function registerServiceWorkerAfterLoad(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = (): void =>
    void import('./serviceWorker').then(({ registerServiceWorker }) => registerServiceWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
