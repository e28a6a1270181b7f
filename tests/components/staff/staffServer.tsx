import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Client, fetchExchange, subscriptionExchange, type ExecutionResult } from 'urql';
import { vi } from 'vitest';
import { encodeChatPayload, type ChatContent } from '../../../domain/chatPayload';
import type { ReconnectSignal } from '../../../src/lib/staffLogin/staffClient';
import { StaffRoot } from '../../../src/staff/StaffApp';
import { createStaffLoginStore, type StaffLogin, type StaffLoginStore } from '../../../src/lib/staffLogin/staffLogin';

/**
 * A urql client over a fake server for the staff console: queries and mutations answer from `answers`
 * by operation name (a function may look at the variables; an Error becomes a GraphQL error, with its `extensions` if it has any),
 * subscriptions stay open until the test pushes to them.
 */

export interface FakeServer {
  readonly client: Client;
  /** Every operation sent, by name, with its variables and the Authorization header (subscriptions: none). */
  readonly operations: { name: string; variables: Record<string, unknown>; authorization: string | null }[];
  readonly push: (name: string, data: unknown) => void;
  readonly subscribed: (name: string) => number;
  readonly sent: (name: string) => Record<string, unknown>[];
}

interface Sink {
  next: (value: ExecutionResult) => void;
  complete: () => void;
}

function operationName(query: string | undefined): string {
  return /(?:query|mutation|subscription)\s+(\w+)/.exec(query ?? '')?.[1] ?? '';
}

export function fakeServer(answers: Record<string, unknown>): FakeServer {
  const operations: FakeServer['operations'] = [];
  const sinks = new Map<string, Set<Sink>>();
  const fetch = vi.fn((url: RequestInfo | URL, init?: RequestInit) => {
    const params = new URL(typeof url === 'string' ? url : url instanceof URL ? url.href : url.url).searchParams;
    const body: { operationName?: string | null; variables?: Record<string, unknown> } =
      typeof init?.body === 'string'
        ? (JSON.parse(init.body) as { operationName?: string; variables?: Record<string, unknown> })
        : {
            operationName: params.get('operationName'),
            variables: JSON.parse(params.get('variables') ?? '{}') as Record<string, unknown>,
          };
    const name = body.operationName ?? '';
    const variables = body.variables ?? {};
    const headers = new Headers(init?.headers);
    operations.push({ name, variables, authorization: headers.get('authorization') });
    const answer = answers[name];
    const result =
      typeof answer === 'function' ? (answer as (v: Record<string, unknown>) => unknown)(variables) : answer;
    // An Error may carry the GraphQL error's extensions (Object.assign(new Error(…), { extensions })).
    const extensions = result instanceof Error && 'extensions' in result ? { extensions: result.extensions } : {};
    const payload =
      result instanceof Error
        ? { data: null, errors: [{ message: result.message, ...extensions }] }
        : { data: result ?? null };
    return Promise.resolve(new Response(JSON.stringify(payload), { headers: { 'content-type': 'application/json' } }));
  });
  const client = new Client({
    url: 'http://localhost/graphql',
    fetch,
    requestPolicy: 'network-only',
    exchanges: [
      fetchExchange,
      subscriptionExchange({
        forwardSubscription: (request) => ({
          subscribe: (sink: Sink) => {
            const name = operationName(request.query);
            operations.push({
              name,
              variables: (request.variables ?? {}) as Record<string, unknown>,
              authorization: null,
            });
            const set = sinks.get(name) ?? new Set<Sink>();
            set.add(sink);
            sinks.set(name, set);
            return { unsubscribe: () => set.delete(sink) };
          },
        }),
      }),
    ],
  });
  return {
    client,
    operations,
    push: (name, data) => {
      for (const sink of sinks.get(name) ?? []) sink.next({ data } as ExecutionResult);
    },
    subscribed: (name) => sinks.get(name)?.size ?? 0,
    sent: (name) => operations.filter((operation) => operation.name === name).map((operation) => operation.variables),
  };
}

