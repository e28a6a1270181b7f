import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatShortDate, formatTime } from '../../domain/days';
import { estimatedTime, slotLengthMinutes } from '../../domain/queue';
import { eveningBeforeStart, inTimeZone } from '../../domain/reminderSchedule';
import {
  doctorArrivedSms,
  doctorLateSms,
  eveningBeforeSms,
  twoHoursBeforeSms,
  type ReminderAppointment,
} from '../../domain/reminders';
import { translatorOf } from '../../server/i18n';
import { sendDueReminders } from '../../server/modules/reminders/appointmentReminders';
import { notifyViewableReports } from '../../server/modules/reports/viewableNotifier';
import { freshDatabaseUrl } from '../infra/testDatabase';
import { errorOf, newPatient, signInStaff, startTestServer, type SessionData, type TestServer } from './harness';
import { addParameters, verifiedFbc } from './labReportsFlow';
import { ok } from './payFlow';
import { bookAndPay, paidSessionsOf } from './refundFlow';

/**
 * Appointment reminders on a simulated clock (issue 20): each SMS once, through a restart on the same database;
 * nothing for unpaid, cancelled, switched-off or opted-out kinds. The rounds are run by hand (sendDueReminders, as
 * the periodic job does); a periodic round of the server may run one first, so sent texts are awaited.
 */

const ZONE = 'Asia/Colombo';
/** These accounts never chose a language: their SMS are in English. */
const EN = translatorOf('en');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const PREFERENCES = `{ reminderPreferences { kind enabled } }`;
const SET_PREFERENCE = `mutation ($kind: ReminderKind!, $enabled: Boolean!) { setReminderPreference(kind: $kind, enabled: $enabled) { kind enabled } }`;
const CANCEL = `mutation ($id: ID!) { cancelAppointment(appointmentId: $id) { id status } }`;
const START_SESSION = `mutation ($id: ID!) { startSession(sessionId: $id) { session { id status } } }`;

type Preferences = { reminderPreferences: { kind: string; enabled: boolean }[] };

let clock = Date.now();
const now = (): number => clock;
const moveTo = (time: number): void => {
  expect(time).toBeGreaterThanOrEqual(clock);
  clock = time;
};

/** The reminder texts sent to a number (as entered, 07… or 7…), oldest first. */
async function textsTo(t: TestServer, mobile: string): Promise<string[]> {
  const digits = mobile.replace(/^0/, '');
  return (await t.outbox())
    .filter((message) => message.mobile.endsWith(digits) && !/\b\d{4}\b.*code|code.*\b\d{4}\b/i.test(message.text))
    .map((message) => message.text)
    .reverse();
}

const round = (t: TestServer): Promise<unknown> => sendDueReminders(t.server.services);

/** What a reminder says about an appointment in `session` with `ahead` paid patients before it. */
function about(
  session: SessionData,
  patientName: string,
  tokenNo: number,
  ahead: number,
  from: number = Date.parse(session.startTime),
): ReminderAppointment {
  const start = Date.parse(session.startTime);
  const slot = slotLengthMinutes(start, Date.parse(session.endTime), session.appointmentMaxAllowed) ?? 0;
  return inTimeZone(ZONE, () => ({
    patientName,
    doctorName: session.practitioner.name,
    hospitalName: session.organization.orgName,
    tokenNo,
    dateText: formatShortDate(start),
    estimatedTimeText: formatTime(estimatedTime(Math.max(start, from), ahead, slot)),
    video: session.participationMode === 'remote_presence_video_call',
  }));
}

