import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentReturnUrls } from '../../domain/bookingRoutes';
import { splitRelationship } from '../../domain/profileForm';
import {
  CREATE_PATIENT,
  errorOf,
  patientInput,
  PROFILE,
  startTestServer,
  type GraphqlResponse,
  type PatientData,
  type ProfileData,
  type TestServer,
} from './harness';
import { bookablePaidSessions, gatewayAccepts, ok, payOnSandbox, postForm, type BookableSession } from './payFlow';

/** Loyalty over the real server: points earned by paid bookings, balances, transactions, and the orderId payment filter. */

const DEMO_HOLDER = '0771234567';
const UNCLASSIFIED_HOLDER = '0772345678';
const OTHER_HOLDER = '0779871234';
const CARDS = { accept: '4111111111111111', decline: '4000000000000002' } as const;

const SESSIONS = `query ($filter: SessionFilter!) { querySession(filter: $filter) {
  id status endTime appointmentMaxAllowed activeAppointments doctorFee practitioner { name } } }`;
const CREATE_APPOINTMENT = `mutation ($input: CreateAppointmentInput!) { createAppointment(input: $input) { id sessionId } }`;
const PREPARE_INVOICE = `mutation ($input: PrepareInvoiceInput!) { prepareInvoice(input: $input) { id sessionId appointmentId total { value currency } } }`;
const INITIATE = `mutation ($input: InitiateBookingInput!) { initiateBooking(input: $input) { id action signature { parameter { key value } value } } }`;
const COMPLETE = `mutation ($id: ID!, $card: ID!) { completeBooking(id: $id, paymentGatewayType: "cardProviderQuickPay", paymentMethodId: $card) { status paymentId } }`;
const SAVED_CARDS = `{ queryOneProfile { paymentMethods { id defaultMethod } } }`;
const MY_PAYMENTS = `query ($filter: PaymentFilter) { queryMyPayments(filter: $filter) { id status requestReference appointmentId } }`;
const BALANCES = `{ fetchBalanceLoyaltyAccount { patientId patientRelationship activePoints rate } }`;
const TRANSACTIONS = `query ($patient: String!) { queryLoyaltyTransaction(patient: $patient) {
  id actor createdTime reasonCode items { description amount } paymentId } }`;

interface SessionData extends BookableSession {
  practitioner: { name: string };
}
interface InvoiceData {
  id: string;
  sessionId: string;
  appointmentId: string;
  total: { value: number; currency: string };
}
interface BookingData {
  id: string;
  action: string;
  signature: { parameter: { key: string; value: string }[]; value: string };
}
interface LoyaltyAccount {
  patientId: string;
  patientRelationship: string | null;
  activePoints: number;
  rate: number;
}
interface LoyaltyTransaction {
  id: string;
  actor: string;
  createdTime: string;
  reasonCode: string;
  items: { description: string; amount: number }[];
  paymentId: string | null;
}
interface Who {
  token: string;
  patientId: string;
}
/** A booking made and invoiced, ready to be paid, with what it should earn. */
interface Started {
  invoice: InvoiceData;
  booking: BookingData;
  session: SessionData;
  /** One point per whole LKR 100 of the invoice total. */
  points: number;
}

let t: TestServer;
let demoToken: string;
let demoPatients: PatientData[];
let other: Who;
let sessions: SessionData[];
let nextSession = 0;
/** What the demo seed gave each patient before these tests paid anything: points and transaction ids. */
const seeded = new Map<string, { points: number; transactionIds: Set<string> }>();

/** The demo holder's patient of a relationship role ('Son' is stored with the son's name: 'Son Senuk'). */
function demoPatient(role: string): Who {
  const patient = demoPatients.find((entry) => splitRelationship(entry.relationship ?? '').role === role);
  if (patient === undefined) throw new Error(`the demo holder has no ${role}`);
  return { token: demoToken, patientId: patient.id };
}

async function balances(token: string): Promise<LoyaltyAccount[]> {
  return ok(await t.gql<{ fetchBalanceLoyaltyAccount: LoyaltyAccount[] }>(BALANCES, {}, token))
    .fetchBalanceLoyaltyAccount;
}

/** Points earned since the seed (the seeded paid appointments earned the rest). */
async function pointsOf(who: Who): Promise<number | undefined> {
  const balance = (await balances(who.token)).find((account) => account.patientId === who.patientId)?.activePoints;
  return balance === undefined ? undefined : balance - (seeded.get(who.patientId)?.points ?? 0);
}

