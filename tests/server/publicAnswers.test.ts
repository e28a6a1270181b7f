import { gunzipSync } from 'node:zlib';
import { formatDocument, stringifyDocument } from '@urql/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_KEY } from '../../server/pubsub';
import { SessionsQuery } from '../../src/features/booking/graphql/sessions';
import { bookSession, errorOf, newPatient, startTestServer, type TestServer } from './harness';
import { rawRequest, type RawAnswer } from './rawHttp';

/** A POST to /graphql, its answer as sent. */
function rawPost(url: string, body: string, acceptEncoding?: string): Promise<RawAnswer> {
  return rawRequest(`${url}/graphql`, {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/json',
      ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
    },
  });
}

/** The app's own search document, as urql sends it (with __typename everywhere). */
const APP_SEARCH = stringifyDocument(formatDocument(SessionsQuery));

// Public catalogue queries are answered from whole kept answers (server/graphql/publicResponseCache.ts):
// they must never be stale, never hold errors, and never serve anything that needs the caller.
describe('kept answers of public queries', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t.close();
  });

  const SEARCH = `query ($filter: SessionFilter!) { querySession(filter: $filter) { id activeAppointments } }`;
  const today = (): string => new Date(t.now() - 24 * 60 * 60 * 1000).toISOString();

  async function search(): Promise<{ id: string; activeAppointments: number }[]> {
    const response = await t.gql<{ querySession: { id: string; activeAppointments: number }[] }>(SEARCH, {
      filter: { startTimeFrom: today() },
    });
    if (!response.data) throw new Error(errorOf(response));
    return response.data.querySession;
  }

  it('gives the same answer twice, and a fresh one after a booking changes a session', async () => {
    const first = await search();
    expect(await search()).toEqual(first);
    const target = first.find((session) => session.id === 'sess-0006');
    expect(target).toBeDefined();

    const { token, patientId } = await newPatient(t, '94770001201');
    const booked = await bookSession(t, token, 'sess-0006', patientId);
    expect(errorOf(booked)).toBe('');
    const after = (await search()).find((session) => session.id === 'sess-0006');
    expect(after?.activeAppointments).toBe((target?.activeAppointments ?? 0) + 1);
  });

  it('sends a large answer gzipped to a caller that accepts it, and as is to one that does not', async () => {
    const body = JSON.stringify({
      operationName: 'SearchSessions',
      query: APP_SEARCH,
      variables: { filter: { startTimeFrom: today() }, limit: 5000 },
    });
    const plain = await rawPost(t.url, body);
    const compressed = await rawPost(t.url, body, 'gzip, deflate, br, zstd');
    const refused = await rawPost(t.url, body, 'gzip;q=0, identity');

    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(compressed.headers['content-encoding']).toBe('gzip');
    for (const answer of [plain, compressed, refused]) {
      expect(answer.headers.vary).toBe('accept, accept-encoding');
      expect(Number(answer.headers['content-length'])).toBe(answer.body.byteLength);
    }
    expect(compressed.body.byteLength).toBeLessThan(plain.body.byteLength / 4);
    expect(gunzipSync(compressed.body).equals(plain.body)).toBe(true);
    expect(refused.body.equals(plain.body)).toBe(true);
    const sessions = (JSON.parse(plain.body.toString('utf8')) as { data: { querySession: { __typename: string }[] } })
      .data.querySession;
    expect(sessions.length).toBeGreaterThan(10);
    expect(sessions.every((session) => session.__typename === 'Session')).toBe(true);
  });

  it("answers the app's search the same once its document is compiled (its second run)", async () => {
    const variables = { filter: { startTimeFrom: today(), organizationId: 'org-kandy' }, limit: 5000 };
    const first = await t.gql<{ querySession: unknown[] }>(APP_SEARCH, variables);
    expect(errorOf(first)).toBe('');
    // A change drops the kept answer, so the next request runs the document again (compiled, from its second use).
    t.server.services.pubsub.publish('searchChanged', SEARCH_KEY, { sessionId: '' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const compiled = await t.gql<{ querySession: unknown[] }>(APP_SEARCH, variables);
    expect(compiled).toEqual(first);
    expect(first.data?.querySession.length).toBeGreaterThan(0);
  });

  it('answers a bad variable with the usual error, compiled or not', async () => {
    for (let i = 0; i < 3; i++) {
      const response = await t.gql(APP_SEARCH, {
        filter: { startTimeFrom: today(), participationMode: 'by_pigeon' },
        limit: 5000,
      });
      expect(errorOf(response)).toMatch(/by_pigeon/);
      expect(response.data ?? null).toBeNull();
    }
  });

  it('answers a broken document with the usual error, every time', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await t.gql(`{ querySession(filter: {}) { id noSuchField } }`);
      expect(errorOf(response)).toMatch(/noSuchField/);
    }
  });

  it('never serves a document that also asks for the caller', async () => {
    const response = await t.gql(`{ querySpecialty { code } queryOneProfile { id } }`);
    expect(errorOf(response)).toMatch(/^ARO-E1023/);
    // The same public part alone is served normally.
    const alone = await t.gql<{ querySpecialty: unknown[] }>(`{ querySpecialty { code } }`);
    expect(alone.data?.querySpecialty.length).toBeGreaterThan(0);
  });
});
