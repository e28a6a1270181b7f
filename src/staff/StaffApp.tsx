import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { Provider, type Client } from 'urql';
import type { LiveSocket } from '../lib/client/lazySocket';
import { tenant } from '../config/tenant';
import { createStaffClient, type ReconnectSignal, type StaffClient } from '../lib/staffLogin/staffClient';
import { StaffConsole } from './StaffConsole';
import { StaffContextProvider, type StaffContextValue } from './staffContext';
import { createStaffLoginStore, type StaffLoginStore } from '../lib/staffLogin/staffLogin';
import { StaffSignIn } from '../lib/staffLogin/StaffSignIn';
import './staff.css';

/**
 * Keeps the console's socket up: unlike the patient's app it is not closed while the tab is hidden
 * (an open staffChatsChanged subscription is the staff member's presence), and a socket graphql-ws
 * gave up on comes back when the page is shown again or the network returns.
 */
function keepSocketUp(socket: LiveSocket, target: Window = window): () => void {
  const resume = (): void => socket.resume();
  socket.resume();
  target.document.addEventListener('visibilitychange', resume);
  target.addEventListener('pageshow', resume);
  target.addEventListener('online', resume);
  return () => {
    target.document.removeEventListener('visibilitychange', resume);
    target.removeEventListener('pageshow', resume);
    target.removeEventListener('online', resume);
  };
}

export interface StaffRootProps {
  readonly store: StaffLoginStore;
  readonly client: Client;
  readonly reconnects: ReconnectSignal;
}

/** Sign-in or the console, over the console's own client (tests give it a fake one). */
export function StaffRoot({ store, client, reconnects }: StaffRootProps): React.JSX.Element {
  const login = useSyncExternalStore(store.subscribe, store.current);
  const context = useMemo<StaffContextValue | null>(
    () => (login === null ? null : { login, store, reconnects }),
    [login, store, reconnects],
  );
  return (
    <Provider value={client}>
      <div className="staff">
        {context === null ? (
          <StaffSignIn store={store} />
        ) : (
          <StaffContextProvider value={context}>
            {/* Keyed by token: a new sign-in starts with nothing of the previous shift's state. */}
            <StaffConsole key={context.login.accessToken} />
          </StaffContextProvider>
        )}
      </div>
    </Provider>
  );
}

/** /staff/*: the hospital staff console, loaded on demand and outside the patient shell (no patient bars). */
export function StaffApp(): React.JSX.Element {
  const [store] = useState(() => createStaffLoginStore(window.sessionStorage));
  const [staff] = useState<StaffClient>(() => createStaffClient({ login: store }));

  useEffect(() => {
    const stop = keepSocketUp(staff.socket);
    return () => {
      stop();
      staff.socket.dispose();
    };
  }, [staff]);

  useEffect(() => {
    const previous = document.title;
    document.title = `Staff console · ${tenant.name}`;
    return () => {
      document.title = previous;
    };
  }, []);

  return <StaffRoot store={store} client={staff.client} reconnects={staff.reconnects} />;
}
