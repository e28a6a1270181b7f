import type { PaymentGateway } from '../../domain/payment';
import { openValue, recordWithStrings, sealValue } from './sealed';

/** How long a hosted card form stays usable. */
export const CHECKOUT_TTL_MS = 30 * 60 * 1000;

/** What the sandbox keeps of a payment between its pages (sealed into the card form's URL and form, never stored). */
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

const PURPOSE = 'checkout';

export function sealCheckout(key: Buffer, context: CheckoutContext): string {
  return sealValue(key, PURPOSE, context);
}

function isContext(value: unknown): value is CheckoutContext {
  const record = recordWithStrings(value, [
    'gateway',
    'reference',
    'transactionUuid',
    'amount',
    'currency',
    'forename',
    'surname',
    'receiptPage',
  ]);
  return record !== null && typeof record.expiresAt === 'number';
}

export type OpenedCheckout =
  | { readonly kind: 'ok'; readonly context: CheckoutContext }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'expired' };

/** The context of a token this sandbox sealed, unless it was altered or has expired. */
export function openCheckout(key: Buffer, token: string, now: number): OpenedCheckout {
  const opened = openValue(key, PURPOSE, token);
  if (opened.kind === 'invalid' || !isContext(opened.value)) return { kind: 'invalid' };
  return opened.value.expiresAt <= now ? { kind: 'expired' } : { kind: 'ok', context: opened.value };
}
