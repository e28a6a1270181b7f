import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword, verifyPassword } from '../../server/modules/staff/password';
import { FREE_CLINIC_SESSION_ID } from '../../server/seed/schedule';
import {
  bookSession,
  errorOf,
  listenTo,
  newPatient,
  sessionById,
  signInStaff,
  STAFF_PASSWORD,
  STAFF_SIGN_IN,
  startTestServer,
  type TestServer,
} from './harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.close();
});

const STAFF_SESSION =
  'session { id status activeAppointments } appointments { id tokenNo status appointmentPaymentStatus bookingType patientName }';
interface StaffSessionData {
  session: { id: string; status: string; activeAppointments: number };
  appointments: { id: string; tokenNo: number; status: string; patientName: string }[];
}
const op = (name: string, arg: 'sessionId' | 'appointmentId') =>
  `mutation ($id: ID!) { ${name}(${arg}: $id) { ${STAFF_SESSION} } }`;
const START = op('startSession', 'sessionId');
const COMPLETE = op('completeSession', 'sessionId');
const CANCEL = op('cancelSession', 'sessionId');
const ARRIVED = op('markAppointmentArrived', 'appointmentId');
const FULFILLED = op('markAppointmentFulfilled', 'appointmentId');

/** The staff username of the hospital a session is at. */
const staffOf = async (sessionId: string): Promise<string> =>
  `staff.${((await sessionById(t, sessionId))?.organization.id ?? '').replace(/^org-/, '')}`;
const otherStaff = (username: string): string => (username === 'staff.colombo' ? 'staff.kandy' : 'staff.colombo');

describe('staff passwords', () => {
  it('stores scrypt$N$r$p$salt$hash with a random salt and verifies it', async () => {
    const [one, two] = await Promise.all([hashPassword('secret words'), hashPassword('secret words')]);
    expect(one).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(one).not.toBe(two);
    expect(await verifyPassword('secret words', one)).toBe(true);
    expect(await verifyPassword('secret word', one)).toBe(false);
    expect(await verifyPassword('secret words', 'plain')).toBe(false);
  });
});

describe('staffSignIn', () => {
  it('signs in a seeded staff member; a wrong password or username is ARO-E1045 alike', async () => {
    const response = await t.gql<{
      staffSignIn: { accessToken: string; staff: { username: string; organization: { id: string } } };
    }>(STAFF_SIGN_IN, { username: 'staff.kandy', password: STAFF_PASSWORD });
    expect(response.data?.staffSignIn.staff).toMatchObject({
      username: 'staff.kandy',
      organization: { id: 'org-kandy' },
    });
    const token = response.data?.staffSignIn.accessToken ?? '';
    const me = await t.gql<{ staffMe: { username: string } }>(
      '{ staffMe { username displayName organization { id } } }',
      {},
      token,
    );
    expect(me.data?.staffMe.username).toBe('staff.kandy');
    expect(errorOf(await t.gql(STAFF_SIGN_IN, { username: 'staff.kandy', password: 'nope' }))).toBe(
      'ARO-E1045:Wrong username or password.',
    );
    expect(errorOf(await t.gql(STAFF_SIGN_IN, { username: 'staff.nowhere', password: STAFF_PASSWORD }))).toBe(
      'ARO-E1045:Wrong username or password.',
    );
  });

  it('keeps staff and patient tokens apart', async () => {
    const staff = await signInStaff(t, 'staff.colombo');
    const { token: patient } = await newPatient(t, '0778600001');
    // A patient's token is not told apart from any other token that is not a staff token.
    expect(errorOf(await t.gql('{ staffMe { id } }', {}, patient))).toBe('ARO-E1022:Authentication failed');
    expect(errorOf(await t.gql('{ staffSessions { session { id } } }', {}, patient))).toBe(
      'ARO-E1022:Authentication failed',
    );
    expect(errorOf(await t.gql(START, { id: 'sess-0006' }, patient))).toBe('ARO-E1022:Authentication failed');
    expect(errorOf(await t.gql('{ staffMe { id } }', {}, 'not-a-token'))).toBe('ARO-E1022:Authentication failed');
    expect(errorOf(await t.gql('{ queryOneProfile { id } }', {}, staff))).toBe('ARO-E1022:Authentication failed');
    expect(errorOf(await bookSession(t, staff, 'sess-0006', 'pat-demo-holder-me'))).toBe(
      'ARO-E1022:Authentication failed',
    );
    expect(errorOf(await t.gql('{ staffMe { id } }'))).toBe('ARO-E1023:Please login.');
    // Twelve hours on, then back: the later tests of this server look at today's sessions.
    t.advance(12 * 60 * 60_000 + 1);
    try {
      expect(errorOf(await t.gql('{ staffMe { id } }', {}, staff))).toMatch(/^ARO-E1024:/);
    } finally {
      t.advance(-(12 * 60 * 60_000 + 1));
    }
  });
});

