import { and, eq, isNull } from 'drizzle-orm';
import { isQuickPay } from '../../../domain/payment';
import type { Services } from '../../context';
import { appointments, bookings, paymentMethods, payments } from '../../db/schema';
import { apiError } from '../../graphql/apiError';
import { chargeSavedCard } from '../../sandbox/charge';
import { assertPayable, ownBooking, type BookingRow } from './access';
import { enabledGatewayType } from './gateways';
import { settleBooking, type PaymentRow } from './settle';

export interface BookingCompletionView {
  readonly id: string;
  /** 'completed' means paid. */
  readonly status: 'completed' | 'failed';
  readonly message: string | null;
  readonly appointmentId: string;
  readonly sessionId: string;
  readonly paymentId: string | null;
}

export function completionView(booking: BookingRow, payment: PaymentRow, succeeded: boolean): BookingCompletionView {
  return {
    id: booking.id,
    status: succeeded ? 'completed' : 'failed',
    message: payment.message,
    appointmentId: payment.appointmentId,
    sessionId: payment.sessionId,
    paymentId: payment.id,
  };
}

/**
 * Quick pay: charges one of the account's saved cards for one of its QuickPay bookings, then settles the
 * booking exactly as a gateway callback would. A booking already settled answers with its payment again.
 * ARO-E1040 for another account's booking; ARO-E1044 for a card that is not the account's, a type that
 * is not the booking's QuickPay type, or a charge already under way; ARO-E1043 when the appointment is no
 * longer held.
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

  const [settled] = await db.select().from(payments).where(eq(payments.bookingId, booking.id));
  if (settled !== undefined) return completionView(booking, settled, booking.status === 'paid');

  const [appointment] = await db.select().from(appointments).where(eq(appointments.id, booking.appointmentId));
  if (appointment === undefined) throw apiError('ARO-E1043');
  assertPayable(appointment, services.now());

  // Claiming the booking for this card first means two concurrent calls never charge the card twice.
  const claimed = await db
    .update(bookings)
    .set({ paymentMethodId: card.id })
    .where(and(eq(bookings.id, booking.id), isNull(bookings.paymentMethodId)))
    .returning({ id: bookings.id });
  if (claimed.length === 0) throw apiError('ARO-E1044', 'This payment is already being processed.');

  const charge = await chargeSavedCard({ token: card.gatewayToken, amountCents: booking.amountCents, currency: booking.currency, reference: booking.id });
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
