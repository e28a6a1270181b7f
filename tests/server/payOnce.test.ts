import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentReturnUrls } from '../../domain/bookingRoutes';
import { sandboxTransactions } from '../../server/db/schema';
import { CREATE_PATIENT, errorOf, patientInput, startTestServer, type TestServer } from './harness';
import { bookablePaidSessions, ok, payOnSandbox, postForm, type BookableSession } from './payFlow';

/**
 * One booking paid from many requests at once: one payment row, one charge, points earned once. On PGlite the
 * requests queue behind one another; in the PostgreSQL pass (TEST_DATABASE=postgres) they really overlap, so
 * this is where the claim under the appointment's row lock and the unique payment per booking meet concurrency.
 */

const AT_ONCE = 10;
const DEMO_HOLDER = '0771234567';
const CARD_ACCEPT = '4111111111111111';
const SESSIONS = `query ($filter: SessionFilter!) { querySession(filter: $filter) { id status endTime appointmentMaxAllowed activeAppointments doctorFee } }`;
const CREATE_APPOINTMENT = `mutation ($input: CreateAppointmentInput!) { createAppointment(input: $input) { id } }`;
const PREPARE_INVOICE = `mutation ($input: PrepareInvoiceInput!) { prepareInvoice(input: $input) { id sessionId appointmentId total { value currency } } }`;
const INITIATE = `mutation ($input: InitiateBookingInput!) { initiateBooking(input: $input) { id action signature { parameter { key value } value } } }`;
const COMPLETE = `mutation ($id: ID!, $card: ID!) { completeBooking(id: $id, paymentGatewayType: "cardProviderQuickPay", paymentMethodId: $card) { status paymentId } }`;
const SAVED_CARDS = `{ queryOneProfile { paymentMethods { id defaultMethod } } }`;
const MY_PAYMENTS = `query ($filter: PaymentFilter) { queryMyPayments(filter: $filter) { id status } }`;
const BALANCES = `{ fetchBalanceLoyaltyAccount { patientId activePoints } }`;
const TRANSACTIONS = `query ($patient: String!) { queryLoyaltyTransaction(patient: $patient) { id paymentId } }`;

interface Booking {
  id: string;
  action: string;
  signature: { parameter: { key: string; value: string }[]; value: string };
}

let t: TestServer;
let token: string;
let sessions: BookableSession[];
let nextSession = 0;

beforeAll(async () => {
  t = await startTestServer();
  token = await t.signIn(DEMO_HOLDER);
  sessions = await bookablePaidSessions(t, SESSIONS, 2);
});
afterAll(async () => {
  await t.close();
});

/** A new patient of the demo holder (no points yet), booked on a paid session, invoiced and initiated with the gateway. */
async function startPayment(
  gateway: 'cardProvider' | 'cardProviderQuickPay',
): Promise<{ patientId: string; appointmentId: string; booking: Booking; points: number }> {
  const session = sessions[nextSession++ % sessions.length];
  if (session === undefined) throw new Error('no bookable paid session in the seed');
  const patientId = ok(
    await t.gql<{ createPatient: { id: string } }>(
      CREATE_PATIENT,
      { hospitalId: 'org-colombo', args: patientInput({ given: [`Payer${nextSession}`], relationship: 'Friend' }) },
      token,
    ),
  ).createPatient.id;
  const appointmentId = ok(
    await t.gql<{ createAppointment: { id: string } }>(
      CREATE_APPOINTMENT,
      { input: { sessionId: session.id, patientId } },
      token,
    ),
  ).createAppointment.id;
  const invoice = ok(
    await t.gql<{ prepareInvoice: { id: string; sessionId: string; appointmentId: string; total: { value: number } } }>(
      PREPARE_INVOICE,
      { input: { appointmentId } },
      token,
    ),
  ).prepareInvoice;
  const input = {
    invoiceId: invoice.id,
    paymentGatewayType: gateway,
    ...paymentReturnUrls(invoice.sessionId, invoice.appointmentId),
  };
  const booking = ok(await t.gql<{ initiateBooking: Booking }>(INITIATE, { input }, token)).initiateBooking;
  return { patientId, appointmentId, booking, points: Math.floor(Math.round(invoice.total.value * 100) / 10_000) };
}

