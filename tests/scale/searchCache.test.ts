import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../server/db/schema';
import { FREE_CLINIC_SESSION_ID } from '../../server/seed/schedule';
import {
  bookSession,
  errorOf,
  newPatient,
  QUERY_SESSION,
  signInStaff,
  type SessionData,
  type TestServer,
} from '../server/harness';
import { startTestPair, type TestPair } from './pair';

// Instance B keeps public search answers twice over: the HTTP answer (server/graphql/publicResponseCache.ts) and
// the sessions behind it (server/modules/sessions/searchCache.ts). A change made on A must drop both on B.
let pair: TestPair;
beforeAll(async () => {
  pair = await startTestPair();
});
afterAll(async () => {
  await pair.close();
});

/** The invalidation crosses Redis: B must show the change within this. */
const CROSSING_MS = 2000;

/** A public search (no token, as the app's search screen asks); throws on a GraphQL error. */
async function search(t: TestServer, filter: Record<string, unknown>): Promise<SessionData[]> {
  const response = await t.gql<{ querySession: SessionData[] }>(QUERY_SESSION, { filter });
  if (!response.data) throw new Error(`querySession failed: ${errorOf(response)}`);
  return response.data.querySession;
}
const one = async (t: TestServer, filter: Record<string, unknown>, id: string): Promise<SessionData | undefined> =>
  (await search(t, filter)).find((session) => session.id === id);

/**
 * Asks B twice for the session by id and through its hospital's list (the catalogue), then changes its room
 * name straight in the database, which announces nothing: B still answering the old name proves both answers
 * are served from B's caches, so what follows tests their invalidation and not a fresh read.
 */
async function cachedOnB(
  id: string,
): Promise<{ byId: Record<string, unknown>; byHospital: Record<string, unknown>; session: SessionData }> {
  const session = await one(pair.b, { id }, id);
  if (session === undefined) throw new Error(`no session ${id}`);
  const byId = { id };
  const byHospital = { organizationId: session.organization.id };
  for (const filter of [byId, byHospital, byId, byHospital])
    expect((await one(pair.b, filter, id))?.activeAppointments).toBe(session.activeAppointments);
  await pair.a.server.services.db.update(sessions).set({ locationName: 'Moved quietly' }).where(eq(sessions.id, id));
  for (const filter of [byId, byHospital])
    expect((await one(pair.b, filter, id))?.locationName).toBe(session.locationName);
  return { byId, byHospital, session };
}

describe('search answers cached on B', () => {
  it('are dropped when a booking on A changes the session: the next search on B shows the new count', async () => {
    const { byId, byHospital, session } = await cachedOnB(FREE_CLINIC_SESSION_ID);
    const { token, patientId } = await newPatient(pair.a, '0772900001');
    expect(errorOf(await bookSession(pair.a, token, FREE_CLINIC_SESSION_ID, patientId))).toBe('');

    const started = Date.now();
    for (const filter of [byId, byHospital]) {
      await expect
        .poll(() => one(pair.b, filter, FREE_CLINIC_SESSION_ID), { timeout: CROSSING_MS, interval: 50 })
        .toMatchObject({ activeAppointments: session.activeAppointments + 1, locationName: 'Moved quietly' });
    }
    expect(Date.now() - started).toBeLessThan(CROSSING_MS);
  });

  it('are dropped when staff on A cancel the session: the next search on B shows it cancelled', async () => {
    const { byId, byHospital, session } = await cachedOnB('sess-0005');
    const staffToken = await signInStaff(pair.a, `staff.${session.organization.id.replace(/^org-/, '')}`);
    const cancelled = await pair.a.gql<{ cancelSession: { session: { status: string } } }>(
      'mutation ($id: ID!) { cancelSession(sessionId: $id) { session { status } } }',
      { id: session.id },
      staffToken,
    );
    expect(cancelled.data?.cancelSession.session.status).toBe('practitioner_canceled');

    for (const filter of [byId, byHospital]) {
      await expect
        .poll(() => one(pair.b, filter, session.id), { timeout: CROSSING_MS, interval: 50 })
        .toMatchObject({ status: 'practitioner_canceled', activeAppointments: 0 });
    }
  });
});
