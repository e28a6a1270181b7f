// @vitest-environment jsdom
import { CombinedError, createRequest, makeOperation, type Operation } from '@urql/core';
import type { Client as WsClient, Sink, createClient } from 'graphql-ws';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../domain/storageKeys';
import { ProfileQuery } from '../../../src/graphql/profile';
import { applySessionError, requestHeaders, sessionErrorAction } from '../../../src/api/client';
import { createLiveSocket, socketUrl } from '../../../src/api/socket';
import { createSessionStore } from '../../../src/app/sessionStore';

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
    applySessionError(sessionErrorAction(failure('ARO-E1022:Authentication failed'), operation()), store, reload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(store.read()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('ARO-E1023 and ARO-E1024 sign the patient out without a reload', () => {
    for (const message of ['ARO-E1023:Please login.', 'ARO-E1024:']) {
      const store = signedIn();
      const reload = vi.fn();
      applySessionError(sessionErrorAction(failure(message), operation()), store, reload);
      expect(store.read()).toBeNull();
      expect(store.relationshipView()).toBeNull();
      expect(reload).not.toHaveBeenCalled();
    }
  });

  it('other errors, and errors of a sign-in still in progress, leave the login alone', () => {
    expect(sessionErrorAction(failure('ARO-E1015:Invalid verification code.'), operation())).toBeNull();
    expect(sessionErrorAction(failure('no code here'), operation())).toBeNull();
    expect(sessionErrorAction(failure('ARO-E1023:Please login.'), operation({ accessToken: 'new-token' }))).toBeNull();
  });
});

describe('websocket', () => {
  it('connects to /graphql on this host with the token as a query parameter', () => {
    expect(socketUrl({ protocol: 'https:', host: 'clinic.example' }, 'a b')).toBe('wss://clinic.example/graphql?access_token=a%20b');
    expect(socketUrl({ protocol: 'http:', host: 'localhost:8080' }, null)).toBe('ws://localhost:8080/graphql');
  });

  /** graphql-ws clients as created by the socket: what was subscribed and whether it was disposed. */
  function fakeGraphqlWs(): { clients: { sinks: Sink[]; disposed: boolean; released: number }[]; create: typeof createClient } {
    const clients: { sinks: Sink[]; disposed: boolean; released: number }[] = [];
    const create = (() => {
      const record = { sinks: [] as Sink[], disposed: false, released: 0 };
      clients.push(record);
      const client: Pick<WsClient, 'subscribe' | 'dispose'> = {
        subscribe: (_payload, sink) => {
          record.sinks.push(sink);
          return () => {
            record.released += 1;
          };
        },
        dispose: () => {
          record.disposed = true;
          return Promise.resolve();
        },
      };
      return client as WsClient;
    }) as typeof createClient;
    return { clients, create };
  }

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

  it('ends nothing and opens nothing once unsubscribed', () => {
    const { clients, create } = fakeGraphqlWs();
    const socket = createLiveSocket({ url: () => 'ws://x/graphql', onConnected: vi.fn(), onError: vi.fn(), create });
    const { unsubscribe } = socket.subscribe({ query: 'subscription { profileChanged { id } }' }).subscribe({ next: vi.fn(), error: vi.fn(), complete: vi.fn() });
    unsubscribe();
    expect(clients[0]?.released).toBe(1);
    socket.pause();
    socket.resume();
    expect(clients[1]?.sinks ?? []).toHaveLength(0);
  });
});
