// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSessionStore } from '../../../src/lib/session/sessionStore';
import { StaffRoutes } from '../../../src/staff/StaffRoutes';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

function Where(): React.JSX.Element {
  return <output aria-label="Path">{useLocation().pathname}</output>;
}

/** The staff console's entry (staff.html) as the server serves it for /staff and below. */
function openStaffPage(path: string): void {
  render(
    <MemoryRouter initialEntries={[path]}>
      <StaffRoutes />
      <Where />
    </MemoryRouter>,
  );
}

describe("the staff console's entry", () => {
  it('shows the staff sign-in, with no patient bars, even with a patient signed in on the same browser', async () => {
    createSessionStore(localStorage, sessionStorage).signIn({
      accessToken: 'patient-token',
      profile: { id: 'profile-1', mobileNo: '94771234567', patients: [] },
    });
    openStaffPage('/staff');

    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'My records' })).toBeNull();
    expect(screen.getByRole('status', { name: 'Path' }).textContent).toBe('/staff');
  });

  it('leads any other path of its page to the console', async () => {
    openStaffPage('/staff.html');
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Path' }).textContent).toBe('/staff');
  });
});
