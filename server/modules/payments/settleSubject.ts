import { eq } from 'drizzle-orm';
import { isClosedOrderStatus } from '../../../domain/orderStatus';
import type { Services } from '../../context';
import { appointments, serviceRequests } from '../../db/schema';
import { markAppointmentPaid, publishAppointmentChange } from '../appointments';
import type { DbOrTx } from '../../db/dbOrTx';
import { publishOrderChange, type OrderKeys } from '../orders';
import { markReportsPaid, publishReleasedReports, type ReleasedReport } from '../reports';
import type { BookingRow } from './access';

/** Payment messages of an ACCEPT that could not pay its appointment or order: the money must go back (docs/PAYMENTS.md). */
const REFUND_DUE = {
  holdExpired: 'Hold expired; refund due',
  cancelled: 'Appointment cancelled; refund due',
  alreadyPaid: 'Appointment already paid; refund due',
  orderClosed: 'Order closed; refund due',
  orderAlreadyPaid: 'Order already paid; refund due',
} as const;

/** What a settled booking paid, for the payment row, loyalty points and the announcement after commit. */
export type PaidSubject =
  | { readonly kind: 'appointment'; readonly patientId: string; readonly sessionId: string; readonly accountId: string }
  | { readonly kind: 'order'; readonly keys: OrderKeys; readonly releasedReports: readonly ReleasedReport[] };

export interface SubjectSettlement {
  /** The payment's columns naming what it paid for. */
  readonly refs: {
    readonly appointmentId: string | null;
    readonly sessionId: string | null;
    readonly serviceRequestId: string | null;
  };
  /** Set when this ACCEPT paid the appointment or order; null otherwise. */
  readonly paid: PaidSubject | null;
  /** A 'refund due' message replacing the gateway's, for an ACCEPT that paid nothing. */
  readonly refundDue: string | null;
}

/**
 * Inside settleBooking's transaction: locks the booking's appointment or order and, on ACCEPT, pays it when it
 * can still be paid. An appointment pays when booked and unpaid (a hold just ended but not yet swept still
 * counts); an order when open and unpaid, its payment method becoming the gateway type (a cash order paid
 * online after all). Anything else is a 'refund due'.
 */
export async function settleSubject(
  tx: DbOrTx,
  booking: BookingRow,
  accept: boolean,
  now: number,
): Promise<SubjectSettlement> {
  if (booking.serviceRequestId !== null) {
    const [order] = await tx
      .select()
      .from(serviceRequests)
      .where(eq(serviceRequests.id, booking.serviceRequestId))
      .for('update');
    if (order === undefined) throw new Error(`Booking ${booking.id} lost its order`);
    const refs = { appointmentId: null, sessionId: null, serviceRequestId: order.id };
    if (!accept) return { refs, paid: null, refundDue: null };
    if (order.paymentStatus === 'paid') return { refs, paid: null, refundDue: REFUND_DUE.orderAlreadyPaid };
    if (isClosedOrderStatus(order.orderStatus)) return { refs, paid: null, refundDue: REFUND_DUE.orderClosed };
    await tx
      .update(serviceRequests)
      .set({ paymentStatus: 'paid', paymentMethod: booking.gatewayType, updatedTime: new Date(now) })
      .where(eq(serviceRequests.id, order.id));
    // Lab reports already saved for the order stop saying 'Payment is pending' (issue 17).
    const releasedReports = await markReportsPaid(tx, order);
    return {
      refs,
      paid: {
        kind: 'order',
        keys: { id: order.id, accountId: order.accountId, organizationId: order.organizationId },
        releasedReports,
      },
      refundDue: null,
    };
  }

  const [appointment] = await tx
    .select()
    .from(appointments)
    .where(eq(appointments.id, booking.appointmentId ?? ''))
    .for('update');
  if (appointment === undefined) throw new Error(`Booking ${booking.id} lost its appointment`);
  const refs = { appointmentId: appointment.id, sessionId: appointment.sessionId, serviceRequestId: null };
  if (!accept) return { refs, paid: null, refundDue: null };
  if (appointment.status === 'booked' && appointment.paymentStatus === 'pending') {
    const paid = await markAppointmentPaid(tx, appointment.id, now);
    return {
      refs,
      paid: {
        kind: 'appointment',
        patientId: appointment.patientId,
        sessionId: paid.sessionId,
        accountId: paid.accountId,
      },
      refundDue: null,
    };
  }
  if (appointment.paymentStatus === 'paid') return { refs, paid: null, refundDue: REFUND_DUE.alreadyPaid };
  return {
    refs,
    paid: null,
    refundDue: appointment.cancelReason === 'hold_expired' ? REFUND_DUE.holdExpired : REFUND_DUE.cancelled,
  };
}

/** Announces what a settlement paid, after its transaction committed. */
export function publishPaid(services: Services, paid: PaidSubject): void {
  if (paid.kind === 'order') {
    publishOrderChange(services.pubsub, paid.keys);
    publishReleasedReports(services.pubsub, paid.keys.accountId, paid.releasedReports);
  } else publishAppointmentChange(services, { sessionId: paid.sessionId, accountId: paid.accountId });
}
