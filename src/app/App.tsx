import { BrowserRouter } from 'react-router-dom';
import { ClientProvider } from '../lib/client/ClientProvider';
import { ConnectionProvider } from '../lib/connection';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { AppRoutes } from './router';
import { SessionProvider } from '../lib/session/session';

/** Providers in dependency order: the session and the connection actor feed the urql client; the router uses all three. */
export function App(): React.JSX.Element {
  return (
    <ErrorBoundary>
      <SessionProvider>
        <ConnectionProvider>
          <ClientProvider>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </ClientProvider>
        </ConnectionProvider>
      </SessionProvider>
    </ErrorBoundary>
  );
}
