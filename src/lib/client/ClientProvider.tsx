import { useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { Client } from 'urql';
import { createLazyAppClient, type LazyAppClient } from './lazyClient';
import { useConnection } from '../connection';
import type { ScreenLoader } from '../preloadedScreen';
import { ClientContext, type ClientSource } from './clientContext';
import { useSessionStore } from '../session/session';

// Nothing here imports urql's code: the chat home's first bubble and reply buttons need none of it
// (docs/PERFORMANCE.md). Screens that query render under ClientGate, loaded with them.

function sourceOf(client: LazyAppClient): ClientSource {
  let ready: Promise<Client> | null = null;
  return {
    current: () => client.current()?.client ?? null,
    ready: () =>
      (ready ??= client.ready().then(
        (app) => app.client,
        (error: unknown) => {
          ready = null;
          throw error;
        },
      )),
    subscribe: client.subscribe,
  };
}

/** Without a ClientProvider (component tests that give urql's Provider to the screens themselves), calls fail. */
const NO_SOURCE: ClientSource = {
  current: () => null,
  ready: () => Promise.reject(new Error('No <ClientProvider> above: the app client is unavailable.')),
  subscribe: () => () => undefined,
};

/**
 * The urql client of the app (graphcache, auth headers, session errors, graphql-ws), created once its code has
 * loaded: loading starts right after the first render. The socket follows page visibility while mounted.
 */
export function ClientProvider({ children }: { children: ReactNode }): React.JSX.Element {
  const session = useSessionStore();
  const connection = useConnection();
  const [client] = useState<LazyAppClient>(() =>
    createLazyAppClient({
      session,
      onSocketConnected: () => connection.send({ type: 'WS_CONNECTED' }),
      onSocketError: () => connection.send({ type: 'WS_ERROR' }),
      reload: () => window.location.reload(),
    }),
  );
  const [source] = useState(() => sourceOf(client));
  useEffect(() => client.run(), [client]);
  return <ClientContext value={source}>{children}</ClientContext>;
}

export function useClientSource(): ClientSource {
  return useContext(ClientContext) ?? NO_SOURCE;
}

/** The client once loaded, else null (re-renders when it arrives). */
export function useLoadedClient(): Client | null {
  const source = useClientSource();
  return useSyncExternalStore(source.subscribe, source.current);
}

const gated = new WeakMap<ScreenLoader, ScreenLoader>();

/**
 * A screen loader whose screen renders under ClientGate (loaded with it): it waits for the client and gives it
 * to urql's hooks. The same function for the same loader, so a preload (main.tsx) finds it again.
 */
export function withClient(load: ScreenLoader): ScreenLoader {
  let wrapped = gated.get(load);
  if (wrapped === undefined) {
    wrapped = async () => {
      const [Screen, { ClientGate }] = await Promise.all([load(), import('./ClientGate')]);
      return function ScreenWithClient(): React.JSX.Element {
        return (
          <ClientGate>
            <Screen />
          </ClientGate>
        );
      };
    };
    gated.set(load, wrapped);
  }
  return wrapped;
}
