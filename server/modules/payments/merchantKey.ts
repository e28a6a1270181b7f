import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { serverSecrets } from '../../db/schema';

/** The merchant key's row in server_secrets: the one thing the payments module and the sandbox gateway share. */
export const MERCHANT_KEY_NAME = 'payment-merchant-key';

const loaded = new WeakMap<Db, Promise<Buffer>>();

async function readOrCreate(db: Db): Promise<Buffer> {
  await db
    .insert(serverSecrets)
    .values({ name: MERCHANT_KEY_NAME, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, MERCHANT_KEY_NAME));
  if (row === undefined) throw new Error('The merchant key could not be stored');
  return Buffer.from(row.value, 'base64');
}

/**
 * The HMAC key of signed payment forms: generated once, then read back, so every server sharing the
 * database signs and verifies alike (as loadOtpKey). Read once per database and kept in memory.
 */
export function loadMerchantKey(db: Db): Promise<Buffer> {
  let key = loaded.get(db);
  if (key === undefined) {
    key = readOrCreate(db);
    // A failed read is not cached: the next call tries again.
    key.catch(() => loaded.delete(db));
    loaded.set(db, key);
  }
  return key;
}