function transactions(
  token: string,
  patient: string,
): Promise<GraphqlResponse<{ queryLoyaltyTransaction: LoyaltyTransaction[] }>> {
  return t.gql<{ queryLoyaltyTransaction: LoyaltyTransaction[] }>(TRANSACTIONS, { patient }, token);
}

/** Transactions since the seed. */
async function transactionsOf(who: Who): Promise<LoyaltyTransaction[]> {
  const seededIds = seeded.get(who.patientId)?.transactionIds ?? new Set<string>();
  return (await allTransactionsOf(who)).filter((entry) => !seededIds.has(entry.id));
}

async function allTransactionsOf(who: Who): Promise<LoyaltyTransaction[]> {
  return ok(await transactions(who.token, `Patient/${who.patientId}`)).queryLoyaltyTransaction;
}

async function paymentsOf(
  token: string,
  filter: Record<string, string>,
): Promise<{ id: string; status: string; requestReference: string; appointmentId: string }[]> {
  return ok(
    await t.gql<{ queryMyPayments: { id: string; status: string; requestReference: string; appointmentId: string }[] }>(
      MY_PAYMENTS,
      { filter },
      token,
    ),
  ).queryMyPayments;
}

/** Books a paid session (a different one each time) for the patient, invoices it and initiates a booking of the gateway. */
async function startPayment(who: Who, gateway: 'cardProvider' | 'cardProviderQuickPay'): Promise<Started> {
  const session = sessions[nextSession++ % sessions.length];
  if (session === undefined) throw new Error('no bookable paid session in the seed');
  const appointment = ok(
    await t.gql<{ createAppointment: { id: string } }>(
      CREATE_APPOINTMENT,
      { input: { sessionId: session.id, patientId: who.patientId } },
      who.token,
    ),
  ).createAppointment;
  const invoice = ok(
    await t.gql<{ prepareInvoice: InvoiceData }>(
      PREPARE_INVOICE,
      { input: { appointmentId: appointment.id } },
      who.token,
    ),
  ).prepareInvoice;
  const input = {
    invoiceId: invoice.id,
    paymentGatewayType: gateway,
    ...paymentReturnUrls(invoice.sessionId, invoice.appointmentId),
  };
  const booking = ok(await t.gql<{ initiateBooking: BookingData }>(INITIATE, { input }, who.token)).initiateBooking;
  expect(invoice.total.currency).toBe('LKR');
  return { invoice, booking, session, points: Math.floor(Math.round(invoice.total.value * 100) / 10_000) };
}

/** Posts a gateway result to the callback; the payment id it redirects with. */
async function callback(fields: Record<string, string>): Promise<string> {
  const response = await postForm(t, '/payments/callback', fields);
  expect(response.status).toBe(303);
  const paymentId = new URL(response.location ?? '', t.url).searchParams.get('paymentId');
  if (paymentId === null) throw new Error('the callback redirected without a paymentId');
  return paymentId;
}

async function quickPay(who: Who, booking: BookingData): Promise<{ status: string; paymentId: string | null }> {
  const cards = ok(
    await t.gql<{ queryOneProfile: { paymentMethods: { id: string; defaultMethod: boolean }[] } }>(
      SAVED_CARDS,
      {},
      who.token,
    ),
  ).queryOneProfile.paymentMethods;
  const card = cards.find((entry) => entry.defaultMethod);
  if (card === undefined) throw new Error('the demo holder has no default card');
  return ok(
    await t.gql<{ completeBooking: { status: string; paymentId: string | null } }>(
      COMPLETE,
      { id: booking.id, card: card.id },
      who.token,
    ),
  ).completeBooking;
}

beforeAll(async () => {
  t = await startTestServer();
  demoToken = await t.signIn(DEMO_HOLDER);
  demoPatients = ok(await t.gql<ProfileData>(PROFILE, {}, demoToken)).queryOneProfile.patients;
  const otherToken = await t.signIn(OTHER_HOLDER);
  const created = await t.gql<{ createPatient: { id: string } }>(
    CREATE_PATIENT,
    { hospitalId: 'org-colombo', args: patientInput() },
    otherToken,
  );
  other = { token: otherToken, patientId: ok(created).createPatient.id };

  sessions = await bookablePaidSessions<SessionData>(t, SESSIONS, 4);
  for (const account of await balances(demoToken)) {
    const list = await allTransactionsOf({ token: demoToken, patientId: account.patientId });
    seeded.set(account.patientId, {
      points: account.activePoints,
      transactionIds: new Set(list.map((entry) => entry.id)),
    });
  }
});
afterAll(async () => {
  await t.close();
});

