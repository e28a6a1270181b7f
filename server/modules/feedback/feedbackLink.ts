import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/connect';
import { loadServerSecret } from '../../db/serverSecret';

/**
 * The public feedback page's capability: `<appointment id>.<expiry, base36 ms>.<HMAC>` in `?r=`. Signed, not
 * encrypted: it names only the appointment (an opaque id), and the page itself shows no patient data. The
 * expiry is the feedback lock (start + 30 days), so an old link stops opening by itself.
 */

const KEY_NAME = 'feedback-link-key';
const SIGNATURE_BYTES = 18;
/** The signing key, shared by every server on the database (as loadMerchantKey); read once per database. */
export function loadFeedbackLinkKey(db: Db): Promise<Buffer> {
  return loadServerSecret(db, KEY_NAME);
}

function signature(key: Buffer, body: string): Buffer {
  return createHmac('sha256', key).update(`feedback-link:${body}`, 'utf8').digest().subarray(0, SIGNATURE_BYTES);
}

export function signFeedbackRef(key: Buffer, appointmentId: string, expiresAt: number): string {
  const body = `${appointmentId}.${expiresAt.toString(36)}`;
  return `${body}.${signature(key, body).toString('base64url')}`;
}

export type OpenedRef =
  { readonly kind: 'ok'; readonly appointmentId: string } | { readonly kind: 'invalid' } | { readonly kind: 'expired' };

/** The appointment a ref names, when its signature holds and it has not expired. */
export function openFeedbackRef(key: Buffer, ref: string | null, now: number): OpenedRef {
  const parts = (ref ?? '').split('.');
  if (parts.length !== 3) return { kind: 'invalid' };
  const [appointmentId = '', expiry = '', given = ''] = parts;
  const expected = signature(key, `${appointmentId}.${expiry}`);
  const presented = Buffer.from(given, 'base64url');
  if (appointmentId === '' || presented.length !== expected.length || !timingSafeEqual(presented, expected))
    return { kind: 'invalid' };
  const expiresAt = parseInt(expiry, 36);
  if (!Number.isFinite(expiresAt) || now > expiresAt) return { kind: 'expired' };
  return { kind: 'ok', appointmentId };
}

/** The link texted to the patient, on the app's public address: any URL with `pf?` opens the public feedback page (spec 000 §1). */
export function feedbackLinkUrl(publicUrl: string, ref: string): string {
  return `${publicUrl}/pf?r=${encodeURIComponent(ref)}`;
}
