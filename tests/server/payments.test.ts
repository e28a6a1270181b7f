import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentReturnUrls } from '../../domain/bookingRoutes';
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
import {
  bookableSessions,
  FUTURE_EXPIRY,
  gatewayAccepts,
  hiddenFields,
  formAction,
  ok,
  payOnSandbox,
  postCard,
  postForm,
  postFormFollowing,
  signedForm,
  type BookableSession,
} from './payFlow';

/** Payments end to end over the real server: invoices, signed forms, the sandbox, the callback, quick pay. */

const DEMO_HOLDER = '0771234567';
const OTHER_HOLDER = '0779876543';
const CARDS = { accept: '4111111111111111', decline: '4000000000000002', error: '4000000000000119' } as const;

const SESSIONS = `query ($filter: SessionFilter!) { querySession(filter: $filter) { id status endTime appointmentMaxAllowed activeAppointments doctorFee fee organization { id } } }`;
const CREATE_APPOINTMENT = `mutation ($input: CreateAppointmentInput!) { createAppointment(input: $input) { id sessionId status bookingType appointmentPaymentStatus holdExpiresAt } }`;
const PREPARE_INVOICE = `mutation ($input: PrepareInvoiceInput!) { prepareInvoice(input: $input) {
  id appointmentId sessionId patientId organizationId variant reasonCode scheme { id name variant status }
  items { description category amount { value currency } } total { value currency } createdTime } }`;
const INITIATE = `mutation ($input: InitiateBookingInput!) { initiateBooking(input: $input) {
  id status paymentGatewayType action signature { parameter { key value } value } amount { value currency } successUrl failureUrl } }`;
const COMPLETE = `mutation ($id: ID!, $type: String!, $card: ID!) { completeBooking(id: $id, paymentGatewayType: $type, paymentMethodId: $card) {
  id status decision message appointmentId sessionId paymentId } }`;
const AUTHENTICATE = `mutation ($bookingId: ID!) { authenticatePaymentGateway(bookingId: $bookingId) { redirectUrl redirectHtml } }`;
const MY_PAYMENTS = `query ($filter: PaymentFilter) { queryMyPayments(filter: $filter) {
  id status message amount { value currency } transactionDate transactionReference paymentGatewayType cardType cardNumber cardExpiry
  firstName lastName requestReference appointmentId sessionId organizationId invoice { id total { value currency } } } }`;
const GATEWAY_CALLBACK = `query ($id: ID!) { queryPaymentGatewayCallback(paymentId: $id) { id bookingId patientId profileId response { id status message } } }`;
const APPOINTMENT = `query ($id: ID!) { queryAppointment(filter: { id: $id }) { id status bookingType appointmentPaymentStatus holdExpiresAt cancelReason } }`;
const SAVED_CARDS = `{ queryOneProfile { id paymentMethods { id type status cardExpiry cardType cardNumber defaultMethod } } }`;
const SCHEMES = `query ($organizationId: ID!) { queryChargingScheme(organizationId: $organizationId) { id name variant status } }`;

interface SessionData extends BookableSession {
  fee: number;
  organization: { id: string };
}
interface AppointmentData {
  id: string;
  sessionId: string;
  status: string;
  bookingType: string;
  appointmentPaymentStatus: string;
  holdExpiresAt: string | null;
  cancelReason?: string | null;
}
interface Amount {
  value: number;
  currency: string;
}
interface InvoiceData {
  id: string;
  appointmentId: string;
  sessionId: string;
  patientId: string;
  organizationId: string;
  variant: string;
  reasonCode: string;
  scheme: { id: string; name: string; variant: string; status: string };
  items: { description: string; category: string; amount: Amount }[];
  total: Amount;
}
interface BookingData {
  id: string;
  status: string;
  paymentGatewayType: string;
  action: string;
  signature: { parameter: { key: string; value: string }[]; value: string };
  amount: Amount;
  successUrl: string;
  failureUrl: string;
}
interface PaymentData {
  id: string;
  status: string;
  message: string;
  amount: Amount;
  transactionReference: string;
  paymentGatewayType: string;
  cardType: string | null;
  cardNumber: string | null;
  cardExpiry: string | null;
  firstName: string;
  lastName: string;
  requestReference: string;
  appointmentId: string;
  sessionId: string;
  invoice: { id: string; total: Amount } | null;
}
interface SavedCard {
  id: string;
  cardNumber: string;
  cardType: string;
  cardExpiry: string;
  defaultMethod: boolean;
}

let t: TestServer;
let demo: { token: string; patientId: string };
let other: { token: string; patientId: string };
let paidSessions: SessionData[];
let freeSessions: SessionData[];
let nextSession = 0;

async function firstPatient(token: string): Promise<string> {
  const profile = ok(await t.gql<ProfileData>(PROFILE, {}, token)).queryOneProfile;
  const patient = profile.patients[0];
  if (patient === undefined) throw new Error('the account has no patient');
  return patient.id;
}

