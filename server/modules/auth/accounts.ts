import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type Language } from '../../../i18n/languages';
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

/** The language every SMS to the account is worded in (issue 32). */
export async function accountLanguage(db: Db, accountId: string): Promise<Language> {
  const [row] = await db.select({ language: accounts.language }).from(accounts).where(eq(accounts.id, accountId));
  return row?.language ?? DEFAULT_LANGUAGE;
}

/** The language of the number's account; English for a number that has none yet. */
export async function accountLanguageOfNumber(db: Db, mobileNo: string): Promise<Language> {
  const [row] = await db.select({ language: accounts.language }).from(accounts).where(eq(accounts.mobileNo, mobileNo));
  return row?.language ?? DEFAULT_LANGUAGE;
}

/** Sets the account's language (the caller checked it is theirs); returns it. */
export async function setAccountLanguage(db: Db, accountId: string, language: Language): Promise<Language> {
  await db.update(accounts).set({ language }).where(eq(accounts.id, accountId));
  return language;
}
