import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentReturnUrls } from '../../domain/bookingRoutes';
import { CANCEL_NOT_OFFERED, cancelAppointment } from '../../server/modules/appointments/cancelAppointment';
import {
  errorOf,
  listenTo,
  newPatient,
  PROFILE,
  startTestServer,
  startTestServices,
  type ProfileData,
  type TestServer,
  type TestServices,
} from './harness';
import { bookableSessions, ok, type BookableSession } from './payFlow';

/** Cancel and reschedule over the real server (issue 15): ownership, the 24-hour rule, races, capacity, payment_transfer. */

const FIELDS = `id sessionId patientId status appointmentPaymentStatus bookingType tokenNo cancelReason
  appointmentRescheduledFor appointmentRescheduledBy appointmentRescheduledBySession session { id activeAppointments }`;
const CREATE = `mutation ($input: CreateAppointmentInput!) { createAppointment(input: $input) { ${FIELDS} } }`;
const CANCEL = `mutation ($id: ID!) { cancelAppointment(appointmentId: $id) { ${FIELDS} } }`;
const RESCHEDULE = `mutation ($input: RescheduleAppointmentInput!) { rescheduleAppointment(input: $input) { ${FIELDS} } }`;
const QUERY = `query ($id: ID!) { queryAppointment(filter: { id: $id }) { ${FIELDS} } }`;
const TOKENS = 'query ($id: ID!) { queryAppointmentTokens(sessionId: $id) { id tokenNo status } }';
const PREPARE_INVOICE = `mutation ($input: PrepareInvoiceInput!) { prepareInvoice(input: $input) { id sessionId appointmentId } }`;
const INITIATE = `mutation ($input: InitiateBookingInput!) { initiateBooking(input: $input) { id } }`;
const COMPLETE = `mutation ($id: ID!, $card: ID!) { completeBooking(id: $id, paymentGatewayType: "cardProviderQuickPay", paymentMethodId: $card) { status paymentId } }`;
const SAVED_CARDS = `{ queryOneProfile { paymentMethods { id defaultMethod } } }`;
const MY_PAYMENTS = `query ($filter: PaymentFilter) { queryMyPayments(filter: $filter) { id status appointmentId sessionId } }`;
const BALANCES = `{ fetchBalanceLoyaltyAccount { patientId activePoints } }`;
const SESSIONS = `query ($filter: SessionFilter!) { querySession(filter: $filter) { id status startTime endTime appointmentMaxAllowed activeAppointments doctorFee } }`;
const HOUR = 60 * 60 * 1000;

interface Appointment {
  id: string;
  sessionId: string;
  patientId: string;
  status: string;
  appointmentPaymentStatus: string;
  bookingType: string;
  tokenNo: number;
  cancelReason: string | null;
  appointmentRescheduledFor: string | null;
  appointmentRescheduledBy: string | null;
  appointmentRescheduledBySession: string | null;
  session: { id: string; activeAppointments: number };
}
interface Session extends BookableSession {
  startTime: string;
}

let t: TestServer;
let direct: TestServices;
let demo: { token: string; patientId: string };
/** Paid sessions starting more than a day ahead (cancellable), one per test that needs its own. */
let later: Session[];
let nextLater = 0;

function laterSession(): Session {
  const session = later[nextLater++];
  if (session === undefined) throw new Error('the seed has too few paid sessions more than a day ahead');
  return session;
}

const book = async (who: { token: string; patientId: string }, sessionId: string): Promise<Appointment> =>
  ok(
    await t.gql<{ createAppointment: Appointment }>(
      CREATE,
      { input: { sessionId, patientId: who.patientId } },
      who.token,
    ),
  ).createAppointment;

/** A paid appointment of the demo holder (quick pay with the saved card): the one settled payment of the pair. */
async function bookPaid(sessionId: string): Promise<Appointment> {
  const appointment = await book(demo, sessionId);
  const invoice = ok(
    await t.gql<{ prepareInvoice: { id: string } }>(
      PREPARE_INVOICE,
      { input: { appointmentId: appointment.id } },
      demo.token,
    ),
  ).prepareInvoice;
  const input = {
    invoiceId: invoice.id,
    paymentGatewayType: 'cardProviderQuickPay',
    ...paymentReturnUrls(sessionId, appointment.id),
  };
  const booking = ok(await t.gql<{ initiateBooking: { id: string } }>(INITIATE, { input }, demo.token)).initiateBooking;
  const cards = ok(
    await t.gql<{ queryOneProfile: { paymentMethods: { id: string; defaultMethod: boolean }[] } }>(
      SAVED_CARDS,
      {},
      demo.token,
    ),
  ).queryOneProfile.paymentMethods;
  const card = cards.find((entry) => entry.defaultMethod)?.id;
  expect(
    ok(await t.gql<{ completeBooking: { status: string } }>(COMPLETE, { id: booking.id, card }, demo.token))
      .completeBooking.status,
  ).toBe('completed');
  return read(demo.token, appointment.id);
}

