import { BOOKING_ACTIONS } from '../../../../domain/bookingRules';
import { payAppointmentRoute, sessionRoute, type PaymentReturnStatus } from '../../../../domain/bookingRoutes';
import { PAYMENT_TEXT } from '../../../../domain/payment';

export interface PaymentReturnView {
  readonly toast: { readonly tone: 'success' | 'error'; readonly text: string };
  /** What stays on the page under the status (the toast goes away). */
  readonly notice: string | null;
  readonly retry: { readonly label: string; readonly to: string } | null;
}

interface ReturnedAppointment {
  readonly id: string;
  readonly status: string;
  readonly paymentStatus: string;
  readonly bookingType: string;
  readonly sessionId: string;
}

/**
 * Retry payment of a held booking not yet paid (booked, temporary, unpaid): back to the session page with
 * this appointment, where the booking pays the held token again (its invoice) and never reserves a second.
 * Null for anything else (paid, cancelled, or booked to pay at the hospital).
 */
export function retryPaymentOf(
  appointment: ReturnedAppointment,
): { readonly label: string; readonly to: string } | null {
  if (
    appointment.status !== 'booked' ||
    appointment.bookingType !== 'temporary' ||
    appointment.paymentStatus === 'paid'
  )
    return null;
  return { label: BOOKING_ACTIONS.retryPayment, to: payAppointmentRoute(appointment.sessionId, appointment.id) };
}

/**
 * What the appointment page says on the way back from a gateway (spec 000 §4):
 * - success, and the appointment is paid → toast 'Payment success';
 * - Failure, and the appointment was cancelled (its hold lapsed) → toast 'Payment failed', 'Appointment not
 *   paid' and Retry Booking (a new booking of the session);
 * - Failure while the appointment is still held (a declined card does not cancel it): with the gateway's
 *   paymentId the machine goes on to payment history instead; without one → toast 'Payment failed',
 *   'Problem with your payment' and Retry payment (retryPaymentOf).
 * A paid appointment never reads as failed, and an unpaid one never reads as a success (a hand-edited url).
 */
export function paymentReturnView(
  paymentReturn: PaymentReturnStatus | null,
  appointment: ReturnedAppointment,
): PaymentReturnView | null {
  if (paymentReturn === null) return null;
  const paid = appointment.paymentStatus === 'paid';
  if (paymentReturn === 'success')
    return paid ? { toast: { tone: 'success', text: PAYMENT_TEXT.success }, notice: null, retry: null } : null;
  if (paid) return null;
  const to = sessionRoute(appointment.sessionId);
  const failed = { tone: 'error', text: PAYMENT_TEXT.failed } as const;
  if (appointment.status === 'cancelled')
    return {
      toast: failed,
      notice: PAYMENT_TEXT.appointmentNotPaid,
      retry: { label: BOOKING_ACTIONS.retryBooking, to },
    };
  return { toast: failed, notice: PAYMENT_TEXT.problemHeading, retry: retryPaymentOf(appointment) };
}

/** The url's paymentStatus, when it is one of the two the gateways send back. */
export function paymentReturnOf(value: string | null): PaymentReturnStatus | null {
  return value === 'success' || value === 'Failure' ? value : null;
}

/** This page's url without the gateway's return (paymentStatus, paymentId): what a reload should open. */
export function withoutPaymentReturn(params: URLSearchParams): string {
  const kept = new URLSearchParams(params);
  kept.delete('paymentStatus');
  kept.delete('paymentId');
  return `/view/appointment?${kept.toString()}`;
}
