import type { AppClient, AppClientOptions } from './client';

type ClientCode = typeof import('./clientCode');

let code: ClientCode | null = null;
let loading: Promise<ClientCode> | null = null;

/**
 * Loads the client's code once; a chunk that failed to load (offline) is fetched again on the next call.
 * main.tsx calls it before the first render when the first screen queries at once (the flat dashboard).
 */
export function loadClientCode(): Promise<ClientCode> {
  return (loading ??= import('./clientCode').then(
    (loaded) => (code = loaded),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  ));
}

/** The app's urql client, created once its code is there: synchronously if it already is. */
export interface LazyAppClient {
  readonly current: () => AppClient | null;
  /** The client, loading its code first if needed; the same promise until it fails. */
  readonly ready: () => Promise<AppClient>;
  readonly subscribe: (listener: () => void) => () => void;
  /** Loads the client now and, once there, ties its socket to page visibility; the cleanup disposes the socket. */
  readonly run: () => () => void;
}

export function createLazyAppClient(options: AppClientOptions): LazyAppClient {
  let app: AppClient | null = code?.createAppClient(options) ?? null;
  let pending: Promise<AppClient> | null = app === null ? null : Promise.resolve(app);
  const listeners = new Set<() => void>();

  const ready = (): Promise<AppClient> =>
    (pending ??= loadClientCode().then(
      (loaded) => {
        app ??= loaded.createAppClient(options);
        for (const listener of listeners) listener();
        return app;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));

  return {
    current: () => app,
    ready,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    run: () => {
      let stop: (() => void) | null = null;
      let stopped = false;
      ready().then(
        (running) => {
          if (stopped || code === null) return;
          const unfollow = code.followPageVisibility(running.socket);
          stop = () => {
            unfollow();
            running.socket.dispose();
          };
        },
        // Nothing to follow yet: the screen that needs the client asks again (and shows the failure).
        () => undefined,
      );
      return () => {
        stopped = true;
        stop?.();
      };
    },
  };
}
