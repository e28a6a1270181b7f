import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookSession, errorOf, newPatient, startTestServer, type TestServer } from './harness';

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
    const response = await t.gql<{ querySession: { id: string; activeAppointments: number }[] }>(SEARCH, { filter: { startTimeFrom: today() } });
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
