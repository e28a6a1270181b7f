import { randomBytes } from 'node:crypto';
import { decideToken, type SandboxDecision } from './decisions';

export interface SavedCardCharge {
  /** The gateway's token of the saved card (payment_methods.gateway_token); never shown to anyone. */
  readonly token: string;
  readonly amountCents: number;
  readonly currency: string;
  /** The merchant's reference (the booking id). */
  readonly reference: string;
}

export interface ChargeResult extends SandboxDecision {
  readonly transactionId: string;
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
 * The sandbox's server-to-server charge of a saved card (quick pay): decided by the token, instantly.
 * A real gateway adapter would make the same call over HTTPS with the merchant's credentials.
 */
export function chargeSavedCard(charge: SavedCardCharge): Promise<ChargeResult> {
  return Promise.resolve({ ...decideToken(charge.token), transactionId: newTransactionId() });
}
