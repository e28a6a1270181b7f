import { request } from 'node:http';
import { Writable } from 'node:stream';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { startServer, type RunningServer, type StartOptions } from '../../server/app';
import type { Services } from '../../server/context';
import type { Database } from '../../server/db/connect';
import { openTestDatabase, testDatabaseOptions } from '../infra/testDatabase';
import { createLogger } from '../../server/logger';
import { loadOtpKey } from '../../server/modules/auth/otpKey';
import { createInProcessPubSub } from '../../server/pubsub';
import { createGrowingDelay } from '../../server/growingDelay';
import { createRateLimiter } from '../../server/rateLimit';
import { WRONG_CODES_PER_ADDRESS_DELAY } from '../../domain/signInDelays';
import { seedDemoIfEmpty } from '../../server/seed/demo';
import { selectSmsProvider } from '../../server/sms/select';
import { loadTenant } from '../../tenants/load';
import { buildServices } from '../../server/services';

export interface GraphqlResponse<T = Record<string, unknown>> {
  readonly data?: T | null;
  readonly errors?: readonly { readonly message: string; readonly extensions?: Readonly<Record<string, unknown>> }[];
}

export interface OutboxMessage {
  readonly mobile: string;
  readonly text: string;
  readonly time: string;
}

/** A real server on a random port with an in-memory database, a movable clock and captured log lines. */
export interface TestServer {
  readonly server: RunningServer;
  readonly url: string;
  readonly logs: string[];
  now(): number;
  advance(ms: number): void;
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ): Promise<GraphqlResponse<T>>;
  outbox(): Promise<OutboxMessage[]>;
  /** The code of the newest SMS to a normalised number. */
  latestCode(mobile: string): Promise<number>;
  /** Asks for a code (throws on a GraphQL error). */
  sendCode(username: string): Promise<InitiateData['initiateAuthentication']>;
  /** Full sign-in; returns the access token. */
  signIn(username: string): Promise<string>;
  socket(token: string | null): Client;
  close(): Promise<void>;
}

/** The harness's per-address limit of GraphQL operations a minute: never reached by a test that does not mean to. */
const TEST_GRAPHQL_REQUESTS_PER_MINUTE = 1_000_000;

export const INITIATE = `mutation ($username: String!) { initiateAuthentication(username: $username) { id mobileNo resendAfterSeconds } }`;
export const COMPLETE = `mutation ($id: ID!, $code: Int!) { completeAuthentication(id: $id, code: $code) { id outcome accessToken triesLeft } }`;
export const PROFILE = `{ queryOneProfile { id status mobileNo patients { id prefix given family gender birthDate relationship hospitalId mobileNo createdTime } } }`;
export const LOGOUT = `mutation { logout }`;
export const CREATE_PATIENT = `mutation ($hospitalId: ID!, $args: CreatePatientInput!) {
  createPatient(hospitalId: $hospitalId, args: $args) { id prefix given family gender birthDate relationship hospitalId mobileNo createdTime }
}`;

export interface InitiateData {
  initiateAuthentication: { id: string; mobileNo: string; resendAfterSeconds: number };
}
export interface CompleteData {
  completeAuthentication: {
    id: string;
    outcome: 'succeeded' | 'failed' | 'expired' | 'locked';
    accessToken: string | null;
    triesLeft: number;
  };
}
export interface PatientData {
  id: string;
  prefix: string;
  given: string[];
  family: string;
  gender: string;
  birthDate: string;
  relationship: string | null;
  hospitalId: string;
  mobileNo: string;
  createdTime: string;
}
export interface ProfileData {
  queryOneProfile: { id: string; status: string; mobileNo: string; patients: PatientData[] };
}

/** The first error message of a response ('' when there is none). */
export function errorOf(response: GraphqlResponse<unknown>): string {
  return response.errors?.[0]?.message ?? '';
}

