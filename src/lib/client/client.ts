import {
  Client,
  fetchExchange,
  makeOperation,
  mapExchange,
  subscriptionExchange,
  type CombinedError,
  type Operation,
} from '@urql/core';
import { cacheExchange, type Data, type DataField, type Entity } from '@urql/exchange-graphcache';
import { errorAction, parseError } from '../../../domain/errors';
import type { SessionStore } from '../session/sessionStore';
import { createLazyLiveSocket, socketUrl, type LiveSocket } from './lazySocket';
import { leaveSafeFetch } from '../pageLeave';

export interface AppClientOptions {
  readonly session: SessionStore;
  /** The connection machine hears about the socket through these (WS_CONNECTED / WS_ERROR). */
  readonly onSocketConnected: () => void;
  readonly onSocketError: () => void;
  /** ARO-E1022 reloads the page after clearing the login. */
  readonly reload: () => void;
  readonly url?: string;
  /** The network's fetch (the browser's by default); tests pass their own. */
  readonly fetch?: typeof fetch;
}

export interface AppClient {
  readonly client: Client;
  /** Lazy: nothing connects until the first subscription. The provider ties it to page visibility. */
  readonly socket: LiveSocket;
}

/**
 * An operation may carry its own token: the profile fetch right after a code is verified, before the
 * login is stored. Everything else uses the stored login.
 */
export interface AuthContext {
  readonly accessToken?: string;
}

function operationToken(operation: Operation, session: SessionStore): string | null {
  const own: unknown = (operation.context as AuthContext).accessToken;
  return typeof own === 'string' ? own : session.accessToken();
}

/** Headers of spec 000 §7: authorisation from the stored login and a fresh correlation id per request. */
export function requestHeaders(token: string | null): Record<string, string> {
  const headers: Record<string, string> = { 'x-correlation-id': crypto.randomUUID() };
  if (token !== null) headers.Authorization = `Bearer ${token}`;
  return headers;
}

const byId = (data: Data): string | null => (typeof data.id === 'string' ? data.id : null);

function patientKey(value: DataField | undefined, cache: { keyOfEntity: (e: Entity) => string | null }): string | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || !('id' in value)) return null;
  return typeof value.id === 'string' ? cache.keyOfEntity({ __typename: 'Patient', id: value.id }) : null;
}

function createCache(): ReturnType<typeof cacheExchange> {
  return cacheExchange({
    // Value objects without an id are embedded in their parent, never normalised.
    keys: {
      Profile: byId,
      Patient: byId,
      Organization: byId,
      PractitionerRole: () => null,
      Amount: () => null,
      KeyValue: () => null,
      InvoiceItem: () => null,
      Signature: () => null,
      AppointmentToken: byId,
      GatewayAuthentication: () => null,
      Address: () => null,
      LoyaltyAccount: () => null,
      LoyaltyTransactionItem: () => null,
      // An order's charges and payment (issue 29): parts of their order, never shared.
      OrderCharge: () => null,
      OrderPaid: () => null,
      // Lab reports (issue 17): a result's value, ranges and antibiogram, and the printed report's parts.
      Quantity: () => null,
      ReferenceRange: () => null,
      AntibiogramEntry: () => null,
      PreviousResult: () => null,
      PrintedResult: () => null,
      PrintedReport: () => null,
    },
    updates: {
      Mutation: {
        // A new patient joins the cached account so lists show it before the 2 s refetch.
        createPatient: (result, _args, store) => {
          const profileKey = store.resolve('Query', 'queryOneProfile');
          const created = patientKey(result.createPatient, store);
          if (typeof profileKey !== 'string' || created === null) return;
          const patients = store.resolve(profileKey, 'patients');
          if (!Array.isArray(patients)) return;
          const linked: readonly unknown[] = patients;
          const keys = linked.filter((key): key is string => typeof key === 'string');
          if (!keys.includes(created)) store.link(profileKey, 'patients', [...keys, created]);
        },
        logout: (_result, _args, store) => {
          store.invalidate('Query', 'queryOneProfile');
        },
      },
    },
  });
}

/**
 * Spec 000 §8: what a failed operation means for the stored login. ARO-E1022 clears everything and
 * reloads; ARO-E1023/E1024 sign the patient out. A result for a token other than the stored one (a
 * sign-in in progress) says nothing about the stored login; one carrying the stored token does.
 */
export function sessionErrorAction(
  error: CombinedError,
  operation: Operation,
  storedToken: string | null,
): 'reset-and-reload' | 'logout' | null {
  const own: unknown = (operation.context as AuthContext).accessToken;
  if (typeof own === 'string' && own !== storedToken) return null;
  const first = error.graphQLErrors[0];
  if (first === undefined) return null;
  const action = errorAction(parseError(first.message).code);
  return action === 'show' ? null : action;
}

export function applySessionError(
  action: 'reset-and-reload' | 'logout' | null,
  session: SessionStore,
  reload: () => void,
): void {
  switch (action) {
    case 'reset-and-reload':
      session.reset();
      reload();
      return;
    case 'logout':
      session.signOut();
      return;
    case null:
      return;
  }
}

export function createAppClient(options: AppClientOptions): AppClient {
  const { session } = options;

  // Its code and graphql-ws load on the first subscription or resume (the chat home's first bubble needs neither).
  const socket = createLazyLiveSocket({
    url: () => socketUrl(window.location, session.accessToken()),
    onConnected: options.onSocketConnected,
    onError: options.onSocketError,
  });

  const authHeaders = mapExchange({
    onOperation: (operation) => {
      const token = operationToken(operation, session);
      return makeOperation(operation.kind, operation, {
        ...operation.context,
        // A function, so fetchExchange builds the headers (and a new correlation id) per request.
        fetchOptions: () => ({ headers: requestHeaders(token) }),
      });
    },
  });

  const sessionErrors = mapExchange({
    onError: (error, operation) =>
      applySessionError(sessionErrorAction(error, operation, session.accessToken()), session, options.reload),
  });

  const client = new Client({
    url: options.url ?? '/graphql',
    requestPolicy: 'network-only',
    // A request cut because the page is being left never reaches an actor as a failure (./pageLeave.ts).
    fetch: leaveSafeFetch(options.fetch ?? ((input, init) => fetch(input, init))),
    exchanges: [
      sessionErrors,
      createCache(),
      authHeaders,
      fetchExchange,
      subscriptionExchange({
        forwardSubscription: (request) => socket.subscribe({ ...request, query: request.query ?? '' }),
      }),
    ],
  });

  return { client, socket };
}
