// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Profile } from '../../../machines/types';
import { BottomBars } from '../../../src/app/BottomBars';
import { SessionProvider } from '../../../src/lib/session/session';
import { createSessionStore } from '../../../src/lib/session/sessionStore';

const profile: Profile = { id: 'profile-1', mobileNo: '94771234567', patients: [] };

function renderAt(path: string, signedIn: Profile | null): void {
  const store = createSessionStore(localStorage, sessionStorage);
  if (signedIn !== null) store.signIn({ accessToken: 'token-1', profile: signedIn });
  render(
    <SessionProvider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <BottomBars />
      </MemoryRouter>
    </SessionProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

describe('bottom bars', () => {
  it('offer Doctor, Home and Account, and My Appointments and All Orders, to an account with a mobile number', () => {
    renderAt('/profiles', profile);
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Doctor' }).getAttribute('href')).toBe('/doctor');
    expect(within(main).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/chat-home');
    expect(within(main).getByRole('link', { name: 'Account' }).getAttribute('href')).toBe('/profiles');
    const records = screen.getByRole('navigation', { name: 'My records' });
    expect(within(records).getByRole('link', { name: 'My Appointments' }).getAttribute('href')).toBe(
      '/history/appointments',
    );
    expect(within(records).getByRole('link', { name: 'All Orders' }).getAttribute('href')).toBe('/history/orders');
  });

  it('mark the current page', () => {
    renderAt('/profiles', profile);
    expect(screen.getByRole('link', { name: 'Account' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Doctor' }).getAttribute('aria-current')).toBeNull();
  });

  it('are hidden during a doctor search', () => {
    renderAt('/doctor', profile);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('are hidden without a signed-in mobile number', () => {
    renderAt('/profiles', null);
    expect(screen.queryByRole('navigation')).toBeNull();
    cleanup();
    renderAt('/profiles', { ...profile, mobileNo: '' });
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
