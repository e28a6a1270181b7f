import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './connect';
import { serverSecrets } from './schema';

const loaded = new Map<string, WeakMap<Db, Promise<Buffer>>>();

async function readOrCreate(db: Db, name: string): Promise<Buffer> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (row === undefined) throw new Error(`The server secret '${name}' could not be stored`);
  return Buffer.from(row.value, 'base64');
}

/**
 * A 32-byte key kept in server_secrets under `name`: generated once, then read back, so every server sharing
 * the database signs and verifies alike. Read once per database and kept in memory; a failed read is not
 * cached, the next call tries again.
 */
export function loadServerSecret(db: Db, name: string): Promise<Buffer> {
  let byDb = loaded.get(name);
  if (byDb === undefined) {
    byDb = new WeakMap();
    loaded.set(name, byDb);
  }
  let key = byDb.get(db);
  if (key === undefined) {
    const cache = byDb;
    key = readOrCreate(db, name);
    key.catch(() => cache.delete(db));
    cache.set(db, key);
  }
  return key;
}
