import { createHmac } from 'node:crypto';
import type { PaymentGateway } from '../../domain/payment';
import { sameSignature } from '../modules/payments/signature';

/** How long a hosted card form stays usable. */
export const CHECKOUT_TTL_MS = 30 * 60 * 1000;

/** What the sandbox keeps of a payment between its pages (signed into the card form, never stored). */
export interface CheckoutContext {
  readonly gateway: PaymentGateway;
  /** The merchant's reference: the booking id. */
  readonly reference: string;
  readonly transactionUuid: string;
  /** '1500.00' */
  readonly amount: string;
  readonly currency: string;
  readonly forename: string;
  readonly surname: string;
  /** Where the result form posts (a same-origin path). */
  readonly receiptPage: string;
  readonly expiresAt: number;
}

function mac(key: Buffer, payload: string): string {
  // A purpose prefix: a checkout token can never pass for any other signature made with the same key.
  return createHmac('sha256', key).update(`sandbox-checkout:${payload}`, 'utf8').digest('base64url');
}

export function sealCheckout(key: Buffer, context: CheckoutContext): string {
  const payload = Buffer.from(JSON.stringify(context), 'utf8').toString('base64url');
  return `${payload}.${mac(key, payload)}`;
}

function isContext(value: unknown): value is CheckoutContext {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  const strings = ['gateway', 'reference', 'transactionUuid', 'amount', 'currency', 'forename', 'surname', 'receiptPage'];
  return strings.every((name) => typeof record[name] === 'string') && typeof record.expiresAt === 'number';
}

export type OpenedCheckout = { readonly kind: 'ok'; readonly context: CheckoutContext } | { readonly kind: 'invalid' } | { readonly kind: 'expired' };

/** The context of a token this sandbox sealed, unless it was altered or has expired. */
export function openCheckout(key: Buffer, token: string, now: number): OpenedCheckout {
  const [payload, signature, ...rest] = token.split('.');
  if (payload === undefined || signature === undefined || rest.length > 0 || !sameSignature(mac(key, payload), signature)) return { kind: 'invalid' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { kind: 'invalid' };
  }
  if (!isContext(parsed)) return { kind: 'invalid' };
  return parsed.expiresAt <= now ? { kind: 'expired' } : { kind: 'ok', context: parsed };
}
