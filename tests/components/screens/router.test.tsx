// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Client, Provider } from 'urql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeAccessToken } from '../../../domain/deepLink';
import type { Profile } from '../../../machines/types';
import { ConnectionProvider } from '../../../src/lib/connection';
import { ErrorBoundary } from '../../../src/ui/ErrorBoundary';
import { entryRoute, homeRoute, rootRedirect } from '../../../src/lib/redirects';
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
const flow = __TENANT__.uxFlow;

/** The whole route table in a memory router; returns the router so a test reads where it ended up. */
function openApp(url: string, signedIn: Profile | null = null): ReturnType<typeof createMemoryRouter> {
  const store = createSessionStore(localStorage, sessionStorage);
  if (signedIn !== null) store.signIn({ accessToken: 'token-1', profile: signedIn });
  const router = createMemoryRouter(appRoutes, { initialEntries: [url] });
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

const at = (router: ReturnType<typeof createMemoryRouter>): string =>
  router.state.location.pathname + router.state.location.search;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

describe('routes', () => {
  it("'/' goes to the chat home or to login by the tenant's flow", () => {
    const router = openApp('/');
    expect(router.state.location.pathname).toBe(rootRedirect(flow));
  });

  it('sends a signed-out visitor of the main area to the entry screen', () => {
    const router = openApp('/resultsGraph');
    expect(router.state.location.pathname).toBe(entryRoute(flow));
  });

  it("registers the lab report routes with their own screens (none of the specs' routes is still to come)", () => {
    for (const path of ['/history/examination', '/resultsGraph?patientId=p1&code=x']) {
      const router = openApp(path, holder);
      expect(at(router)).toBe(path);
      expect(screen.queryByText('This part of the app is not available yet.')).toBeNull();
      cleanup();
    }
  });

  it('shows the public feedback page for any url containing patient-feedback? or pf?, signed out too', async () => {
    for (const path of ['/patient-feedback?r=1', '/pf?r=1']) {
      const router = openApp(path);
      expect(
        await screen.findByRole('heading', { name: 'How was your visit?', level: 1 }, { timeout: 5000 }),
      ).toBeTruthy();
      expect(at(router)).toBe(path);
      cleanup();
    }
  });

  it('opens the payment terms (the switch is on for this tenant) with a Close button back to the page before', async () => {
    const router = openApp('/history/appointments', holder);
    await act(() => router.navigate('/paymentTermsAndConditions'));
    expect(
      await screen.findByRole('heading', { name: 'Payment Terms and Conditions', level: 1 }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByText(/Your number is held for 15 minutes while you pay/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(at(router)).toBe('/history/appointments'));
  });

  it('opens the account screens of issue 6 on their paths', async () => {
    const screens = [
      ['/profiles/registration/p1?back=%2Fprofiles', 'Update Profile'],
      ['/profiles/my-payment-history?paymentId=pay-1', 'Payment History'],
      ['/profiles/payment-methods', 'Saved Payment Methods'],
    ] as const;
    for (const [path, title] of screens) {
      const router = openApp(path, holder);
      expect(await screen.findByRole('heading', { name: title, level: 1 }, { timeout: 5000 })).toBeTruthy();
      expect(at(router)).toBe(path);
      cleanup();
    }
  });

  it('opens the results graph of issue 17 on its path', async () => {
    const router = openApp('/resultsGraph?patientId=p1&code=x', holder);
    expect(await screen.findByRole('heading', { name: 'Results Graph', level: 1 }, { timeout: 5000 })).toBeTruthy();
    expect(at(router)).toBe('/resultsGraph?patientId=p1&code=x');
  });

  it('shows the generic error screen for an unknown path', () => {
    openApp('/no/such/page', holder);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('Please check whether you are signed in as a different user.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
  });

  it('shows access denied', () => {
    openApp('/accessDenied', holder);
    expect(screen.getByRole('heading', { name: 'Access denied' })).toBeTruthy();
  });

  it('sends a signed-in patient from /login to their home', () => {
    const router = openApp('/login', holder);
    expect(router.state.location.pathname).toBe(homeRoute(flow));
  });

  it('moves a deep link for a signed-out visitor to the screen that sends the code, token intact', () => {
    const token = encodeURIComponent(
      encodeAccessToken({ kind: 'order', mobile: '94779876543', patientId: 'p9', extra: 'x', orderId: 'o7' }),
    );
    const router = openApp(`/order/view?access_token=${token}`);
    expect(at(router)).toBe(`${entryRoute(flow)}?access_token=${token}`);
  });

  it('shows the dashboard with the holder greeted by name and its shortcuts', async () => {
    openApp('/home-dashboard', holder);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toMatch(
      /^Good (morning|afternoon|evening), Mr\. Nimal Perera$/,
    );
    expect(screen.getByRole('link', { name: 'My Channeling' }).getAttribute('href')).toBe('/history/appointments');
    expect(screen.getByRole('link', { name: 'Lab Reports' }).getAttribute('href')).toBe('/history/examination');
    expect(screen.getByRole('link', { name: 'My Account' }).getAttribute('href')).toBe('/profiles');
  });
});

describe('error boundary', () => {
  it('shows the generic error screen when a screen fails to render', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): React.JSX.Element {
      throw new Error('boom');
    }
    act(() => {
      render(
        <ErrorBoundary>
          <Broken />
        </ErrorBoundary>,
      );
    });
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
    spy.mockRestore();
  });
});