/** A bookable paid session, a different one each time so no session fills up. */
function paidSession(): SessionData {
  const session = paidSessions[nextSession++ % paidSessions.length];
  if (session === undefined) throw new Error('no bookable paid session in the seed');
  return session;
}

async function book(
  who: { token: string; patientId: string },
  options: { session?: SessionData; valuepack?: boolean } = {},
): Promise<AppointmentData> {
  const session = options.session ?? paidSession();
  const input = { sessionId: session.id, patientId: who.patientId, valuepack: options.valuepack ?? false };
  return ok(await t.gql<{ createAppointment: AppointmentData }>(CREATE_APPOINTMENT, { input }, who.token))
    .createAppointment;
}

async function invoiceFor(who: { token: string }, appointmentId: string): Promise<InvoiceData> {
  return ok(await t.gql<{ prepareInvoice: InvoiceData }>(PREPARE_INVOICE, { input: { appointmentId } }, who.token))
    .prepareInvoice;
}

function initiate(
  who: { token: string },
  invoice: InvoiceData,
  paymentGatewayType: string,
  urls?: { successUrl: string; failureUrl: string },
): Promise<GraphqlResponse<{ initiateBooking: BookingData }>> {
  const input = {
    invoiceId: invoice.id,
    paymentGatewayType,
    ...(urls ?? paymentReturnUrls(invoice.sessionId, invoice.appointmentId)),
  };
  return t.gql<{ initiateBooking: BookingData }>(INITIATE, { input }, who.token);
}

/** Appointment → invoice → booking of the given gateway. */
async function startPayment(
  who: { token: string; patientId: string },
  gateway: string,
): Promise<{ appointment: AppointmentData; invoice: InvoiceData; booking: BookingData }> {
  const appointment = await book(who);
  const invoice = await invoiceFor(who, appointment.id);
  const booking = ok(await initiate(who, invoice, gateway)).initiateBooking;
  return { appointment, invoice, booking };
}

async function appointmentOf(who: { token: string }, id: string): Promise<AppointmentData> {
  const [appointment] = ok(
    await t.gql<{ queryAppointment: AppointmentData[] }>(APPOINTMENT, { id }, who.token),
  ).queryAppointment;
  if (appointment === undefined) throw new Error(`appointment ${id} not found`);
  return appointment;
}

async function paymentsOf(who: { token: string }, filter: Record<string, string>): Promise<PaymentData[]> {
  return ok(await t.gql<{ queryMyPayments: PaymentData[] }>(MY_PAYMENTS, { filter }, who.token)).queryMyPayments;
}

beforeAll(async () => {
  t = await startTestServer();
  const demoToken = await t.signIn(DEMO_HOLDER);
  demo = { token: demoToken, patientId: await firstPatient(demoToken) };
  const otherToken = await t.signIn(OTHER_HOLDER);
  const hospitalId = (await t.gql<{ queryOrganization: { id: string }[] }>('{ queryOrganization { id } }')).data
    ?.queryOrganization[0]?.id;
  const created = await t.gql<{ createPatient: { id: string } }>(
    CREATE_PATIENT,
    { hospitalId, args: patientInput() },
    otherToken,
  );
  other = { token: otherToken, patientId: ok(created).createPatient.id };

  const bookable = await bookableSessions<SessionData>(t, SESSIONS, 4);
  paidSessions = bookable.filter((session) => session.doctorFee > 0);
  freeSessions = bookable.filter((session) => session.doctorFee === 0);
});
afterAll(async () => {
  await t.close();
});

describe('charging schemes and saved cards', () => {
  it("lists a hospital's active schemes, standard and valuepack", async () => {
    const schemes = ok(
      await t.gql<{ queryChargingScheme: { variant: string; status: string }[] }>(
        SCHEMES,
        { organizationId: paidSession().organization.id },
        demo.token,
      ),
    );
    expect(schemes.queryChargingScheme.map((scheme) => scheme.variant).sort()).toEqual(['standard', 'valuepack']);
    expect(schemes.queryChargingScheme.every((scheme) => scheme.status === 'active')).toBe(true);
  });

  it("shows the caller's saved cards masked, never a gateway token", async () => {
    const response = await t.gql<{ queryOneProfile: { paymentMethods: SavedCard[] } }>(SAVED_CARDS, {}, demo.token);
    const cards = ok(response).queryOneProfile.paymentMethods;
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({
      cardNumber: '411111**********',
      cardType: '001',
      cardExpiry: '12/30',
      defaultMethod: true,
    });
    expect(JSON.stringify(response)).not.toContain('sbx-');
    expect(
      ok(await t.gql<{ queryOneProfile: { paymentMethods: SavedCard[] } }>(SAVED_CARDS, {}, other.token))
        .queryOneProfile.paymentMethods,
    ).toEqual([]);
  });
});

