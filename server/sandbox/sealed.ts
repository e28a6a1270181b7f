import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * Tokens the sandbox hands the browser to carry between its own pages. They are encrypted, not just signed:
 * since the pages are reached by GET (post-redirect-get, so the back button never posts a form again), the
 * tokens sit in URLs, which browsers keep in history and servers log, and they hold the payer's name and the
 * masked card. AES-256-GCM also authenticates: an altered token does not open.
 */

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** One key per purpose, from the merchant key: a token of one kind never opens as another. */
function purposeKey(key: Buffer, purpose: string): Buffer {
  return createHmac('sha256', key).update(`sandbox-seal:${purpose}`, 'utf8').digest();
}

export function sealValue(key: Buffer, purpose: string, value: unknown): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', purposeKey(key, purpose), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export type Opened = { readonly kind: 'ok'; readonly value: unknown } | { readonly kind: 'invalid' };

/** The value sealed for this purpose, or invalid (altered, another purpose or key, not a token at all). */
export function openValue(key: Buffer, purpose: string, token: string): Opened {
  const raw = Buffer.from(token, 'base64url');
  if (raw.length <= IV_BYTES + TAG_BYTES) return { kind: 'invalid' };
  try {
    const decipher = createDecipheriv('aes-256-gcm', purposeKey(key, purpose), raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const text = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    );
    return { kind: 'ok', value: JSON.parse(text) as unknown };
  } catch {
    return { kind: 'invalid' };
  }
}

/** An opened value as a record, when every one of `names` is a string in it; null otherwise. */
export function recordWithStrings(value: unknown, names: readonly string[]): Record<string, unknown> | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  return names.every((name) => typeof record[name] === 'string') ? record : null;
}
