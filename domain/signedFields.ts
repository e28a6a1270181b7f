/**
 * The card provider's signed form post (spec 001 §7), Secure Acceptance style: the browser posts every
 * field plus `signature`, an HMAC-SHA256 (computed on the server) of 'name=value,name=value' over the
 * fields listed in `signed_field_names`, in that order. This module only builds the strings.
 */

export type FormFields = Readonly<Record<string, string>>;

export const SIGNED_FIELD_NAMES = 'signed_field_names';
export const UNSIGNED_FIELD_NAMES = 'unsigned_field_names';
export const SIGNATURE_FIELD = 'signature';

/** Card details the browser adds to the post; the server never sees them, so they cannot be signed. */
export const CARD_FIELDS = ['card_type', 'card_number', 'card_expiry_date', 'card_cvn'] as const;

const NEVER_SIGNED: readonly string[] = [SIGNATURE_FIELD, ...CARD_FIELDS];

/**
 * The value of signed_field_names: every field except the signature and the card details, in the
 * fields' order, with 'signed_field_names' itself included (at the end unless the fields already hold it).
 */
export function signedFieldNames(fields: FormFields): string {
  const names = Object.keys(fields).filter((name) => !NEVER_SIGNED.includes(name));
  if (!names.includes(SIGNED_FIELD_NAMES)) names.push(SIGNED_FIELD_NAMES);
  return names.join(',');
}

/** The card fields posted unsigned, for unsigned_field_names. */
export function unsignedFieldNames(): string {
  return CARD_FIELDS.join(',');
}

/**
 * 'name=value,name=value' over the names in `signedNames` (a signed_field_names value), in its order.
 * The signed_field_names entry takes `signedNames` itself, the value that will be posted. A listed field
 * with no value, or a signed_field_names field that disagrees with `signedNames`, is a programming error:
 * the gateway would reject the signature, so it throws here instead.
 */
export function dataToSign(fields: FormFields, signedNames: string): string {
  const names = signedNames.split(',').map((name) => name.trim());
  if (names.some((name) => name === '')) throw new Error('signed_field_names has an empty name');
  const posted = fields[SIGNED_FIELD_NAMES];
  if (posted !== undefined && posted !== signedNames)
    throw new Error('signed_field_names differs from the names being signed');
  return names
    .map((name) => {
      const value = name === SIGNED_FIELD_NAMES ? signedNames : fields[name];
      if (value === undefined) throw new Error(`Signed field ${name} has no value`);
      return `${name}=${value}`;
    })
    .join(',');
}

/** The fields with their signed_field_names set, ready for dataToSign and the signature. */
export function withSignedFieldNames(fields: FormFields): FormFields {
  const rest = Object.fromEntries(Object.entries(fields).filter(([name]) => name !== SIGNED_FIELD_NAMES));
  return { ...rest, [SIGNED_FIELD_NAMES]: signedFieldNames(rest) };
}
