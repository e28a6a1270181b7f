import { NOT_AVAILABLE } from './patient';
import type { RequestState } from './payment';
import { REQUEST_STATES } from './payment';

/** Default currency; spec 001 §9 calls it a suffix. */
export const DEFAULT_CURRENCY = 'LKR';
/** Shown instead of the pay or book buttons when the invoice total is zero (spec 000 §5). */
export const ZERO_TOTAL_TEXT = 'Can not pay Rs 00.00';

/** Whole cents, rounding half away from zero; the small nudge keeps 1.005 from reading as 1.00499…. */
export function toCents(value: number): number {
  const cents = Math.round(Math.abs(value) * 100 * (1 + Number.EPSILON));
  return value < 0 && cents !== 0 ? -cents : cents;
}

/**
 * Exactly two decimals with thousands separators, currency after the number: '1,500.00 LKR'.
 * An empty currency gives the number alone; a value that is not a finite number is 'Not Available'.
 */
export function formatAmount(value: number, currency: string = DEFAULT_CURRENCY): string {
  if (!Number.isFinite(value)) return NOT_AVAILABLE;
  const cents = toCents(value);
  const whole = Math.floor(Math.abs(cents) / 100);
  const fraction = String(Math.abs(cents) % 100).padStart(2, '0');
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const number = `${cents < 0 ? '-' : ''}${grouped}.${fraction}`;
  const suffix = currency.trim();
  return suffix === '' ? number : `${number} ${suffix}`;
}

export interface InvoiceItem {
  readonly amount?: { readonly value?: number | null } | null;
}

/** Sum of the items' amount.value, added in cents so 0.1 + 0.2 is 0.3; missing amounts count as zero. */
export function invoiceTotal(items: readonly InvoiceItem[]): number {
  const cents = items.reduce((sum, item) => {
    const value = item.amount?.value;
    return typeof value === 'number' && Number.isFinite(value) ? sum + toCents(value) : sum;
  }, 0);
  return cents / 100;
}

/** Pay or book buttons show only once the invoice calculation is done and its total is above zero. */
export function canPay(requestState: RequestState, total: number): boolean {
  return requestState === REQUEST_STATES.done && total > 0;
}

/** The zero-total text replaces the buttons when the calculation is done and the total is zero (or less). */
export function showsZeroTotal(requestState: RequestState, total: number): boolean {
  return requestState === REQUEST_STATES.done && total <= 0;
}
