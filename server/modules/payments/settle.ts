import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { billingName } from '../../../domain/billingName';
import { maskCardNumber } from '../../../domain/card';
import type { Services } from '../../context';
import { crashPoint } from '../../crashPoints';
import { patients } from '../../db/schema';
import { bookings, invoices, payments, type GatewayDecision } from './tables';
import { earnBookingPoints } from '../loyalty';
import type { BookingRow } from './access';
import { publishPaid, settleSubject } from './settleSubject';

export type PaymentRow = typeof payments.$inferSelect;

/** What a gateway answered for one booking (a callback's signed fields, or a saved-card charge). */
export interface GatewayResult {
  readonly decision: GatewayDecision;
  readonly message: string;
  /** The gateway's transaction id. */
  readonly transactionReference: string;
  readonly cardType?: string | null;
  /** Masked again here, whatever the gateway sent. */
  readonly cardNumber?: string | null;
  readonly cardExpiry?: string | null;
  /** The bill-to names; the patient's billing name when absent. */
  readonly firstName?: string | null;
  readonly lastName?: string | null;
}

export interface Settlement {
  readonly payment: PaymentRow;
  readonly booking: BookingRow;
  /** The appointment or order was paid by this booking: the browser goes to the successUrl, otherwise the failureUrl. */
  readonly succeeded: boolean;
  /** The booking had been settled before (a replayed callback): nothing changed. */
  readonly replayed: boolean;
}

class UnknownBookingError extends Error {
  constructor(bookingId: string) {
    super(`No booking ${bookingId}`);
    this.name = 'UnknownBookingError';
  }
}

function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * The one way a booking is settled, by callback or quick pay alike. In one transaction: lock the booking;
 * if it already has a payment, return that (a replay pays nothing and redirects the same way); else record
 * the gateway's answer as its payment (payments.booking_id is unique: the backstop), pay the appointment
 * on ACCEPT when it still holds its place (earning the patient's loyalty points) or the order when it is
 * still open and unpaid (settleSubject), and mark the booking paid or failed. Publishes after commit.
 *
 * An ACCEPT whose appointment was released meanwhile (hold expired, cancelled), whose order closed, or that
 * another booking paid first is still recorded, as money was taken, with a 'refund due' message; the
 * booking fails and the appointment or order is left as it is.
 */
export async function settleBooking(services: Services, bookingId: string, result: GatewayResult): Promise<Settlement> {
  const now = services.now();
  const settled = await services.db.transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    if (booking === undefined) throw new UnknownBookingError(bookingId);
    const [existing] = await tx.select().from(payments).where(eq(payments.bookingId, booking.id));
    if (existing !== undefined)
      return { payment: existing, booking, succeeded: booking.status === 'paid', replayed: true, paid: null };

    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, booking.invoiceId));
    if (invoice === undefined) throw new Error(`Booking ${booking.id} lost its invoice`);
    const subject = await settleSubject(tx, booking, result.decision === 'ACCEPT', now);
    const paid = subject.paid;
    const message = subject.refundDue ?? result.message;

    let firstName = blankToNull(result.firstName);
    let lastName = blankToNull(result.lastName);
    if (firstName === null || lastName === null) {
      const [patient] = await tx
        .select({ given: patients.given, family: patients.family })
        .from(patients)
        .where(eq(patients.id, invoice.patientId));
      const fallback = billingName({ given: patient?.given ?? [], family: patient?.family ?? '' });
      firstName ??= fallback.firstName;
      lastName ??= fallback.lastName;
    }
    const cardNumber = blankToNull(result.cardNumber);

    const [payment] = await tx
      .insert(payments)
      .values({
        id: randomUUID(),
        bookingId: booking.id,
        accountId: booking.accountId,
        ...subject.refs,
        organizationId: invoice.organizationId,
        amountCents: booking.amountCents,
        currency: booking.currency,
        status: result.decision,
        message,
        transactionReference: result.transactionReference,
        transactionDate: new Date(now),
        firstName,
        lastName,
        cardType: blankToNull(result.cardType),
        cardNumber: cardNumber === null ? null : maskCardNumber(cardNumber),
        cardExpiry: blankToNull(result.cardExpiry),
        gatewayType: booking.gatewayType,
      })
      .onConflictDoNothing({ target: payments.bookingId })
      .returning();
    if (payment === undefined) {
      // Settled by someone else between our check and insert (the booking lock makes this all but impossible).
      const [winner] = await tx.select().from(payments).where(eq(payments.bookingId, booking.id));
      if (winner === undefined) throw new Error(`Booking ${booking.id} could not be settled`);
      return { payment: winner, booking, succeeded: booking.status === 'paid', replayed: true, paid: null };
    }
    // The payment that paid an appointment earns its patient loyalty points, committed with it; an order's
    // prepayment earns none (docs/decisions/0017-orders.md: points reward consultations).
    if (paid?.kind === 'appointment') {
      await earnBookingPoints(tx, {
        paymentId: payment.id,
        patientId: paid.patientId,
        sessionId: paid.sessionId,
        amountCents: payment.amountCents,
        currency: payment.currency,
        now,
      });
    }
    const status = paid !== null ? 'paid' : 'failed';
    const [updated] = await tx
      .update(bookings)
      .set({ status, settledAt: new Date(now) })
      .where(eq(bookings.id, booking.id))
      .returning();
    crashPoint('settle.beforeCommit');
    return { payment, booking: updated ?? booking, succeeded: paid !== null, replayed: false, paid };
  });
  crashPoint('settle.afterCommit');
  if (settled.paid !== null) publishPaid(services, settled.paid);
  return {
    payment: settled.payment,
    booking: settled.booking,
    succeeded: settled.succeeded,
    replayed: settled.replayed,
  };
}
