// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../domain/storageKeys';
import { STAFF_STORAGE_KEYS } from '../../../src/lib/staffLogin/staffStorageKeys';
import { fakeServer, ME, renderConsole, STAFF_LOGIN } from './staffServer';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

async function signIn(user: ReturnType<typeof userEvent.setup>, username: string, password: string): Promise<void> {
  await user.type(screen.getByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('staff sign-in', () => {
  it('shows the catalogue message for a wrong username or password and stays signed out', async () => {
    const user = userEvent.setup();
    const server = fakeServer({ StaffSignIn: new Error('ARO-E1045:Wrong username or password.') });
    renderConsole(server, { signedIn: false });

    expect(screen.getByRole('heading', { name: 'Staff sign-in' })).toBeTruthy();
    await signIn(user, 'staff.colombo', 'nope');

    expect((await screen.findByRole('alert')).textContent).toBe('Wrong username or password.');
    expect(server.sent('StaffSignIn')).toEqual([{ username: 'staff.colombo', password: 'nope' }]);
    expect(sessionStorage.getItem(STAFF_STORAGE_KEYS.login)).toBeNull();
  });

  it('shows the wait of a sign-in refused for speed, counts it down with Sign in held, then signs in', async () => {
    const user = userEvent.setup();
    const tooSoon = Object.assign(
      new Error('ARO-E1034:Too many tries in a short time. Please try again in 2 seconds.'),
      { extensions: { code: 'ARO-E1034', retryAfterSeconds: 2 } },
    );
    let calls = 0;
    const server = fakeServer({
      StaffSignIn: () => (++calls === 1 ? tooSoon : { staffSignIn: { accessToken: 'staff-token-9', staff: ME } }),
      StaffMe: { staffMe: ME },
    });
    renderConsole(server, { signedIn: false });

    await signIn(user, 'staff.colombo', 'carechat-staff');

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many tries in a short time. Please try again in 2 seconds.',
    );
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(screen.getByText(/^You can try again in/).textContent).toMatch(/^You can try again in 0:0[12]$/);
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBe(screen.getByText(/^You can try again in/).id);
    // The wait is over: Sign in is back, and the right password signs in.
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false), { timeout: 3000 });
    expect(screen.queryByText(/^You can try again in/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(button);
    expect(await screen.findByRole('tab', { name: 'Chats' })).toBeTruthy();
    expect(server.sent('StaffSignIn')).toHaveLength(2);
  });

  it('asks for both fields before calling the server', async () => {
    const user = userEvent.setup();
    const server = fakeServer({});
    renderConsole(server, { signedIn: false });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter your username and password.');
    expect(server.sent('StaffSignIn')).toEqual([]);
  });

  it('keeps the staff token under its own key, apart from the patient login, and opens the console', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem(STORAGE_KEYS.accessToken, 'patient-token');
    const server = fakeServer({
      StaffSignIn: { staffSignIn: { accessToken: 'staff-token-9', staff: ME } },
      StaffMe: { staffMe: ME },
    });
    renderConsole(server, { signedIn: false });

    await signIn(user, ' Staff.Colombo ', 'carechat-staff');

    expect(await screen.findByRole('tab', { name: 'Chats' })).toBeTruthy();
    expect(screen.getByText(ME.displayName)).toBeTruthy();
    expect(JSON.parse(sessionStorage.getItem(STAFF_STORAGE_KEYS.login) ?? '{}')).toMatchObject({
      accessToken: 'staff-token-9',
      staff: { id: ME.id },
    });
    expect(sessionStorage.getItem(STORAGE_KEYS.accessToken)).toBe('patient-token');
    // The list is live from here: the subscription counts the staff member as online.
    await waitFor(() => expect(server.subscribed('StaffChatsChanged')).toBe(1));
  });

  it('signs out on Sign out: the server revokes the token (staffSignOut with it), the console forgets it', async () => {
    const user = userEvent.setup();
    const server = fakeServer({ StaffMe: { staffMe: ME }, StaffSignOut: { staffSignOut: true } });
    renderConsole(server);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(screen.getByRole('heading', { name: 'Staff sign-in' })).toBeTruthy();
    expect(sessionStorage.getItem(STAFF_STORAGE_KEYS.login)).toBeNull();
    expect(server.subscribed('StaffChatsChanged')).toBe(0);
    await waitFor(() =>
      expect(server.operations.filter((operation) => operation.name === 'StaffSignOut')).toEqual([
        { name: 'StaffSignOut', variables: {}, authorization: `Bearer ${STAFF_LOGIN.accessToken}` },
      ]),
    );
    // A deliberate sign-out gives no reason on the sign-in form.
    expect(screen.queryByText(/logged out/)).toBeNull();
  });

  it('forgets the token on Sign out even when the server cannot be reached', async () => {
    const user = userEvent.setup();
    const server = fakeServer({
      StaffMe: { staffMe: ME },
      StaffSignOut: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { store } = renderConsole(server);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(screen.getByRole('heading', { name: 'Staff sign-in' })).toBeTruthy();
    expect(store.current()).toBeNull();
    expect(sessionStorage.getItem(STAFF_STORAGE_KEYS.login)).toBeNull();
    await waitFor(() => expect(server.sent('StaffSignOut')).toEqual([{}]));
  });
});
