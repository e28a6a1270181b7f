import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { appointments, bookings } from '../db/schema';

/** What the gateway knows of a payment it was asked to take: amount, currency, state. */
export interface GatewayRecord {
  readonly id: string;
  readonly gatewayType: string;
  readonly status: string;
  readonly amountCents: number;
  readonly currency: string;
  readonly transactionUuid: string;
  /** The appointment paid for and its session, or the order: where a finished payment's pages lead back to. */
  readonly appointmentId: string | null;
  readonly sessionId: string | null;
  readonly serviceRequestId: string | null;
  /** The end of the appointment's hold (a temporary booking); null for a confirmed one or an order. */
  readonly holdExpiresAt: Date | null;
}

/**
 * The sandbox's view of a booking. A real hosted checkout receives the amount when the merchant
 * registers the payment; the sandbox, sharing the database, reads it from the booking instead.
 */
export async function gatewayRecord(db: Db, bookingId: string): Promise<GatewayRecord | null> {
  const [row] = await db
    .select({
      id: bookings.id,
      gatewayType: bookings.gatewayType,
      status: bookings.status,
      amountCents: bookings.amountCents,
      currency: bookings.currency,
      transactionUuid: bookings.transactionUuid,
      appointmentId: appointments.id,
      sessionId: appointments.sessionId,
      serviceRequestId: bookings.serviceRequestId,
      holdExpiresAt: appointments.holdExpiresAt,
    })
    .from(bookings)
    .leftJoin(appointments, eq(appointments.id, bookings.appointmentId))
    .where(eq(bookings.id, bookingId));
  return row === undefined ? null : { ...row, holdExpiresAt: row.holdExpiresAt ?? null };
}

/**
 * Only a booking still 'initiated' takes a payment: one the gateway already answered (paid, failed) or the
 * merchant replaced by a newer booking of the appointment (expired) is done with.
 */
export function isAnswered(record: GatewayRecord): boolean {
  return record.status !== 'initiated';
}

/** A checkout page's end: its time to live, cut to the end of the appointment's hold when there is one. */
export function checkoutExpiry(record: GatewayRecord, now: number, ttlMs: number): number {
  const end = now + ttlMs;
  return record.holdExpiresAt === null ? end : Math.min(end, record.holdExpiresAt.getTime());
}
