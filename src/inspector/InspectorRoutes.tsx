import { Suspense, useEffect } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { tenant } from '../config/tenant';
import { withClient } from '../lib/client/ClientProvider';
import { preloadableScreen } from '../lib/preloadedScreen';
import { PageLoading } from '../ui/PageLoading';

/**
 * The page (the chat, the graphs and elkjs with them) loads after this entry's providers have rendered, under the
 * app's client as the patient app's screens that query are (the chat's calls wait for it).
 */
const Page = preloadableScreen(withClient(async () => (await import('./InspectorPage')).InspectorPage));

/** The testers' library of recorded runs: a chunk of its own, on the staff login's client (not the patient's). */
const RunsLibrary = preloadableScreen(async () => (await import('./runs/RunsLibrary')).RunsLibrary);

/** '/inspect', titled as the patient app titles a page. */
function InspectorScreen(): React.JSX.Element {
  useEffect(() => {
    document.title = `Statechart inspector · ${tenant.name}`;
  }, []);
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}

/** Anywhere else (the chat opened a screen: a lab report, an appointment): the patient app's page, loaded in full. */
function PatientAppPage(): React.JSX.Element {
  const { pathname, search, hash } = useLocation();
  useEffect(() => window.location.assign(`${pathname}${search}${hash}`), [pathname, search, hash]);
  return <PageLoading />;
}

export const inspectorRoutes: RouteObject[] = [
  {
    path: 'inspect/runs/*',
    element: (
      <Suspense fallback={<PageLoading />}>
        <RunsLibrary />
      </Suspense>
    ),
  },
  // Every path the server answers with inspect.html: sending '/inspect/…' back to the server would load this page again.
  { path: 'inspect/*', element: <InspectorScreen /> },
  { path: '*', element: <PatientAppPage /> },
];

/** The inspector's routes: its page, and a way back into the patient app for every other path. */
export function InspectorRoutes(): React.JSX.Element | null {
  return useRoutes(inspectorRoutes);
}
