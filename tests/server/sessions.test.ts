import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colomboMidnight } from '../../server/seed/clock';
import { FREE_CLINIC_SESSION_ID } from '../../server/seed/schedule';
import { freshDatabaseUrl } from '../infra/testDatabase';
import {
  bookSession,
  CREATE_PATIENT,
  errorOf,
  listenTo,
  newPatient,
  patientInput,
  QUERY_SESSION,
  sessionById,
  startTestServer,
  type PatientData,
  type SessionData,
  type TestServer,
} from './harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.close();
});

/** The demo holder's login, one sign-in for the file (a second code within a minute is refused). */
let holderToken: string | null = null;
const holder = async (): Promise<string> => (holderToken ??= await t.signIn('0771234567'));

const search = async (filter: Record<string, unknown>, limit?: number): Promise<SessionData[]> => {
  const response = await t.gql<{ querySession: SessionData[] }>(QUERY_SESSION, {
    filter,
    ...(limit === undefined ? {} : { limit }),
  });
  if (!response.data) throw new Error(errorOf(response));
  return response.data.querySession;
};

describe('querySession', () => {
  it('lists consultations from the start of today in Sri Lanka by start time, never provider_aborted', async () => {
    const sessions = await search({});
    expect(sessions.length).toBeGreaterThan(20);
    const from = colomboMidnight(t.now(), 0);
    for (const session of sessions) {
      expect(session.status).not.toBe('provider_aborted');
      expect(session.serviceType).toBe('2');
      expect(Date.parse(session.startTime)).toBeGreaterThanOrEqual(from);
      expect(session.practitioner.name).toMatch(/^Dr\. /);
    }
    const starts = sessions.map((session) => Date.parse(session.startTime));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    // Today's finished sessions started hours ago: just after midnight in Colombo they belong to yesterday.
    const week = await search({ startTimeFrom: new Date(t.now() - 7 * 24 * 3600_000).toISOString() });
    expect(new Set(week.map((session) => session.status))).toEqual(
      new Set(['scheduled', 'started', 'completed', 'practitioner_canceled']),
    );
  });

  it('leaves an aborted session out even by id, and sessions before startTimeFrom', async () => {
    const all = await search({ startTimeFrom: new Date(t.now() - 7 * 24 * 3600_000).toISOString() });
    expect(all.length).toBeGreaterThan(0);
    expect(await sessionById(t, 'sess-0004')).toBeUndefined(); // the aborted anchor
    const later = await search({ startTimeFrom: new Date(t.now() + 3 * 24 * 3600_000).toISOString() });
    expect(later.length).toBeLessThan(all.length);
    for (const session of later)
      expect(Date.parse(session.startTime)).toBeGreaterThanOrEqual(t.now() + 3 * 24 * 3600_000);
  });

  it('filters by practitioner, hospital, specialty and participation mode', async () => {
    const all = await search({});
    const sample = all.find((session) => session.status === 'scheduled');
    if (sample === undefined) throw new Error('no scheduled session');

    const byDoctor = await search({ practitionerId: sample.practitioner.id });
    expect(byDoctor.length).toBeGreaterThan(0);
    expect(byDoctor.every((session) => session.practitioner.id === sample.practitioner.id)).toBe(true);

    const byHospital = await search({ organizationId: 'org-kandy' });
    expect(byHospital.length).toBeGreaterThan(0);
    expect(byHospital.every((session) => session.organization.id === 'org-kandy')).toBe(true);

    const bySpecialty = await search({ specialtyCode: sample.specialty.code, organizationId: sample.organization.id });
    expect(bySpecialty.map((session) => session.id)).toContain(sample.id);
    expect(
      bySpecialty.every(
        (session) =>
          session.specialty.code === sample.specialty.code && session.organization.id === sample.organization.id,
      ),
    ).toBe(true);

    const video = await search({ participationMode: 'remote_presence_video_call' });
    expect(video.length).toBeGreaterThanOrEqual(6);
    expect(
      video.every(
        (session) =>
          session.participationMode === 'remote_presence_video_call' && session.locationName === 'Video consultation',
      ),
    ).toBe(true);

    expect(await search({}, 3)).toHaveLength(3);
    expect(await search({ practitionerId: 'nobody' })).toEqual([]);
  });

  it('counts the non-cancelled appointments and carries fees', async () => {
    const full = await sessionById(t, 'sess-0005');
    expect(full).toMatchObject({ appointmentMaxAllowed: 4, activeAppointments: 4 });
    const free = await sessionById(t, FREE_CLINIC_SESSION_ID);
    expect(free).toMatchObject({ doctorFee: 0, appointmentMaxAllowed: -1, status: 'scheduled' });
    const paid = await sessionById(t, 'sess-0006');
    expect(paid?.doctorFee).toBeGreaterThanOrEqual(1500);
    expect(paid?.doctorFee).toBeLessThanOrEqual(4000);
  });

  it('answers a repeated search from its cache, and a booking empties it', async () => {
    const filter = { specialtyCode: 'general-medicine' };
    const before = (await search(filter)).find((session) => session.id === FREE_CLINIC_SESSION_ID);
    expect(before).toBeDefined();
    expect((await search(filter)).find((session) => session.id === FREE_CLINIC_SESSION_ID)?.activeAppointments).toBe(
      before?.activeAppointments,
    );
    const { token, patientId } = await newPatient(t, '0778100001');
    expect(errorOf(await bookSession(t, token, FREE_CLINIC_SESSION_ID, patientId))).toBe('');
    const after = (await search(filter)).find((session) => session.id === FREE_CLINIC_SESSION_ID);
    expect(after?.activeAppointments).toBe((before?.activeAppointments ?? 0) + 1);
  });
});