describe('staffSignIn growing delays', () => {
  // The waits follow the store's real time (Date), not the server's clock: the test holds Date still (timers run)
  // and moves it past each wait, so no wait lapses while the machine is slow.
  const TOO_SOON = 'ARO-E1034:Too many tries in a short time. Please try again in 1 second.';
  const waitOut = (ms: number): void => {
    vi.setSystemTime(Date.now() + ms);
  };

  it('after 5 free failures a username waits 1, 2, 4 … seconds (not counted), and the right password after the wait signs in; after 30 so does an address', async () => {
    // Its own server: the address's failures would slow every later sign-in of this file.
    const own = await startTestServer();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      const signIn = async (username: string, password: string): Promise<string> =>
        errorOf(await own.gql(STAFF_SIGN_IN, { username, password }));
      // Successful sign-ins do not count.
      for (let i = 0; i < 12; i++) expect(await signIn('staff.kandy', STAFF_PASSWORD)).toBe('');
      // Guesses sent at once: 5 free ones and the one that arms the wait are checked; the rest wait, uncounted.
      const wrong = await Promise.all(Array.from({ length: 12 }, () => signIn('Staff.Kandy ', 'nope')));
      expect(wrong.filter((message) => message === 'ARO-E1045:Wrong username or password.')).toHaveLength(6);
      expect(
        wrong.filter((message) => message.startsWith('ARO-E1034:Too many tries in a short time. Please try again in ')),
      ).toHaveLength(6);
      // Where 10 failures locked the username for 15 minutes, even for its password, it now waits a second.
      const refused = await own.gql(STAFF_SIGN_IN, { username: 'staff.kandy', password: STAFF_PASSWORD });
      expect(errorOf(refused)).toBe(TOO_SOON);
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'ARO-E1034', retryAfterSeconds: 1 });
      // Another username from the same address is not held back.
      expect(await signIn('staff.colombo', STAFF_PASSWORD)).toBe('');
      waitOut(1_000);
      expect(await signIn('staff.kandy', STAFF_PASSWORD)).toBe('');

      // The address: 6 failures so far; 24 more across usernames are free, the 31st arms its wait for everyone there.
      for (let i = 0; i < 25; i++)
        expect(await signIn(`nobody.${String(i)}`, 'nope')).toBe('ARO-E1045:Wrong username or password.');
      expect(await signIn('staff.colombo', STAFF_PASSWORD)).toBe(TOO_SOON);
      waitOut(1_000);
      expect(await signIn('staff.colombo', STAFF_PASSWORD)).toBe('');
    } finally {
      vi.useRealTimers();
      await own.close();
    }
  });
});

