import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookSession,
  errorOf,
  newPatient,
  PROFILE,
  startTestServer,
  type GraphqlResponse,
  type ProfileData,
  type TestServer,
} from './harness';
import { bookablePaidSessions, hiddenFields, ok, postCard, postForm, type BookableSession } from './payFlow';

/**
 * Payment history over the real server (what /profiles/my-payment-history reads): each payment comes with
 * its invoice lines and the patient it paid for, the filters narrow only the caller's own payments, and no
 * filter or gateway-callback lookup reaches another account's payment. Payment paths themselves (sandbox,
 * signatures, replays) are tests/server/payments.test.ts.
 */

const DEMO_HOLDER = '0771234567';
const OTHER_HOLDER = '0779871111';
const DECLINED_CARD = '4000000000000002';

const SESSIONS = `query ($filter: SessionFilter!) { querySession(filter: $filter) { id status endTime appointmentMaxAllowed activeAppointments doctorFee organization { id } } }`;
const PREPARE_INVOICE = `mutation ($input: PrepareInvoiceInput!) { prepareInvoice(input: $input) {
  id patientId items { description category amount { value currency } } total { value currency } } }`;
const INITIATE = `mutation ($input: InitiateBookingInput!) { initiateBooking(input: $input) { id action } }`;
const COMPLETE = `mutation ($id: ID!, $type: String!, $card: ID!) { completeBooking(id: $id, paymentGatewayType: $type, paymentMethodId: $card) { status paymentId } }`;
const AUTHENTICATE = `mutation ($bookingId: ID!) { authenticatePaymentGateway(bookingId: $bookingId) { redirectUrl } }`;
const SAVED_CARDS = `{ queryOneProfile { paymentMethods { id defaultMethod } } }`;
/** The history screen's own selection (src/features/payments/graphql/paymentHistory.ts). */
const PAYMENT_FIELDS = `id status message amount { value currency } transactionDate transactionReference paymentGatewayType cardType cardNumber cardExpiry
  firstName lastName requestReference appointmentId sessionId organizationId
  invoice { id patientId items { description category amount { value currency } } total { value currency } }`;
const MY_PAYMENTS = `query ($filter: PaymentFilter) { queryMyPayments(filter: $filter) { ${PAYMENT_FIELDS} } }`;
const GATEWAY_CALLBACK = `query ($id: ID!) { queryPaymentGatewayCallback(paymentId: $id) { id bookingId patientId profileId response { ${PAYMENT_FIELDS} } } }`;

interface Amount {
  value: number;
  currency: string;
}
interface InvoiceData {
  id: string;
  patientId: string;
  items: { description: string; category: string; amount: Amount }[];
  total: Amount;
}
interface PaymentData {
  id: string;
  status: string;
  amount: Amount;
  transactionDate: string;
  requestReference: string;
  appointmentId: string;
  sessionId: string;
  organizationId: string;
  invoice: InvoiceData | null;
}
interface SessionData extends BookableSession {
  organization: { id: string };
}
interface Holder {
  token: string;
  patientId: string;
}
/** One settled payment and what it paid for. */
interface Paid {
  paymentId: string;
  appointmentId: string;
  session: SessionData;
  invoice: InvoiceData;
}

let t: TestServer;
let demo: Holder;
/** A relative of the demo holder (not the holder): the invoice must name who the payment was for. */
let demoRelative: Holder;
let other: Holder;
let sessions: SessionData[];
let nextSession = 0;

/** A bookable paid session, a different one each time, so two payments never share a session by chance. */
function freshSession(): SessionData {
  const session = sessions[nextSession++];
  if (session === undefined) throw new Error('no more bookable paid sessions in the seed');
  return session;
}

async function invoiceForNewAppointment(
  who: Holder,
): Promise<{ appointmentId: string; session: SessionData; invoice: InvoiceData }> {
  const session = freshSession();
  const appointmentId = ok(await bookSession(t, who.token, session.id, who.patientId)).createAppointment.id;
  const invoice = ok(
    await t.gql<{ prepareInvoice: InvoiceData }>(PREPARE_INVOICE, { input: { appointmentId } }, who.token),
  ).prepareInvoice;
  return { appointmentId, session, invoice };
}

