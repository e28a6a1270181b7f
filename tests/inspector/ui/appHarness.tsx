import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { Client, Provider } from 'urql';
import type { Profile } from '../../../machines/types';
import { ConnectionProvider } from '../../../src/lib/connection';
import { appRoutes } from '../../../src/app/router';
import { inspectorRoutes } from '../../../src/inspector/InspectorRoutes';
import { SessionProvider } from '../../../src/lib/session/session';
import { createSessionStore } from '../../../src/lib/session/sessionStore';

export const HOLDER: Profile = {
  id: 'profile-1',
  mobileNo: '94771234567',
  patients: [
    {
      id: 'p1',
      prefix: 'Mr',
      given: ['Nimal'],
      family: 'Perera',
      gender: 'male',
      birthDate: '1990-01-01',
      relationship: 'Me',
      hospitalId: 'org-galle',
      mobileNo: '94771234567',
    },
  ],
};

/** A route table in a memory router, under the patient's providers, with an urql client that reaches nothing. */
function openRoutes(
  routes: RouteObject[],
  url: string,
  signedIn: Profile | null,
): ReturnType<typeof createMemoryRouter> {
  const store = createSessionStore(localStorage, sessionStorage);
  if (signedIn !== null) store.signIn({ accessToken: 'token-1', profile: signedIn });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
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

/** The patient app's whole route table. */
export function openApp(url: string, signedIn: Profile | null = null): ReturnType<typeof createMemoryRouter> {
  return openRoutes(appRoutes, url, signedIn);
}

/** The inspector entry's route table (inspect.html), on the same providers as its page gives it. */
export function openInspector(url: string, signedIn: Profile | null = null): ReturnType<typeof createMemoryRouter> {
  return openRoutes(inspectorRoutes, url, signedIn);
}
