import type { MutationCompleteBookingArgs } from '../../graphql/resolvers.generated';
import { and, eq, isNull } from 'drizzle-orm';
import { isQuickPay } from '../../../domain/payment';
import type { Services } from '../../context';
import { paymentMethods } from '../../db/schema';
import { bookings, payments } from './tables';
import { apiError } from '../../graphql/apiError';
import type { FormFields } from '../../../domain/signedFields';
import { crashPoint } from '../../crashPoints';
import { ownBooking, type BookingRow } from './access';
import { CHARGE_TIMEOUT_MS } from './claimLease';
import { chargeCardToken } from './gatewayClient';
import { enabledGatewayType } from '../../gateway/gateways';
import { receivePaymentResult } from './receiveResult';
import { recoverClaim, settleFromGateway } from './recovery';
import type { PaymentRow } from './settle';
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

function completionView(booking: BookingRow, payment: PaymentRow, succeeded: boolean): BookingCompletionView {
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
 * booking from the gateway's answer exactly as from a callback. A booking already settled answers with its
 * payment again. ARO-E1040 for another account's booking; ARO-E1044 for a card that is not the account's, a type
 * that is not the booking's QuickPay type, a booking no longer 'initiated' (expired by a newer one) or a charge
 * already under way; ARO-E1043 when the appointment is no longer held.
 *
 * The claim is a lease (claimLease.ts): a claim left by a request that died is recovered first (recovery.ts:
 * settled from the gateway's record, or released). A charge that fails or times out asks the gateway what it did:
 * charged, the booking is settled; not charged, the claim is released so the payer can retry.
 */
export async function completeBooking(
  services: Services,
  accountId: string,
  args: MutationCompleteBookingArgs,
): Promise<BookingCompletionView> {
  const { db } = services;
  let booking = await ownBooking(db, accountId, args.id);
  const type = enabledGatewayType(services.tenant, args.paymentGatewayType);
  if (!isQuickPay(type) || booking.gatewayType !== type)
    throw apiError('ARO-E1044', 'This booking is not a saved-card payment.');
  const [card] = await db
    .select()
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.id, args.paymentMethodId),
        eq(paymentMethods.accountId, accountId),
        eq(paymentMethods.status, 'active'),
      ),
    );
  if (card === undefined) throw apiError('ARO-E1044', 'This card cannot be used.');

  // A claim a dead request left behind: settled from the gateway or released before this call claims.
  if ((await recoverClaim(services, booking)) !== 'left') booking = await ownBooking(db, accountId, args.id);
  const settled = await settledCompletion(services, accountId, booking.id);
  if (settled !== null) return settled;

  // The claim, under the appointment's (or order's) lock (as initiateBooking): only a booking still 'initiated'
  // and unclaimed can be charged, so neither two calls nor two bookings of one appointment or order charge twice.
  try {
    await db.transaction(async (tx) => {
      await payableSubject(tx, services.tenant, booking, services.now(), true);
      const claimed = await tx
        .update(bookings)
        .set({ paymentMethodId: card.id, claimedAt: new Date(services.now()) })
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
  crashPoint('quickPay.afterClaim');

  let result: FormFields;
  try {
    result = await withTimeout(chargeCardToken(services, booking, card.gatewayToken), CHARGE_TIMEOUT_MS);
  } catch (error) {
    // The charge may or may not have reached the gateway: its record decides.
    const answer = await settleFromGateway(services, booking);
    if (answer === 'found') return (await settledCompletion(services, accountId, booking.id)) ?? failure(booking.id);
    if (answer === 'none') {
      await db
        .update(bookings)
        .set({ paymentMethodId: null, claimedAt: null })
        .where(
          and(eq(bookings.id, booking.id), eq(bookings.status, 'initiated'), eq(bookings.paymentMethodId, card.id)),
        );
    }
    throw error;
  }
  crashPoint('quickPay.afterCharge');
  const receipt = await receivePaymentResult(services, result, 'charge');
  if (receipt.kind !== 'settled') return failure(booking.id, receipt.kind);
  return completionView(receipt.settlement.booking, receipt.settlement.payment, receipt.settlement.succeeded);
}

/** A gateway answer the merchant could not take (a bug on one side): nothing is settled, and the claim stays for recovery. */
function failure(bookingId: string, why = 'unsettled'): never {
  throw new Error(`Quick pay of booking ${bookingId} got a gateway answer it could not take: ${why}`);
}

/** The promise's value, or a rejection once `ms` have passed: a gateway that does not answer must not hold the claim past its lease. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer from the gateway within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The answer for a booking already settled (its payment, from the booking as it is now); null while unsettled. */
async function settledCompletion(
  services: Services,
  accountId: string,
  bookingId: string,
): Promise<BookingCompletionView | null> {
  const [settled] = await services.db.select().from(payments).where(eq(payments.bookingId, bookingId));
  if (settled === undefined) return null;
  const booking = await ownBooking(services.db, accountId, bookingId);
  return completionView(booking, settled, booking.status === 'paid');
}
