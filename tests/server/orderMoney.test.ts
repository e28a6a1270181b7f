import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, organizations, serviceRequests } from '../../server/db/schema';
import { prepareInvoice } from '../../server/modules/payments/invoice';
import { errorOf, newPatient, signInStaff, startTestServer, type TestServer } from './harness';
import { ok, payOnSandbox, postForm } from './payFlow';

/**
 * Issue 29 items 2 and 6 over the real server: one invoice total for both sides. What cash on delivery collects
 * (price and homecare charge) is what the patient is shown and what staff record; the online invoice takes the
 * tenant's discount off medication and lab tests as a line; a paid order shows what was paid and how.
 */

const HOSPITAL = 'org-colombo';
const AMOUNT = 'amount { value currency }';
const CHARGE = `items { description category ${AMOUNT} } total { value currency }`;
const MONEY = `id identifier invoiceOrEncounterIdentifier serviceRequestPaymentStatus serviceRequestPaymentMethod
  cashCharge { ${CHARGE} } paid { method time cardNumber charge { ${CHARGE} } }`;
const CREATE = `mutation ($input: CreateServiceRequestInput!) { createServiceRequest(input: $input) { id identifier } }`;
const ORDER = `query ($id: ID!) { queryServiceRequest(filter: { id: $id }) { ${MONEY} } }`;
const STAFF_ORDER = `query ($id: ID!) { staffOrder(id: $id) { order { ${MONEY} } } }`;
const REPLY = `mutation ($id: ID!, $amount: Float) { staffReplyOrder(id: $id, note: "Priced", amount: $amount) { order { id } } }`;
const CASH = `mutation ($id: ID!) { staffRecordCashPayment(id: $id) { order { ${MONEY} } } }`;
const PATCH = `mutation ($id: ID!, $patch: ServiceRequestPatch!) { patchServiceRequest(id: $id, patch: $patch) { id } }`;
const PREPARE = `mutation ($id: ID!) { prepareInvoice(input: { serviceRequestId: $id }) { id ${CHARGE} } }`;
const INITIATE = `mutation ($input: InitiateBookingInput!) { initiateBooking(input: $input) { id action signature { parameter { key value } value } } }`;

interface Line {
  description: string;
  category: string;
  amount: { value: number; currency: string };
}
interface Charge {
  items: Line[];
  total: { value: number; currency: string };
}
interface Money {
  id: string;
  identifier: string;
  invoiceOrEncounterIdentifier: string;
  serviceRequestPaymentStatus: string;
  serviceRequestPaymentMethod: string | null;
  cashCharge: Charge | null;
  paid: { method: string; time: string; cardNumber: string | null; charge: Charge } | null;
}

let t: TestServer;
let who: { token: string; patientId: string };
let staff: string;
let homecareCharge: number;
let seq = 0;

const linesOf = (charge: Charge | null | undefined): [string, number][] =>
  (charge?.items ?? []).map((line) => [line.description, line.amount.value]);

async function order(id: string): Promise<Money> {
  const [found] = ok(await t.gql<{ queryServiceRequest: Money[] }>(ORDER, { id }, who.token)).queryServiceRequest;
  if (found === undefined) throw new Error(`order ${id} not found`);
  return found;
}

async function staffSees(id: string): Promise<Money> {
  return ok(await t.gql<{ staffOrder: { order: Money } }>(STAFF_ORDER, { id }, staff)).staffOrder.order;
}

/** An order at home made as the chat makes it, then priced by staff. */
async function pricedAtHome(
  category: 'Procedure' | 'Examination',
  price: number,
): Promise<{ id: string; identifier: string }> {
  const soon = new Date(t.now() + 26 * 60 * 60 * 1000).toISOString();
  const items =
    category === 'Procedure'
      ? { procedureRequest: ['PR-AMBULANCE'], homeVisitRequestedTime: soon }
      : { diagnosticReport: ['10000001'], sampleCollectionRequestedTime: soon };
  const input = {
    id: `money-${String(++seq)}-${String(Date.now())}`,
    patientId: who.patientId,
    orderCategory: category,
    organization: HOSPITAL,
    serviceRequestInitiatedFor: 'homecare',
    addressLineOne: '12 Lake Road',
    addressCity: 'Colombo',
    ...items,
  };
  const made = ok(
    await t.gql<{ createServiceRequest: { id: string; identifier: string } }>(CREATE, { input }, who.token),
  ).createServiceRequest;
  ok(await t.gql(REPLY, { id: made.id, amount: price }, staff));
  return made;
}

beforeAll(async () => {
  t = await startTestServer();
  who = await newPatient(t, '0779290201', 'Money');
  staff = await signInStaff(t, 'staff.colombo');
  const [hospital] = await t.server.services.db
    .select({ cents: organizations.homecareDeliveryChargeCents })
    .from(organizations)
    .where(eq(organizations.id, HOSPITAL));
  homecareCharge = (hospital?.cents ?? 0) / 100;
  expect(homecareCharge).toBeGreaterThan(0);
}, 60_000);

afterAll(async () => t.close());

