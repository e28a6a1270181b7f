import { paymentReturnUrls } from '../../domain/bookingRoutes';
import {
  bookSession,
  errorOf,
  QUERY_SESSION,
  type GraphqlResponse,
  type SessionData,
  type TestServer,
} from './harness';
import { ok, payOnSandbox, postForm } from './payFlow';

/** Steps of the refund server tests: a paid appointment of a new patient, and the refund documents. */

const CREATE_REFUND = `mutation ($input: CreateRefundInput!) { createRefund(input: $input) {
  id appointmentId patientId organizationId status reasonCode reason excluded remarks items { category amount { value currency } } amount { value currency } } }`;
const STAFF_REFUND_FIELDS =
  'id appointmentId status reason remarks amount { value currency } patientName tokenNo doctorName sessionStart actedBy';
export const STAFF_REFUNDS = `{ staffRefunds { ${STAFF_REFUND_FIELDS} } }`;
export const APPROVE = `mutation ($id: ID!) { staffApproveRefund(id: $id) { ${STAFF_REFUND_FIELDS} } }`;
export const MARK_REFUNDED = `mutation ($id: ID!) { staffMarkRefunded(id: $id) { ${STAFF_REFUND_FIELDS} } }`;
export const REFUND_OF_APPOINTMENT = `query ($id: ID!) { queryAppointment(filter: { id: $id }) { id status cancelReason appointmentPaymentStatus appointmentPaymentRefundStatus practitionerPaymentStatus appointmentRescheduledBy } }`;

const PREPARE_INVOICE = `mutation ($input: PrepareInvoiceInput!) { prepareInvoice(input: $input) { id sessionId appointmentId total { value currency } } }`;
const INITIATE = `mutation ($input: InitiateBookingInput!) { initiateBooking(input: $input) { id action signature { parameter { key value } value } } }`;

export interface RefundData {
  id: string;
  appointmentId: string;
  status: string;
  reason: string;
  excluded: string[];
  remarks: string;
  items: { category: string; amount: { value: number; currency: string } }[];
  amount: { value: number; currency: string };
}

export interface StaffRefundData {
  id: string;
  appointmentId: string;
  status: string;
  reason: string;
  amount: { value: number; currency: string };
  patientName: string;
  tokenNo: number;
  doctorName: string;
  actedBy: string | null;
}

export interface Booked {
  readonly appointmentId: string;
  readonly organizationId: string;
  readonly totalCents: number;
}

/** Scheduled paid sessions of a hospital with room, a day or more ahead (so they can be booked and paid). */
export async function paidSessionsOf(t: TestServer, organizationId: string): Promise<SessionData[]> {
  const all = ok(
    await t.gql<{ querySession: SessionData[] }>(QUERY_SESSION, {
      filter: { startTimeFrom: new Date(t.now()).toISOString() },
    }),
  ).querySession;
  return all.filter(
    (session) =>
      session.organization.id === organizationId &&
      session.status === 'scheduled' &&
      session.doctorFee > 0 &&
      Date.parse(session.endTime) > t.now() + 2 * 60 * 60 * 1000 &&
      (session.appointmentMaxAllowed === -1 || session.activeAppointments + 3 <= session.appointmentMaxAllowed),
  );
}

/** Books the session for the patient; paid through the sandbox's card pages unless `pay` is false. */
export async function bookAndPay(
  t: TestServer,
  who: { token: string; patientId: string },
  session: SessionData,
  pay = true,
): Promise<Booked> {
  const appointment = ok(await bookSession(t, who.token, session.id, who.patientId)).createAppointment;
  const invoice = ok(
    await t.gql<{ prepareInvoice: { id: string; sessionId: string; appointmentId: string; total: { value: number } } }>(
      PREPARE_INVOICE,
      { input: { appointmentId: appointment.id } },
      who.token,
    ),
  ).prepareInvoice;
  const booked = {
    appointmentId: appointment.id,
    organizationId: session.organization.id,
    totalCents: Math.round(invoice.total.value * 100),
  };
  if (!pay) return booked;
  const input = {
    invoiceId: invoice.id,
    paymentGatewayType: 'cardProvider',
    ...paymentReturnUrls(invoice.sessionId, invoice.appointmentId),
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
  const answer = await postForm(t, '/payments/callback', result.fields);
  if (answer.status !== 303) throw new Error(`the payment callback answered ${String(answer.status)}`);
  return booked;
}

/** createRefund of a booked appointment with a reason of §9 (the response as is). */
export function requestRefund(
  t: TestServer,
  who: { token: string; patientId: string },
  booked: Booked,
  reason = { code: 'BOOKED WRONG', label: 'Wrong person' },
  extra: Record<string, unknown> = {},
): Promise<GraphqlResponse<{ createRefund: RefundData }>> {
  return t.gql<{ createRefund: RefundData }>(
    CREATE_REFUND,
    {
      input: {
        serviceRef: `Appointment/${booked.appointmentId}`,
        organizationRef: `Organization/${booked.organizationId}`,
        patientId: who.patientId,
        reasonCode: reason.code,
        reason: reason.label,
        ...extra,
      },
    },
    who.token,
  );
}

export { errorOf };
