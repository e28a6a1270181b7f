import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentReturnUrls } from '../../domain/bookingRoutes';
import { openDatabase } from '../../server/db/connect';
import { bookings, payments, sandboxTransactions } from '../../server/db/schema';
import type { CrashPoint } from '../../server/crashPoints';
import { freshDatabaseUrl } from '../infra/testDatabase';
import { errorOf, STAFF_PASSWORD, type GraphqlResponse, type OutboxMessage } from './harness';
import { FUTURE_EXPIRY, hiddenFields, signedForm, type BookableSession } from './payFlow';
import { startServerProcess, type ServerProcess } from './serverProcess';

/**
 * The crash-point suite (issue 28): the real server in its own process, killed with SIGKILL at each moment between
 * a payment's database writes and its outside calls (server/crashPoints.ts), then started again on the same data.
 * After each restart the patient finds the payment made, or can make it, exactly once; at the end the database
 * holds exactly one payment for every transaction the gateway recorded, no booking claimed by a dead request and
 * no notification left unsent. On PGlite on disk (the unit pass) and on PostgreSQL (the PostgreSQL pass).
 */

/** Short, so a claim the crash left is past its lease by the time the server is back (the default is 30 s). */
const CLAIM_LEASE_MS = 500;
const DEMO_HOLDER = '0771234567';
const SESSIONS = `query ($filter: SessionFilter!) { querySession(filter: $filter) { id status endTime appointmentMaxAllowed activeAppointments doctorFee organization { id } } }`;
const CREATE_PATIENT = `mutation ($args: CreatePatientInput!) { createPatient(hospitalId: "org-colombo", args: $args) { id } }`;
const CREATE_APPOINTMENT = `mutation ($input: CreateAppointmentInput!) { createAppointment(input: $input) { id sessionId } }`;
const PREPARE_INVOICE = `mutation ($input: PrepareInvoiceInput!) { prepareInvoice(input: $input) { id } }`;
const INITIATE = `mutation ($input: InitiateBookingInput!) { initiateBooking(input: $input) { id action successUrl signature { parameter { key value } value } } }`;
const COMPLETE = `mutation ($id: ID!, $card: ID!) { completeBooking(id: $id, paymentGatewayType: "cardProviderQuickPay", paymentMethodId: $card) { status paymentId } }`;
const SAVED_CARDS = `{ queryOneProfile { paymentMethods { id defaultMethod } } }`;
const PAYMENTS = `query ($filter: PaymentFilter) { queryMyPayments(filter: $filter) { id status message } }`;
const APPOINTMENT = `query ($id: ID!) { queryAppointment(filter: { id: $id }) { id status appointmentPaymentStatus appointmentPaymentRefundStatus } }`;
const CREATE_ORDER = `mutation ($input: CreateServiceRequestInput!) { createServiceRequest(input: $input) { id } }`;
const STAFF_SIGN_IN = `mutation ($username: String!, $password: String!) { staffSignIn(username: $username, password: $password) { accessToken } }`;
const STAFF_PRICE = `mutation ($id: ID!, $amount: Float) { staffReplyOrder(id: $id, note: "Priced", amount: $amount) { order { id } } }`;
const CREATE_REFUND = `mutation ($input: CreateRefundInput!) { createRefund(input: $input) { id status } }`;

interface Session extends BookableSession {
  organization: { id: string };
}
interface Booking {
  id: string;
  action: string;
  successUrl: string;
  signature: { parameter: { key: string; value: string }[]; value: string };
}
interface Payment {
  id: string;
  status: string;
  message: string;
}

let server: ServerProcess;
let env: Record<string, string>;
let dataDir: string | undefined;
let databaseUrl: string | undefined;
let holder: string;
let patientId: string;
let cardId: string;
let staff: string;
let sessions: Session[];
let nextSession = 0;

async function gql<T>(
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<GraphqlResponse<T>> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphqlResponse<T>;
}

async function data<T>(query: string, variables: Record<string, unknown> = {}, token = holder): Promise<T> {
  const response = await gql<T>(query, variables, token);
  if (!response.data || response.errors) throw new Error(`GraphQL error: ${errorOf(response)}`);
  return response.data;
}

