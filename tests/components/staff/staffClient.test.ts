// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../domain/storageKeys';
import { StaffMeQuery } from '../../../src/lib/staffLogin/staffSignIn.graphql';
import { createStaffClient } from '../../../src/lib/staffLogin/staffClient';
import { signOutOfConsole } from '../../../src/lib/staffLogin/signOut';
import { createStaffLoginStore, parseStaffLogin } from '../../../src/lib/staffLogin/staffLogin';
import { STAFF_STORAGE_KEYS } from '../../../src/lib/staffLogin/staffStorageKeys';
import { ME, STAFF_LOGIN } from './staffServer';

function answering(payload: unknown): ReturnType<typeof vi.fn> {
  return vi.fn(() =>
    Promise.resolve(new Response(JSON.stringify(payload), { headers: { 'content-type': 'application/json' } })),
  );
}

const authorizationOf = (fetch: ReturnType<typeof vi.fn>): string | null => {
  const init = fetch.mock.calls[0]?.[1] as RequestInit | undefined;
  return new Headers(init?.headers).get('authorization');
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('the staff console client', () => {
  it('authorises with the staff token from its own storage key, never the patient login', async () => {
    sessionStorage.setItem(STORAGE_KEYS.accessToken, 'patient-token');
    localStorage.setItem(STORAGE_KEYS.accessToken, 'patient-token');
    const store = createStaffLoginStore(sessionStorage);
    store.signIn(STAFF_LOGIN);
    const fetch = answering({ data: { staffMe: ME } });
    vi.stubGlobal('fetch', fetch);
    const { client, socket } = createStaffClient({ login: store, url: 'http://localhost/graphql' });

    const result = await client.query(StaffMeQuery, {}).toPromise();

    expect(result.error).toBeUndefined();
    expect(authorizationOf(fetch)).toBe(`Bearer ${STAFF_LOGIN.accessToken}`);
    socket.dispose();
  });

  it('signs out with the reason when the server no longer accepts the token', async () => {
    const store = createStaffLoginStore(sessionStorage);
    store.signIn(STAFF_LOGIN);
    vi.stubGlobal(
      'fetch',
      answering({ data: null, errors: [{ message: 'ARO-E1024:You have been logged out, please login again.' }] }),
    );
    const { client, socket } = createStaffClient({ login: store, url: 'http://localhost/graphql' });

    await client.query(StaffMeQuery, {}).toPromise();

    expect(store.current()).toBeNull();
    expect(store.signOutReason()).toBe('You have been logged out, please login again.');
    expect(sessionStorage.getItem(STAFF_STORAGE_KEYS.login)).toBeNull();
    socket.dispose();
  });

  it('keeps the login on an error that is only shown', async () => {
    const store = createStaffLoginStore(sessionStorage);
    store.signIn(STAFF_LOGIN);
    vi.stubGlobal(
      'fetch',
      answering({ data: null, errors: [{ message: 'ARO-E1053:Another staff member is answering this chat.' }] }),
    );
    const { client, socket } = createStaffClient({ login: store, url: 'http://localhost/graphql' });
    await client.query(StaffMeQuery, {}).toPromise();
    expect(store.current()).toEqual(STAFF_LOGIN);
    socket.dispose();
  });

  it("signs out with the token taken before the login is forgotten, and that call's refusal never ends a newer login", async () => {
    const store = createStaffLoginStore(sessionStorage);
    store.signIn(STAFF_LOGIN);
    let release: (response: Response) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (release = resolve)));
    vi.stubGlobal('fetch', fetch);
    const { client, socket } = createStaffClient({ login: store, url: 'http://localhost/graphql' });

    const signingOut = signOutOfConsole(client, store);
    expect(store.current()).toBeNull();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const body = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body;
    expect(JSON.parse(typeof body === 'string' ? body : '{}')).toMatchObject({ operationName: 'StaffSignOut' });
    expect(authorizationOf(fetch)).toBe(`Bearer ${STAFF_LOGIN.accessToken}`);

    // Signed in again before the answer, which refuses the old token: the new login stays.
    const next = { ...STAFF_LOGIN, accessToken: 'staff-token-2' };
    store.signIn(next);
    release(
      new Response(
        JSON.stringify({
          data: null,
          errors: [{ message: 'ARO-E1024:You have been logged out, please login again.' }],
        }),
        { headers: { 'content-type': 'application/json' } },
      ),
    );
    await signingOut;
    expect(store.current()).toEqual(next);
    socket.dispose();
  });

  it('reads back only a well-formed stored login', () => {
    expect(parseStaffLogin(JSON.stringify(STAFF_LOGIN))).toEqual(STAFF_LOGIN);
    expect(parseStaffLogin('{"accessToken":"x"}')).toBeNull();
    expect(parseStaffLogin('not json')).toBeNull();
    expect(parseStaffLogin(null)).toBeNull();
  });
});