async function initiate(who: Holder, invoiceId: string, paymentGatewayType: string): Promise<{ id: string }> {
  const input = { invoiceId, paymentGatewayType, successUrl: '/paid', failureUrl: '/failed' };
  return ok(await t.gql<{ initiateBooking: { id: string } }>(INITIATE, { input }, who.token)).initiateBooking;
}

/** Pays with the account's saved default card (quick pay); accepted by the sandbox. */
async function payWithSavedCard(who: Holder): Promise<Paid> {
  const cards = ok(
    await t.gql<{ queryOneProfile: { paymentMethods: { id: string; defaultMethod: boolean }[] } }>(
      SAVED_CARDS,
      {},
      who.token,
    ),
  ).queryOneProfile.paymentMethods;
  const card = cards.find((entry) => entry.defaultMethod);
  if (card === undefined) throw new Error('no saved default card');
  const { appointmentId, session, invoice } = await invoiceForNewAppointment(who);
  const booking = await initiate(who, invoice.id, 'cardProviderQuickPay');
  const done = ok(
    await t.gql<{ completeBooking: { status: string; paymentId: string | null } }>(
      COMPLETE,
      { id: booking.id, type: 'cardProviderQuickPay', card: card.id },
      who.token,
    ),
  );
  expect(done.completeBooking.status).toBe('completed');
  return { paymentId: done.completeBooking.paymentId ?? '', appointmentId, session, invoice };
}

/** Pays on the sandbox's masterCard checkout with a card: the browser's way, ending at the callback. */
async function payOnCheckout(who: Holder, cardNumber: string): Promise<Paid> {
  const { appointmentId, session, invoice } = await invoiceForNewAppointment(who);
  const booking = await initiate(who, invoice.id, 'masterCard');
  const { redirectUrl } = ok(
    await t.gql<{ authenticatePaymentGateway: { redirectUrl: string } }>(
      AUTHENTICATE,
      { bookingId: booking.id },
      who.token,
    ),
  ).authenticatePaymentGateway;
  const { checkout } = hiddenFields(await (await fetch(`${t.url}${redirectUrl}`)).text());
  const result = await postCard(t, checkout ?? '', cardNumber);
  const callback = await postForm(t, '/payments/callback', hiddenFields(result.html));
  expect(callback.status).toBe(303);
  const paymentId = new URL(callback.location ?? '', t.url).searchParams.get('paymentId') ?? '';
  expect(paymentId).not.toBe('');
  return { paymentId, appointmentId, session, invoice };
}

async function paymentsOf(who: Holder, filter?: Record<string, string>): Promise<PaymentData[]> {
  return ok(
    await t.gql<{ queryMyPayments: PaymentData[] }>(MY_PAYMENTS, filter === undefined ? {} : { filter }, who.token),
  ).queryMyPayments;
}

let demoFirst: Paid;
let demoSecond: Paid;
let otherDeclined: Paid;
/** The demo holder's payments of the seed (its Paid appointments), made before these tests paid anything. */
let seededPayments: PaymentData[];

beforeAll(async () => {
  t = await startTestServer();
  const token = await t.signIn(DEMO_HOLDER);
  const patients = ok(await t.gql<ProfileData>(PROFILE, {}, token)).queryOneProfile.patients;
  const me = patients.find((patient) => patient.relationship === 'Me');
  const relative = patients.find((patient) => patient.relationship !== 'Me' && patient.relationship !== null);
  if (me === undefined || relative === undefined) throw new Error('the demo holder needs Me and a relative');
  demo = { token, patientId: me.id };
  demoRelative = { token, patientId: relative.id };
  other = await newPatient(t, OTHER_HOLDER, 'Kasun');

  seededPayments = await paymentsOf(demo);
  // Sessions where the seed's paid appointments are would answer a session filter with those payments too.
  const seededSessions = new Set(seededPayments.map((payment) => payment.sessionId));
  sessions = (await bookablePaidSessions<SessionData>(t, SESSIONS, 2)).filter(
    (session) => !seededSessions.has(session.id),
  );

  demoFirst = await payWithSavedCard(demo);
  // A minute later, so the two payments' order is the server's to get right.
  t.advance(60_000);
  demoSecond = await payWithSavedCard(demoRelative);
  otherDeclined = await payOnCheckout(other, DECLINED_CARD);
});
afterAll(async () => {
  await t.close();
});