export async function startTestServer(options: Partial<StartOptions> = {}): Promise<TestServer> {
  let clock = Date.now();
  const logs: string[] = [];
  const logDestination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      logs.push(
        ...chunk
          .toString('utf8')
          .split('\n')
          .filter((line) => line !== ''),
      );
      callback();
    },
  });
  const server = await startServer({
    port: 0,
    ...(await testDatabaseOptions()),
    serveApp: false,
    seed: true,
    logLevel: 'info',
    logDestination,
    now: () => clock,
    // Every test sends from 127.0.0.1, some hundreds of operations a second: the per-address limit of /graphql
    // (600 a minute) is raised here; tests/server/requestLimit.test.ts sets its own.
    graphqlRequestsPerAddressPerMinute: TEST_GRAPHQL_REQUESTS_PER_MINUTE,
    ...options,
  });
  const sockets: Client[] = [];

  const gql = async <T>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ): Promise<GraphqlResponse<T>> => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as GraphqlResponse<T>;
  };
  const outbox = async (): Promise<OutboxMessage[]> =>
    (await (await fetch(`${server.url}/dev/sms`)).json()) as OutboxMessage[];
  const latestCode = async (mobile: string): Promise<number> => {
    const message = (await outbox()).find((entry) => entry.mobile === mobile);
    const code = message === undefined ? undefined : /\b(\d{4})\b/.exec(message.text)?.[1];
    if (code === undefined) throw new Error(`no code was sent to ${mobile}`);
    return Number(code);
  };
  const sendCode = async (username: string): Promise<InitiateData['initiateAuthentication']> => {
    const response = await gql<InitiateData>(INITIATE, { username });
    if (!response.data) throw new Error(`initiateAuthentication failed: ${errorOf(response)}`);
    return response.data.initiateAuthentication;
  };

  return {
    server,
    url: server.url,
    logs,
    now: () => clock,
    advance: (ms) => {
      clock += ms;
    },
    gql,
    outbox,
    latestCode,
    sendCode,
    signIn: async (username) => {
      const { id, mobileNo } = await sendCode(username);
      const response = await gql<CompleteData>(COMPLETE, { id, code: await latestCode(mobileNo) });
      const token = response.data?.completeAuthentication.accessToken;
      if (typeof token !== 'string') throw new Error(`sign-in failed: ${errorOf(response)}`);
      return token;
    },
    socket: (token) => {
      const query = token === null ? '' : `?access_token=${encodeURIComponent(token)}`;
      const client = createClient({
        url: `${server.url.replace('http', 'ws')}/graphql${query}`,
        webSocketImpl: WebSocket,
        retryAttempts: 0,
        lazy: true,
      });
      sockets.push(client);
      return client;
    },
    close: async () => {
      await Promise.all(sockets.map(async (client) => client.dispose()));
      await server.close();
    },
  };
}

/**
 * POSTs a GraphQL operation from the given local address (the per-address limits key the socket's address;
 * 127.0.0.0/8 is all loopback, so each address is another client on this machine).
 */
export function postFrom<T = Record<string, unknown>>(
  server: Pick<TestServer, 'url'>,
  localAddress: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<GraphqlResponse<T>> {
  const url = new URL('/graphql', server.url.replace('localhost', '127.0.0.1'));
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', localAddress, headers: { 'content-type': 'application/json' } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve(JSON.parse(text) as GraphqlResponse<T>));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ query, variables }));
  });
}

/** A patient input that passes every rule; override what a test is about. */
export function patientInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    prefix: 'Mr',
    given: ['Nuwan'],
    family: 'Silva',
    gender: 'male',
    birthDate: '1990-05-17',
    relationship: 'Me',
    ...overrides,
  };
}

// ——— Channelling helpers ———

/** The seeded staff password (development seed; STAFF_DEMO_PASSWORD unset in tests). */
export const STAFF_PASSWORD = 'carechat-staff';
export const STAFF_SIGN_IN = `mutation ($username: String!, $password: String!) {
  staffSignIn(username: $username, password: $password) { accessToken staff { id username displayName organization { id } } }
}`;
export const APPOINTMENT_FIELDS = `id sessionId patientId status appointmentPaymentStatus tokenNo bookingType holdExpiresAt heartbeatLinkSeen heartbeatLastSeen cancelReason valuepack appointmentOriginChannel
  start end session { id status activeAppointments } patient { id given }`;
const CREATE_APPOINTMENT = `mutation ($input: CreateAppointmentInput!) { createAppointment(input: $input) { ${APPOINTMENT_FIELDS} } }`;
const SESSION_FIELDS = `id status startTime endTime appointmentMaxAllowed activeAppointments serviceType participationMode locationName doctorFee
  practitioner { id name active roles { code display } specialty { code } } specialty { id code display } organization { id orgName }`;
export const QUERY_SESSION = `query ($filter: SessionFilter!, $limit: Int) { querySession(filter: $filter, limit: $limit) { ${SESSION_FIELDS} } }`;

export interface AppointmentData {
  id: string;
  sessionId: string;
  patientId: string;
  status: string;
  appointmentPaymentStatus: string;
  tokenNo: number;
  bookingType: string;
  holdExpiresAt: string | null;
  heartbeatLinkSeen: boolean;
  heartbeatLastSeen: string | null;
  cancelReason: string | null;
  valuepack: boolean;
  appointmentOriginChannel: string;
  start: string;
  end: string;
  session: { id: string; status: string; activeAppointments: number };
  patient: { id: string; given: string[] };
}

