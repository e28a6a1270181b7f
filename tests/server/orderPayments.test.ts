import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderCategory } from '../../domain/orderStatus';
import { invoices, loyaltyTransactions, patients, sandboxTransactions, serviceRequests } from '../../server/db/schema';
import { prepareInvoice } from '../../server/modules/payments/invoice';
import { ABANDONED_AFTER_MS, recoverPayments } from '../../server/modules/payments/recovery';
import {
  CREATE_PATIENT,
  errorOf,
  patientInput,
  PROFILE,
  startTestServer,
  type GraphqlResponse,
  type ProfileData,
  type TestServer,
} from './harness';
import { gatewayAccepts, hiddenFields, ok, payOnSandbox, postForm, postFormFollowing, signedForm } from './payFlow';

/** Paying an order (spec 001 §4 payment flow, §7 prepareInvoice) over the real server: as an appointment is paid. */

const DEMO_HOLDER = '0771234567';
const OTHER_HOLDER = '0779876543';
const HOSPITAL = 'org-colombo';
const ACCEPT_CARD = '4111111111111111';

const PREPARE_INVOICE = `mutation ($input: PrepareInvoiceInput!) { prepareInvoice(input: $input) {
  id appointmentId sessionId serviceRequestId patientId organizationId variant reasonCode items { description category amount { value currency } } total { value currency } } }`;
const INITIATE = `mutation ($input: InitiateBookingInput!) { initiateBooking(input: $input) {
  id status paymentGatewayType action signature { parameter { key value } value } amount { value currency } successUrl failureUrl } }`;
const COMPLETE = `mutation ($id: ID!, $type: String!, $card: ID!) { completeBooking(id: $id, paymentGatewayType: $type, paymentMethodId: $card) {
  id status decision message appointmentId sessionId serviceRequestId paymentId } }`;
const MY_PAYMENTS = `query ($filter: PaymentFilter) { queryMyPayments(filter: $filter) {
  id status message amount { value currency } paymentGatewayType requestReference appointmentId sessionId serviceRequestId orderCategory orderIdentifier
  organizationId refundStatus invoice { id serviceRequestId total { value currency } } } }`;
const SAVED_CARDS = `{ queryOneProfile { paymentMethods { id defaultMethod } } }`;

interface Amount {
  value: number;
  currency: string;
}
interface InvoiceData {
  id: string;
  appointmentId: string | null;
  sessionId: string | null;
  serviceRequestId: string | null;
  patientId: string;
  organizationId: string;
  reasonCode: string;
  items: { description: string; category: string; amount: Amount }[];
  total: Amount;
}
interface BookingData {
  id: string;
  action: string;
  signature: { parameter: { key: string; value: string }[]; value: string };
  successUrl: string;
  failureUrl: string;
}
interface Who {
  token: string;
  patientId: string;
}

let t: TestServer;
let demo: Who;
let other: Who;
let orderSeq = 0;

async function firstPatient(token: string): Promise<string> {
  const patient = ok(await t.gql<ProfileData>(PROFILE, {}, token)).queryOneProfile.patients[0];
  if (patient === undefined) throw new Error('the account has no patient');
  return patient.id;
}

/** An order row as staff leave it once they priced it (the order operations are another module's; the row is all payment needs). */
async function insertOrder(
  who: Who,
  options: {
    category?: OrderCategory;
    priceCents?: number | null;
    initiatedFor?: 'homecare' | 'appointment';
    paymentMethod?: string | null;
  } = {},
): Promise<string> {
  const { db } = t.server.services;
  const [patient] = await db
    .select({ accountId: patients.accountId })
    .from(patients)
    .where(eq(patients.id, who.patientId));
  if (patient === undefined) throw new Error('no patient');
  const id = randomUUID();
  const category = options.category ?? 'Medication';
  const now = new Date(t.now());
  await db.insert(serviceRequests).values({
    id,
    accountId: patient.accountId,
    patientId: who.patientId,
    organizationId: HOSPITAL,
    category,
    codeCode: category === 'Finance' ? 'admission' : category.toLowerCase(),
    identifier: `SR-PAY-${String(++orderSeq).padStart(4, '0')}`,
    status: 'active',
    orderStatus: 'confirming',
    orderCommunicationStatus: 'performerReplied',
    initiatedFor: options.initiatedFor ?? 'appointment',
    initiatedFrom: 'flat',
    paymentMethod: options.paymentMethod ?? null,
    paymentStatus: 'pending',
    chargingAmountCents: options.priceCents === undefined ? 250000 : options.priceCents,
    notes: [],
    orderDetail: [],
    documentReferenceIds: [],
    createdTime: now,
    updatedTime: now,
  });
  return id;
}