// ---- Fixtures in the server's shapes. ----

export const ORG = { id: 'org-colombo', orgName: 'Carechat Hospital Colombo' };
export const ME = {
  id: 'staff-1',
  username: 'staff.colombo',
  displayName: 'Nimali Fernando',
  organization: ORG,
  __typename: 'StaffMember',
};
export const COLLEAGUE = {
  id: 'staff-2',
  username: 'staff.colombo2',
  displayName: 'Sunil Jayasuriya',
  organization: ORG,
  __typename: 'StaffMember',
};

export const STAFF_LOGIN: StaffLogin = {
  accessToken: 'staff-token-1',
  staff: {
    id: ME.id,
    username: ME.username,
    displayName: ME.displayName,
    organizationId: ORG.id,
    organizationName: ORG.orgName,
    role: 'front_desk',
    practitionerId: null,
  },
};

const TODAY = new Date();
const at = (hours: number, minutes = 0): string =>
  new Date(TODAY.getFullYear(), TODAY.getMonth(), TODAY.getDate(), hours, minutes).toISOString();

export function summary(id: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    __typename: 'StaffChatSummary',
    id,
    status: 'preparation',
    patientName: `Patient ${id}`,
    mobileNo: '94771234567',
    language: 'en',
    staff: null,
    queuedTime: at(9),
    updatedTime: at(9, 5),
    unread: 0,
    lastMessage: null,
    rating: null,
    ...overrides,
  };
}

export function serverChat(id: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    __typename: 'Chat',
    id,
    status: 'preparation',
    createdTime: at(9),
    hospital: { id: ORG.id, orgName: ORG.orgName },
    sender: 'Patient/p1',
    patientName: 'Nimal Perera',
    staff: null,
    rating: null,
    queuePosition: 1,
    staffOnline: true,
    staffTyping: false,
    patientTyping: false,
    lastSeq: 0,
    patientDeliveredSeq: 0,
    staffDeliveredSeq: 0,
    messages: [],
    ...overrides,
  };
}

export function serverMessage(
  chatId: string,
  seq: number,
  content: ChatContent,
  from: 'patient' | 'staff' | 'system' = 'patient',
): Record<string, unknown> {
  const authorRef = from === 'patient' ? 'Patient/p1' : from === 'staff' ? `Staff/${ME.id}` : `Organization/${ORG.id}`;
  const authorName = from === 'patient' ? 'Nimal Perera' : from === 'staff' ? ME.displayName : ORG.orgName;
  return {
    __typename: 'ChatMessage',
    id: `m-${chatId}-${seq}`,
    chatId,
    seq,
    author: from,
    authorName,
    authorRef,
    payload: encodeChatPayload({ authorRef, timestamp: Date.parse(at(9, seq)), content }),
    createdTime: at(9, seq),
  };
}

export const text = (message: string): ChatContent => ({ kind: 'message', message });

/** A reconnect signal the test fires by hand. */
export function fakeReconnects(): ReconnectSignal & { fire: () => void } {
  const listeners = new Set<() => void>();
  return {
    listen: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    fire: () => {
      for (const listener of listeners) listener();
    },
  };
}

/** The console at `url` over the fake server, signed in (or not) in jsdom's session storage. */
export function renderConsole(
  server: FakeServer,
  {
    url = '/staff',
    signedIn = true,
    reconnects = fakeReconnects(),
  }: { url?: string; signedIn?: boolean; reconnects?: ReturnType<typeof fakeReconnects> } = {},
): RenderResult & { store: StaffLoginStore; reconnects: ReturnType<typeof fakeReconnects> } {
  const store = createStaffLoginStore(window.sessionStorage);
  if (signedIn) store.signIn(STAFF_LOGIN);
  const result = render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="staff/*" element={<StaffRoot store={store} client={server.client} reconnects={reconnects} />} />
      </Routes>
    </MemoryRouter>,
  );
  return { ...result, store, reconnects };
}