async function signIn(mobile: string): Promise<string> {
  const { initiateAuthentication } = await data<{ initiateAuthentication: { id: string; mobileNo: string } }>(
    `mutation ($u: String!) { initiateAuthentication(username: $u) { id mobileNo } }`,
    { u: mobile },
  );
  const outbox = (await (await fetch(`${server.url}/dev/sms`)).json()) as OutboxMessage[];
  const code = Number(
    /\b(\d{4})\b/.exec(outbox.find((message) => message.mobile === initiateAuthentication.mobileNo)?.text ?? '')?.[1],
  );
  const { completeAuthentication } = await data<{ completeAuthentication: { accessToken: string } }>(
    `mutation ($id: ID!, $code: Int!) { completeAuthentication(id: $id, code: $code) { accessToken } }`,
    { id: initiateAuthentication.id, code },
  );
  return completeAuthentication.accessToken;
}

/** A browser-like request: redirects are not followed. */
function post(path: string, fields: Record<string, string>): Promise<Response> {
  return fetch(new URL(path, server.url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

async function booked(): Promise<{ appointmentId: string; invoiceId: string; organizationId: string }> {
  const session = sessions[nextSession++];
  if (session === undefined) throw new Error('no bookable paid session left in the seed');
  const appointmentId = (
    await data<{ createAppointment: { id: string } }>(CREATE_APPOINTMENT, {
      input: { sessionId: session.id, patientId },
    })
  ).createAppointment.id;
  const invoiceId = (await data<{ prepareInvoice: { id: string } }>(PREPARE_INVOICE, { input: { appointmentId } }))
    .prepareInvoice.id;
  return { appointmentId, invoiceId, organizationId: session.organization.id };
}

async function initiate(invoiceId: string, gateway: 'cardProvider' | 'cardProviderQuickPay'): Promise<Booking> {
  const input = { invoiceId, paymentGatewayType: gateway, ...paymentReturnUrls('crash', 'crash') };
  return (await data<{ initiateBooking: Booking }>(INITIATE, { input })).initiateBooking;
}

/** The card provider's pages up to the card's post (the sandbox records and notifies there); its answer. */
async function postCard(booking: Booking): Promise<Response> {
  const request = await post(booking.action, signedForm(booking));
  const form = await (await fetch(new URL(request.headers.get('location') ?? '', server.url))).text();
  return post('/sandbox/card', {
    checkout: hiddenFields(form).checkout ?? '',
    card_name: 'Crash Test',
    card_number: '4111111111111111',
    card_expiry: FUTURE_EXPIRY,
    card_cvn: '123',
  });
}

function quickPay(
  booking: Booking,
): Promise<GraphqlResponse<{ completeBooking: { status: string; paymentId: string } }>> {
  return gql(COMPLETE, { id: booking.id, card: cardId }, holder);
}

async function paymentsOf(filter: Record<string, string>): Promise<Payment[]> {
  return (await data<{ queryMyPayments: Payment[] }>(PAYMENTS, { filter })).queryMyPayments;
}

/** Waits (up to 20 s) until `check` holds: recovery runs as the restarted server starts. */
async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Arms the point, runs the step the server dies in (its request gets no answer), and starts the server again on the same data. */
async function crashDuring(point: CrashPoint, step: () => Promise<unknown>): Promise<void> {
  const arm = await fetch(`${server.url}/dev/crash-point`, { method: 'POST', body: JSON.stringify({ at: point }) });
  expect(arm.status).toBe(204);
  const failure = await step().then(
    () => new Error('the step was answered'),
    (error: unknown) => error,
  );
  const ended = await Promise.race([
    server.ended,
    new Promise<'alive'>((resolve) => setTimeout(() => resolve('alive'), 10_000)),
  ]);
  if (ended === 'alive')
    throw new Error(
      `the server never reached ${point}: ${failure instanceof Error ? failure.message : String(failure)}`,
    );
  expect(ended).toBe('SIGKILL');
  expect(server.stderr()).toContain(`crash point ${point}: SIGKILL`);
  server = await startServerProcess(env);
}

/** The appointment paid, by exactly one accepted payment. */
async function paidOnce(appointmentId: string): Promise<void> {
  await eventually(async () => (await paymentsOf({ appointmentId })).length > 0, 'the payment');
  expect((await paymentsOf({ appointmentId })).map((payment) => payment.status)).toEqual(['ACCEPT']);
  const [appointment] = (
    await data<{ queryAppointment: { appointmentPaymentStatus: string }[] }>(APPOINTMENT, { id: appointmentId })
  ).queryAppointment;
  expect(appointment?.appointmentPaymentStatus).toBe('paid');
}

beforeAll(async () => {
  databaseUrl = await freshDatabaseUrl();
  if (databaseUrl === undefined) dataDir = await mkdtemp(join(tmpdir(), 'carechat-crash-'));
  env = {
    CARECHAT_CRASH_POINTS: '1',
    PAYMENT_CLAIM_LEASE_MS: String(CLAIM_LEASE_MS),
    CODE_REQUESTS_PER_ADDRESS_PER_HOUR: '1000',
    LOG_LEVEL: 'warn',
    ...(databaseUrl === undefined ? { DATA_DIR: dataDir ?? '' } : { DATABASE_URL: databaseUrl }),
  };
  server = await startServerProcess(env);
  holder = await signIn(DEMO_HOLDER);
  patientId = (
    await data<{ createPatient: { id: string } }>(CREATE_PATIENT, {
      args: {
        prefix: 'Mr',
        given: ['Crash'],
        family: 'Tester',
        gender: 'male',
        birthDate: '1990-01-01',
        relationship: 'Friend',
      },
    })
  ).createPatient.id;
  const cards = (
    await data<{ queryOneProfile: { paymentMethods: { id: string; defaultMethod: boolean }[] } }>(SAVED_CARDS)
  ).queryOneProfile.paymentMethods;
  cardId = cards.find((card) => card.defaultMethod)?.id ?? '';
  staff = (
    await data<{ staffSignIn: { accessToken: string } }>(STAFF_SIGN_IN, {
      username: 'staff.colombo',
      password: STAFF_PASSWORD,
    })
  ).staffSignIn.accessToken;
  const now = Date.now();
  sessions = (
    await data<{ querySession: Session[] }>(SESSIONS, { filter: { startTimeFrom: new Date(now).toISOString() } })
  ).querySession.filter(
    (session) =>
      session.status === 'scheduled' &&
      session.doctorFee > 0 &&
      Date.parse(session.endTime) > now + 2 * 3_600_000 &&
      (session.appointmentMaxAllowed === -1 || session.activeAppointments + 1 < session.appointmentMaxAllowed),
  );
}, 120_000);

afterAll(async () => {
  await server.stop();
  if (dataDir !== undefined) await rm(dataDir, { recursive: true, force: true });
});

describe("a server killed between a payment's writes and its outside calls", { timeout: 60_000 }, () => {
  it('initiateBooking committed, no answer: the patient starts again and pays once', async () => {
    const { appointmentId, invoiceId } = await booked();
    await crashDuring('initiateBooking.afterCommit', () => initiate(invoiceId, 'cardProvider'));
    const booking = await initiate(invoiceId, 'cardProvider');
    const resultPage = await fetch(new URL((await postCard(booking)).headers.get('location') ?? '', server.url));
    const back = await post('/payments/callback', hiddenFields(await resultPage.text()));
    expect(back.headers.get('location')).toMatch(
      new RegExp(`^${booking.successUrl.replace(/[?]/g, '\\?')}&paymentId=`),
    );
    await paidOnce(appointmentId);
  });

  it.each(['gateway.afterRecord', 'settle.beforeCommit', 'settle.afterCommit'] as const)(
    '%s on the card page: the gateway notification, retried after the restart, pays once',
    async (point) => {
      const { appointmentId, invoiceId } = await booked();
      const booking = await initiate(invoiceId, 'cardProvider');
      await crashDuring(point, () => postCard(booking));
      await paidOnce(appointmentId);
    },
  );

  it.each(['quickPay.afterClaim', 'quickPay.afterCharge', 'settle.beforeCommit'] as const)(
    '%s in quick pay: the claim is recovered and the retry pays once',
    async (point) => {
      const { appointmentId, invoiceId } = await booked();
      const booking = await initiate(invoiceId, 'cardProviderQuickPay');
      await crashDuring(point, () => quickPay(booking));
      // A claim the crash left may still be within its lease for a moment.
      let retry = await quickPay(booking);
      await eventually(async () => {
        if (!errorOf(retry).endsWith('This payment is already being processed.')) return true;
        retry = await quickPay(booking);
        return false;
      }, 'the claim to lapse');
      expect(retry.data?.completeBooking.status).toBe('completed');
      await paidOnce(appointmentId);
      expect((await paymentsOf({ appointmentId }))[0]?.id).toBe(retry.data?.completeBooking.paymentId);
    },
  );

  it("gateway.afterRecord of an order's card payment: the order is paid once", async () => {
    const orderId = (
      await data<{ createServiceRequest: { id: string } }>(CREATE_ORDER, {
        input: {
          patientId,
          orderCategory: 'Examination',
          organization: 'org-colombo',
          serviceRequestInitiatedFor: 'appointment',
          diagnosticReport: ['10000001'],
        },
      })
    ).createServiceRequest.id;
    await data(STAFF_PRICE, { id: orderId, amount: 1650 }, staff);
    const invoiceId = (
      await data<{ prepareInvoice: { id: string } }>(PREPARE_INVOICE, { input: { serviceRequestId: orderId } })
    ).prepareInvoice.id;
    const booking = await initiate(invoiceId, 'cardProvider');
    await crashDuring('gateway.afterRecord', () => postCard(booking));
    await eventually(async () => (await paymentsOf({ orderId })).length > 0, "the order's payment");
    expect((await paymentsOf({ orderId })).map((payment) => payment.status)).toEqual(['ACCEPT']);
  });

  it("refund.afterCommit: the refund was requested once; asking again is refused in the spec's words", async () => {
    const { appointmentId, invoiceId, organizationId } = await booked();
    expect((await quickPay(await initiate(invoiceId, 'cardProviderQuickPay'))).data?.completeBooking.status).toBe(
      'completed',
    );
    const input = {
      serviceRef: `Appointment/${appointmentId}`,
      organizationRef: `Organization/${organizationId}`,
      patientId,
      reasonCode: 'BOOKED WRONG',
      reason: 'Wrong person',
    };
    await crashDuring('refund.afterCommit', () => data(CREATE_REFUND, { input }));
    const [appointment] = (
      await data<{ queryAppointment: { status: string; appointmentPaymentRefundStatus: string }[] }>(APPOINTMENT, {
        id: appointmentId,
      })
    ).queryAppointment;
    expect(appointment).toMatchObject({ status: 'cancelled', appointmentPaymentRefundStatus: 'requested' });
    expect(errorOf(await gql(CREATE_REFUND, { input }, holder))).toMatch(
      /^ARO-E1070:You cannot request a refund because, /,
    );
  });

  it('leaves one payment for every transaction the gateway recorded, no booking claimed by a dead request, no notification unsent', async () => {
    await server.stop();
    const database = await openDatabase({ databaseUrl, dataDir: dataDir ?? null });
    try {
      const { db } = database;
      const recorded = await db.select().from(sandboxTransactions);
      const paid = await db.select().from(payments);
      expect(recorded.length).toBeGreaterThanOrEqual(9);
      for (const transaction of recorded) {
        const matching = paid.filter((payment) => payment.bookingId === transaction.reference);
        expect(matching.map((payment) => [payment.transactionReference, payment.status, payment.amountCents])).toEqual([
          [transaction.id, transaction.decision, transaction.amountCents],
        ]);
      }
      expect(recorded.filter((transaction) => transaction.notification !== 'delivered')).toEqual([]);
      const claimed = (await db.select().from(bookings)).filter(
        (booking) => booking.status === 'initiated' && booking.paymentMethodId !== null,
      );
      expect(claimed).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
