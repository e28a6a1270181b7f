import { BrowserRouter } from 'react-router-dom';
import { ClientProvider } from '../lib/client/ClientProvider';
import { ConnectionProvider } from '../lib/connection';
import { SessionProvider } from '../lib/session/session';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { InspectorRoutes } from './InspectorRoutes';

/** The patient app's providers (the same session, connection and client), so the chat beside the graphs is the patient's. */
export function InspectorApp(): React.JSX.Element {
  return (
    <ErrorBoundary>
      <SessionProvider>
        <ConnectionProvider>
          <ClientProvider>
            <BrowserRouter>
              <InspectorRoutes />
            </BrowserRouter>
          </ClientProvider>
        </ConnectionProvider>
      </SessionProvider>
    </ErrorBoundary>
  );
}
