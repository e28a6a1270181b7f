import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import type { OrderCategory } from '../../../domain/orderStatus';
import { appointments, serviceRequests } from '../../db/schema';
import { bookings, invoices, payments } from './tables';
import { amountView, type AmountView } from '../../billing/amounts';
import type { PaymentRow } from './settle';

export interface PaymentView {
  readonly id: string;
  readonly status: string;
  readonly message: string;
  readonly amount: AmountView;
  readonly transactionDate: string;
  readonly transactionReference: string;
  readonly paymentGatewayType: string;
  readonly cardType: string | null;
  readonly cardNumber: string | null;
  readonly cardExpiry: string | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly requestReference: string;
  readonly appointmentId: string | null;
  readonly sessionId: string | null;
  readonly serviceRequestId: string | null;
  /** The order's category and number, for an order's payment. */
  readonly orderCategory: OrderCategory | null;
  readonly orderIdentifier: string | null;
  readonly organizationId: string;
  /** Resolved by Payment.invoice. */
  readonly invoiceId: string;
  /** The refund status of the appointment, on the payment that paid it only. */
  readonly refundStatus: string | null;
}

export interface PaymentGatewayCallbackView {
  readonly id: string;
  readonly bookingId: string;
  readonly patientId: string;
  readonly profileId: string;
  readonly response: PaymentView;
}

export interface PaymentFilter {
  readonly appointmentId?: string | null;
  readonly sessionId?: string | null;
  readonly paymentId?: string | null;
  /** An order's id: its payments are those whose request reference is ServiceRequest/{orderId}. */
  readonly orderId?: string | null;
}

/** What a payment paid for (spec 001 §4: Appointment/ or ServiceRequest/; the tables' check sets exactly one). */
function requestReferenceOf(row: Pick<PaymentRow, 'appointmentId' | 'serviceRequestId'>): string {
  return row.serviceRequestId !== null
    ? `ServiceRequest/${row.serviceRequestId}`
    : `Appointment/${row.appointmentId ?? ''}`;
}

/** The order a payment paid, as history shows it; null for an appointment's payment. */
interface PaidOrder {
  readonly category: OrderCategory;
  readonly identifier: string;
}

function paymentView(
  row: PaymentRow,
  invoiceId: string,
  refundStatus: string | null = null,
  order: PaidOrder | null = null,
): PaymentView {
  return {
    id: row.id,
    status: row.status,
    message: row.message,
    amount: amountView(row.amountCents, row.currency),
    transactionDate: row.transactionDate.toISOString(),
    transactionReference: row.transactionReference,
    paymentGatewayType: row.gatewayType,
    cardType: row.cardType,
    cardNumber: row.cardNumber,
    cardExpiry: row.cardExpiry,
    firstName: row.firstName,
    lastName: row.lastName,
    requestReference: requestReferenceOf(row),
    appointmentId: row.appointmentId,
    sessionId: row.sessionId,
    serviceRequestId: row.serviceRequestId,
    orderCategory: order?.category ?? null,
    orderIdentifier: order?.identifier ?? null,
    organizationId: row.organizationId,
    invoiceId,
    refundStatus,
  };
}

/** The paid order's columns (all null through the left join for an appointment's payment: drizzle then gives null). */
const paidOrderColumns = { category: serviceRequests.category, identifier: serviceRequests.identifier };

/** The account's payments, newest first, optionally of one appointment, session, payment or order. */
export async function myPayments(
  db: Db,
  accountId: string,
  filter: PaymentFilter | null | undefined,
): Promise<PaymentView[]> {
  const conditions: SQL[] = [eq(payments.accountId, accountId)];
  if (filter?.appointmentId) conditions.push(eq(payments.appointmentId, filter.appointmentId));
  if (filter?.sessionId) conditions.push(eq(payments.sessionId, filter.sessionId));
  if (filter?.paymentId) conditions.push(eq(payments.id, filter.paymentId));
  // An order's payments are those whose request reference is ServiceRequest/{orderId}: its service_request_id.
  if (filter?.orderId) conditions.push(eq(payments.serviceRequestId, filter.orderId));
  const rows = await db
    .select({
      payment: payments,
      invoiceId: bookings.invoiceId,
      bookingStatus: bookings.status,
      refundStatus: appointments.refundStatus,
      order: paidOrderColumns,
    })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .leftJoin(appointments, eq(appointments.id, payments.appointmentId))
    .leftJoin(serviceRequests, eq(serviceRequests.id, payments.serviceRequestId))
    .where(and(...conditions))
    .orderBy(desc(payments.transactionDate), desc(payments.id));
  // Only the payment that paid the appointment is refunded; a 'refund due' payment beside it is another matter.
  // Orders have no refund status (an order's payment leaves the left-joined appointment null).
  return rows.map((row) =>
    paymentView(
      row.payment,
      row.invoiceId,
      row.bookingStatus === 'paid' ? (row.refundStatus ?? null) : null,
      row.order,
    ),
  );
}

/** The gateway's answer of one of the account's payments; null when it is not theirs (or does not exist). */
export async function gatewayCallback(
  db: Db,
  accountId: string,
  paymentId: string,
): Promise<PaymentGatewayCallbackView | null> {
  const [row] = await db
    .select({
      payment: payments,
      invoiceId: bookings.invoiceId,
      patientId: invoices.patientId,
      order: paidOrderColumns,
    })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .innerJoin(invoices, eq(invoices.id, bookings.invoiceId))
    .leftJoin(serviceRequests, eq(serviceRequests.id, payments.serviceRequestId))
    .where(and(eq(payments.id, paymentId), eq(payments.accountId, accountId)));
  if (row === undefined) return null;
  return {
    id: row.payment.id,
    bookingId: row.payment.bookingId,
    patientId: row.patientId,
    profileId: row.payment.accountId,
    response: paymentView(row.payment, row.invoiceId, null, row.order),
  };
}
