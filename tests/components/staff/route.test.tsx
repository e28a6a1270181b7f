// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Client, Provider } from 'urql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../../machines/types';
import { ConnectionProvider } from '../../../src/lib/connection';
import { appRoutes } from '../../../src/app/router';
import { SessionProvider } from '../../../src/lib/session/session';
import { createSessionStore } from '../../../src/lib/session/sessionStore';

const holder: Profile = {
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

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

describe('the /staff route', () => {
  it('loads the staff console outside the patient shell: no patient bars, even with a patient signed in', async () => {
    const store = createSessionStore(localStorage, sessionStorage);
    store.signIn({ accessToken: 'patient-token', profile: holder });
    const router = createMemoryRouter(appRoutes, { initialEntries: ['/staff'] });
    render(
      <SessionProvider store={store}>
        <ConnectionProvider reload={vi.fn()}>
          <Provider value={new Client({ url: 'http://127.0.0.1:9/graphql', exchanges: [] })}>
            <RouterProvider router={router} />
          </Provider>
        </ConnectionProvider>
      </SessionProvider>,
    );

    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'My records' })).toBeNull();
    expect(router.state.location.pathname).toBe('/staff');
  });
});
