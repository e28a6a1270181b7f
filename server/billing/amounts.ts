/** Money crosses the API as numbers with two decimals and the signed form as '1500.00'; it is stored in cents. */

export interface AmountView {
  readonly value: number;
  readonly currency: string;
}

/** 150000 → 1500 (a number with at most two decimals: cents / 100 is exact to the cent). */
export function centsToValue(cents: number): number {
  return Math.round(cents) / 100;
}

export function amountView(cents: number, currency: string): AmountView {
  return { value: centsToValue(cents), currency };
}

/** 150000 → '1500.00': the amount as the gateway form carries it. */
export function amountText(cents: number): string {
  const whole = Math.trunc(Math.abs(cents) / 100);
  const fraction = String(Math.abs(cents) % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${whole}.${fraction}`;
}