describe('fetchBalanceLoyaltyAccount', () => {
  it('lists every patient of the account at rate 2 with the points the seeded paid appointments earned, zero balances included', async () => {
    const accounts = await balances(demoToken);
    expect(accounts.map((account) => [account.patientId, account.patientRelationship, account.rate])).toEqual(
      demoPatients.map((patient) => [patient.id, patient.relationship, 2]),
    );
    expect(accounts.map((account) => account.patientRelationship)).toEqual(['Me', 'Mother', 'Son Senuk']);
    // The demo's Paid appointments were paid: the holder's and the mother's earned points, the son's unpaid one nothing.
    const [me, mother, son] = accounts;
    expect(me?.activePoints).toBeGreaterThan(0);
    expect(mother?.activePoints).toBeGreaterThan(0);
    expect(son?.activePoints).toBe(0);
    // Each point comes from an accepted payment of the account, one per whole LKR 100 of it.
    const accepted = new Map((await paymentsOf(demoToken, {})).map((payment) => [payment.id, payment]));
    for (const account of accounts) {
      const list = await allTransactionsOf({ token: demoToken, patientId: account.patientId });
      expect(list.reduce((sum, entry) => sum + (entry.items[0]?.amount ?? 0), 0)).toBe(account.activePoints);
      for (const entry of list) {
        expect(entry).toMatchObject({ actor: `Patient/${account.patientId}`, reasonCode: 'earned_booking' });
        expect(entry.items[0]?.description).toMatch(/^Points earned for a consultation with Dr\. /);
        expect(accepted.get(entry.paymentId ?? '')?.status).toBe('ACCEPT');
      }
    }
  });

  it('gives an unclassified patient a null relationship, and shows an account only its own patients', async () => {
    const token = await t.signIn(UNCLASSIFIED_HOLDER);
    const [only, ...more] = await balances(token);
    expect(more).toEqual([]);
    expect(only).toMatchObject({ patientRelationship: null, activePoints: 0, rate: 2 });
    expect(await balances(other.token)).toEqual([
      { patientId: other.patientId, patientRelationship: 'Me', activePoints: 0, rate: 2 },
    ]);
  });

  it('needs a signed-in caller', async () => {
    expect(errorOf(await t.gql(BALANCES))).toMatch(/^ARO-E1023:/);
    expect(errorOf(await t.gql(TRANSACTIONS, { patient: `Patient/${other.patientId}` }))).toMatch(/^ARO-E1023:/);
  });
});