describe('what the history reads', () => {
  it('has a payment for every appointment the demo seed says is Paid, with its invoice, and none for the unpaid ones', async () => {
    const APPOINTMENTS = `{ queryAppointment(filter: {}) { id sessionId appointmentPaymentStatus } }`;
    const booked = ok(
      await t.gql<{ queryAppointment: { id: string; sessionId: string; appointmentPaymentStatus: string }[] }>(
        APPOINTMENTS,
        {},
        demo.token,
      ),
    ).queryAppointment;
    const seededIds = new Set(seededPayments.map((payment) => payment.id));
    const seededAppointments = booked.filter((appointment) =>
      seededPayments.some((payment) => payment.appointmentId === appointment.id),
    );
    const paidAtSeed = booked.filter(
      (appointment) =>
        appointment.appointmentPaymentStatus === 'paid' &&
        ![demoFirst, demoSecond].some((paid) => paid.appointmentId === appointment.id),
    );
    expect(paidAtSeed.length).toBeGreaterThan(0);
    expect(seededAppointments.map((appointment) => appointment.id).sort()).toEqual(
      paidAtSeed.map((appointment) => appointment.id).sort(),
    );
    expect(seededIds.size).toBe(paidAtSeed.length);
    for (const payment of seededPayments) {
      const appointment = paidAtSeed.find((candidate) => candidate.id === payment.appointmentId);
      expect(payment).toMatchObject({
        status: 'ACCEPT',
        requestReference: `Appointment/${payment.appointmentId}`,
        sessionId: appointment?.sessionId,
      });
      expect(payment.invoice?.total).toEqual(payment.amount);
      expect(payment.invoice?.items.map((item) => item.category)).toEqual(['doctor_fee', 'hospital_fee']);
      expect(payment.amount.value).toBeGreaterThan(0);
    }
  });

  it('gives each payment its invoice lines, total and the patient it paid for, newest first', async () => {
    const seededIds = new Set(seededPayments.map((payment) => payment.id));
    const payments = (await paymentsOf(demo)).filter((payment) => !seededIds.has(payment.id));
    expect(payments.map((payment) => payment.id)).toEqual([demoSecond.paymentId, demoFirst.paymentId]);
    expect(Date.parse(payments[0]!.transactionDate)).toBeGreaterThan(Date.parse(payments[1]!.transactionDate));

    const [second, first] = payments;
    for (const [payment, paid, patientId] of [
      [second, demoSecond, demoRelative.patientId],
      [first, demoFirst, demo.patientId],
    ] as const) {
      expect(payment).toMatchObject({
        status: 'ACCEPT',
        amount: paid.invoice.total,
        requestReference: `Appointment/${paid.appointmentId}`,
        appointmentId: paid.appointmentId,
        sessionId: paid.session.id,
        organizationId: paid.session.organization.id,
      });
      expect(payment?.invoice).toEqual({
        id: paid.invoice.id,
        patientId,
        items: paid.invoice.items,
        total: paid.invoice.total,
      });
      expect(payment?.invoice?.items.map((item) => item.category)).toEqual(['doctor_fee', 'hospital_fee']);
      expect(payment?.invoice?.items[0]?.amount).toEqual({ value: paid.session.doctorFee, currency: 'LKR' });
    }
  });

  it('a declined payment comes with its invoice too, and the gateway callback with the same payment', async () => {
    const [declined] = await paymentsOf(other, { paymentId: otherDeclined.paymentId });
    expect(declined).toMatchObject({
      id: otherDeclined.paymentId,
      status: 'DECLINE',
      amount: otherDeclined.invoice.total,
    });
    expect(declined?.invoice).toEqual({ ...otherDeclined.invoice, patientId: other.patientId });

    const callback = ok(
      await t.gql<{ queryPaymentGatewayCallback: { patientId: string; response: PaymentData } }>(
        GATEWAY_CALLBACK,
        { id: otherDeclined.paymentId },
        other.token,
      ),
    );
    expect(callback.queryPaymentGatewayCallback.patientId).toBe(other.patientId);
    expect(callback.queryPaymentGatewayCallback.response).toEqual(declined);
  });
});