const read = async (token: string, id: string): Promise<Appointment> => {
  const [found] = ok(await t.gql<{ queryAppointment: Appointment[] }>(QUERY, { id }, token)).queryAppointment;
  if (found === undefined) throw new Error(`appointment ${id} not found`);
  return found;
};
const cancel = (token: string, id: string) => t.gql<{ cancelAppointment: Appointment }>(CANCEL, { id }, token);
const reschedule = (token: string, appointmentId: string, sessionId: string) =>
  t.gql<{ rescheduleAppointment: Appointment }>(RESCHEDULE, { input: { appointmentId, sessionId } }, token);
const paymentsOf = async (filter: Record<string, string>) =>
  ok(
    await t.gql<{ queryMyPayments: { id: string; status: string; appointmentId: string; sessionId: string }[] }>(
      MY_PAYMENTS,
      { filter },
      demo.token,
    ),
  ).queryMyPayments;
const points = async (): Promise<number> =>
  ok(
    await t.gql<{ fetchBalanceLoyaltyAccount: { patientId: string; activePoints: number }[] }>(
      BALANCES,
      {},
      demo.token,
    ),
  ).fetchBalanceLoyaltyAccount.reduce((sum, entry) => sum + entry.activePoints, 0);

beforeAll(async () => {
  [t, direct] = await Promise.all([startTestServer(), startTestServices()]);
  const token = await t.signIn('0771234567');
  const me = ok(await t.gql<ProfileData>(PROFILE, {}, token)).queryOneProfile.patients.find(
    (patient) => patient.relationship === 'Me',
  );
  if (me === undefined) throw new Error('the demo holder has no Me');
  demo = { token, patientId: me.id };
  const sessions = await bookableSessions<Session>(t, SESSIONS, 3);
  later = sessions.filter((session) => session.doctorFee > 0 && Date.parse(session.startTime) > t.now() + 26 * HOUR);
});
afterAll(async () => {
  await Promise.all([t.close(), direct.database.close()]);
});

describe('cancelAppointment', () => {
  it("refuses another account's appointment (ARO-E1040) and a caller without a login", async () => {
    const mine = await book(demo, laterSession().id);
    const stranger = await newPatient(t, '0778300001');
    expect(errorOf(await cancel(stranger.token, mine.id))).toMatch(/^ARO-E1040:/);
    expect(errorOf(await cancel('', mine.id))).toBe('ARO-E1023:Please login.');
    expect(errorOf(await cancel(demo.token, 'appt-missing'))).toMatch(/^ARO-E1040:/);
    expect((await read(demo.token, mine.id)).status).toBe('booked');
  });

  it("refuses within 24 hours of the session with the spec's exact sentence", async () => {
    const soon = (await bookableSessions<Session>(t, SESSIONS, 1)).find(
      (session) => Date.parse(session.startTime) < t.now() + 23 * HOUR,
    );
    if (soon === undefined) throw new Error('the seed has no bookable session within a day');
    const who = await newPatient(t, '0778300002');
    const appointment = await book(who, soon.id);
    expect(errorOf(await cancel(who.token, appointment.id))).toBe(
      'ARO-E1046:You cannot cancel this appointment because the session time is within 24 hours',
    );
  });

  it('cancels once when asked twice at once; the place is freed, the token is never given again, the queue hears of it', async () => {
    const session = laterSession();
    const who = await newPatient(t, '0778300003');
    const appointment = await book(who, session.id);
    const queue = listenTo<{ appointmentTokensChanged: { id: string; status: string }[] }>(
      t.socket(null),
      'subscription ($id: ID!) { appointmentTokensChanged(sessionId: $id) { id status } }',
      { id: session.id },
    );
    await queue.next(1);

    const answers = await Promise.all([cancel(who.token, appointment.id), cancel(who.token, appointment.id)]);
    const errors = answers.map(errorOf).filter((error) => error !== '');
    expect(errors).toEqual([
      'ARO-E1046:You cannot cancel this appointment because the appointment is already cancelled',
    ]);
    const cancelled = answers.find((answer) => errorOf(answer) === '')?.data?.cancelAppointment;
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelReason: 'patient', tokenNo: appointment.tokenNo });
    expect(cancelled?.session.activeAppointments).toBe(appointment.session.activeAppointments - 1);

    const pushes = await queue.next(2);
    expect(pushes.at(-1)?.data?.appointmentTokensChanged.find((token) => token.id === appointment.id)?.status).toBe(
      'cancelled',
    );
    queue.stop();

    const next = await book(await newPatient(t, '0778300004'), session.id);
    expect(next.tokenNo).toBe(appointment.tokenNo + 1);
    expect(next.session.activeAppointments).toBe(appointment.session.activeAppointments);
    const tokens = ok(
      await t.gql<{ queryAppointmentTokens: { id: string; tokenNo: number; status: string }[] }>(TOKENS, {
        id: session.id,
      }),
    ).queryAppointmentTokens;
    expect(tokens.filter((token) => token.tokenNo === appointment.tokenNo)).toEqual([
      { id: appointment.id, tokenNo: appointment.tokenNo, status: 'cancelled' },
    ]);
  });

  it("is refused where the tenant's appointmentCancel switch is off", async () => {
    const { services } = direct;
    const off = {
      ...services,
      tenant: { ...services.tenant, features: { ...services.tenant.features, appointmentCancel: { enabled: false } } },
    };
    await expect(cancelAppointment(off, 'acct-any', 'appt-any')).rejects.toThrow(`ARO-E1046:${CANCEL_NOT_OFFERED}`);
  });
});