describe('earning points by paying a booking', () => {
  it("a card payment earns one point per whole LKR 100 for the booking's patient, once, however often the result is replayed", async () => {
    const mother = demoPatient('Mother');
    const { booking, session, points } = await startPayment(mother, 'cardProvider');
    expect(points).toBeGreaterThan(0);
    const result = (await payOnSandbox(t, booking, CARDS.accept)).fields;
    const paymentId = await callback(result);

    expect(await pointsOf(mother)).toBe(points);
    // Only the patient the booking was for: the holder and the son earn nothing.
    expect(await pointsOf(demoPatient('Me'))).toBe(0);
    expect(await pointsOf(demoPatient('Son'))).toBe(0);
    const [earned, ...more] = await transactionsOf(mother);
    expect(more).toEqual([]);
    expect(earned).toMatchObject({
      actor: `Patient/${mother.patientId}`,
      createdTime: new Date(t.now()).toISOString(),
      reasonCode: 'earned_booking',
      items: [{ description: `Points earned for a consultation with ${session.practitioner.name}`, amount: points }],
      paymentId,
    });
    expect(session.practitioner.name).toMatch(/^Dr\. /);

    // The back button or a double submit posts the same result again: the same payment, no more points.
    expect(await callback(result)).toBe(paymentId);
    expect(await pointsOf(mother)).toBe(points);
    expect(await transactionsOf(mother)).toHaveLength(1);
  });

  it('a declined payment earns nothing', async () => {
    const me = demoPatient('Me');
    const { booking } = await startPayment(me, 'cardProvider');
    const paymentId = await callback((await payOnSandbox(t, booking, CARDS.decline)).fields);
    expect((await paymentsOf(demoToken, { paymentId }))[0]?.status).toBe('DECLINE');
    expect(await pointsOf(me)).toBe(0);
    expect(await transactionsOf(me)).toEqual([]);
  });

  it('an ACCEPT that comes after the hold was released (refund due) earns nothing', async () => {
    const me = demoPatient('Me');
    const { booking, invoice } = await startPayment(me, 'cardProvider');
    t.advance(16 * 60 * 1000);
    // Booking the same session releases its ended holds (as the sweeper would); the gateway had taken nothing then.
    ok(
      await t.gql(
        CREATE_APPOINTMENT,
        { input: { sessionId: invoice.sessionId, patientId: other.patientId } },
        other.token,
      ),
    );
    // A real gateway, knowing nothing of our hold, takes the money afterwards.
    const paymentId = await callback(await gatewayAccepts(t, booking));
    expect((await paymentsOf(demoToken, { paymentId }))[0]?.status).toBe('ACCEPT');
    expect(await pointsOf(me)).toBe(0);
    expect(await transactionsOf(me)).toEqual([]);
  });

  it('quick pay with the saved card earns too; the newest transaction comes first', async () => {
    const son = demoPatient('Son');
    const first = await startPayment(son, 'cardProviderQuickPay');
    const paidFirst = await quickPay(son, first.booking);
    expect(paidFirst.status).toBe('completed');
    t.advance(60 * 1000);
    const second = await startPayment(son, 'cardProviderQuickPay');
    const paidSecond = await quickPay(son, second.booking);
    expect(paidSecond.status).toBe('completed');

    expect(await pointsOf(son)).toBe(first.points + second.points);
    const list = await transactionsOf(son);
    expect(list.map((entry) => [entry.paymentId, entry.items[0]?.amount])).toEqual([
      [paidSecond.paymentId, second.points],
      [paidFirst.paymentId, first.points],
    ]);
    expect(Date.parse(list[0]?.createdTime ?? '') - Date.parse(list[1]?.createdTime ?? '')).toBe(60 * 1000);

    // Completing the same booking again answers the same payment and earns nothing more.
    expect(await quickPay(son, second.booking)).toEqual(paidSecond);
    expect(await pointsOf(son)).toBe(first.points + second.points);
  });
});

describe('queryLoyaltyTransaction', () => {
  it("refuses another account's patient, an unknown one and a malformed reference alike (ARO-E1040)", async () => {
    const mother = demoPatient('Mother');
    expect(await transactionsOf(mother)).not.toEqual([]);
    const refused = errorOf(await transactions(other.token, `Patient/${mother.patientId}`));
    expect(refused).toBe('ARO-E1040:We need a valid patient profile.');
    // Nothing tells an existing patient of someone else from one that does not exist.
    expect(errorOf(await transactions(other.token, 'Patient/no-such-patient'))).toBe(refused);
    for (const malformed of [
      '',
      mother.patientId,
      `Practitioner/${mother.patientId}`,
      'Patient/',
      `Patient/${mother.patientId}/x`,
      `patient/${mother.patientId}`,
    ]) {
      expect(errorOf(await transactions(demoToken, malformed))).toBe(refused);
    }
    expect(await balances(other.token)).toEqual([
      { patientId: other.patientId, patientRelationship: 'Me', activePoints: 0, rate: 2 },
    ]);
  });
});

describe('queryMyPayments by orderId', () => {
  it('finds nothing for an order (no payment pays one yet) while the appointment filter still works', async () => {
    const payments = await paymentsOf(demoToken, {});
    const paid = payments.find((payment) => payment.status === 'ACCEPT');
    if (paid === undefined) throw new Error('the demo holder has no accepted payment');
    expect(await paymentsOf(demoToken, { orderId: 'no-such-order' })).toEqual([]);
    // An appointment is not an order: its id as an orderId matches nothing (the reference is Appointment/{id}).
    expect(paid.requestReference).toBe(`Appointment/${paid.appointmentId}`);
    expect(await paymentsOf(demoToken, { orderId: paid.appointmentId })).toEqual([]);
    expect(await paymentsOf(demoToken, { appointmentId: paid.appointmentId, orderId: paid.appointmentId })).toEqual([]);
    expect((await paymentsOf(demoToken, { appointmentId: paid.appointmentId })).map((payment) => payment.id)).toContain(
      paid.id,
    );
  });
});
