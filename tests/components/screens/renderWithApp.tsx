import { render, type RenderResult } from '@testing-library/react';
import { Client, Provider } from 'urql';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SessionProvider } from '../../../src/lib/session/session';
import { createSessionStore, type SessionStore } from '../../../src/lib/session/sessionStore';

/** Shows where the app went, so a test can assert the route a screen navigated to. */
function Landed(): React.JSX.Element {
  const { pathname, search } = useLocation();
  return <p data-testid="landed">{pathname + search}</p>;
}

/**
 * Renders one screen at `path` inside a memory router, a session over jsdom's storages and an urql
 * client that reaches nothing unless one is given (screens under test get fake machine actors).
 */
export function renderScreen(
  screen: ReactNode,
  {
    path,
    url = path,
    store = createSessionStore(window.localStorage, window.sessionStorage),
    client = new Client({ url: 'http://127.0.0.1:9/graphql', exchanges: [] }),
  }: { path: string; url?: string; store?: SessionStore; client?: Client },
): RenderResult & { store: SessionStore } {
  const result = render(
    <SessionProvider store={store}>
      <Provider value={client}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={screen} />
            <Route path="*" element={<Landed />} />
          </Routes>
        </MemoryRouter>
      </Provider>
    </SessionProvider>,
  );
  return { ...result, store };
}
