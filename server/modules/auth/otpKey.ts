import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { serverSecrets } from '../../db/schema';

const OTP_KEY_NAME = 'otp_hmac_key';

/** The OTP hashing key: generated once, then read back, so every server sharing the database agrees on it. */
export async function loadOtpKey(db: Db): Promise<Buffer> {
  await db
    .insert(serverSecrets)
    .values({ name: OTP_KEY_NAME, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, OTP_KEY_NAME));
  if (row === undefined) throw new Error('The OTP key could not be stored');
  return Buffer.from(row.value, 'base64');
}
