import { useActorRef } from '@xstate/react';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { connectionMachine } from '../../machines/connection.machine';
import { composeConnection } from '../composition/connection';

export type ConnectionActor = ActorRefFrom<typeof connectionMachine>;

const ConnectionContext = createContext<ConnectionActor | null>(null);

/**
 * Runs the connection machine for the app: the browser's online/offline events go in here, the
 * websocket's connected/error events come from the urql client (ClientProvider).
 */
export function ConnectionProvider({
  children,
  reload,
}: {
  children: ReactNode;
  reload?: () => void;
}): React.JSX.Element {
  const actor = useActorRef(composeConnection({ actions: { reload: reload ?? (() => window.location.reload()) } }));

  useEffect(() => {
    const online = (): void => actor.send({ type: 'ONLINE' });
    const offline = (): void => actor.send({ type: 'OFFLINE' });
    // A page opened without a connection shows the banner at once.
    if (!navigator.onLine) offline();
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, [actor]);

  return <ConnectionContext.Provider value={actor}>{children}</ConnectionContext.Provider>;
}

export function useConnection(): ConnectionActor {
  const actor = useContext(ConnectionContext);
  if (actor === null) throw new Error('useConnection needs a <ConnectionProvider> above it.');
  return actor;
}
