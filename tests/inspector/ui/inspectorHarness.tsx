import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Client, Provider } from 'urql';
import { inspectorRoutes } from '../../../src/inspector/InspectorRoutes';
import { ConnectionProvider } from '../../../src/lib/connection';
import { SessionProvider } from '../../../src/lib/session/session';
import { createSessionStore } from '../../../src/lib/session/sessionStore';

/** The inspector entry's route table in a memory router, under the providers its page gives it, with an urql client that reaches nothing. */
export function openInspector(url: string): ReturnType<typeof createMemoryRouter> {
  const store = createSessionStore(localStorage, sessionStorage);
  const router = createMemoryRouter(inspectorRoutes, { initialEntries: [url] });
  render(
    <SessionProvider store={store}>
      <ConnectionProvider reload={vi.fn()}>
        <Provider value={new Client({ url: 'http://127.0.0.1:9/graphql', exchanges: [] })}>
          <RouterProvider router={router} />
        </Provider>
      </ConnectionProvider>
    </SessionProvider>,
  );
  return router;
}