describe('prepareInvoice', () => {
  it('prices a standard booking: doctor fee plus hospital fee, in the tenant currency', async () => {
    const session = paidSession();
    const appointment = await book(demo, { session });
    const invoice = await invoiceFor(demo, appointment.id);
    expect(invoice).toMatchObject({
      appointmentId: appointment.id,
      sessionId: session.id,
      organizationId: session.organization.id,
      variant: 'standard',
      reasonCode: 'revenue_collected',
    });
    expect(invoice.scheme).toMatchObject({ variant: 'standard', status: 'active' });
    expect(invoice.items.map((item) => [item.description, item.category])).toEqual([
      ['Doctor fee', 'doctor_fee'],
      ['Hospital fee', 'hospital_fee'],
    ]);
    const [doctor, hospital] = invoice.items;
    expect(doctor?.amount).toEqual({ value: session.doctorFee, currency: 'LKR' });
    expect(hospital?.amount.value).toBeGreaterThan(0);
    expect(invoice.total).toEqual({ value: session.doctorFee + (hospital?.amount.value ?? 0), currency: 'LKR' });
    expect(Number.isInteger(Math.round(invoice.total.value * 100))).toBe(true);
  });

  it("gives every session the fee its standard invoice charges, which the session card shows (not the doctor's part alone)", async () => {
    // One session per hospital: the hospital fee differs between them.
    const perHospital = [...new Map(paidSessions.map((session) => [session.organization.id, session])).values()];
    expect(perHospital.length).toBeGreaterThan(1);
    // A fresh account, so the other tests' holds of these sessions stay theirs.
    const token = await t.signIn('0775550181');
    const created = await t.gql<{ createPatient: { id: string } }>(
      CREATE_PATIENT,
      { hospitalId: perHospital[0]?.organization.id, args: patientInput() },
      token,
    );
    const payer = { token, patientId: ok(created).createPatient.id };
    for (const session of perHospital) {
      const invoice = await invoiceFor(payer, (await book(payer, { session })).id);
      expect(session.fee, session.id).toBe(invoice.total.value);
      expect(session.fee).toBeGreaterThan(session.doctorFee);
    }
    const free = freeSessions[0];
    expect(free?.fee).toBe(0);
  });

  it('prices a valuepack booking with 10% off the hospital fee', async () => {
    const appointment = await book(demo, { valuepack: true });
    const invoice = await invoiceFor(demo, appointment.id);
    expect(invoice.variant).toBe('valuepack');
    expect(invoice.scheme.variant).toBe('valuepack');
    const [doctor, hospital, discount] = invoice.items;
    expect(discount).toMatchObject({ description: 'Value pack discount', category: 'scheme_discount_fee' });
    const hospitalCents = Math.round((hospital?.amount.value ?? 0) * 100);
    expect(Math.round((discount?.amount.value ?? 0) * 100)).toBe(-Math.round(hospitalCents / 10));
    const totalCents = [doctor, hospital, discount].reduce(
      (sum, item) => sum + Math.round((item?.amount.value ?? 0) * 100),
      0,
    );
    expect(Math.round(invoice.total.value * 100)).toBe(totalCents);
  });

  it('gives a free session a total of 0, which cannot be paid', async () => {
    const session = freeSessions[0];
    expect(session).toBeDefined();
    const appointment = await book(demo, { session: session! });
    const invoice = await invoiceFor(demo, appointment.id);
    expect(invoice.total.value).toBe(0);
    expect(invoice.items.every((item) => item.amount.value === 0)).toBe(true);
    expect(errorOf(await initiate(demo, invoice, 'cardProvider'))).toMatch(/^ARO-E1044:/);
  });

  it('refuses a scheme of the other variant: no valuepack price for a standard booking, nor the reverse (ARO-E1042)', async () => {
    const session = paidSession();
    const schemes = ok(
      await t.gql<{ queryChargingScheme: { id: string; variant: string }[] }>(
        SCHEMES,
        { organizationId: session.organization.id },
        demo.token,
      ),
    ).queryChargingScheme;
    const schemeOf = (variant: string): string => schemes.find((scheme) => scheme.variant === variant)?.id ?? '';
    const standard = await book(demo, { session });
    // Another session of the same hospital, where the holder has no appointment yet (an earlier test's
    // standard hold there would be answered again): one appointment per patient and session.
    const mine = ok(
      await t.gql<{ queryAppointment: { sessionId: string }[] }>(
        `{ queryAppointment(filter: {}) { sessionId } }`,
        {},
        demo.token,
      ),
    ).queryAppointment;
    const taken = new Set(mine.map((appointment) => appointment.sessionId));
    const other = paidSessions.find(
      (candidate) => !taken.has(candidate.id) && candidate.organization.id === session.organization.id,
    );
    if (other === undefined) throw new Error('no second session at this hospital');
    const valuepack = await book(demo, { session: other, valuepack: true });
    expect(
      errorOf(
        await t.gql(
          PREPARE_INVOICE,
          { input: { appointmentId: standard.id, schemeId: schemeOf('valuepack') } },
          demo.token,
        ),
      ),
    ).toMatch(/^ARO-E1042:.*does not apply to a standard booking/);
    expect(
      errorOf(
        await t.gql(
          PREPARE_INVOICE,
          { input: { appointmentId: valuepack.id, schemeId: schemeOf('standard') } },
          demo.token,
        ),
      ),
    ).toMatch(/^ARO-E1042:.*does not apply to a valuepack booking/);
    const priced = ok(
      await t.gql<{ prepareInvoice: InvoiceData }>(
        PREPARE_INVOICE,
        { input: { appointmentId: standard.id, schemeId: schemeOf('standard') } },
        demo.token,
      ),
    );
    expect(priced.prepareInvoice.variant).toBe('standard');
  });

  it("refuses another account's appointment (ARO-E1040) and one no longer held (ARO-E1043)", async () => {
    const appointment = await book(demo);
    expect(errorOf(await t.gql(PREPARE_INVOICE, { input: { appointmentId: appointment.id } }, other.token))).toMatch(
      /^ARO-E1040:/,
    );
    const late = await book(other);
    t.advance(16 * 60 * 1000);
    expect(errorOf(await t.gql(PREPARE_INVOICE, { input: { appointmentId: late.id } }, other.token))).toMatch(
      /^ARO-E1043:/,
    );
  });
});