async function orderRow(id: string): Promise<typeof serviceRequests.$inferSelect> {
  const [row] = await t.server.services.db.select().from(serviceRequests).where(eq(serviceRequests.id, id));
  if (row === undefined) throw new Error(`order ${id} vanished`);
  return row;
}

async function serviceClassOf(invoiceId: string): Promise<string | null | undefined> {
  const [row] = await t.server.services.db
    .select({ serviceClass: invoices.serviceClass })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  return row?.serviceClass;
}

function prepare(who: Who, serviceRequestId: string): Promise<GraphqlResponse<{ prepareInvoice: InvoiceData }>> {
  return t.gql<{ prepareInvoice: InvoiceData }>(PREPARE_INVOICE, { input: { serviceRequestId } }, who.token);
}

function returnUrls(orderId: string): { successUrl: string; failureUrl: string } {
  const view = `/order/view?orderId=${orderId}`;
  return { successUrl: `${view}&paymentStatus=Success`, failureUrl: `${view}&paymentStatus=Failure` };
}

function initiate(
  who: Who,
  invoice: InvoiceData,
  paymentGatewayType: string,
): Promise<GraphqlResponse<{ initiateBooking: BookingData }>> {
  const input = { invoiceId: invoice.id, paymentGatewayType, ...returnUrls(invoice.serviceRequestId ?? '') };
  return t.gql<{ initiateBooking: BookingData }>(INITIATE, { input }, who.token);
}

async function demoCardId(): Promise<string> {
  const cards = ok(
    await t.gql<{ queryOneProfile: { paymentMethods: { id: string; defaultMethod: boolean }[] } }>(
      SAVED_CARDS,
      {},
      demo.token,
    ),
  ).queryOneProfile.paymentMethods;
  const card = cards.find((entry) => entry.defaultMethod);
  if (card === undefined) throw new Error('the demo holder has no default card');
  return card.id;
}

beforeAll(async () => {
  t = await startTestServer();
  const demoToken = await t.signIn(DEMO_HOLDER);
  demo = { token: demoToken, patientId: await firstPatient(demoToken) };
  const otherToken = await t.signIn(OTHER_HOLDER);
  const created = await t.gql<{ createPatient: { id: string } }>(
    CREATE_PATIENT,
    { hospitalId: HOSPITAL, args: patientInput() },
    otherToken,
  );
  other = { token: otherToken, patientId: ok(created).createPatient.id };
});
afterAll(async () => {
  await t.close();
});

describe('prepareInvoice of an order', () => {
  it("prices it as staff did: prepayment_collected, one line, the hospital's standard scheme", async () => {
    // A procedure: medication and lab tests also get the tenant's online discount (tests/server/orderMoney.test.ts).
    const orderId = await insertOrder(demo, { category: 'Procedure', priceCents: 250000 });
    const invoice = ok(await prepare(demo, orderId)).prepareInvoice;
    expect(invoice).toMatchObject({
      appointmentId: null,
      sessionId: null,
      serviceRequestId: orderId,
      patientId: demo.patientId,
      organizationId: HOSPITAL,
      reasonCode: 'prepayment_collected',
    });
    expect(invoice.items).toEqual([
      { description: 'Order charge', category: 'order_fee', amount: { value: 2500, currency: 'LKR' } },
    ]);
    expect(invoice.total).toEqual({ value: 2500, currency: 'LKR' });
  });

  it('adds the delivery line for homecare and stores serviceClass HH', async () => {
    const orderId = await insertOrder(demo, { initiatedFor: 'homecare', priceCents: 120000 });
    const invoice = ok(await prepare(demo, orderId)).prepareInvoice;
    expect(invoice.items.map((item) => item.category)).toEqual([
      'order_fee',
      'delivery_fee',
      'payment_instrument_discount_fee',
    ]);
    expect(invoice.items[1]?.description).toBe('Delivery charge');
    expect(await serviceClassOf(invoice.id)).toBe('HH');
    const atHospital = ok(await prepare(demo, await insertOrder(demo))).prepareInvoice;
    expect(await serviceClassOf(atHospital.id)).toBeNull();
  });

  it("refuses another account's order (ARO-E1040), an unpriced one (ARO-E1046), and an appointment and an order at once", async () => {
    const theirs = await insertOrder(other);
    expect(errorOf(await prepare(demo, theirs))).toMatch(/^ARO-E1040:/);
    expect(errorOf(await prepare(demo, await insertOrder(demo, { priceCents: null })))).toMatch(/^ARO-E1046:/);
    const both = await t.gql(
      PREPARE_INVOICE,
      { input: { serviceRequestId: await insertOrder(demo), appointmentId: 'x' } },
      demo.token,
    );
    expect(errorOf(both)).toMatch(/^ARO-E1044:/);
  });

  it("refuses when the category's payment switch is off (ARO-E1073)", async () => {
    const services = t.server.services;
    const off = {
      ...services,
      tenant: {
        ...services.tenant,
        features: { ...services.tenant.features, examinationOrder: { enabled: true, payment: false } },
      },
    };
    const orderId = await insertOrder(demo, { category: 'Examination' });
    const order = await orderRow(orderId);
    await expect(prepareInvoice(off, order.accountId, { serviceRequestId: orderId })).rejects.toThrow(/ARO-E1073/);
    // The same order where the switch is on.
    await expect(prepareInvoice(services, order.accountId, { serviceRequestId: orderId })).resolves.toMatchObject({
      serviceRequestId: orderId,
    });
  });

  it("returns a zero total (the app shows 'Can not pay Rs 00.00') but initiateBooking refuses it", async () => {
    const invoice = ok(await prepare(demo, await insertOrder(demo, { priceCents: 0 }))).prepareInvoice;
    expect(invoice.total.value).toBe(0);
    expect(errorOf(await initiate(demo, invoice, 'cardProvider'))).toBe(
      'ARO-E1044:Unable to process payment! There is nothing to pay.',
    );
  });
});

