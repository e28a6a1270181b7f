import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { bookings } from '../db/schema';

/** What the gateway knows of a payment it was asked to take: amount, currency, state. */
export interface GatewayRecord {
  readonly id: string;
  readonly gatewayType: string;
  readonly status: string;
  readonly amountCents: number;
  readonly currency: string;
  readonly transactionUuid: string;
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
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row ?? null;
}

/** A booking the gateway already answered (paid or failed) takes no second payment. */
export function isAnswered(record: GatewayRecord): boolean {
  return record.status === 'paid' || record.status === 'failed';
}
