// Types only: the socket's implementation (./socket) and graphql-ws load on first use (see createLazyLiveSocket).
import type { SubscribePayload, createClient } from 'graphql-ws';
import type { ExecutionResult } from '@urql/core';

/** The observable shape urql's subscriptionExchange expects (@urql/core does not export its own). */
export interface ObserverLike<T> {
  readonly next: (value: T) => void;
  readonly error: (error: unknown) => void;
  readonly complete: () => void;
}
interface ObservableLike<T> {
  readonly subscribe: (observer: ObserverLike<T>) => { readonly unsubscribe: () => void };
}

export interface LiveSocketOptions {
  /** ws(s)://host/graphql?access_token=… — read at every (re)connect so a fresh login is used. */
  readonly url: () => string;
  readonly onConnected: () => void;
  readonly onError: (error: unknown) => void;
  /** Test seam: graphql-ws's own factory (imported on first use) by default. */
  readonly create?: typeof createClient;
}

/**
 * The websocket behind live updates (implemented by createLiveSocket in ./socket). graphql-ws alone cannot
 * close a socket with 1000 and come back (a disposed client is gone for good), so the socket keeps the list
 * of live subscriptions and moves them to a new graphql-ws client on resume; the urql observers never see
 * the swap. A lost socket is reconnected without end (capped backoff); one graphql-ws will not retry (a
 * fatal close code) parks the subscriptions for the next resume instead of ending them.
 */
export interface LiveSocket {
  readonly subscribe: (payload: SubscribePayload) => ObservableLike<ExecutionResult>;
  /** Closes the socket with code 1000 (page hidden or left); live subscriptions wait for resume. */
  readonly pause: () => void;
  /** Opens a new socket (lazily) and re-subscribes everything that was live. */
  readonly resume: () => void;
  readonly dispose: () => void;
}

/** Makes the socket itself: createLiveSocket with graphql-ws, both loaded by `load`. */
export type CreateLiveSocket = (options: LiveSocketOptions) => LiveSocket;

export interface LazyLiveSocketOptions extends LiveSocketOptions {
  /** Test seam: imports ./socket with graphql-ws (one chunk, one round trip) by default. */
  readonly load?: () => Promise<CreateLiveSocket>;
}

const loadLiveSocket = async (): Promise<CreateLiveSocket> => (await import('./socketLoaded')).createLoadedLiveSocket;

/** A subscription made before the socket's code was handed over; started on the socket once it is. */
interface Waiting {
  readonly payload: SubscribePayload;
  readonly observer: ObserverLike<ExecutionResult>;
  live: { readonly unsubscribe: () => void } | null;
}

/**
 * The app's LiveSocket, whose code (reconnect, pause and resume, parked subscriptions) loads with graphql-ws
 * when a socket is first wanted: on the first subscription of a visible page or the first resume, the
 * moments createLiveSocket itself would import graphql-ws. The chat home subscribes to nothing before its
 * first bubble, so neither is on its first load.
 *
 * Until then it keeps what createLiveSocket keeps while graphql-ws loads: the subscriptions and whether a
 * socket is wanted (the last of resume and pause). The loaded socket takes over once one is wanted, opening
 * one socket for every waiting subscription. A failed import is reported through onError like a socket
 * error and tried again on the next subscription or resume.
 */
export function createLazyLiveSocket(options: LazyLiveSocketOptions): LiveSocket {
  const { load = loadLiveSocket, ...socketOptions } = options;
  let create: CreateLiveSocket | null = null;
  let socket: LiveSocket | null = null;
  let loading = false;
  let wanted = false;
  const waiting = new Set<Waiting>();

  function resume(): void {
    if (socket !== null) {
      socket.resume();
      return;
    }
    wanted = true;
    if (create === null) {
      if (loading) return;
      loading = true;
      load().then(
        (loaded) => {
          loading = false;
          create = loaded;
          if (wanted) resume();
        },
        (error: unknown) => {
          loading = false;
          options.onError(error);
        },
      );
      return;
    }
    // Opened first, so every waiting subscription starts on the one socket.
    const next = create(socketOptions);
    socket = next;
    next.resume();
    for (const entry of waiting) entry.live = next.subscribe(entry.payload).subscribe(entry.observer);
    waiting.clear();
  }

  return {
    subscribe: (payload) => ({
      subscribe: (observer) => {
        if (socket !== null) return socket.subscribe(payload).subscribe(observer);
        const entry: Waiting = { payload, observer, live: null };
        waiting.add(entry);
        // As the socket does: a hidden page waits for resume, a visible one wants its socket now.
        if (document.visibilityState !== 'hidden') resume();
        return {
          unsubscribe: () => {
            if (entry.live !== null) entry.live.unsubscribe();
            else waiting.delete(entry);
          },
        };
      },
    }),
    pause: () => {
      if (socket !== null) socket.pause();
      else wanted = false;
    },
    resume,
    dispose: () => {
      if (socket !== null) {
        socket.dispose();
        return;
      }
      // As the socket forgets its subscriptions on dispose; a load under way opens nothing.
      wanted = false;
      waiting.clear();
    },
  };
}

/** ws(s)://<this host>/graphql?access_token=<token>; the server reads the token from the query. */
export function socketUrl(location: Pick<Location, 'protocol' | 'host'>, token: string | null): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const query = token === null ? '' : `?access_token=${encodeURIComponent(token)}`;
  return `${scheme}//${location.host}/graphql${query}`;
}

/**
 * Closes the socket when the page is hidden or left and reconnects when it is visible again.
 * @public Re-exported by clientCode.ts, whose namespace lazyClient.ts calls it on (knip does not follow that).
 */
export function followPageVisibility(socket: LiveSocket, target: Window = window): () => void {
  const onVisibility = (): void => {
    if (target.document.visibilityState === 'hidden') socket.pause();
    else socket.resume();
  };
  const onPageHide = (): void => socket.pause();
  const onPageShow = (): void => {
    if (target.document.visibilityState !== 'hidden') socket.resume();
  };
  target.document.addEventListener('visibilitychange', onVisibility);
  target.addEventListener('pagehide', onPageHide);
  target.addEventListener('pageshow', onPageShow);
  return () => {
    target.document.removeEventListener('visibilitychange', onVisibility);
    target.removeEventListener('pagehide', onPageHide);
    target.removeEventListener('pageshow', onPageShow);
  };
}