describe('initiateBooking', () => {
  it('returns the signed card provider form: every field in order, signed over signed_field_names', async () => {
    const { invoice, booking } = await startPayment(demo, 'cardProvider');
    expect(booking).toMatchObject({
      status: 'initiated',
      paymentGatewayType: 'cardProvider',
      action: '/sandbox/cardProvider/pay',
      amount: invoice.total,
    });
    const fields = Object.fromEntries(booking.signature.parameter.map(({ key, value }) => [key, value]));
    expect(Object.keys(fields)).toEqual([
      'access_key',
      'profile_id',
      'reference_number',
      'transaction_uuid',
      'signed_date_time',
      'locale',
      'transaction_type',
      'payment_method',
      'amount',
      'currency',
      'bill_to_forename',
      'bill_to_surname',
      'override_custom_receipt_page',
      'unsigned_field_names',
      'signed_field_names',
    ]);
    expect(fields).toMatchObject({
      reference_number: booking.id,
      locale: 'en',
      transaction_type: 'sale',
      payment_method: 'card',
      amount: invoice.total.value.toFixed(2),
      currency: 'LKR',
      override_custom_receipt_page: '/payments/callback',
      unsigned_field_names: 'card_type,card_number,card_expiry_date,card_cvn',
      signed_field_names: Object.keys(fields).join(','),
    });
    expect(fields.signed_date_time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(fields.bill_to_forename).not.toBe('');
    expect(Buffer.from(booking.signature.value, 'base64')).toHaveLength(32);
    expect(booking.signature.parameter.some(({ key }) => key === 'signature')).toBe(false);
    // The gateway accepts it: the signature verifies with the merchant key (and it goes on to its card form).
    expect((await postFormFollowing(t, booking.action, signedForm(booking))).status).toBe(200);
  });

  it("signs the patient's billing name without ',' or '=', which would read as more signed fields", async () => {
    const hospitalId = (await t.gql<{ queryOrganization: { id: string }[] }>('{ queryOrganization { id } }')).data
      ?.queryOrganization[0]?.id;
    const args = patientInput({
      prefix: 'Mr',
      given: ['Kamal,amount=1.00'],
      family: 'Perera, Silva=',
      gender: 'male',
      birthDate: '1960-02-03',
      relationship: 'Father',
    });
    const father = {
      token: other.token,
      patientId: ok(await t.gql<{ createPatient: { id: string } }>(CREATE_PATIENT, { hospitalId, args }, other.token))
        .createPatient.id,
    };
    const { invoice, booking } = await startPayment(father, 'cardProvider');
    const fields = Object.fromEntries(booking.signature.parameter.map(({ key, value }) => [key, value]));
    expect([fields.bill_to_forename, fields.bill_to_surname]).toEqual(['Kamal amount 1.00', 'Perera Silva']);
    expect(fields.amount).toBe(invoice.total.value.toFixed(2));
    // The gateway verifies it and bills the same names.
    const { action, fields: result } = await payOnSandbox(t, booking, CARDS.accept);
    expect([result.req_bill_to_forename, result.req_bill_to_surname]).toEqual(['Kamal amount 1.00', 'Perera Silva']);
    expect((await postForm(t, action, result)).status).toBe(303);
  });

  it('gives each booking a fresh transaction_uuid', async () => {
    const appointment = await book(demo);
    const invoice = await invoiceFor(demo, appointment.id);
    const first = ok(await initiate(demo, invoice, 'cardProvider')).initiateBooking;
    const second = ok(await initiate(demo, invoice, 'cardProvider')).initiateBooking;
    const uuid = (booking: BookingData): string | undefined =>
      booking.signature.parameter.find(({ key }) => key === 'transaction_uuid')?.value;
    expect(uuid(first)).not.toBe(uuid(second));
  });

  it('refuses return URLs outside the app (ARO-E1044)', async () => {
    const appointment = await book(demo);
    const invoice = await invoiceFor(demo, appointment.id);
    const good = paymentReturnUrls(invoice.sessionId, invoice.appointmentId);
    for (const bad of [
      'https://evil.example/view/appointment',
      '//evil.example/x',
      'view/appointment',
      '/\\evil.example',
    ]) {
      expect(errorOf(await initiate(demo, invoice, 'cardProvider', { ...good, successUrl: bad }))).toBe(
        'ARO-E1044:Unable to process payment! The return address must be a path of this app.',
      );
      expect(errorOf(await initiate(demo, invoice, 'cardProvider', { ...good, failureUrl: bad }))).toMatch(
        /^ARO-E1044:/,
      );
    }
  });

  it('refuses paths a browser would take to another host: a tab or a backslash after the slash (ARO-E1044)', async () => {
    const appointment = await book(demo);
    const invoice = await invoiceFor(demo, appointment.id);
    const good = paymentReturnUrls(invoice.sessionId, invoice.appointmentId);
    for (const bad of ['/\t/evil.example', '/\\evil', '/view/appointment?x=1 2', '/\n/evil.example']) {
      expect(errorOf(await initiate(demo, invoice, 'cardProvider', { ...good, successUrl: bad }))).toMatch(
        /^ARO-E1044:.*return address/,
      );
      expect(errorOf(await initiate(demo, invoice, 'cardProvider', { ...good, failureUrl: bad }))).toMatch(
        /^ARO-E1044:.*return address/,
      );
    }
  });

  it("refuses unknown gateway types (ARO-E1044) and another account's invoice (ARO-E1040)", async () => {
    const appointment = await book(demo);
    const invoice = await invoiceFor(demo, appointment.id);
    expect(errorOf(await initiate(demo, invoice, 'paypal'))).toMatch(/^ARO-E1044:/);
    expect(errorOf(await initiate(other, invoice, 'cardProvider'))).toMatch(/^ARO-E1040:/);
  });

  it('refuses once the hold has ended (ARO-E1043)', async () => {
    const appointment = await book(demo);
    const invoice = await invoiceFor(demo, appointment.id);
    t.advance(16 * 60 * 1000);
    expect(errorOf(await initiate(demo, invoice, 'cardProvider'))).toMatch(/^ARO-E1043:/);
  });
});

describe('card provider flow over HTTP', () => {
  it('pays: signed form → card form → test card → signed result → callback 303 to the success path', async () => {
    const { appointment, invoice, booking } = await startPayment(demo, 'cardProvider');
    const result = await payOnSandbox(t, booking, CARDS.accept);
    expect(result.action).toBe('/payments/callback');
    expect(result.fields).toMatchObject({
      decision: 'ACCEPT',
      req_reference_number: booking.id,
      req_card_number: '411111**********',
      req_card_type: '001',
    });
    expect(JSON.stringify(result.fields)).not.toContain(CARDS.accept);

    const callback = await postForm(t, result.action, result.fields);
    expect(callback.status).toBe(303);
    expect(callback.location).toMatch(
      new RegExp(`^${booking.successUrl.replace(/[?]/g, '\\?')}&paymentId=[0-9a-f-]+$`),
    );
    const paymentId = new URL(callback.location ?? '', t.url).searchParams.get('paymentId') ?? '';

    expect(await appointmentOf(demo, appointment.id)).toMatchObject({
      status: 'booked',
      bookingType: 'confirmed',
      appointmentPaymentStatus: 'paid',
      holdExpiresAt: null,
    });
    const [payment, ...more] = await paymentsOf(demo, { appointmentId: appointment.id });
    expect(more).toEqual([]);
    expect(payment).toMatchObject({
      id: paymentId,
      status: 'ACCEPT',
      amount: invoice.total,
      paymentGatewayType: 'cardProvider',
      cardNumber: '411111**********',
      cardType: '001',
      cardExpiry: FUTURE_EXPIRY,
      requestReference: `Appointment/${appointment.id}`,
      sessionId: appointment.sessionId,
      invoice: { id: invoice.id, total: invoice.total },
    });
    expect(payment?.firstName).not.toBe('');
    const gateway = ok(
      await t.gql<{ queryPaymentGatewayCallback: { bookingId: string; patientId: string; response: { id: string } } }>(
        GATEWAY_CALLBACK,
        { id: paymentId },
        demo.token,
      ),
    );
    expect(gateway.queryPaymentGatewayCallback).toMatchObject({
      bookingId: booking.id,
      patientId: demo.patientId,
      response: { id: paymentId },
    });

    // A replay (back button, double submit) pays nothing more and goes to the same place.
    const replay = await postForm(t, result.action, result.fields);
    expect(replay.status).toBe(303);
    expect(replay.location).toBe(callback.location);
    expect(await paymentsOf(demo, { appointmentId: appointment.id })).toHaveLength(1);
  });

  it('declined: failure path, a DECLINE record, the appointment still booked, unpaid and held', async () => {
    const { appointment, booking } = await startPayment(demo, 'cardProvider');
    const result = await payOnSandbox(t, booking, CARDS.decline);
    const callback = await postForm(t, result.action, result.fields);
    expect(callback.status).toBe(303);
    expect(callback.location?.startsWith(`${booking.failureUrl}&paymentId=`)).toBe(true);
    const after = await appointmentOf(demo, appointment.id);
    expect(after).toMatchObject({ status: 'booked', bookingType: 'temporary', appointmentPaymentStatus: 'pending' });
    expect(Date.parse(after.holdExpiresAt ?? '')).toBeGreaterThan(t.now());
    const [payment] = await paymentsOf(demo, { appointmentId: appointment.id });
    expect(payment).toMatchObject({
      status: 'DECLINE',
      message: 'Card declined by the bank',
      cardNumber: '400000**********',
    });

    // The same callback again: still one payment, the same failure redirect.
    const replay = await postForm(t, result.action, result.fields);
    expect(replay.location).toBe(callback.location);
    expect(await paymentsOf(demo, { appointmentId: appointment.id })).toHaveLength(1);
  });

  it('a gateway error is recorded as ERROR and goes to the failure path', async () => {
    const { appointment, booking } = await startPayment(demo, 'cardProvider');
    const callback = await postForm(t, '/payments/callback', (await payOnSandbox(t, booking, CARDS.error)).fields);
    expect(callback.location?.startsWith(`${booking.failureUrl}&paymentId=`)).toBe(true);
    expect((await paymentsOf(demo, { appointmentId: appointment.id }))[0]).toMatchObject({
      status: 'ERROR',
      message: 'Gateway system error',
    });
  });

  it("refuses a result from another gateway than the booking's: nothing is paid", async () => {
    // A masterCard booking's signed form taken to the card provider's page: the result names cardProvider.
    const { appointment, booking } = await startPayment(demo, 'masterCard');
    const result = await payOnSandbox(t, { ...booking, action: '/sandbox/cardProvider/pay' }, CARDS.accept);
    expect(result.fields.req_payment_gateway).toBe('cardProvider');
    expect(result.fields.signed_field_names?.split(',')).toContain('req_payment_gateway');
    const callback = await postForm(t, result.action, result.fields);
    expect(callback.status).toBe(400);
    expect(await paymentsOf(demo, { appointmentId: appointment.id })).toEqual([]);
    expect(await appointmentOf(demo, appointment.id)).toMatchObject({ appointmentPaymentStatus: 'pending' });
  });

  it("a tampered callback is refused with 403 and pays nothing: the gateway's own DECLINE stands", async () => {
    const { appointment, booking } = await startPayment(demo, 'cardProvider');
    const declined = await payOnSandbox(t, booking, CARDS.decline);
    for (const tampered of [
      { ...declined.fields, decision: 'ACCEPT' },
      { ...declined.fields, req_amount: '1.00' },
      { ...declined.fields, signature: Buffer.alloc(32).toString('base64') },
      // Dropping the decision from the signed names does not help either.
      {
        ...declined.fields,
        signed_field_names: (declined.fields.signed_field_names ?? '').replace('decision,', ''),
        decision: 'ACCEPT',
      },
    ]) {
      const response = await postForm(t, '/payments/callback', tampered);
      expect(response.status).toBe(403);
      expect(response.html).toBe('Signature verification failed');
    }
    // The gateway's notification recorded what it really decided; no forged post changed it.
    expect((await paymentsOf(demo, { appointmentId: appointment.id })).map((payment) => payment.status)).toEqual([
      'DECLINE',
    ]);
    expect(await appointmentOf(demo, appointment.id)).toMatchObject({
      appointmentPaymentStatus: 'pending',
      bookingType: 'temporary',
    });
  });

  it('an ACCEPT that reaches us after the hold was released (a real gateway knows nothing of holds) is recorded with a refund due; the appointment stays cancelled', async () => {
    const { appointment, booking } = await startPayment(demo, 'cardProvider');
    t.advance(16 * 60 * 1000);
    // Booking the same session releases its ended holds (as the sweeper would); the gateway had nothing then.
    await book(other, { session: { id: appointment.sessionId } as SessionData });
    expect(await appointmentOf(demo, appointment.id)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'hold_expired',
    });

    // Then the gateway takes the money after all and notifies us.
    const notification = await gatewayAccepts(t, booking);
    const answer = await postForm(t, '/payments/notification', notification);
    expect([answer.status, answer.html]).toEqual([200, 'OK']);
    expect((await paymentsOf(demo, { appointmentId: appointment.id }))[0]).toMatchObject({
      status: 'ACCEPT',
      message: 'Hold expired; refund due',
    });
    expect(await appointmentOf(demo, appointment.id)).toMatchObject({
      status: 'cancelled',
      appointmentPaymentStatus: 'pending',
    });

    // The browser coming back with the same result goes to the failure path.
    const callback = await postForm(t, '/payments/callback', notification);
    expect(callback.status).toBe(303);
    expect(callback.location?.startsWith(`${booking.failureUrl}&paymentId=`)).toBe(true);
  });
});

