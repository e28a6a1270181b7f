import { and, eq, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Services } from '../../context';
import { bookings } from './tables';
import { onceOnly } from '../../jobs/onceOnly';
import type { BookingRow } from './access';
import { claimLapsed, CLAIM_LEASE_MS } from './claimLease';
import { queryGateway, type GatewayQueryAnswer } from './gatewayClient';
import { receivePaymentResult } from './receiveResult';
import { bookingsOf, type PaysFor } from './subject';

/**
 * Payments a crash or a lost browser left without a result (docs/PAYMENTS.md § Recovery): the merchant asks the
 * gateway what happened to each booking's reference and settles it from the gateway's answer, or, when the
 * gateway took nothing, frees it so the patient can pay. Settling is idempotent (settleBooking), so recovery
 * meeting a late notification or callback changes nothing twice.
 */

/** A booking left 'initiated' this long (a reservation's or an order's: no hold ends it) is asked about, then closed. */
export const ABANDONED_AFTER_MS = 60 * 60_000;

export type Recovery = 'settled' | 'released' | 'expired' | 'left';

/** The claim lease of this server (StartOptions.paymentClaimLeaseMs, tests shorten it). */
function claimLeaseOf(services: Services): number {
  return services.paymentClaimLeaseMs ?? CLAIM_LEASE_MS;
}

/** Settles the booking from the gateway's own record when the gateway has one; returns what the gateway said. */
export async function settleFromGateway(services: Services, booking: BookingRow): Promise<GatewayQueryAnswer['kind']> {
  const answer = await queryGateway(services, booking);
  if (answer.kind === 'found') {
    const receipt = await receivePaymentResult(services, answer.form, 'query');
    if (receipt.kind !== 'settled')
      throw new Error(`The gateway's record of booking ${booking.id} was not taken: ${receipt.kind}`);
  }
  return answer.kind;
}

/**
 * A quick pay claim whose lease has ended: settled when the gateway charged the card, released (the booking
 * unclaimed, still 'initiated') when it has no transaction, so the patient can pay with the same booking or a new
 * one. A claim still within its lease, or a gateway we cannot ask, is left alone.
 */
export async function recoverClaim(services: Services, booking: BookingRow): Promise<Recovery> {
  if (booking.status !== 'initiated' || booking.paymentMethodId === null) return 'left';
  if (!claimLapsed(booking.claimedAt, services.now(), claimLeaseOf(services))) return 'left';
  const answer = await settleFromGateway(services, booking);
  if (answer === 'found') return 'settled';
  if (answer === 'unavailable') return 'left';
  const released = await services.db
    .update(bookings)
    .set({ paymentMethodId: null, claimedAt: null })
    .where(
      and(
        eq(bookings.id, booking.id),
        eq(bookings.status, 'initiated'),
        eq(bookings.paymentMethodId, booking.paymentMethodId),
      ),
    )
    .returning({ id: bookings.id });
  if (released.length > 0)
    services.logger.warn({ bookingId: booking.id }, 'quick pay claim released: the gateway took nothing');
  return released.length > 0 ? 'released' : 'left';
}

/**
 * Before a booking is given up (its hold ended, a newer booking replaces it, or it was abandoned): settled when the
 * gateway has its result; a live quick pay claim is left to its request.
 */
export async function recoverBeforeExpiry(services: Services, booking: BookingRow): Promise<Recovery> {
  if (booking.paymentMethodId !== null) return recoverClaim(services, booking);
  return (await settleFromGateway(services, booking)) === 'found' ? 'settled' : 'left';
}

/** An abandoned booking the gateway knows nothing of is closed ('expired'): its pages take no money any more. */
async function recoverAbandoned(services: Services, booking: BookingRow): Promise<Recovery> {
  const recovered = await recoverBeforeExpiry(services, booking);
  if (recovered !== 'left' || booking.paymentMethodId !== null) return recovered;
  const expired = await services.db
    .update(bookings)
    .set({ status: 'expired', settledAt: new Date(services.now()) })
    .where(and(eq(bookings.id, booking.id), eq(bookings.status, 'initiated'), isNull(bookings.paymentMethodId)))
    .returning({ id: bookings.id });
  return expired.length > 0 ? 'expired' : 'left';
}

export interface RecoveryRound {
  readonly settled: number;
  readonly released: number;
  readonly expired: number;
}

/**
 * One round of the recovery sweep (run after each hold sweep, which asks about the bookings of ended holds itself):
 * quick pay claims past their lease and bookings abandoned for an hour, each asked of the gateway. One instance
 * picks the candidates (server/jobs/onceOnly.ts); the gateway is asked outside that transaction.
 */
export async function recoverPayments(services: Services): Promise<RecoveryRound> {
  const now = services.now();
  const picked = await onceOnly(services.db, 'paymentRecovery', (tx) =>
    tx
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.status, 'initiated'),
          or(
            and(isNotNull(bookings.paymentMethodId), lte(bookings.claimedAt, new Date(now - claimLeaseOf(services)))),
            lte(bookings.createdAt, new Date(now - ABANDONED_AFTER_MS)),
          ),
        ),
      ),
  );
  const counts = { settled: 0, released: 0, expired: 0 };
  for (const booking of picked.ran ? picked.value : []) {
    const abandoned = booking.createdAt.getTime() <= now - ABANDONED_AFTER_MS;
    try {
      const recovered = abandoned
        ? await recoverAbandoned(services, booking)
        : await recoverBeforeExpiry(services, booking);
      if (recovered !== 'left') counts[recovered]++;
    } catch (error) {
      services.logger.error({ err: error, bookingId: booking.id }, 'payment recovery failed; retried next round');
    }
  }
  return counts;
}

/** The appointment's or order's 'initiated' bookings, each asked of the gateway before initiateBooking expires them. */
export async function recoverSiblings(services: Services, of: PaysFor): Promise<void> {
  const live = await services.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.status, 'initiated'), bookingsOf(of)));
  for (const booking of live) await recoverBeforeExpiry(services, booking);
}
