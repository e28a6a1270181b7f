import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { accounts } from './tables';

/** The account of a normalised number, created on its first sign-in. */
export async function findOrCreateAccount(db: Db, mobileNo: string, now: number): Promise<string> {
  await db
    .insert(accounts)
    .values({ id: randomUUID(), mobileNo, status: 'active', created: new Date(now) })
    .onConflictDoNothing({ target: accounts.mobileNo });
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.mobileNo, mobileNo));
  if (row === undefined) throw new Error('The account could not be created');
  return row.id;
}
