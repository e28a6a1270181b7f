import type { Db } from '../db/connect';
import { loadServerSecret } from '../db/serverSecret';

/** The merchant key's row in server_secrets: the one thing the payments module and the sandbox gateway share. */
const MERCHANT_KEY_NAME = 'payment-merchant-key';

/**
 * The HMAC key of signed payment forms: generated once, then read back, so every server sharing the
 * database signs and verifies alike (as loadOtpKey). Read once per database and kept in memory.
 */
export function loadMerchantKey(db: Db): Promise<Buffer> {
  return loadServerSecret(db, MERCHANT_KEY_NAME);
}