describe('filters narrow the caller’s own payments', () => {
  it('by session, by appointment, and by both together (both must match)', async () => {
    const ids = async (filter: Record<string, string>): Promise<string[]> =>
      (await paymentsOf(demo, filter)).map((payment) => payment.id);
    expect(await ids({ sessionId: demoFirst.session.id })).toEqual([demoFirst.paymentId]);
    expect(await ids({ appointmentId: demoSecond.appointmentId })).toEqual([demoSecond.paymentId]);
    expect(await ids({ sessionId: demoSecond.session.id, appointmentId: demoSecond.appointmentId })).toEqual([
      demoSecond.paymentId,
    ]);
    expect(await ids({ sessionId: demoFirst.session.id, appointmentId: demoSecond.appointmentId })).toEqual([]);
    expect(await ids({ paymentId: demoFirst.paymentId })).toEqual([demoFirst.paymentId]);
  });

  it('by order: no payment pays an order yet, and an appointment id is not an order id', async () => {
    expect(await paymentsOf(demo, { orderId: 'order-1' })).toEqual([]);
    expect(await paymentsOf(demo, { orderId: demoFirst.appointmentId })).toEqual([]);
  });
});

describe("another account's payments", () => {
  it('cannot be read through any filter of queryMyPayments', async () => {
    const foreign = otherDeclined;
    const filters: Record<string, string>[] = [
      { paymentId: foreign.paymentId },
      { appointmentId: foreign.appointmentId },
      { sessionId: foreign.session.id },
      { sessionId: foreign.session.id, appointmentId: foreign.appointmentId, paymentId: foreign.paymentId },
    ];
    for (const filter of filters) {
      expect(await paymentsOf(demo, filter)).toEqual([]);
    }
    const everything = JSON.stringify(await paymentsOf(demo));
    expect(everything).not.toContain(foreign.paymentId);
    expect(everything).not.toContain(foreign.invoice.id);

    // …nor the other way round.
    expect(await paymentsOf(other, { paymentId: demoFirst.paymentId })).toEqual([]);
    expect(await paymentsOf(other, { appointmentId: demoSecond.appointmentId })).toEqual([]);
    expect((await paymentsOf(other)).map((payment) => payment.id)).toEqual([foreign.paymentId]);
  });

  it('cannot be read through queryPaymentGatewayCallback', async () => {
    const lookUp = (id: string, who: Holder): Promise<GraphqlResponse<{ queryPaymentGatewayCallback: unknown }>> =>
      t.gql(GATEWAY_CALLBACK, { id }, who.token);
    const refused = await lookUp(otherDeclined.paymentId, demo);
    expect(ok(refused).queryPaymentGatewayCallback).toBeNull();
    expect(JSON.stringify(refused)).not.toContain(otherDeclined.invoice.id);
    expect(ok(await lookUp(demoFirst.paymentId, other)).queryPaymentGatewayCallback).toBeNull();
    expect(ok(await lookUp('no-such-payment', demo)).queryPaymentGatewayCallback).toBeNull();
    expect(ok(await lookUp(demoFirst.paymentId, demo)).queryPaymentGatewayCallback).toMatchObject({
      response: { id: demoFirst.paymentId },
    });
  });

  it('needs a signed-in caller for the gateway callback too', async () => {
    expect(errorOf(await t.gql(GATEWAY_CALLBACK, { id: demoFirst.paymentId }))).toMatch(/^ARO-E1023:/);
  });
});