describe('quick pay (completeBooking)', () => {
  async function demoCard(): Promise<SavedCard> {
    const cards = ok(await t.gql<{ queryOneProfile: { paymentMethods: SavedCard[] } }>(SAVED_CARDS, {}, demo.token))
      .queryOneProfile.paymentMethods;
    const card = cards.find((entry) => entry.defaultMethod);
    if (card === undefined) throw new Error('the demo holder has no default card');
    return card;
  }

  it("charges the demo holder's saved card: completed, and the appointment is paid", async () => {
    const card = await demoCard();
    const { appointment, booking } = await startPayment(demo, 'cardProviderQuickPay');
    expect(booking.action).toBe('');
    const completed = ok(
      await t.gql<{ completeBooking: Record<string, unknown> }>(
        COMPLETE,
        { id: booking.id, type: 'cardProviderQuickPay', card: card.id },
        demo.token,
      ),
    );
    expect(completed.completeBooking).toMatchObject({
      id: booking.id,
      status: 'completed',
      decision: 'ACCEPT',
      appointmentId: appointment.id,
      sessionId: appointment.sessionId,
    });
    expect(await appointmentOf(demo, appointment.id)).toMatchObject({
      appointmentPaymentStatus: 'paid',
      bookingType: 'confirmed',
    });
    const [payment] = await paymentsOf(demo, { paymentId: String(completed.completeBooking.paymentId) });
    // The same mask as a payment on the card page (spec 000 §9: the first 6 digits, then asterisks).
    expect(payment).toMatchObject({
      status: 'ACCEPT',
      cardNumber: '411111**********',
      paymentGatewayType: 'cardProviderQuickPay',
    });

    // Asked again, it answers the same and charges nothing more.
    const again = ok(
      await t.gql<{ completeBooking: Record<string, unknown> }>(
        COMPLETE,
        { id: booking.id, type: 'cardProviderQuickPay', card: card.id },
        demo.token,
      ),
    );
    expect(again.completeBooking).toEqual(completed.completeBooking);
    expect(await paymentsOf(demo, { appointmentId: appointment.id })).toHaveLength(1);
  });

  it('a newer booking of the appointment expires the earlier one: quick pay of the earlier is refused, charged once', async () => {
    const card = await demoCard();
    const appointment = await book(demo);
    const invoice = await invoiceFor(demo, appointment.id);
    const first = ok(await initiate(demo, invoice, 'cardProviderQuickPay')).initiateBooking;
    const second = ok(await initiate(demo, invoice, 'cardProviderQuickPay')).initiateBooking;
    const complete = (id: string): Promise<GraphqlResponse<{ completeBooking: Record<string, unknown> }>> =>
      t.gql<{ completeBooking: Record<string, unknown> }>(
        COMPLETE,
        { id, type: 'cardProviderQuickPay', card: card.id },
        demo.token,
      );
    expect(errorOf(await complete(first.id))).toBe(
      'ARO-E1044:Unable to process payment! This payment is already being processed.',
    );
    // Both at once: only the newer booking charges (the earlier one is refused, or finds the appointment paid).
    const [late, live] = await Promise.all([complete(first.id), complete(second.id)]);
    expect(errorOf(late)).toMatch(/^ARO-E104[34]:/);
    expect(ok(live).completeBooking).toMatchObject({ id: second.id, status: 'completed' });
    expect(await paymentsOf(demo, { appointmentId: appointment.id })).toHaveLength(1);
    expect(await appointmentOf(demo, appointment.id)).toMatchObject({ appointmentPaymentStatus: 'paid' });
  });

  it("refuses someone else's card and a booking of another gateway type", async () => {
    const card = await demoCard();
    const { appointment, booking } = await startPayment(other, 'cardProviderQuickPay');
    expect(
      errorOf(await t.gql(COMPLETE, { id: booking.id, type: 'cardProviderQuickPay', card: card.id }, other.token)),
    ).toMatch(/^ARO-E1044:/);
    expect(await appointmentOf(other, appointment.id)).toMatchObject({ appointmentPaymentStatus: 'pending' });
    const card2 = await startPayment(demo, 'cardProvider');
    expect(
      errorOf(await t.gql(COMPLETE, { id: card2.booking.id, type: 'cardProviderQuickPay', card: card.id }, demo.token)),
    ).toMatch(/^ARO-E1044:/);
  });
});