describe('practitioners and specialties', () => {
  it('lists active practitioners by name with their specialty, and specialties by display', async () => {
    const response = await t.gql<{
      queryPractitioner: { name: string; active: boolean; specialty: { code: string } }[];
      querySpecialty: { display: string }[];
    }>('{ queryPractitioner(limit: 5) { name active specialty { code } } querySpecialty { display } }');
    const doctors = response.data?.queryPractitioner ?? [];
    expect(doctors).toHaveLength(5);
    expect(doctors.every((doctor) => doctor.active && doctor.name.startsWith('Dr. '))).toBe(true);
    const names = doctors.map((doctor) => doctor.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const specialties = (response.data?.querySpecialty ?? []).map((specialty) => specialty.display);
    expect(specialties.length).toBeGreaterThanOrEqual(10);
    expect(specialties).toEqual([...specialties].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it("tells the hospitals each practitioner holds sessions at, from the list as from a session's practitioner", async () => {
    const response = await t.gql<{
      queryPractitioner: { id: string; organizationIds: string[] }[];
      queryOrganization: { id: string }[];
    }>('{ queryPractitioner { id organizationIds } queryOrganization { id } }');
    const hospitalsOf = new Map(
      (response.data?.queryPractitioner ?? []).map((doctor) => [doctor.id, doctor.organizationIds]),
    );
    const sessions = await search({});
    const seen = new Map<string, Set<string>>();
    for (const session of sessions)
      seen.set(session.practitioner.id, (seen.get(session.practitioner.id) ?? new Set()).add(session.organization.id));
    expect(seen.size).toBeGreaterThan(3);
    for (const [doctor, organizations] of seen) {
      const listed = hospitalsOf.get(doctor) ?? [];
      for (const organization of organizations) expect(listed).toContain(organization);
    }
    // Not every doctor works at every hospital of the network.
    const all = response.data?.queryOrganization.length ?? 0;
    expect(all).toBeGreaterThan(1);
    expect([...hospitalsOf.values()].some((ids) => ids.length > 0 && ids.length < all)).toBe(true);
    // A session's practitioner is read without them: the field resolver reads the same answer.
    const first = sessions[0];
    if (first === undefined) throw new Error('no session');
    const one = await t.gql<{ querySession: { practitioner: { id: string; organizationIds: string[] } }[] }>(
      'query ($filter: SessionFilter!) { querySession(filter: $filter, limit: 1) { practitioner { id organizationIds } } }',
      { filter: { id: first.id } },
    );
    const practitioner = one.data?.querySession[0]?.practitioner;
    expect(practitioner?.organizationIds).toEqual(hospitalsOf.get(first.practitioner.id));
  });

  it('gives the demo holder their recent doctors, newest booking first, and needs a login', async () => {
    expect(errorOf(await t.gql('{ queryRecentDoctors { id } }'))).toBe('ARO-E1023:Please login.');
    const token = await holder();
    const recent =
      (
        await t.gql<{ queryRecentDoctors: { id: string; name: string }[] }>(
          '{ queryRecentDoctors { id name } }',
          {},
          token,
        )
      ).data?.queryRecentDoctors ?? [];
    expect(recent.length).toBeGreaterThanOrEqual(3);
    expect(recent.length).toBeLessThanOrEqual(5);
    expect(new Set(recent.map((doctor) => doctor.id)).size).toBe(recent.length);
  });

  it('suggests for Video Channel only doctors with a video session still to come, those the account booked first (issue 29 item 9)', async () => {
    const token = await holder();
    const recentQuery = 'query ($mode: ParticipationMode) { queryRecentDoctors(participationMode: $mode) { id } }';
    const suggested = async (mode: string | null): Promise<string[]> =>
      (
        (await t.gql<{ queryRecentDoctors: { id: string }[] }>(recentQuery, { mode }, token)).data
          ?.queryRecentDoctors ?? []
      ).map((doctor) => doctor.id);
    const videoSessions = (await search({ participationMode: 'remote_presence_video_call' })).filter(
      (session) =>
        (session.status === 'scheduled' || session.status === 'started') && Date.parse(session.endTime) > t.now(),
    );
    const withVideo = new Set(videoSessions.map((session) => session.practitioner.id));
    expect(withVideo.size).toBeGreaterThan(0);
    const recent = await suggested(null);
    // The seeded holder's recent doctors include some without any video session: those are never suggested for video.
    expect(recent.some((id) => !withVideo.has(id))).toBe(true);
    const forVideo = await suggested('remote_presence_video_call');
    expect(forVideo.length).toBe(Math.min(5, withVideo.size));
    for (const id of forVideo) expect(withVideo.has(id)).toBe(true);

    // Once the holder books a video doctor, that doctor comes first.
    const session = videoSessions.find(
      (candidate) =>
        candidate.status === 'scheduled' &&
        !forVideo.slice(0, 1).includes(candidate.practitioner.id) &&
        (candidate.appointmentMaxAllowed === -1 || candidate.activeAppointments < candidate.appointmentMaxAllowed),
    );
    if (session === undefined) throw new Error('no bookable video session');
    const profile = await t.gql<{ queryOneProfile: { patients: { id: string; relationship: string }[] } }>(
      '{ queryOneProfile { patients { id relationship } } }',
      {},
      token,
    );
    const me = profile.data?.queryOneProfile.patients.find((patient) => patient.relationship === 'Me');
    if (me === undefined) throw new Error('the holder has no Me');
    expect(errorOf(await bookSession(t, token, session.id, me.id))).toBe('');
    expect((await suggested('remote_presence_video_call'))[0]).toBe(session.practitioner.id);
  });
});

describe("sessions outside the tenant's network", () => {
  it('are not found for a booking (createAppointment) nor for a live session view (sessionChanged): ARO-E1041', async () => {
    // One database seeded with the whole demo network, then served by a tenant of Galle only: the same
    // directory on PGlite, the same PostgreSQL database in the PostgreSQL pass.
    const dataDir = await mkdtemp(join(tmpdir(), 'carechat-tenant-'));
    const databaseUrl = await freshDatabaseUrl();
    try {
      const demo = await startTestServer({ dataDir, databaseUrl });
      const upcoming =
        (await demo.gql<{ querySession: SessionData[] }>(QUERY_SESSION, { filter: {} })).data?.querySession ?? [];
      await demo.close();
      const bookable = (organizationId: string): string => {
        const found =
          upcoming.find(
            (session) =>
              session.organization.id === organizationId &&
              session.status === 'scheduled' &&
              session.appointmentMaxAllowed === -1,
          ) ??
          upcoming.find(
            (session) =>
              session.organization.id === organizationId &&
              session.status === 'scheduled' &&
              session.activeAppointments < session.appointmentMaxAllowed,
          );
        if (found === undefined) throw new Error(`no bookable session at ${organizationId}`);
        return found.id;
      };
      const foreign = bookable('org-colombo');
      const own = bookable('org-galle');

      const galle = await startTestServer({ dataDir, databaseUrl, tenantId: 'harbour-clinic' });
      try {
        const token = await galle.signIn('0778900001');
        const created = await galle.gql<{ createPatient: PatientData }>(
          CREATE_PATIENT,
          { hospitalId: 'org-galle', args: patientInput() },
          token,
        );
        const patientId = created.data?.createPatient.id ?? '';
        expect(errorOf(created)).toBe('');

        expect(errorOf(await bookSession(galle, token, foreign, patientId))).toBe(
          'ARO-E1041:This session cannot be booked. This session was not found.',
        );
        expect(errorOf(await bookSession(galle, token, own, patientId))).toBe('');

        const query = 'subscription ($id: ID!) { sessionChanged(id: $id) { id } }';
        const outside = listenTo<{ sessionChanged: { id: string } }>(galle.socket(null), query, { id: foreign });
        const inside = listenTo<{ sessionChanged: { id: string } }>(galle.socket(null), query, { id: own });
        expect(errorOf((await outside.next(1))[0] ?? {})).toBe(
          'ARO-E1041:This session cannot be booked. This session was not found.',
        );
        expect((await inside.next(1))[0]?.data?.sessionChanged.id).toBe(own);
        outside.stop();
        inside.stop();
      } finally {
        await galle.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
