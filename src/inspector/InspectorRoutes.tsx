import { Suspense, useEffect } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { tenant } from '../config/tenant';
import { ClientGate } from '../lib/client/ClientGate';
import { InspectorPage } from './InspectorPage';

/** '/inspect' under the app's client (the chat's calls wait for it), titled as the patient app titles a page. */
function InspectorScreen(): React.JSX.Element {
  useEffect(() => {
    document.title = `Statechart inspector · ${tenant.name}`;
  }, []);
  return (
    <Suspense
      fallback={
        <p className="page page--centered" role="status">
          Loading…
        </p>
      }
    >
      <ClientGate>
        <InspectorPage />
      </ClientGate>
    </Suspense>
  );
}

/** Anywhere else (the chat opened a screen: a lab report, an appointment): the patient app's page, loaded in full. */
function PatientAppPage(): React.JSX.Element {
  const { pathname, search, hash } = useLocation();
  useEffect(() => window.location.assign(`${pathname}${search}${hash}`), [pathname, search, hash]);
  return (
    <p className="page page--centered" role="status">
      Loading…
    </p>
  );
}

export const inspectorRoutes: RouteObject[] = [
  { path: 'inspect', element: <InspectorScreen /> },
  { path: '*', element: <PatientAppPage /> },
];

/** The inspector's routes: its page, and a way back into the patient app for every other path. */
export function InspectorRoutes(): React.JSX.Element | null {
  return useRoutes(inspectorRoutes);
}
