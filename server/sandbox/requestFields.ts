/** Request fields a card provider page trusts only when signed (the merchant signs every field but the card's). */
export const REQUIRED_SIGNED_REQUEST_FIELDS: readonly string[] = [
  'access_key',
  'profile_id',
  'reference_number',
  'transaction_uuid',
  'signed_date_time',
  'amount',
  'currency',
  'transaction_type',
];

/** '1500.00' */
export const AMOUNT = /^\d{1,10}\.\d{2}$/;

/** '1500.00' (an AMOUNT) in cents: what the gateway charges, as the merchant signed it. */
export function amountCents(amount: string): number {
  const [whole = '0', fraction = '00'] = amount.split('.');
  return Number(whole) * 100 + Number(fraction);
}