describe('paying an order', () => {
  it('pays on the sandbox card gateway end to end: the order paid by card, its payment ServiceRequest/{id}, its history', async () => {
    const orderId = await insertOrder(demo, { paymentMethod: 'cash' });
    const invoice = ok(await prepare(demo, orderId)).prepareInvoice;
    const booking = ok(await initiate(demo, invoice, 'cardProvider')).initiateBooking;
    const result = await payOnSandbox(t, booking, ACCEPT_CARD);
    const callback = await postForm(t, result.action, result.fields);
    expect(callback.status).toBe(303);
    expect(callback.location).toMatch(
      new RegExp(`^/order/view\\?orderId=${orderId}&paymentStatus=Success&paymentId=[0-9a-f-]+$`),
    );
    const paymentId = new URL(callback.location ?? '', t.url).searchParams.get('paymentId') ?? '';

    // A cash order paid online after all: its method becomes the gateway.
    expect(await orderRow(orderId)).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'cardProvider' });
    const order = await orderRow(orderId);
    const payments = ok(
      await t.gql<{ queryMyPayments: Record<string, unknown>[] }>(MY_PAYMENTS, { filter: { orderId } }, demo.token),
    ).queryMyPayments;
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      id: paymentId,
      status: 'ACCEPT',
      requestReference: `ServiceRequest/${orderId}`,
      appointmentId: null,
      sessionId: null,
      serviceRequestId: orderId,
      orderCategory: 'Medication',
      orderIdentifier: order.identifier,
      organizationId: HOSPITAL,
      refundStatus: null,
      invoice: { id: invoice.id, serviceRequestId: orderId, total: invoice.total },
    });
    // No loyalty points for an order's prepayment (docs/decisions/0017-orders.md).
    expect(
      await t.server.services.db.select().from(loyaltyTransactions).where(eq(loyaltyTransactions.paymentId, paymentId)),
    ).toEqual([]);

    // Paid: no second invoice, and the used gateway page leads back to the order.
    expect(errorOf(await prepare(demo, orderId))).toMatch(/^ARO-E1073:/);
    const again = await postForm(t, booking.action, signedForm(booking));
    const page =
      again.status === 303
        ? await fetch(new URL(again.location ?? '', t.url)).then(async (response) => ({
            status: response.status,
            html: await response.text(),
          }))
        : again;
    expect(page.status).toBe(409);
    expect(page.html).toContain(`/order/view?orderId=${orderId}`);
  });

  it('quick pay with a saved card: completed, serviceRequestId set, the order paid', async () => {
    const orderId = await insertOrder(demo, { category: 'Procedure' });
    const invoice = ok(await prepare(demo, orderId)).prepareInvoice;
    const booking = ok(await initiate(demo, invoice, 'cardProviderQuickPay')).initiateBooking;
    const completed = ok(
      await t.gql<{ completeBooking: Record<string, unknown> }>(
        COMPLETE,
        { id: booking.id, type: 'cardProviderQuickPay', card: await demoCardId() },
        demo.token,
      ),
    );
    expect(completed.completeBooking).toMatchObject({
      id: booking.id,
      status: 'completed',
      decision: 'ACCEPT',
      appointmentId: null,
      sessionId: null,
      serviceRequestId: orderId,
    });
    expect(await orderRow(orderId)).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'cardProviderQuickPay' });
  });

  it('two payments of one order at once pay it once', async () => {
    const card = await demoCardId();
    const orderId = await insertOrder(demo);
    const [first, second] = await Promise.all([prepare(demo, orderId), prepare(demo, orderId)]);
    const bookings = await Promise.all(
      [ok(first).prepareInvoice, ok(second).prepareInvoice].map(async (invoice) =>
        initiate(demo, invoice, 'cardProviderQuickPay'),
      ),
    );
    const started = bookings
      .filter((response) => response.errors === undefined)
      .map((response) => ok(response).initiateBooking);
    const answers = await Promise.all(
      started.map((booking) =>
        t.gql<{ completeBooking: { status: string } }>(
          COMPLETE,
          { id: booking.id, type: 'cardProviderQuickPay', card },
          demo.token,
        ),
      ),
    );
    const completed = answers.filter((answer) => answer.data?.completeBooking.status === 'completed');
    expect(completed).toHaveLength(1);
    // The other was refused (expired by the newer booking, or the order already paid), or took money that is due back.
    for (const answer of answers.filter((entry) => !completed.includes(entry))) {
      if (answer.errors !== undefined) expect(errorOf(answer)).toMatch(/^ARO-E10(44|73):/);
      else expect(answer.data?.completeBooking.status).toBe('failed');
    }
    const payments = ok(
      await t.gql<{ queryMyPayments: { status: string; message: string }[] }>(
        MY_PAYMENTS,
        { filter: { orderId } },
        demo.token,
      ),
    ).queryMyPayments;
    expect(
      payments.filter((payment) => payment.status === 'ACCEPT' && !payment.message.includes('refund due')),
    ).toHaveLength(1);
    expect(await orderRow(orderId)).toMatchObject({ paymentStatus: 'paid' });
  });

  it("refuses another account's order's booking and payments", async () => {
    const orderId = await insertOrder(other);
    const theirs = ok(await prepare(other, orderId)).prepareInvoice;
    expect(errorOf(await initiate(demo, theirs, 'cardProvider'))).toMatch(/^ARO-E1040:/);
    expect(
      ok(await t.gql<{ queryMyPayments: unknown[] }>(MY_PAYMENTS, { filter: { orderId } }, demo.token)).queryMyPayments,
    ).toEqual([]);
  });
});

