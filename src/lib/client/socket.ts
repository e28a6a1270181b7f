// Types only: graphql-ws arrives with this module's caller (./socketLoaded, loaded on first use by ./lazySocket).
import type { Client as WsClient, SubscribePayload, createClient } from 'graphql-ws';
import type { ExecutionResult } from '@urql/core';
import type { LiveSocket, LiveSocketOptions, ObserverLike } from './lazySocket';

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

/**
 * The websocket behind live updates (see LiveSocket), over graphql-ws's `create`. The app and the staff console
 * reach it through createLazyLiveSocket (./lazySocket), which loads this module with graphql-ws on first use.
 */
export function createLiveSocket(options: LiveSocketOptions & { readonly create: typeof createClient }): LiveSocket {
  const live = new Set<Live>();
  let client: WsClient | null = null;

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
    if (client !== null) return;
    const next = open(options.create);
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
      for (const entry of live) entry.stop?.();
      live.clear();
      if (client !== null) void client.dispose();
      client = null;
    },
  };
}
