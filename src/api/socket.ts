// Types only: graphql-ws itself is loaded on demand (see createLiveSocket), off the chat home's first load.
import type { Client as WsClient, SubscribePayload, createClient } from 'graphql-ws';
import type { ExecutionResult } from '@urql/core';

/** The observable shape urql's subscriptionExchange expects (@urql/core does not export its own). */
export interface ObserverLike<T> {
  readonly next: (value: T) => void;
  readonly error: (error: unknown) => void;
  readonly complete: () => void;
}
export interface ObservableLike<T> {
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
 * The websocket behind live updates. graphql-ws alone cannot close a socket with 1000 and come back
 * (a disposed client is gone for good), so this keeps the list of live subscriptions and moves them
 * to a new graphql-ws client on resume; the urql observers never see the swap. A lost socket is
 * reconnected without end (capped backoff); one graphql-ws will not retry (a fatal close code) parks
 * the subscriptions for the next resume instead of ending them.
 *
 * graphql-ws is imported the first time a socket is wanted (first subscribe or resume): the chat home
 * subscribes to nothing before its first bubble, so the library stays out of its first load.
 */
export interface LiveSocket {
  readonly subscribe: (payload: SubscribePayload) => ObservableLike<ExecutionResult>;
  /** Closes the socket with code 1000 (page hidden or left); live subscriptions wait for resume. */
  readonly pause: () => void;
  /** Opens a new socket (lazily) and re-subscribes everything that was live. */
  readonly resume: () => void;
  readonly dispose: () => void;
}

interface Live {
  readonly payload: SubscribePayload;
  readonly observer: ObserverLike<ExecutionResult>;
  /** Stops the subscription on the current graphql-ws client and silences it; null while paused. */
  stop: (() => void) | null;
}

const RECONNECT_BASE_MS = 1000;
const RECONNECT_MAX_MS = 30_000;
const RECONNECT_JITTER_MS = 1000;

/**
 * The wait before reconnect attempt `retries` (from 0): 1 s, 2 s, 4 s … up to 30 s, plus up to 1 s of
 * jitter so the tabs of a network that comes back do not all reconnect at once.
 */
export function reconnectDelay(retries: number, random: () => number = Math.random): number {
  return Math.min(RECONNECT_BASE_MS * 2 ** retries, RECONNECT_MAX_MS) + Math.floor(random() * RECONNECT_JITTER_MS);
}

/** The server refused the operation itself (graphql-ws hands its GraphQL errors as a list), not the socket failing. */
const isOperationError = (error: unknown): boolean => Array.isArray(error);

export function createLiveSocket(options: LiveSocketOptions): LiveSocket {
  let create = options.create ?? null;
  let loading = false;
  /** A socket is wanted (resumed, not paused or disposed): the import opens one once it arrives. */
  let wanted = false;
  const live = new Set<Live>();
  let client: WsClient | null = null;

  /** Imports graphql-ws once; a failure is reported like a socket error and tried again on the next resume. */
  function load(): void {
    if (loading) return;
    loading = true;
    import('graphql-ws').then(
      (module) => {
        loading = false;
        create = module.createClient;
        if (wanted) resume();
      },
      (error: unknown) => {
        loading = false;
        options.onError(error);
      },
    );
  }

  function open(factory: typeof createClient): WsClient {
    const next = factory({
      url: options.url,
      lazy: true,
      // Live updates must come back however long the network was gone; the backoff keeps retrying cheap.
      retryAttempts: Infinity,
      retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, reconnectDelay(retries))),
      shouldRetry: () => true,
      on: {
        connected: () => options.onConnected(),
        error: (error) => options.onError(error),
      },
    });
    client = next;
    return next;
  }

  /** Parks every live subscription (it waits for resume) and lets the client go. */
  function release(): void {
    wanted = false;
    for (const entry of live) {
      entry.stop?.();
      entry.stop = null;
    }
    // dispose() closes the socket with 1000 Normal Closure.
    if (client !== null) void client.dispose();
    client = null;
  }

  function start(entry: Live, on: WsClient): void {
    let silenced = false;
    const stop = on.subscribe<ExecutionResult['data']>(entry.payload, {
      next: (value) => {
        if (!silenced) entry.observer.next(value as ExecutionResult);
      },
      error: (error) => {
        if (silenced) return;
        if (isOperationError(error)) {
          live.delete(entry);
          entry.observer.error(error);
          return;
        }
        // graphql-ws gave up on this socket (a close code it never retries): the subscriptions stay
        // and move to a new socket on the next resume(); meanwhile the slow banner says why.
        if (client === on) release();
        options.onError(error);
      },
      complete: () => {
        if (silenced) return;
        live.delete(entry);
        entry.observer.complete();
      },
    });
    entry.stop = () => {
      silenced = true;
      stop();
    };
  }

  function resume(): void {
    wanted = true;
    if (client !== null) return;
    if (create === null) {
      load();
      return;
    }
    const next = open(create);
    for (const entry of live) if (entry.stop === null) start(entry, next);
  }

  return {
    subscribe: (payload) => ({
      subscribe: (observer) => {
        const entry: Live = { payload, observer, stop: null };
        live.add(entry);
        if (client !== null) start(entry, client);
        // A hidden page waits for resume (which starts every waiting entry); a visible one opens now.
        else if (document.visibilityState !== 'hidden') resume();
        return {
          unsubscribe: () => {
            live.delete(entry);
            entry.stop?.();
            entry.stop = null;
          },
        };
      },
    }),
    pause: release,
    resume,
    dispose: () => {
      wanted = false;
      for (const entry of live) entry.stop?.();
      live.clear();
      if (client !== null) void client.dispose();
      client = null;
    },
  };
}

/** ws(s)://<this host>/graphql?access_token=<token>; the server reads the token from the query. */
export function socketUrl(location: Pick<Location, 'protocol' | 'host'>, token: string | null): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const query = token === null ? '' : `?access_token=${encodeURIComponent(token)}`;
  return `${scheme}//${location.host}/graphql${query}`;
}

/** Closes the socket when the page is hidden or left and reconnects when it is visible again. */
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