describe('an order payment that a lost browser or a crash must not lose', () => {
  it('is paid by the gateway notification though the browser never comes back from the card page', async () => {
    const orderId = await insertOrder(demo);
    const booking = ok(
      await initiate(demo, ok(await prepare(demo, orderId)).prepareInvoice, 'cardProvider'),
    ).initiateBooking;
    const page = await postFormFollowing(t, booking.action, signedForm(booking));
    // The card is taken; the browser closes before it follows the 303 to the result page.
    const posted = await postForm(t, '/sandbox/card', {
      checkout: hiddenFields(page.html).checkout ?? '',
      card_name: 'Nuwan Silva',
      card_number: ACCEPT_CARD,
      card_expiry: '12/40',
      card_cvn: '123',
    });
    expect(posted.status).toBe(303);
    expect(await orderRow(orderId)).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'cardProvider' });
    expect(
      ok(
        await t.gql<{ queryMyPayments: { status: string }[] }>(MY_PAYMENTS, { filter: { orderId } }, demo.token),
      ).queryMyPayments.map((payment) => payment.status),
    ).toEqual(['ACCEPT']);
  });

  it('left waiting an hour, is asked of the gateway: settled when it took the money, else closed so its page takes none', async () => {
    const paidAtGateway = await insertOrder(demo);
    const abandoned = await insertOrder(demo);
    const paid = ok(
      await initiate(demo, ok(await prepare(demo, paidAtGateway)).prepareInvoice, 'cardProvider'),
    ).initiateBooking;
    const left = ok(
      await initiate(demo, ok(await prepare(demo, abandoned)).prepareInvoice, 'cardProvider'),
    ).initiateBooking;
    await gatewayAccepts(t, paid);
    // Its notification keeps failing (the gateway backs off for a day).
    await t.server.services.db
      .update(sandboxTransactions)
      .set({ nextNotifyAt: new Date(t.now() + 24 * 3_600_000) })
      .where(eq(sandboxTransactions.reference, paid.id));

    expect(await recoverPayments(t.server.services)).toEqual({ settled: 0, released: 0, expired: 0 });
    t.advance(ABANDONED_AFTER_MS);
    expect(await recoverPayments(t.server.services)).toEqual({ settled: 1, released: 0, expired: 1 });
    expect(await orderRow(paidAtGateway)).toMatchObject({ paymentStatus: 'paid' });
    expect(await orderRow(abandoned)).toMatchObject({ paymentStatus: 'pending' });
    const closed = await postForm(t, left.action, signedForm(left));
    expect(closed.status).toBe(409);
  });
});
