import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  dataToSign,
  SIGNATURE_FIELD,
  SIGNED_FIELD_NAMES,
  withSignedFieldNames,
  type FormFields,
} from '../../domain/signedFields';

/**
 * The signing scheme both ends of a payment speak (Secure Acceptance style): base64 HMAC-SHA256 of
 * dataToSign(fields, signed_field_names). The merchant (this server) signs the request form; the gateway
 * (the sandbox) signs its result; each verifies the other's with the shared merchant key.
 */
function hmacBase64(key: Buffer, data: string): string {
  return createHmac('sha256', key).update(data, 'utf8').digest('base64');
}

/** Constant-time comparison of two signatures (different lengths are simply unequal). */
export function sameSignature(expected: string, actual: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(actual, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface SignedForm {
  /** Every field, signed_field_names included, in posting order; without the signature. */
  readonly fields: FormFields;
  readonly signature: string;
}

/** Sets signed_field_names (every field but card details) and signs the fields. */
export function signFields(key: Buffer, fields: FormFields): SignedForm {
  const withNames = withSignedFieldNames(fields);
  const names = withNames[SIGNED_FIELD_NAMES] ?? '';
  return { fields: withNames, signature: hmacBase64(key, dataToSign(withNames, names)) };
}

/**
 * Whether a posted form carries a valid signature over its signed_field_names, and every name in
 * `required` is among the signed ones (an unsigned amount or reference is as good as a forged one).
 */
export function verifySignedForm(key: Buffer, form: FormFields, required: readonly string[]): boolean {
  const names = form[SIGNED_FIELD_NAMES];
  const signature = form[SIGNATURE_FIELD];
  if (names === undefined || signature === undefined || names === '') return false;
  const listed = names.split(',').map((name) => name.trim());
  if (required.some((name) => !listed.includes(name))) return false;
  let data: string;
  try {
    data = dataToSign(form, names);
  } catch {
    // A listed field is missing: the form was altered on the way.
    return false;
  }
  return sameSignature(hmacBase64(key, data), signature);
}

/**
 * The signature of a hosted checkout link (masterCard, genie): base64url HMAC over the gateway and the
 * booking, so a link cannot be pointed at another booking or gateway.
 */
export function checkoutSignature(key: Buffer, gateway: string, bookingId: string): string {
  return createHmac('sha256', key).update(`checkout:${gateway}:${bookingId}`, 'utf8').digest('base64url');
}

/** The ISO instant to the second, as Secure Acceptance writes signed_date_time and auth_time ('2024-06-11T08:30:00Z'). */
export function isoSeconds(now: number): string {
  return new Date(now).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