export interface SessionData {
  id: string;
  status: string;
  startTime: string;
  endTime: string;
  appointmentMaxAllowed: number;
  activeAppointments: number;
  serviceType: string;
  participationMode: string;
  locationName: string;
  doctorFee: number;
  practitioner: {
    id: string;
    name: string;
    active: boolean;
    roles: { code: string; display: string }[];
    specialty: { code: string };
  };
  specialty: { id: string; code: string; display: string };
  organization: { id: string; orgName: string };
}

/** A staff sign-in; returns the staff token (throws on a GraphQL error). */
export async function signInStaff(t: TestServer, username: string, password = STAFF_PASSWORD): Promise<string> {
  const response = await t.gql<{ staffSignIn: { accessToken: string } }>(STAFF_SIGN_IN, { username, password });
  const token = response.data?.staffSignIn.accessToken;
  if (token === undefined) throw new Error(`staff sign-in failed: ${errorOf(response)}`);
  return token;
}

/** A new account with one patient (its holder); returns the token and the patient id. */
export async function newPatient(
  t: TestServer,
  mobile: string,
  given = 'Nuwan',
): Promise<{ token: string; patientId: string }> {
  const token = await t.signIn(mobile);
  const created = await t.gql<{ createPatient: PatientData }>(
    CREATE_PATIENT,
    { hospitalId: 'org-colombo', args: patientInput({ given: [given] }) },
    token,
  );
  const patientId = created.data?.createPatient.id;
  if (patientId === undefined) throw new Error(`createPatient failed: ${errorOf(created)}`);
  return { token, patientId };
}

/** createAppointment over HTTP (the response as is). */
export function bookSession(
  t: TestServer,
  token: string,
  sessionId: string,
  patientId: string,
  extra: Record<string, unknown> = {},
): Promise<GraphqlResponse<{ createAppointment: AppointmentData }>> {
  return t.gql<{ createAppointment: AppointmentData }>(
    CREATE_APPOINTMENT,
    { input: { sessionId, patientId, ...extra } },
    token,
  );
}

/** One session by id through querySession (undefined when the search leaves it out). */
export async function sessionById(t: TestServer, id: string): Promise<SessionData | undefined> {
  const response = await t.gql<{ querySession: SessionData[] }>(QUERY_SESSION, { filter: { id } });
  if (!response.data) throw new Error(`querySession failed: ${errorOf(response)}`);
  return response.data.querySession[0];
}

/** Collects what a subscription pushes; `next(n)` waits (up to 5 s) until n results have arrived. */
export function listenTo<T>(
  client: Client,
  query: string,
  variables: Record<string, unknown> = {},
): { results: GraphqlResponse<T>[]; next(count: number): Promise<GraphqlResponse<T>[]>; stop(): void } {
  const results: GraphqlResponse<T>[] = [];
  const stop = client.subscribe<T>(
    { query, variables },
    { next: (value) => void results.push(value), error: () => undefined, complete: () => undefined },
  );
  const next = async (count: number): Promise<GraphqlResponse<T>[]> => {
    const deadline = Date.now() + 5000;
    while (results.length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    return results;
  };
  return { results, next, stop };
}

/** The errors an operation on a socket ends with ([] when it completes): what the server refused it with. */
export function operationErrors(client: Client, query: string): Promise<string[]> {
  return new Promise((resolve) => {
    let errors: string[] = [];
    client.subscribe<unknown>(
      { query },
      {
        next: (value) => {
          errors = (value.errors ?? []).map((error) => error.message);
        },
        error: (error: unknown) =>
          resolve(Array.isArray(error) ? error.map((item: { message: string }) => item.message) : [String(error)]),
        complete: () => resolve(errors),
      },
    );
  });
}

/** The server's services without HTTP, on a seeded in-memory database: service functions called directly. */
export interface TestServices {
  readonly services: Services;
  readonly database: Database;
  advance(ms: number): void;
}

export async function startTestServices(tenantId = 'carechat-demo'): Promise<TestServices> {
  let clock = Date.now();
  const now = (): number => clock;
  const database = await openTestDatabase();
  const tenant = loadTenant(tenantId);
  await seedDemoIfEmpty(database.db, tenant, now());
  const logger = createLogger('silent');
  const services = buildServices({
    db: database.db,
    tenant,
    logger,
    now,
    sms: selectSmsProvider({}, database.db, now, logger),
    pubsub: createInProcessPubSub(),
    otpKey: await loadOtpKey(database.db),
    codeRequests: createRateLimiter({ name: 'codes', limit: 1000, windowMs: 60 * 60 * 1000 }, null),
    wrongCodes: createGrowingDelay('wrong-codes', WRONG_CODES_PER_ADDRESS_DELAY, { redis: null }),
    redis: null,
    instanceId: 'test',
    publicUrl: () => 'http://localhost:8080',
  });
  return {
    services,
    database,
    advance: (ms) => {
      clock += ms;
    },
  };
}
