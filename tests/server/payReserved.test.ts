import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentReturnUrls } from '../../domain/bookingRoutes';
import {
  APPOINTMENT_FIELDS,
  bookSession,
  errorOf,
  newPatient,
  sessionById,
  startTestServer,
  type AppointmentData,
  type TestServer,
} from './harness';
import { bookablePaidSessions, ok, payOnSandbox, postForm, type BookableSession } from './payFlow';

/**
 * Issue 14 item 24: an appointment booked 'pay at the hospital' (confirmed, unpaid) is paid online later
 * through the same invoice → initiateBooking → gateway → callback as a new booking, over the real server:
 * the same appointment and token get paid, no second token is taken, and only the account's own
 * appointment can be paid.
 */

const SESSIONS = `query ($filter: SessionFilter!) { querySession(filter: $filter) { id status endTime appointmentMaxAllowed activeAppointments doctorFee participationMode } }`;
const CONFIRM = `mutation ($id: ID!) { confirmReservation(appointmentId: $id) { ${APPOINTMENT_FIELDS} } }`;
const QUERY_APPOINTMENT = `query ($filter: AppointmentFilter!) { queryAppointment(filter: $filter) { ${APPOINTMENT_FIELDS} } }`;
const PREPARE_INVOICE = `mutation ($input: PrepareInvoiceInput!) { prepareInvoice(input: $input) { id appointmentId sessionId total { value currency } } }`;
const INITIATE = `mutation ($input: InitiateBookingInput!) { initiateBooking(input: $input) { id action signature { parameter { key value } value } } }`;
const CARD = '4111111111111111';

interface Invoice {
  id: string;
  appointmentId: string;
  sessionId: string;
}
interface Booking {
  id: string;
  action: string;
  signature: { parameter: { key: string; value: string }[]; value: string };
}

let t: TestServer;
let session: BookableSession;
beforeAll(async () => {
  t = await startTestServer();
  const sessions = await bookablePaidSessions<BookableSession & { participationMode: string }>(t, SESSIONS, 3);
  const inPerson = sessions.find((candidate) => candidate.participationMode === 'in_person');
  if (inPerson === undefined) throw new Error('no in-person session to reserve');
  session = inPerson;
});
afterAll(async () => {
  await t.close();
});

/** A token of the session reserved to pay at the hospital: held, then confirmed unpaid (the BOOK button). */
async function reserve(token: string, patientId: string): Promise<AppointmentData> {
  const held = ok(await bookSession(t, token, session.id, patientId)).createAppointment;
  return ok(await t.gql<{ confirmReservation: AppointmentData }>(CONFIRM, { id: held.id }, token)).confirmReservation;
}

async function appointmentOf(token: string, id: string): Promise<AppointmentData | undefined> {
  return ok(await t.gql<{ queryAppointment: AppointmentData[] }>(QUERY_APPOINTMENT, { filter: { id } }, token))
    .queryAppointment[0];
}

function invoiceFor(token: string, appointmentId: string): ReturnType<TestServer['gql']> {
  return t.gql<{ prepareInvoice: Invoice }>(PREPARE_INVOICE, { input: { appointmentId } }, token);
}

function initiate(token: string, invoice: Invoice): ReturnType<TestServer['gql']> {
  return t.gql<{ initiateBooking: Booking }>(
    INITIATE,
    {
      input: {
        invoiceId: invoice.id,
        paymentGatewayType: 'cardProvider',
        ...paymentReturnUrls(invoice.sessionId, invoice.appointmentId),
      },
    },
    token,
  );
}

describe('paying a reserved appointment online later', () => {
  it('pays the same appointment and token: no second token, Paid, and nothing more to pay', async () => {
    const { token, patientId } = await newPatient(t, '0778400001');
    const reserved = await reserve(token, patientId);
    expect(reserved).toMatchObject({
      status: 'booked',
      bookingType: 'confirmed',
      appointmentPaymentStatus: 'pending',
      holdExpiresAt: null,
    });
    const before = (await sessionById(t, session.id))?.activeAppointments;

    // An hour later (past any 15-minute hold): a reservation does not lapse.
    t.advance(60 * 60 * 1000);
    const invoice = ok(
      await t.gql<{ prepareInvoice: Invoice }>(PREPARE_INVOICE, { input: { appointmentId: reserved.id } }, token),
    ).prepareInvoice;
    expect(invoice.appointmentId).toBe(reserved.id);
    const booking = ok(
      await t.gql<{ initiateBooking: Booking }>(
        INITIATE,
        {
          input: {
            invoiceId: invoice.id,
            paymentGatewayType: 'cardProvider',
            ...paymentReturnUrls(invoice.sessionId, reserved.id),
          },
        },
        token,
      ),
    ).initiateBooking;
    const result = await payOnSandbox(t, booking, CARD);
    const callback = await postForm(t, result.action, result.fields);
    expect(callback.status).toBe(303);
    expect(callback.location).toContain(`appointmentId=${reserved.id}`);
    expect(callback.location).toContain('paymentStatus=success');

    expect(await appointmentOf(token, reserved.id)).toMatchObject({
      id: reserved.id,
      tokenNo: reserved.tokenNo,
      status: 'booked',
      bookingType: 'confirmed',
      appointmentPaymentStatus: 'paid',
    });
    expect((await sessionById(t, session.id))?.activeAppointments).toBe(before);
    // Paid once: neither a new invoice nor another booking of the old one can charge it again.
    expect(errorOf(await invoiceFor(token, reserved.id))).toMatch(/^ARO-E1043:/);
    expect(errorOf(await initiate(token, invoice))).toMatch(/^ARO-E1043:/);
  });

  it("refuses another patient's reserved appointment (ARO-E1040), which stays unpaid", async () => {
    const owner = await newPatient(t, '0778400002');
    const stranger = await newPatient(t, '0778400003');
    const reserved = await reserve(owner.token, owner.patientId);
    expect(errorOf(await invoiceFor(stranger.token, reserved.id))).toMatch(/^ARO-E1040:/);
    const invoice = ok(
      await t.gql<{ prepareInvoice: Invoice }>(PREPARE_INVOICE, { input: { appointmentId: reserved.id } }, owner.token),
    ).prepareInvoice;
    expect(errorOf(await initiate(stranger.token, invoice))).toMatch(/^ARO-E1040:/);
    expect(await appointmentOf(owner.token, reserved.id)).toMatchObject({
      appointmentPaymentStatus: 'pending',
      bookingType: 'confirmed',
    });
  });
});