/** What the payer and the database show afterwards: the appointment's payments, the patient's points and loyalty transactions. */
async function outcome(
  patientId: string,
  appointmentId: string,
): Promise<{
  payments: { id: string; status: string }[];
  points: number | undefined;
  transactions: { paymentId: string | null }[];
}> {
  const payments = ok(
    await t.gql<{ queryMyPayments: { id: string; status: string }[] }>(
      MY_PAYMENTS,
      { filter: { appointmentId } },
      token,
    ),
  ).queryMyPayments;
  const points = ok(
    await t.gql<{ fetchBalanceLoyaltyAccount: { patientId: string; activePoints: number }[] }>(BALANCES, {}, token),
  ).fetchBalanceLoyaltyAccount.find((account) => account.patientId === patientId)?.activePoints;
  const transactions = ok(
    await t.gql<{ queryLoyaltyTransaction: { paymentId: string | null }[] }>(
      TRANSACTIONS,
      { patient: `Patient/${patientId}` },
      token,
    ),
  ).queryLoyaltyTransaction;
  return { payments, points, transactions };
}

describe('paying one booking from many requests at once', () => {
  it(`${AT_ONCE} quick pays of one booking at once charge the card once, make one payment and earn the points once`, async () => {
    const cards = ok(
      await t.gql<{ queryOneProfile: { paymentMethods: { id: string; defaultMethod: boolean }[] } }>(
        SAVED_CARDS,
        {},
        token,
      ),
    ).queryOneProfile.paymentMethods;
    const card = cards.find((entry) => entry.defaultMethod);
    if (card === undefined) throw new Error('the demo holder has no default card');
    const { patientId, appointmentId, booking, points } = await startPayment('cardProviderQuickPay');
    expect(points).toBeGreaterThan(0);

    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, () =>
        t.gql<{ completeBooking: { status: string; paymentId: string | null } }>(
          COMPLETE,
          { id: booking.id, card: card.id },
          token,
        ),
      ),
    );

    // Each answer is the one payment, or the refusal of a charge already under way; nothing else (no server error).
    const completed = answers
      .filter((answer) => answer.errors === undefined)
      .map((answer) => ok(answer).completeBooking);
    const refused = answers.filter((answer) => answer.errors !== undefined).map(errorOf);
    expect(completed.length).toBeGreaterThan(0);
    expect(new Set(completed.map((entry) => `${entry.status} ${entry.paymentId ?? ''}`)).size).toBe(1);
    expect(completed[0]?.status).toBe('completed');
    expect(refused).toEqual(
      refused.map(() => 'ARO-E1044:Unable to process payment! This payment is already being processed.'),
    );
    // The gateway's own record: one transaction for the booking's reference.
    const charges = await t.server.services.db
      .select()
      .from(sandboxTransactions)
      .where(eq(sandboxTransactions.reference, booking.id));
    expect(charges.map((charge) => charge.decision)).toEqual(['ACCEPT']);

    const after = await outcome(patientId, appointmentId);
    expect(after.payments).toEqual([{ id: completed[0]?.paymentId, status: 'ACCEPT' }]);
    expect(after.points).toBe(points);
    expect(after.transactions).toEqual([expect.objectContaining({ paymentId: completed[0]?.paymentId })]);
  });

  it(`the gateway's result posted ${AT_ONCE} times at once settles one payment and earns the points once`, async () => {
    const { patientId, appointmentId, booking, points } = await startPayment('cardProvider');
    const result = (await payOnSandbox(t, booking, CARD_ACCEPT)).fields;

    const answers = await Promise.all(Array.from({ length: AT_ONCE }, () => postForm(t, '/payments/callback', result)));

    // Every post lands on the same payment's page (a double submit is not an error for the payer).
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 303));
    const paymentIds = new Set(
      answers.map((answer) => new URL(answer.location ?? '', t.url).searchParams.get('paymentId')),
    );
    expect(paymentIds.size).toBe(1);
    const [paymentId] = [...paymentIds];
    expect(paymentId).toBeTruthy();

    const after = await outcome(patientId, appointmentId);
    expect(after.payments).toEqual([{ id: paymentId, status: 'ACCEPT' }]);
    expect(after.points).toBe(points);
    expect(after.transactions).toEqual([expect.objectContaining({ paymentId })]);
  });
});
