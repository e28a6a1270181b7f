import {
  Client,
  fetchExchange,
  makeOperation,
  mapExchange,
  subscriptionExchange,
  type CombinedError,
  type OperationContext,
} from '@urql/core';
import { DEFAULT_ERROR_MESSAGE, errorAction, parseError } from '../../../domain/errors';
import { requestHeaders } from '../client/client';
import { createLazyLiveSocket, socketUrl, type LiveSocket } from '../client/lazySocket';
import type { StaffLoginStore } from './staffLogin';

/** Tells who listens that the console's socket (re)connected: conversations catch up on what they missed. */
export interface ReconnectSignal {
  readonly listen: (listener: () => void) => () => void;
}

export interface StaffClient {
  readonly client: Client;
  readonly socket: LiveSocket;
  readonly reconnects: ReconnectSignal;
}

export interface StaffClientOptions {
  readonly login: StaffLoginStore;
  readonly url?: string;
}

/** The error text a failed staff operation shows (the first GraphQL error, else the catalogue default). */
export function staffErrorMessage(error: CombinedError): string {
  return parseError(error.graphQLErrors[0]?.message ?? null).message;
}

export type Outcome<Data> =
  { readonly ok: true; readonly data: Data } | { readonly ok: false; readonly message: string };

/**
 * An operation's data, or the message to show instead. Checks the error first: beside GraphQL errors
 * urql hands data as null, whatever its type says.
 */
export function outcomeOf<Data>(result: {
  readonly data?: Data | null;
  readonly error?: CombinedError | undefined;
}): Outcome<Data> {
  if (result.error !== undefined) return { ok: false, message: staffErrorMessage(result.error) };
  if (result.data === undefined || result.data === null) return { ok: false, message: DEFAULT_ERROR_MESSAGE };
  return { ok: true, data: result.data };
}

/** The data of an outcome turned into what the console keeps. */
export function mapOutcome<Data, Value>(outcome: Outcome<Data>, map: (data: Data) => Value): Outcome<Value> {
  return outcome.ok ? { ok: true, data: map(outcome.data) } : outcome;
}

/**
 * A staff token the server no longer accepts (ARO-E1022 not a staff token, E1023 none, E1024 expired or
 * revoked): the console signs out and says why. Other errors are shown where they happened.
 */
function signsOut(error: CombinedError): string | null {
  const first = error.graphQLErrors[0];
  if (first === undefined) return null;
  const parsed = parseError(first.message);
  return errorAction(parsed.code) === 'show' ? null : parsed.message;
}

/** An operation that names its token in its own headers (signOut.ts, sent after the login is forgotten). */
function carriesOwnToken(context: OperationContext): boolean {
  const options = context.fetchOptions;
  return typeof options === 'object' && new Headers(options.headers).has('authorization');
}

/**
 * The console's own urql client, never the patient's: no graphcache (every screen asks the network),
 * the staff token from the console's storage on every request and in the socket url, and a socket
 * that stays open while the tab is hidden, because the open staffChatsChanged subscription is what
 * tells patients that staff are online.
 */
export function createStaffClient(options: StaffClientOptions): StaffClient {
  const { login } = options;
  const listeners = new Set<() => void>();

  const socket = createLazyLiveSocket({
    url: () => socketUrl(window.location, login.accessToken()),
    onConnected: () => {
      for (const listener of listeners) listener();
    },
    // The subscriptions come back by themselves (capped backoff); the catch-up follows onConnected.
    onError: () => undefined,
  });

  const authHeaders = mapExchange({
    onOperation: (operation) => {
      if (carriesOwnToken(operation.context)) return operation;
      const token = login.accessToken();
      return makeOperation(operation.kind, operation, {
        ...operation.context,
        fetchOptions: () => ({ headers: requestHeaders(token) }),
      });
    },
  });

  const authErrors = mapExchange({
    onError: (error, operation) => {
      // An operation with its own token (Sign out's) is not the current login's: its refusal must not end a new one.
      if (carriesOwnToken(operation.context)) return;
      const reason = signsOut(error);
      if (reason !== null) login.signOut(reason);
    },
  });

  const client = new Client({
    url: options.url ?? '/graphql',
    requestPolicy: 'network-only',
    exchanges: [
      authErrors,
      authHeaders,
      fetchExchange,
      subscriptionExchange({
        forwardSubscription: (request) => socket.subscribe({ ...request, query: request.query ?? '' }),
      }),
    ],
  });

  return {
    client,
    socket,
    reconnects: {
      listen: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
  };
}
