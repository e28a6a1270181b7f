import { and, eq, isNull } from 'drizzle-orm';
import { isQuickPay } from '../../../domain/payment';
import type { Services } from '../../context';
import { bookings, paymentMethods, payments } from '../../db/schema';
import { apiError } from '../../graphql/apiError';
import { chargeSavedCard, type ChargeResult } from '../../sandbox/charge';
import { ownBooking, type BookingRow } from './access';
import { enabledGatewayType } from './gateways';
import { settleBooking, type PaymentRow } from './settle';
import { payableSubject } from './subject';

export interface BookingCompletionView {
  readonly id: string;
  /** 'completed' means paid. */
  readonly status: 'completed' | 'failed';
  /** The gateway's decision, as the payment records it. */
  readonly decision: string;
  readonly message: string | null;
  readonly appointmentId: string | null;
  readonly sessionId: string | null;
  readonly serviceRequestId: string | null;
  readonly paymentId: string | null;
}

export function completionView(booking: BookingRow, payment: PaymentRow, succeeded: boolean): BookingCompletionView {
  return {
    id: booking.id,
    status: succeeded ? 'completed' : 'failed',
    decision: payment.status,
    message: payment.message,
    appointmentId: payment.appointmentId,
    sessionId: payment.sessionId,
    serviceRequestId: payment.serviceRequestId,
    paymentId: payment.id,
  };
}

/**
 * Quick pay: charges one of the account's saved cards for one of its QuickPay bookings, then settles the
 * booking exactly as a gateway callback would. A booking already settled answers with its payment again.
 * ARO-E1040 for another account's booking; ARO-E1044 for a card that is not the account's, a type that
 * is not the booking's QuickPay type, a booking no longer 'initiated' (expired by a newer one) or a charge
 * already under way; ARO-E1043 when the appointment is no longer held. A charge that throws releases the
 * claim, so it can be retried.
 */
export async function completeBooking(
  services: Services,
  accountId: string,
  args: { readonly id: string; readonly paymentGatewayType: string; readonly paymentMethodId: string },
): Promise<BookingCompletionView> {
  const { db } = services;
  const booking = await ownBooking(db, accountId, args.id);
  const type = enabledGatewayType(services.tenant, args.paymentGatewayType);
  if (!isQuickPay(type) || booking.gatewayType !== type) throw apiError('ARO-E1044', 'This booking is not a saved-card payment.');
  const [card] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, args.paymentMethodId), eq(paymentMethods.accountId, accountId), eq(paymentMethods.status, 'active')));
  if (card === undefined) throw apiError('ARO-E1044', 'This card cannot be used.');

  const settled = await settledCompletion(services, accountId, booking.id);
  if (settled !== null) return settled;

  // The claim, under the appointment's (or order's) lock (as initiateBooking): only a booking still 'initiated'
  // and unclaimed can be charged, so neither two calls nor two bookings of one appointment or order charge twice.
  try {
    await db.transaction(async (tx) => {
      await payableSubject(tx, services.tenant, booking, services.now(), true);
      const claimed = await tx
        .update(bookings)
        .set({ paymentMethodId: card.id })
        .where(and(eq(bookings.id, booking.id), eq(bookings.status, 'initiated'), isNull(bookings.paymentMethodId)))
        .returning({ id: bookings.id });
      if (claimed.length === 0) throw apiError('ARO-E1044', 'This payment is already being processed.');
    });
  } catch (error) {
    // A call that overlapped the one that paid (a double submit) read no payment above, then waited for the lock
    // while the other settled: the appointment is paid, no longer held. It answers that payment, as a replay does,
    // rather than "no longer held" (seen on PostgreSQL, where the calls really run at once).
    const replay = await settledCompletion(services, accountId, booking.id);
    if (replay !== null) return replay;
    throw error;
  }

  let charge: ChargeResult;
  try {
    charge = await chargeSavedCard({ token: card.gatewayToken, amountCents: booking.amountCents, currency: booking.currency, reference: booking.id });
  } catch (error) {
    // Nothing was charged: release the claim so the payer can try again.
    await db
      .update(bookings)
      .set({ paymentMethodId: null })
      .where(and(eq(bookings.id, booking.id), eq(bookings.status, 'initiated'), eq(bookings.paymentMethodId, card.id)));
    throw error;
  }
  const result = await settleBooking(services, booking.id, {
    decision: charge.decision,
    message: charge.message,
    transactionReference: charge.transactionId,
    cardType: card.cardType,
    cardNumber: card.cardNumber,
    cardExpiry: card.cardExpiry,
  });
  return completionView(result.booking, result.payment, result.succeeded);
}

/** The answer for a booking already settled (its payment, from the booking as it is now); null while unsettled. */
async function settledCompletion(services: Services, accountId: string, bookingId: string): Promise<BookingCompletionView | null> {
  const [settled] = await services.db.select().from(payments).where(eq(payments.bookingId, bookingId));
  if (settled === undefined) return null;
  const booking = await ownBooking(services.db, accountId, bookingId);
  return completionView(booking, settled, booking.status === 'paid');
}