describe("another account's payments", () => {
  it('refuses their booking and payment: complete, authenticate, history, gateway callback', async () => {
    const { booking, appointment } = await startPayment(demo, 'masterCard');
    expect(errorOf(await t.gql(AUTHENTICATE, { bookingId: booking.id }, other.token))).toMatch(/^ARO-E1040:/);
    expect(
      errorOf(await t.gql(COMPLETE, { id: booking.id, type: 'masterCardQuickPay', card: 'x' }, other.token)),
    ).toMatch(/^ARO-E1040:/);

    const redirect = ok(
      await t.gql<{ authenticatePaymentGateway: { redirectUrl: string } }>(
        AUTHENTICATE,
        { bookingId: booking.id },
        demo.token,
      ),
    );
    const checkout = await fetch(`${t.url}${redirect.authenticatePaymentGateway.redirectUrl}`);
    const { checkout: token } = hiddenFields(await checkout.text());
    const result = await postCard(t, token ?? '', CARDS.accept);
    const callback = await postForm(t, '/payments/callback', hiddenFields(result.html));
    const paymentId = new URL(callback.location ?? '', t.url).searchParams.get('paymentId') ?? '';
    expect((await paymentsOf(demo, { appointmentId: appointment.id }))[0]?.id).toBe(paymentId);

    expect(await paymentsOf(other, { paymentId })).toEqual([]);
    expect(await paymentsOf(other, {})).not.toContainEqual(expect.objectContaining({ id: paymentId }));
    expect(
      ok(await t.gql<{ queryPaymentGatewayCallback: unknown }>(GATEWAY_CALLBACK, { id: paymentId }, other.token))
        .queryPaymentGatewayCallback,
    ).toBeNull();
  });

  it('needs a signed-in caller', async () => {
    expect(errorOf(await t.gql(MY_PAYMENTS, {}))).toMatch(/^ARO-E1023:/);
    expect(errorOf(await t.gql(PREPARE_INVOICE, { input: { appointmentId: 'x' } }))).toMatch(/^ARO-E1023:/);
  });
});

