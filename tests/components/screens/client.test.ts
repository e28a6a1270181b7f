// @vitest-environment jsdom
import { CombinedError, createRequest, makeOperation, type Operation } from '@urql/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, type PromiseActorLogic } from 'xstate';
import { STORAGE_KEYS } from '../../../domain/storageKeys';
import type { CreatePatientInput } from '../../../machines/types';
import { actorsOf } from '../../../flows/actorsOf';
import { authCalls } from '../../../src/features/profiles/api/authActors';
import { ProfileQuery } from '../../../src/features/profiles/graphql/profile';
import { applySessionError, createAppClient, requestHeaders, sessionErrorAction } from '../../../src/lib/client/client';
import { socketUrl } from '../../../src/lib/client/lazySocket';
import { createLiveSocket, reconnectDelay } from '../../../src/lib/client/socket';
import { createSessionStore } from '../../../src/lib/session/sessionStore';
import { fakeGraphqlWs } from './fakeGraphqlWs';

function operation(context: Record<string, unknown> = {}): Operation {
  const request = createRequest(ProfileQuery, {});
  return makeOperation('query', request, { url: '/graphql', requestPolicy: 'network-only', ...context });
}

const failure = (message: string): CombinedError => new CombinedError({ graphQLErrors: [message] });

function signedIn(): ReturnType<typeof createSessionStore> {
  const store = createSessionStore(localStorage, sessionStorage);
  store.signIn({ accessToken: 'token-1', profile: { id: 'profile-1', mobileNo: '94771234567', patients: [] } });
  store.setRelationshipView('Me');
  sessionStorage.setItem(STORAGE_KEYS.assistant, '{}');
  return store;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('request headers', () => {
  it('carry the bearer token and a new correlation id per request', () => {
    const first = requestHeaders('token-1');
    const second = requestHeaders('token-1');
    expect(first.Authorization).toBe('Bearer token-1');
    expect(first['x-correlation-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second['x-correlation-id']).not.toBe(first['x-correlation-id']);
    expect(requestHeaders(null)).not.toHaveProperty('Authorization');
  });
});

describe('session errors', () => {
  it('ARO-E1022 forgets the login and this tab, then reloads', () => {
    const store = signedIn();
    const reload = vi.fn();
    applySessionError(
      sessionErrorAction(failure('ARO-E1022:Authentication failed'), operation(), store.accessToken()),
      store,
      reload,
    );
    expect(reload).toHaveBeenCalledTimes(1);
    expect(store.read()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('ARO-E1023 and ARO-E1024 sign the patient out without a reload', () => {
    for (const message of ['ARO-E1023:Please login.', 'ARO-E1024:']) {
      const store = signedIn();
      const reload = vi.fn();
      applySessionError(sessionErrorAction(failure(message), operation(), store.accessToken()), store, reload);
      expect(store.read()).toBeNull();
      expect(store.relationshipView()).toBeNull();
      expect(reload).not.toHaveBeenCalled();
    }
  });

  it('other errors, and errors of a sign-in still in progress (a token that is not the stored one), leave the login alone', () => {
    expect(sessionErrorAction(failure('ARO-E1015:Invalid verification code.'), operation(), 'token-1')).toBeNull();
    expect(sessionErrorAction(failure('no code here'), operation(), 'token-1')).toBeNull();
    expect(
      sessionErrorAction(failure('ARO-E1023:Please login.'), operation({ accessToken: 'new-token' }), 'token-1'),
    ).toBeNull();
    expect(
      sessionErrorAction(failure('ARO-E1023:Please login.'), operation({ accessToken: 'new-token' }), null),
    ).toBeNull();
  });

  it('a request carrying the stored token itself gets the normal handling', () => {
    expect(sessionErrorAction(failure('ARO-E1024:'), operation({ accessToken: 'token-1' }), 'token-1')).toBe('logout');
    expect(sessionErrorAction(failure('ARO-E1022:'), operation({ accessToken: 'token-1' }), 'token-1')).toBe(
      'reset-and-reload',
    );
  });
});

describe('session errors through the app client', () => {
  const newPatient: CreatePatientInput = {
    prefix: 'Mr',
    given: ['Nimal'],
    family: 'Perera',
    gender: 'male',
    birthDate: '1990-05-14',
    relationship: 'Me',
  };

  /** The app's urql client over a server that answers every request with `error`; the Authorization headers it was sent. */
  function clientAnswering(error: string): {
    client: ReturnType<typeof createAppClient>['client'];
    authorizations: (string | null)[];
    reload: ReturnType<typeof vi.fn>;
  } {
    const authorizations: (string | null)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        authorizations.push(new Headers(init.headers).get('Authorization'));
        const body = JSON.stringify({ data: null, errors: [{ message: error }] });
        return Promise.resolve(new Response(body, { headers: { 'content-type': 'application/json' } }));
      }),
    );
    const reload = vi.fn();
    const { client } = createAppClient({
      session: store,
      onSocketConnected: vi.fn(),
      onSocketError: vi.fn(),
      reload,
      url: 'http://localhost/graphql',
    });
    return { client, authorizations, reload };
  }

  let store: ReturnType<typeof createSessionStore>;
  beforeEach(() => {
    store = signedIn();
  });

  const run = <TOutput, TInput>(logic: PromiseActorLogic<TOutput, TInput>, input: TInput): Promise<TOutput> =>
    toPromise(createActor(logic, { input }).start());

  it('createPatient during registration is sent with the stored login, and ARO-E1024 signs the patient out', async () => {
    const { client, authorizations } = clientAnswering('ARO-E1024:You have been logged out, please login again.');
    await expect(
      run(actorsOf(authCalls(client)).createPatient, {
        accessToken: 'copied-token',
        hospitalId: 'org-galle',
        input: newPatient,
      }),
    ).rejects.toThrow('ARO-E1024');
    expect(authorizations).toEqual(['Bearer token-1']);
    expect(store.read()).toBeNull();
    expect(store.relationshipView()).toBeNull();
  });

  it("registration's profile refetch with the stored token signs the patient out on ARO-E1023", async () => {
    const { client } = clientAnswering('ARO-E1023:Please login.');
    await expect(run(actorsOf(authCalls(client)).loadProfile, { accessToken: 'token-1' })).rejects.toThrow('ARO-E1023');
    expect(store.read()).toBeNull();
  });

  it('ARO-E1022 during registration forgets everything and reloads', async () => {
    const { client, reload } = clientAnswering('ARO-E1022:Authentication failed');
    await expect(
      run(actorsOf(authCalls(client)).createPatient, {
        accessToken: 'token-1',
        hospitalId: 'org-galle',
        input: newPatient,
      }),
    ).rejects.toThrow('ARO-E1022');
    expect(store.read()).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('the profile load of a sign-in in progress (its new token) leaves the stored login alone', async () => {
    const { client, authorizations, reload } = clientAnswering('ARO-E1023:Please login.');
    await expect(run(actorsOf(authCalls(client)).loadProfile, { accessToken: 'new-token' })).rejects.toThrow(
      'ARO-E1023',
    );
    expect(authorizations).toEqual(['Bearer new-token']);
    expect(store.read()?.accessToken).toBe('token-1');
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('websocket', () => {
  it('connects to /graphql on this host with the token as a query parameter', () => {
    expect(socketUrl({ protocol: 'https:', host: 'clinic.example' }, 'a b')).toBe(
      'wss://clinic.example/graphql?access_token=a%20b',
    );
    expect(socketUrl({ protocol: 'http:', host: 'localhost:8080' }, null)).toBe('ws://localhost:8080/graphql');
  });

  it('closes on pause and re-subscribes on resume without ending the subscription', () => {
    const { clients, create } = fakeGraphqlWs();
    const socket = createLiveSocket({ url: () => 'ws://x/graphql', onConnected: vi.fn(), onError: vi.fn(), create });
    const next = vi.fn();
    const complete = vi.fn();
    socket.subscribe({ query: 'subscription { profileChanged { id } }' }).subscribe({ next, error: vi.fn(), complete });
    expect(clients).toHaveLength(1);

    socket.pause();
    expect(clients[0]?.disposed).toBe(true);
    expect(clients[0]?.released).toBe(1);
    // The old client completing its sinks on close must not end the app's subscription.
    clients[0]?.sinks[0]?.complete();
    expect(complete).not.toHaveBeenCalled();

    socket.resume();
    expect(clients).toHaveLength(2);
    clients[1]?.sinks[0]?.next({ data: { profileChanged: { id: 'profile-1' } } });
    expect(next).toHaveBeenCalledWith({ data: { profileChanged: { id: 'profile-1' } } });
  });

  it('keeps reconnecting a lost socket without end, waiting 1 s, 2 s, 4 s … up to 30 s between tries', async () => {
    const { clients, create } = fakeGraphqlWs();
    const socket = createLiveSocket({ url: () => 'ws://x/graphql', onConnected: vi.fn(), onError: vi.fn(), create });
    socket
      .subscribe({ query: 'subscription { profileChanged { id } }' })
      .subscribe({ next: vi.fn(), error: vi.fn(), complete: vi.fn() });
    const options = clients[0]!.options;
    expect(options.retryAttempts).toBe(Infinity);
    expect(options.shouldRetry?.({ code: 1006, reason: 'abnormal closure' })).toBe(true);

    expect([0, 1, 2, 3, 4, 5, 6, 20].map((retries) => reconnectDelay(retries, () => 0))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
    expect(reconnectDelay(20, () => 0.999)).toBeLessThan(31_000);

    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0);
    let waited = false;
    void options.retryWait?.(2).then(() => {
      waited = true;
    });
    await vi.advanceTimersByTimeAsync(3999);
    expect(waited).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(waited).toBe(true);
  });

  it('moves the subscriptions to a new socket on resume after graphql-ws gives up on one, and says so meanwhile', () => {
    const { clients, create } = fakeGraphqlWs();
    const onError = vi.fn();
    const socket = createLiveSocket({ url: () => 'ws://x/graphql', onConnected: vi.fn(), onError, create });
    const next = vi.fn();
    const error = vi.fn();
    const complete = vi.fn();
    socket.subscribe({ query: 'subscription { profileChanged { id } }' }).subscribe({ next, error, complete });

    // A close code graphql-ws never retries (4500 Internal Server Error) errors every sink of that client.
    clients[0]?.sinks[0]?.error({ code: 4500, reason: 'Internal Server Error' });
    expect(error).not.toHaveBeenCalled();
    expect(complete).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(clients[0]?.disposed).toBe(true);

    socket.resume();
    expect(clients).toHaveLength(2);
    clients[1]?.sinks[0]?.next({ data: { profileChanged: { id: 'profile-1' } } });
    expect(next).toHaveBeenCalledWith({ data: { profileChanged: { id: 'profile-1' } } });
  });

  it('ends a subscription the server refuses (GraphQL errors), and only that one', () => {
    const { clients, create } = fakeGraphqlWs();
    const socket = createLiveSocket({ url: () => 'ws://x/graphql', onConnected: vi.fn(), onError: vi.fn(), create });
    const refused = vi.fn();
    const other = vi.fn();
    socket
      .subscribe({ query: 'subscription { profileChanged { id } }' })
      .subscribe({ next: vi.fn(), error: refused, complete: vi.fn() });
    socket
      .subscribe({ query: 'subscription { profileChanged { mobileNo } }' })
      .subscribe({ next: other, error: vi.fn(), complete: vi.fn() });
    const errors = [{ message: 'ARO-E1023:Please login.' }];
    clients[0]?.sinks[0]?.error(errors);
    expect(refused).toHaveBeenCalledWith(errors);
    expect(clients[0]?.disposed).toBe(false);

    socket.pause();
    socket.resume();
    expect(clients[1]?.sinks).toHaveLength(1);
    clients[1]?.sinks[0]?.next({ data: { profileChanged: { mobileNo: '94771234567' } } });
    expect(other).toHaveBeenCalledTimes(1);
  });

  it('ends nothing and opens nothing once unsubscribed', () => {
    const { clients, create } = fakeGraphqlWs();
    const socket = createLiveSocket({ url: () => 'ws://x/graphql', onConnected: vi.fn(), onError: vi.fn(), create });
    const { unsubscribe } = socket
      .subscribe({ query: 'subscription { profileChanged { id } }' })
      .subscribe({ next: vi.fn(), error: vi.fn(), complete: vi.fn() });
    unsubscribe();
    expect(clients[0]?.released).toBe(1);
    socket.pause();
    socket.resume();
    expect(clients[1]?.sinks ?? []).toHaveLength(0);
  });
});
