import '../inspector.css';
import './runs.css';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { NavLink, Route, Routes } from 'react-router-dom';
import { Provider, type Client } from 'urql';
import { tenant } from '../../config/tenant';
import { createStaffClient } from '../../lib/staffLogin/staffClient';
import { createStaffLoginStore, type StaffLogin, type StaffLoginStore } from '../../lib/staffLogin/staffLogin';
import { StaffSignIn } from '../../lib/staffLogin/StaffSignIn';
import { SignOutButton } from '../../lib/staffLogin/SignOutButton';
import { DropOffPage } from './DropOffPage';
import { RunList } from './RunList';
import { RunPage } from './RunPage';

export interface RunsRootProps {
  readonly store: StaffLoginStore;
  readonly client: Client;
}

function SignedIn({ login, store }: { login: StaffLogin; store: StaffLoginStore }): React.JSX.Element {
  return (
    <>
      <header className="inspect-page__header">
        <p className="runs-header__title">Recorded runs · {tenant.name}</p>
        <nav aria-label="Recorded runs">
          <ul className="runs-nav">
            <li>
              <NavLink to="/inspect/runs" end>
                Runs
              </NavLink>
            </li>
            <li>
              <NavLink to="/inspect/runs/drop-off">Drop-off</NavLink>
            </li>
            <li>
              {/* The live inspector is another page of this entry, under the patient's own client. */}
              <a href="/inspect">Live inspector</a>
            </li>
          </ul>
        </nav>
        <p className="runs-header__who">Signed in as {login.staff.displayName}</p>
        <SignOutButton store={store} />
      </header>
      <main id="main" className="runs-main">
        <Routes>
          <Route index element={<RunList />} />
          <Route path="drop-off" element={<DropOffPage />} />
          <Route path=":id" element={<RunPage />} />
        </Routes>
      </main>
    </>
  );
}

/**
 * The testers' library under /inspect/runs, on the staff login's own client (src/lib/staffLogin/, as the staff
 * console signs in): the sign-in without a login; the list, one run and the drop-off with one. Only a tester login
 * may read runs: the server refuses any other, and each screen shows that refusal as the server words it.
 */
export function RunsRoot({ store, client }: RunsRootProps): React.JSX.Element {
  const login = useSyncExternalStore(store.subscribe, store.current);
  return (
    <Provider value={client}>
      <div className="runs">
        {login === null ? (
          <StaffSignIn store={store} title="Tester sign-in" />
        ) : (
          // Keyed by token: another login starts with nothing of the previous one's answers.
          <SignedIn key={login.accessToken} login={login} store={store} />
        )}
      </div>
    </Provider>
  );
}

/** /inspect/runs/*: the login kept where the staff console keeps it (one sign-in per tab serves both). */
export function RunsLibrary(): React.JSX.Element {
  const [store] = useState(() => createStaffLoginStore(window.sessionStorage));
  const [staff] = useState(() => createStaffClient({ login: store }));
  useEffect(() => () => staff.socket.dispose(), [staff]);
  useEffect(() => {
    document.title = `Recorded runs · ${tenant.name}`;
  }, []);
  return <RunsRoot store={store} client={staff.client} />;
}