describe('masterCard and genie', () => {
  it('authenticatePaymentGateway gives the signed checkout link; its page shows the amount and pays to the success path', async () => {
    const { appointment, invoice, booking } = await startPayment(demo, 'masterCard');
    const auth = ok(
      await t.gql<{ authenticatePaymentGateway: { redirectUrl: string; redirectHtml: string | null } }>(
        AUTHENTICATE,
        { bookingId: booking.id },
        demo.token,
      ),
    );
    expect(auth.authenticatePaymentGateway.redirectHtml).toBeNull();
    expect(auth.authenticatePaymentGateway.redirectUrl).toMatch(
      new RegExp(`^/sandbox/masterCard/checkout/${booking.id}\\?sig=[A-Za-z0-9_-]+$`),
    );
    expect(booking.action).toBe(auth.authenticatePaymentGateway.redirectUrl);

    const page = await fetch(`${t.url}${auth.authenticatePaymentGateway.redirectUrl}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Mastercard checkout');
    expect(html).toContain(
      `${invoice.total.value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} LKR`,
    );
    const result = await postCard(t, hiddenFields(html).checkout ?? '', CARDS.accept);
    const callback = await postForm(t, formAction(result.html), hiddenFields(result.html));
    expect(callback.location?.startsWith(`${booking.successUrl}&paymentId=`)).toBe(true);
    expect(await appointmentOf(demo, appointment.id)).toMatchObject({ appointmentPaymentStatus: 'paid' });
    expect((await paymentsOf(demo, { appointmentId: appointment.id }))[0]).toMatchObject({
      paymentGatewayType: 'masterCard',
      status: 'ACCEPT',
    });

    // Settled: the link and authenticatePaymentGateway are done with.
    expect((await fetch(`${t.url}${auth.authenticatePaymentGateway.redirectUrl}`)).status).toBe(409);
    expect(errorOf(await t.gql(AUTHENTICATE, { bookingId: booking.id }, demo.token))).toMatch(/^ARO-E1044:/);
  });

  it('refuses a checkout link with a wrong signature or moved to another booking', async () => {
    const first = await startPayment(demo, 'genie');
    const second = await startPayment(demo, 'genie');
    const sig = new URL(first.booking.action, t.url).searchParams.get('sig') ?? '';
    expect((await fetch(`${t.url}/sandbox/genie/checkout/${second.booking.id}?sig=${sig}`)).status).toBe(403);
    expect((await fetch(`${t.url}/sandbox/masterCard/checkout/${first.booking.id}?sig=${sig}`)).status).toBe(403);
    expect((await fetch(`${t.url}/sandbox/genie/checkout/${first.booking.id}`)).status).toBe(403);
    expect(
      errorOf(
        await t.gql(AUTHENTICATE, { bookingId: (await startPayment(demo, 'cardProvider')).booking.id }, demo.token),
      ),
    ).toMatch(/^ARO-E1044:/);
  });
});