describe('appointment reminders on carechat-demo', () => {
  let t: TestServer;
  let dataDir: string;
  let databaseUrl: string | undefined;
  let session: SessionData;
  let later: SessionData;
  const A = '0779100001';
  const B = '0779100002';
  const C = '0779100003';
  const D = '0779100004';
  const E = '0779100005';

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'carechat-reminders-'));
    databaseUrl = await freshDatabaseUrl();
    t = await startTestServer({ dataDir, databaseUrl, now });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('sends the evening, 2-hours, Dr. Arrived and late SMS once each, to paid bookings only, across a restart', async () => {
    const sessions = (await paidSessionsOf(t, 'org-colombo')).filter(
      (s) => s.appointmentMaxAllowed > 0 && eveningBeforeStart(Date.parse(s.startTime), ZONE) > clock + HOUR,
    );
    const empty = sessions.filter((s) => s.activeAppointments === 0 && Date.parse(s.startTime) > clock + 26 * HOUR);
    const first = empty[0];
    const second = sessions.find((s) => first !== undefined && Date.parse(s.startTime) > Date.parse(first.endTime));
    if (first === undefined || second === undefined)
      throw new Error('the seed has no two paid Colombo sessions to remind of');
    session = first;
    later = second;
    const start = Date.parse(session.startTime);

    // B books first (token 1) and opts out of the evening reminder; A is token 2.
    const b = await newPatient(t, B, 'Bimal');
    await bookAndPay(t, b, session);
    expect(
      ok(
        await t.gql<{ setReminderPreference: { kind: string; enabled: boolean }[] }>(
          SET_PREFERENCE,
          { kind: 'evening_before', enabled: false },
          b.token,
        ),
      ).setReminderPreference,
    ).toContainEqual({ kind: 'evening_before', enabled: false });
    const a = await newPatient(t, A, 'Amal');
    await bookAndPay(t, a, session);
    // C never pays; D pays and then cancels; E is booked on the later session, which nobody starts.
    const c = await newPatient(t, C, 'Chamal');
    await bookAndPay(t, c, session, false);
    const d = await newPatient(t, D, 'Dilan');
    const dBooked = await bookAndPay(t, d, session);
    expect(
      ok(await t.gql<{ cancelAppointment: { status: string } }>(CANCEL, { id: dBooked.appointmentId }, d.token))
        .cancelAppointment.status,
    ).toBe('cancelled');
    const e = await newPatient(t, E, 'Eshan');
    await bookAndPay(t, e, later);

    // Evening before, one minute early: nothing.
    const evening = eveningBeforeStart(start, ZONE);
    moveTo(evening - MINUTE);
    await round(t);
    expect(await textsTo(t, A)).toEqual([]);

    moveTo(evening);
    const eveningText = eveningBeforeSms(EN, about(session, 'Mr. Amal Silva', 2, 1));
    expect(eveningText).toContain('is tomorrow');
    await round(t);
    await vi.waitFor(async () => expect(await textsTo(t, A)).toEqual([eveningText]));
    await round(t);
    await round(t);

    // A restart on the same database: the claims are there, nothing goes again.
    await t.close();
    t = await startTestServer({ dataDir, databaseUrl, now });
    await round(t);
    expect(await textsTo(t, A)).toEqual([eveningText]);
    expect(await textsTo(t, B)).toEqual([]);

    // 2 hours before: A and B (B opted out of the evening one only).
    moveTo(start - 2 * HOUR);
    await round(t);
    await round(t);
    const twoHoursA = twoHoursBeforeSms(EN, about(session, 'Mr. Amal Silva', 2, 1));
    await vi.waitFor(async () => expect(await textsTo(t, A)).toEqual([eveningText, twoHoursA]));
    await vi.waitFor(async () =>
      expect(await textsTo(t, B)).toEqual([twoHoursBeforeSms(EN, about(session, 'Mr. Bimal Silva', 1, 0))]),
    );

    // Staff start the session 5 minutes late: Dr. Arrived at once (the prompt run), with A's estimated time from now.
    moveTo(start + 5 * MINUTE);
    const staff = await signInStaff(t, 'staff.colombo');
    expect(errorOf(await t.gql(START_SESSION, { id: session.id }, staff))).toBe('');
    const arrivedA = doctorArrivedSms(EN, about(session, 'Mr. Amal Silva', 2, 1, clock));
    await vi.waitFor(async () => expect(await textsTo(t, A)).toEqual([eveningText, twoHoursA, arrivedA]));
    expect(arrivedA).toMatch(/^Dr\. Arrived: /);
    // Past the late mark: the started session sends no late SMS.
    moveTo(start + 20 * MINUTE);
    await round(t);
    await round(t);
    expect(await textsTo(t, A)).toEqual([eveningText, twoHoursA, arrivedA]);
    expect(await textsTo(t, C)).toEqual([]);
    expect(await textsTo(t, D)).toEqual([]);

    // The later session is not started 15 minutes after its start: one late SMS to E.
    const laterStart = Date.parse(later.startTime);
    moveTo(laterStart + 15 * MINUTE - 1);
    await round(t);
    const lateText = doctorLateSms(EN, about(later, 'Mr. Eshan Silva', 1, 0));
    expect((await textsTo(t, E)).filter((text) => text === lateText)).toEqual([]);
    moveTo(laterStart + 15 * MINUTE);
    await round(t);
    await round(t);
    await vi.waitFor(async () =>
      expect((await textsTo(t, E)).filter((text) => text.includes('has not started yet'))).toEqual([lateText]),
    );
    moveTo(laterStart + 30 * MINUTE);
    await round(t);
    expect((await textsTo(t, E)).filter((text) => text.includes('has not started yet'))).toEqual([lateText]);
  }, 120_000);

  it("reminderPreferences are the signed-in account's own; signed out is ARO-E1023", async () => {
    const a = await t.signIn(A);
    const b = await t.signIn(B);
    const own = ok(await t.gql<Preferences>(PREFERENCES, {}, a)).reminderPreferences;
    expect(own.map((p) => p.kind)).toEqual([
      'evening_before',
      'two_hours_before',
      'doctor_arrived',
      'doctor_late',
      'report_ready',
    ]);
    expect(own.every((p) => p.enabled)).toBe(true);
    // B's opt-out is B's alone.
    expect(ok(await t.gql<Preferences>(PREFERENCES, {}, b)).reminderPreferences).toContainEqual({
      kind: 'evening_before',
      enabled: false,
    });
    const back = ok(
      await t.gql<{ setReminderPreference: Preferences['reminderPreferences'] }>(
        SET_PREFERENCE,
        { kind: 'evening_before', enabled: true },
        b,
      ),
    ).setReminderPreference;
    expect(back.every((p) => p.enabled)).toBe(true);
    // Idempotent both ways.
    await t.gql(SET_PREFERENCE, { kind: 'doctor_late', enabled: false }, a);
    const twice = ok(
      await t.gql<{ setReminderPreference: Preferences['reminderPreferences'] }>(
        SET_PREFERENCE,
        { kind: 'doctor_late', enabled: false },
        a,
      ),
    ).setReminderPreference;
    expect(twice.filter((p) => !p.enabled).map((p) => p.kind)).toEqual(['doctor_late']);
    expect(errorOf(await t.gql(PREFERENCES))).toMatch(/^ARO-E1023:/);
    expect(errorOf(await t.gql(SET_PREFERENCE, { kind: 'doctor_late', enabled: true }))).toMatch(/^ARO-E1023:/);
    expect(errorOf(await t.gql(SET_PREFERENCE, { kind: 'weekly_digest', enabled: true }, a))).not.toBe('');
  });

  it("'Your report is ready' is not texted to an account that opted out, nor later when it opts back in", async () => {
    const staff = await signInStaff(t, 'staff.colombo');
    await addParameters(t, 'org-colombo');
    // The seed's own reports are announced first, so what follows concerns these two alone.
    moveTo(clock + 16 * MINUTE);
    await notifyViewableReports(t.server.services);
    const f = await newPatient(t, '0779100006', 'Fara');
    const g = await newPatient(t, '0779100007', 'Gihan');
    ok(await t.gql(SET_PREFERENCE, { kind: 'report_ready', enabled: false }, f.token));
    await verifiedFbc(t, staff, f.token, f.patientId);
    await verifiedFbc(t, staff, g.token, g.patientId);

    moveTo(clock + 16 * MINUTE);
    await notifyViewableReports(t.server.services);
    await vi.waitFor(async () =>
      expect((await textsTo(t, '0779100007')).filter((text) => text.includes('is ready'))).toHaveLength(1),
    );
    expect(await textsTo(t, '0779100006')).toEqual([]);
    ok(await t.gql(SET_PREFERENCE, { kind: 'report_ready', enabled: true }, f.token));
    moveTo(clock + MINUTE);
    await notifyViewableReports(t.server.services);
    expect(await textsTo(t, '0779100006')).toEqual([]);
  });
});

