import type { BillingName } from './billingName';

/**
 * Free text put in a signed gateway form (spec 001 §7: the signature covers 'name=value,name=value'). A ','
 * or '=' inside a value would make that string read as other fields, so both are dropped; runs of white space
 * become one space, and the ends are trimmed.
 */
export function signableText(value: string): string {
  return value.replace(/[,=]/g, ' ').replace(/\s+/g, ' ').trim();
}

/** A bill-to name fit for signing: each part as signableText. */
export function signableBillingName(name: BillingName): BillingName {
  return { firstName: signableText(name.firstName), lastName: signableText(name.lastName) };
}
