import { BrowserRouter } from 'react-router-dom';
import { ClientProvider } from './ClientProvider';
import { ConnectionProvider } from './connection';
import { ErrorBoundary } from './ErrorBoundary';
import { AppRoutes } from './router';
import { SessionProvider } from './session';

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
