import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ClientProvider } from './ClientProvider';
import { ConnectionProvider } from './connection';
import { ErrorBoundary } from './ErrorBoundary';
import { createAppRouter } from './router';
import { SessionProvider } from './session';

/** Providers in dependency order: the session and the connection actor feed the urql client; the router uses all three. */
export function App(): React.JSX.Element {
  const [router] = useState(createAppRouter);
  return (
    <ErrorBoundary>
      <SessionProvider>
        <ConnectionProvider>
          <ClientProvider>
            <RouterProvider router={router} />
          </ClientProvider>
        </ConnectionProvider>
      </SessionProvider>
    </ErrorBoundary>
  );
}
