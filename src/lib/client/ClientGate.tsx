import { use, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { Provider } from 'urql';
import { ClientContext, type ClientSource } from './clientContext';

function WithSource({ source, children }: { source: ClientSource; children: ReactNode }): React.JSX.Element {
  const client = useSyncExternalStore(source.subscribe, source.current) ?? use(source.ready());
  return <Provider value={client}>{children}</Provider>;
}

/**
 * Suspends until the app's client is there, then gives it to urql's hooks below. Loaded with the screens that
 * query (src/lib/client/ClientProvider.tsx withClient), so urql stays off the chat home's first path. Without a
 * ClientProvider the urql Provider above, if any, is used as it is (component tests).
 */
export function ClientGate({ children }: { children: ReactNode }): React.JSX.Element {
  const source = useContext(ClientContext);
  return source === null ? <>{children}</> : <WithSource source={source}>{children}</WithSource>;
}