describe('rescheduleAppointment (payment_transfer)', () => {
  it('moves a paid cancelled appointment once, even asked twice at once: one new appointment, paid by the same single payment', async () => {
    const from = laterSession();
    const to = laterSession();
    const paid = await bookPaid(from.id);
    expect(paid).toMatchObject({ appointmentPaymentStatus: 'paid', bookingType: 'confirmed' });
    const [payment, ...others] = await paymentsOf({ appointmentId: paid.id });
    expect(others).toEqual([]);
    const pointsBefore = await points();
    ok(await cancel(demo.token, paid.id));

    const answers = await Promise.all([reschedule(demo.token, paid.id, to.id), reschedule(demo.token, paid.id, to.id)]);
    expect(answers.map(errorOf)).toEqual(['', '']);
    const [first, second] = answers.map((answer) => answer.data?.rescheduleAppointment);
    expect(second?.id).toBe(first?.id);
    expect(first).toMatchObject({
      sessionId: to.id,
      patientId: demo.patientId,
      status: 'booked',
      appointmentPaymentStatus: 'paid',
      bookingType: 'confirmed',
      appointmentRescheduledFor: paid.id,
    });
    expect(await read(demo.token, paid.id)).toMatchObject({
      status: 'cancelled',
      appointmentRescheduledBy: first?.id,
      appointmentRescheduledBySession: to.id,
    });

    // The one settled payment now pays for the new appointment; nothing was charged again, nothing earned again.
    expect(await paymentsOf({ appointmentId: first?.id ?? '' })).toEqual([
      { id: payment?.id, status: 'ACCEPT', appointmentId: first?.id, sessionId: to.id },
    ]);
    expect(await paymentsOf({ appointmentId: paid.id })).toEqual([]);
    expect(await points()).toBe(pointsBefore);

    // Moved once: not again, not elsewhere.
    expect(errorOf(await reschedule(demo.token, paid.id, laterSession().id))).toBe(
      'ARO-E1046:You cannot reschedule this appointment because it is already rescheduled',
    );
    // createAppointment with appointmentRescheduledFor is the same move: the same appointment back, no hold.
    expect(
      ok(
        await t.gql<{ createAppointment: Appointment }>(
          CREATE,
          { input: { sessionId: to.id, patientId: demo.patientId, appointmentRescheduledFor: paid.id } },
          demo.token,
        ),
      ).createAppointment.id,
    ).toBe(first?.id);
  });

  it('refuses what cannot be rescheduled: booked, cancelled unpaid, and anything of another account', async () => {
    const session = laterSession();
    const to = laterSession();
    const who = await newPatient(t, '0778300005');
    const booked = await book(who, session.id);
    expect(errorOf(await reschedule(who.token, booked.id, to.id))).toBe(
      'ARO-E1046:You cannot reschedule this appointment because it is not cancelled',
    );
    ok(await cancel(who.token, booked.id));
    expect(errorOf(await reschedule(who.token, booked.id, to.id))).toBe(
      'ARO-E1046:You cannot reschedule this appointment because it was not paid',
    );
    expect(errorOf(await reschedule(demo.token, booked.id, to.id))).toMatch(/^ARO-E1040:/);
    expect((await read(who.token, booked.id)).appointmentRescheduledBy).toBeNull();
  });
});