describe('cash on delivery: one total for the patient and staff', () => {
  it('a home visit at 3,500: both see price + home visit charge; staff record that total; both then see it paid in cash', async () => {
    const visit = await pricedAtHome('Procedure', 3500);
    const expected: [string, number][] = [
      ['Order charge', 3500],
      ['Home visit charge', homecareCharge],
    ];
    const patientView = await order(visit.id);
    expect(linesOf(patientView.cashCharge)).toEqual(expected);
    expect(patientView.cashCharge?.total.value).toBe(3500 + homecareCharge);
    expect((await staffSees(visit.id)).cashCharge).toEqual(patientView.cashCharge);
    expect(patientView.paid).toBeNull();
    expect(patientView.invoiceOrEncounterIdentifier).toBe(visit.identifier.replace(/^SR-/, 'INV-'));

    ok(await t.gql(PATCH, { id: visit.id, patch: { serviceRequestPaymentMethod: 'cash' } }, who.token));
    const recorded = ok(await t.gql<{ staffRecordCashPayment: { order: Money } }>(CASH, { id: visit.id }, staff))
      .staffRecordCashPayment.order;
    expect(recorded.paid).toMatchObject({
      method: 'cash',
      cardNumber: null,
      charge: { total: { value: 3500 + homecareCharge, currency: 'LKR' } },
    });
    expect(linesOf(recorded.paid?.charge)).toEqual(expected);
    expect((await order(visit.id)).paid).toEqual(recorded.paid);
    const written = await t.server.services.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.serviceRequestId, visit.id), eq(invoices.reasonCode, 'revenue_collected')));
    expect(written.map((row) => [row.totalCents, row.serviceClass])).toEqual([[(3500 + homecareCharge) * 100, 'HH']]);
    expect(errorOf(await t.gql(CASH, { id: visit.id }, staff))).toMatch(/^ARO-E1046:/);
  });

  it('has no cash charge before staff price an order', async () => {
    const id = `money-unpriced-${String(Date.now())}`;
    const soon = new Date(t.now() + 26 * 60 * 60 * 1000).toISOString();
    ok(
      await t.gql(
        CREATE,
        {
          input: {
            id,
            patientId: who.patientId,
            orderCategory: 'Procedure',
            organization: HOSPITAL,
            serviceRequestInitiatedFor: 'homecare',
            addressCity: 'Colombo',
            procedureRequest: ['PR-AMBULANCE'],
            homeVisitRequestedTime: soon,
          },
        },
        who.token,
      ),
    );
    expect((await order(id)).cashCharge).toBeNull();
  });
});

describe("the tenant's online discount (spec 001 §9)", () => {
  it('takes 10% off a lab test paid online as an invoice line, not off the homecare charge; cash pays in full; paid by card shows the card', async () => {
    const lab = await pricedAtHome('Examination', 2450.5);
    const invoice = ok(
      await t.gql<{ prepareInvoice: Charge & { id: string } }>(PREPARE, { id: lab.id }, who.token),
    ).prepareInvoice;
    expect(linesOf(invoice)).toEqual([
      ['Order charge', 2450.5],
      ['Home sample collection charge', homecareCharge],
      ['Online payment discount (10%)', -245.05],
    ]);
    expect(invoice.items[2]?.category).toBe('payment_instrument_discount_fee');
    expect(invoice.total.value).toBeCloseTo(2450.5 + homecareCharge - 245.05, 2);
    expect((await order(lab.id)).cashCharge?.total.value).toBe(2450.5 + homecareCharge);

    const view = `/order/view?orderId=${lab.id}`;
    const input = {
      invoiceId: invoice.id,
      paymentGatewayType: 'cardProvider',
      successUrl: `${view}&paymentStatus=Success`,
      failureUrl: `${view}&paymentStatus=Failure`,
    };
    const booking = ok(
      await t.gql<{
        initiateBooking: {
          id: string;
          action: string;
          signature: { parameter: { key: string; value: string }[]; value: string };
        };
      }>(INITIATE, { input }, who.token),
    ).initiateBooking;
    const result = await payOnSandbox(t, booking, '4111111111111111');
    expect((await postForm(t, result.action, result.fields)).status).toBe(303);
    const paid = await order(lab.id);
    expect(paid.paid).toMatchObject({ method: 'cardProvider', charge: { total: invoice.total } });
    expect(paid.paid?.cardNumber).toMatch(/^411111\*+$/);
    expect(linesOf(paid.paid?.charge)).toEqual(linesOf(invoice));
    expect((await staffSees(lab.id)).paid).toEqual(paid.paid);
  });

  it('gives a home visit none, and none anywhere the tenant sets 0', async () => {
    const visit = await pricedAtHome('Procedure', 1000);
    expect(
      linesOf(ok(await t.gql<{ prepareInvoice: Charge }>(PREPARE, { id: visit.id }, who.token)).prepareInvoice),
    ).toEqual([
      ['Order charge', 1000],
      ['Home visit charge', homecareCharge],
    ]);
    const lab = await pricedAtHome('Examination', 1000);
    const services = t.server.services;
    const none = {
      ...services,
      tenant: { ...services.tenant, payment: { ...services.tenant.payment, onlineOrderDiscountPercent: 0 } },
    };
    const [row] = await services.db
      .select({ accountId: serviceRequests.accountId })
      .from(serviceRequests)
      .where(eq(serviceRequests.id, lab.id));
    const plain = await prepareInvoice(none, row?.accountId ?? '', { serviceRequestId: lab.id });
    expect(plain.items.map((item) => item.category)).toEqual(['order_fee', 'delivery_fee']);
  });
});