describe('staff operations', () => {
  it("lists today's sessions of the staff member's hospital with their queues", async () => {
    const username = await staffOf('sess-0002');
    const token = await signInStaff(t, username);
    const response = await t.gql<{ staffSessions: StaffSessionData[] }>(
      `{ staffSessions { ${STAFF_SESSION} } }`,
      {},
      token,
    );
    const today = response.data?.staffSessions ?? [];
    const started = today.find((entry) => entry.session.id === 'sess-0002');
    expect(started?.appointments.map((appointment) => appointment.tokenNo)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(started?.appointments.find((appointment) => appointment.tokenNo === 6)?.patientName).toBe(
      'Mr. Kasun Jayawardena',
    );
  });

  it("refuses another hospital's session or appointment (ARO-E1014)", async () => {
    const token = await signInStaff(t, otherStaff(await staffOf('sess-0002')));
    expect(errorOf(await t.gql(COMPLETE, { id: 'sess-0002' }, token))).toMatch(/^ARO-E1014:/);
    expect(errorOf(await t.gql(ARRIVED, { id: 'appt-0004' }, token))).toMatch(/^ARO-E1014:/);
    expect(errorOf(await t.gql(START, { id: 'sess-missing' }, token))).toMatch(/^ARO-E1014:/);
  });

  it('moves a session and its patients through their states; anything else is ARO-E1046', async () => {
    const token = await signInStaff(t, await staffOf('sess-0006'));
    const { token: patient, patientId } = await newPatient(t, '0778600002');
    const booked = (await bookSession(t, patient, 'sess-0006', patientId)).data?.createAppointment;

    expect(errorOf(await t.gql(ARRIVED, { id: booked?.id }, token))).toBe(
      'ARO-E1046:That cannot be done in this state. The session is scheduled.',
    );
    expect(errorOf(await t.gql(COMPLETE, { id: 'sess-0006' }, token))).toMatch(/^ARO-E1046:/);
    const started = await t.gql<{ startSession: StaffSessionData }>(START, { id: 'sess-0006' }, token);
    expect(started.data?.startSession.session.status).toBe('started');
    expect(errorOf(await t.gql(START, { id: 'sess-0006' }, token))).toMatch(/^ARO-E1046:/);

    expect(errorOf(await t.gql(FULFILLED, { id: booked?.id }, token))).toMatch(/^ARO-E1046:/);
    const arrived = await t.gql<{ markAppointmentArrived: StaffSessionData }>(ARRIVED, { id: booked?.id }, token);
    expect(arrived.data?.markAppointmentArrived.appointments.find((entry) => entry.id === booked?.id)?.status).toBe(
      'arrived',
    );
    expect(errorOf(await t.gql(ARRIVED, { id: booked?.id }, token))).toMatch(/^ARO-E1046:/);
    const fulfilled = await t.gql<{ markAppointmentFulfilled: StaffSessionData }>(FULFILLED, { id: booked?.id }, token);
    expect(fulfilled.data?.markAppointmentFulfilled.appointments.find((entry) => entry.id === booked?.id)?.status).toBe(
      'fulfilled',
    );

    const completed = await t.gql<{ completeSession: StaffSessionData }>(COMPLETE, { id: 'sess-0006' }, token);
    expect(completed.data?.completeSession.session.status).toBe('completed');
    expect(errorOf(await t.gql(CANCEL, { id: 'sess-0006' }, token))).toMatch(/^ARO-E1046:/);
  });

  it('cancels a session with every booked appointment in it (session_cancelled)', async () => {
    const token = await signInStaff(t, await staffOf('sess-0005'));
    const cancelled = await t.gql<{ cancelSession: StaffSessionData }>(CANCEL, { id: 'sess-0005' }, token);
    expect(cancelled.data?.cancelSession.session).toMatchObject({
      status: 'practitioner_canceled',
      activeAppointments: 0,
    });
    expect(new Set(cancelled.data?.cancelSession.appointments.map((entry) => entry.status))).toEqual(
      new Set(['cancelled']),
    );
  });
});

describe('live updates', () => {
  it('pushes a session and its queue on a booking and on a staff arrival (public), and the account its appointments', async () => {
    const { token: patient, patientId } = await newPatient(t, '0778700001');
    // The free clinic is days away, whatever the clock of earlier tests did; the doctor comes early.
    const staff = await signInStaff(t, await staffOf(FREE_CLINIC_SESSION_ID));
    expect(errorOf(await t.gql(START, { id: FREE_CLINIC_SESSION_ID }, staff))).toBe('');
    const session = listenTo<{ sessionChanged: { id: string; activeAppointments: number } }>(
      t.socket(null),
      'subscription ($id: ID!) { sessionChanged(id: $id) { id activeAppointments } }',
      { id: FREE_CLINIC_SESSION_ID },
    );
    const queue = listenTo<{ appointmentTokensChanged: { tokenNo: number; status: string }[] }>(
      t.socket(null),
      'subscription ($id: ID!) { appointmentTokensChanged(sessionId: $id) { tokenNo status } }',
      { id: FREE_CLINIC_SESSION_ID },
    );
    const mine = listenTo<{ appointmentsChanged: { id: string; status: string }[] }>(
      t.socket(patient),
      'subscription { appointmentsChanged(filter: {}) { id status } }',
    );
    const [first] = await session.next(1);
    await queue.next(1);
    expect((await mine.next(1))[0]?.data?.appointmentsChanged).toEqual([]);

    const booked = (await bookSession(t, patient, FREE_CLINIC_SESSION_ID, patientId)).data?.createAppointment;
    const afterBooking = await session.next(2);
    expect(afterBooking[1]?.data?.sessionChanged.activeAppointments).toBe(
      (first?.data?.sessionChanged.activeAppointments ?? 0) + 1,
    );
    expect((await mine.next(2))[1]?.data?.appointmentsChanged).toEqual([{ id: booked?.id, status: 'booked' }]);

    expect(errorOf(await t.gql(ARRIVED, { id: booked?.id }, staff))).toBe('');
    const pushes = await queue.next(3);
    expect(pushes[2]?.data?.appointmentTokensChanged.find((entry) => entry.tokenNo === booked?.tokenNo)?.status).toBe(
      'arrived',
    );
    expect((await mine.next(3))[2]?.data?.appointmentsChanged).toEqual([{ id: booked?.id, status: 'arrived' }]);
    expect((await session.next(3)).length).toBeGreaterThanOrEqual(3);
    for (const live of [session, queue, mine]) live.stop();
  });

  it('refuses appointmentsChanged without a login, and searchSessionsChanged pushes the search at once', async () => {
    const anonymous = listenTo(t.socket(null), 'subscription { appointmentsChanged(filter: {}) { id } }');
    expect(errorOf((await anonymous.next(1))[0] ?? {})).toBe('ARO-E1023:Please login.');
    const search = listenTo<{ searchSessionsChanged: { id: string }[] }>(
      t.socket(null),
      'subscription { searchSessionsChanged(filter: { organizationId: "org-galle" }) { id } }',
    );
    const [answer] = await search.next(1);
    expect(answer?.data?.searchSessionsChanged.length).toBeGreaterThan(0);
    search.stop();
  });
});
