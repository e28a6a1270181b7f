import { useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'urql';
import { createAppClient, type AppClient } from '../api/client';
import { followPageVisibility } from '../api/lazySocket';
import { useConnection } from './connection';
import { useSessionStore } from './session';

/**
 * The urql client of the app (graphcache, auth headers, session errors, graphql-ws), created once.
 * The socket follows page visibility while the provider is mounted.
 */
export function ClientProvider({ children }: { children: ReactNode }): React.JSX.Element {
  const session = useSessionStore();
  const connection = useConnection();
  const [app] = useState<AppClient>(() =>
    createAppClient({
      session,
      onSocketConnected: () => connection.send({ type: 'WS_CONNECTED' }),
      onSocketError: () => connection.send({ type: 'WS_ERROR' }),
      reload: () => window.location.reload(),
    }),
  );

  useEffect(() => {
    const stop = followPageVisibility(app.socket);
    return () => {
      stop();
      app.socket.dispose();
    };
  }, [app]);

  return <Provider value={app.client}>{children}</Provider>;
}
