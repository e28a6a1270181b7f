import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { paymentMethods } from '../db/schema';
import { decideToken } from './decisions';
import { recordTransaction, type SandboxTransaction } from './transactions';

export interface SavedCardCharge {
  /** The gateway's token of the saved card (payment_methods.gateway_token); never shown to anyone. */
  readonly token: string;
  readonly amountCents: number;
  readonly currency: string;
  /** The merchant's reference (the booking id): a second charge of it answers the first. */
  readonly reference: string;
  readonly transactionUuid: string;
}

/** A fresh gateway transaction id. */
export function newTransactionId(): string {
  return `sbx-${randomBytes(10).toString('hex')}`;
}

/** A new saved-card token: one chargeSavedCard accepts ('sbx-accept-…', see decideToken). */
export function mintCardToken(): string {
  return `sbx-accept-${randomBytes(16).toString('hex')}`;
}

/**
 * The sandbox's server-to-server charge of a saved card (quick pay): decided by the token, recorded as the
 * gateway's transaction of the reference, which its notification and its query then report. Idempotent by
 * reference, as a real gateway's charge API must be (docs/PAYMENTS.md): charging a reference again returns its
 * transaction and takes nothing more. The card's masked details stand in for the gateway's own token vault:
 * the sandbox, sharing the database, reads them from the saved card.
 */
export async function chargeSavedCard(db: Db, charge: SavedCardCharge, now: number): Promise<SandboxTransaction> {
  const [card] = await db
    .select({ masked: paymentMethods.cardNumber, typeCode: paymentMethods.cardType, expiry: paymentMethods.cardExpiry })
    .from(paymentMethods)
    .where(eq(paymentMethods.gatewayToken, charge.token));
  const recorded = await recordTransaction(
    db,
    {
      id: newTransactionId(),
      reference: charge.reference,
      transactionUuid: charge.transactionUuid,
      gateway: 'cardProvider',
      amountCents: charge.amountCents,
      currency: charge.currency,
      decision: decideToken(charge.token),
      card: card ?? null,
      forename: '',
      surname: '',
    },
    now,
  );
  return recorded.transaction;
}
