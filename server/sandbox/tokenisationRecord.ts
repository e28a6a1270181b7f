import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { cardTokenisations } from '../db/schema';

/** What the gateway knows of a card it was asked to save. */
export interface TokenisationRecord {
  readonly id: string;
  readonly transactionUuid: string;
  /** Only an 'initiated' tokenisation still takes a card. */
  readonly status: string;
  readonly created: Date;
}

/**
 * The sandbox's view of a card request. A real gateway keeps its own record of the signed request; the
 * sandbox, sharing the database, reads the merchant's instead.
 */
export async function tokenisationRecord(db: Db, id: string): Promise<TokenisationRecord | null> {
  const [row] = await db
    .select({
      id: cardTokenisations.id,
      transactionUuid: cardTokenisations.transactionUuid,
      status: cardTokenisations.status,
      created: cardTokenisations.created,
    })
    .from(cardTokenisations)
    .where(eq(cardTokenisations.id, id));
  return row ?? null;
}
