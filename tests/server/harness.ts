import { Writable } from 'node:stream';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { startServer, type RunningServer, type StartOptions } from '../../server/app';

export interface GraphqlResponse<T = Record<string, unknown>> {
  readonly data?: T | null;
  readonly errors?: readonly { readonly message: string }[];
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
  gql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, token?: string): Promise<GraphqlResponse<T>>;
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
  completeAuthentication: { id: string; outcome: 'succeeded' | 'failed' | 'expired' | 'locked'; accessToken: string | null; triesLeft: number };
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
      logs.push(...chunk.toString('utf8').split('\n').filter((line) => line !== ''));
      callback();
    },
  });
  const server = await startServer({ port: 0, dataDir: null, serveApp: false, seed: true, logLevel: 'info', logDestination, now: () => clock, ...options });
  const sockets: Client[] = [];

  const gql = async <T>(query: string, variables?: Record<string, unknown>, token?: string): Promise<GraphqlResponse<T>> => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as GraphqlResponse<T>;
  };
  const outbox = async (): Promise<OutboxMessage[]> => (await (await fetch(`${server.url}/dev/sms`)).json()) as OutboxMessage[];
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
      const client = createClient({ url: `${server.url.replace('http', 'ws')}/graphql${query}`, webSocketImpl: WebSocket, retryAttempts: 0, lazy: true });
      sockets.push(client);
      return client;
    },
    close: async () => {
      await Promise.all(sockets.map(async (client) => client.dispose()));
      await server.close();
    },
  };
}

/** A patient input that passes every rule; override what a test is about. */
export function patientInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { prefix: 'Mr', given: ['Nuwan'], family: 'Silva', gender: 'male', birthDate: '1990-05-17', relationship: 'Me', ...overrides };
}