describe('appointment reminders on harbour-clinic (no 2-hours reminder)', () => {
  let t: TestServer;
  beforeAll(async () => {
    clock = Date.now();
    t = await startTestServer({ tenantId: 'harbour-clinic', now });
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends the evening reminder but never the 2-hours one, and neither offers nor accepts it', async () => {
    const session = (await paidSessionsOf(t, 'org-galle')).find(
      (s) => eveningBeforeStart(Date.parse(s.startTime), ZONE) > clock + HOUR,
    );
    if (session === undefined) throw new Error('the seed has no paid Galle session to remind of');
    const patient = await (async () => {
      const token = await t.signIn('0779200001');
      const created = await t.gql<{ createPatient: { id: string } }>(
        `mutation ($args: CreatePatientInput!) { createPatient(hospitalId: "org-galle", args: $args) { id } }`,
        {
          args: {
            prefix: 'Ms',
            given: ['Gayani'],
            family: 'Perera',
            gender: 'female',
            birthDate: '1990-05-17',
            relationship: 'Me',
          },
        },
        token,
      );
      return { token, patientId: ok(created).createPatient.id };
    })();
    await bookAndPay(t, patient, session);
    const start = Date.parse(session.startTime);

    moveTo(eveningBeforeStart(start, ZONE));
    await round(t);
    await vi.waitFor(async () => expect(await textsTo(t, '0779200001')).toHaveLength(1));
    moveTo(start - 2 * HOUR);
    await round(t);
    moveTo(start - HOUR);
    await round(t);
    expect((await textsTo(t, '0779200001')).map((text) => text.includes('is tomorrow'))).toEqual([true]);

    const kinds = ok(await t.gql<Preferences>(PREFERENCES, {}, patient.token)).reminderPreferences.map((p) => p.kind);
    expect(kinds).toEqual(['evening_before', 'doctor_arrived', 'doctor_late', 'report_ready']);
    expect(errorOf(await t.gql(SET_PREFERENCE, { kind: 'two_hours_before', enabled: false }, patient.token))).toBe(
      'ARO-E1100:Your hospital does not send this reminder.',
    );
  });
});
