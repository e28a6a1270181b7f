import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { ClientProvider } from './client/ClientProvider';
import { ConnectionProvider } from './connection';
import { SessionProvider } from './session/session';

/**
 * What every page that runs the patient's chat stands on (the patient app, the inspector beside it), in dependency
 * order: the session and the connection actor feed the urql client; the router uses all three.
 */
export function PatientProviders({ children }: { children: ReactNode }): React.JSX.Element {
  return (
    <ErrorBoundary>
      <SessionProvider>
        <ConnectionProvider>
          <ClientProvider>
            <BrowserRouter>{children}</BrowserRouter>
          </ClientProvider>
        </ConnectionProvider>
      </SessionProvider>
    </ErrorBoundary>
  );
}
