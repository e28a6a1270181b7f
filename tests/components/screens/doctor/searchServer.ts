import { Client, fetchExchange, subscriptionExchange, type ExecutionResult } from 'urql';
import { vi } from 'vitest';

/**
 * A urql client over a fake server for the search screens: queries answer from `answers` by operation
 * name (a function may look at the variables), subscriptions stay open until the test pushes to them.
 */

export interface FakeServer {
  readonly client: Client;
  /** Every operation sent, by name, with its variables. */
  readonly operations: { name: string; variables: Record<string, unknown> }[];
  /** Sends a result to every open subscription of that name. */
  readonly push: (name: string, data: unknown) => void;
  readonly subscribed: (name: string) => number;
}

/** Data, an Error (sent as a GraphQL error), or a function of the variables returning either. */
export type Answer = unknown;

interface Sink {
  next: (value: ExecutionResult) => void;
  complete: () => void;
}

function operationName(query: string | undefined): string {
  return /(?:query|mutation|subscription)\s+(\w+)/.exec(query ?? '')?.[1] ?? '';
}

export function fakeServer(answers: Record<string, Answer>): FakeServer {
  const operations: FakeServer['operations'] = [];
  const sinks = new Map<string, Set<Sink>>();
  const fetch = vi.fn((url: RequestInfo | URL, init?: RequestInit) => {
    // Queries short enough come as GET (urql's default), mutations as POST.
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
    operations.push({ name, variables });
    const answer = answers[name];
    const result =
      typeof answer === 'function' ? (answer as (v: Record<string, unknown>) => unknown)(variables) : answer;
    const payload =
      result instanceof Error ? { data: null, errors: [{ message: result.message }] } : { data: result ?? null };
    return Promise.resolve(new Response(JSON.stringify(payload), { headers: { 'content-type': 'application/json' } }));
  });
  const client = new Client({
    url: 'http://localhost/graphql',
    fetch,
    exchanges: [
      subscriptionExchange({
        forwardSubscription: (request) => ({
          subscribe: (sink: Sink) => {
            const name = operationName(request.query);
            operations.push({ name, variables: (request.variables ?? {}) as Record<string, unknown> });
            const set = sinks.get(name) ?? new Set<Sink>();
            set.add(sink);
            sinks.set(name, set);
            return { unsubscribe: () => set.delete(sink) };
          },
        }),
      }),
      fetchExchange,
    ],
  });
  return {
    client,
    operations,
    push: (name, data) => {
      for (const sink of sinks.get(name) ?? []) sink.next({ data } as ExecutionResult);
    },
    subscribed: (name) => sinks.get(name)?.size ?? 0,
  };
}

// ---- Fixtures in the server's shapes. ----

const NIMAL = {
  id: 'pr-nimal',
  name: 'Dr. Nimal Perera',
  gender: 'male',
  active: true,
  roles: [
    { code: 'doctor', display: 'Doctor' },
    { code: 'cardiologist', display: 'Cardiologist' },
  ],
  specialty: { id: 'sp-cardiology', code: 'cardiology', display: 'Cardiology' },
  organizationIds: ['org-colombo', 'org-kandy'],
};
const KAMALA = {
  id: 'pr-kamala',
  name: 'Dr. Kamala Silva',
  gender: 'female',
  active: true,
  roles: [{ code: 'paediatrician', display: 'Paediatrician' }],
  specialty: { id: 'sp-paediatrics', code: 'paediatrics', display: 'Paediatrics' },
  organizationIds: ['org-colombo'],
};
const SPECIALTIES = [
  { id: 'sp-cardiology', code: 'cardiology', display: 'Cardiology' },
  { id: 'sp-paediatrics', code: 'paediatrics', display: 'Paediatrics' },
];
export const ORGANIZATIONS = [
  {
    id: 'org-colombo',
    orgName: 'Carechat Hospital Colombo',
    city: 'Colombo',
    phone: '+94 11 234 5678',
    lat: 6.9,
    lng: 79.8,
  },
  { id: 'org-kandy', orgName: 'Carechat Hospital Kandy', city: 'Kandy', phone: '+94 81 222 3344', lat: 7.3, lng: 80.6 },
];

export function serverSession(
  id: string,
  start: Date,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    id,
    status: 'scheduled',
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
    appointmentMaxAllowed: 20,
    activeAppointments: 2,
    participationMode: 'in_person',
    specialty: NIMAL.specialty,
    practitioner: { id: NIMAL.id, name: NIMAL.name, roles: NIMAL.roles },
    organization: { id: 'org-colombo', orgName: 'Carechat Hospital Colombo' },
    locationName: 'Room 4',
    fee: 1500,
    ...overrides,
  };
}

export const CATALOGUE_ANSWERS = {
  SearchPractitioners: { queryPractitioner: [NIMAL, KAMALA] },
  SearchSpecialties: { querySpecialty: SPECIALTIES },
  SearchOrganizations: { queryOrganization: ORGANIZATIONS },
};
