import { useSyncExternalStore } from 'react';

/**
 * Whether the browser says it is online, kept current by its online/offline events: the same signal the
 * connection machine reads (src/lib/connection.tsx), here for a block that only needs to know whether
 * something from another host (the map) can load. The server render has no network to ask about: online.
 */
export function useBrowserOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}
