import { eq } from 'drizzle-orm';
import { cardTokenisations } from './tables';
import type { DbOrTx } from '../../db/dbOrTx';
import type { AnsweredTokenisation } from './cardResult';

export type TokenisationRow = typeof cardTokenisations.$inferSelect;

/**
 * How long a card request can be answered: the gateway's page takes a card for 30 minutes after it was
 * initiated, so a result or notification arriving later is refused and stores nothing.
 */
const TOKENISATION_TTL_MS = 30 * 60 * 1000;

export function isTokenisationExpired(row: Pick<TokenisationRow, 'created'>, now: number): boolean {
  return row.created.getTime() + TOKENISATION_TTL_MS <= now;
}

/** The recorded answer of a tokenisation, or null while it is 'initiated'. */
export function answeredOf(row: TokenisationRow): AnsweredTokenisation | null {
  if (row.status === 'initiated') return null;
  return {
    status: row.status,
    successUrl: row.successUrl,
    failureUrl: row.failureUrl,
    paymentMethodId: row.paymentMethodId,
  };
}

/** The failure an expired, unanswered tokenisation is shown as (nothing is stored for it). */
export function expiredAnswer(row: TokenisationRow): AnsweredTokenisation {
  return { status: 'failed', successUrl: row.successUrl, failureUrl: row.failureUrl, paymentMethodId: null };
}

export type TokenisationState =
  /** No tokenisation has this reference and transaction uuid. */
  | { readonly kind: 'unknown' }
  | { readonly kind: 'answered'; readonly answered: AnsweredTokenisation }
  /** Still 'initiated' and past TOKENISATION_TTL_MS: it will never be answered. */
  | { readonly kind: 'expired'; readonly answered: AnsweredTokenisation }
  | { readonly kind: 'waiting' };

/** Where a tokenisation named by its reference and transaction uuid stands (read only). */
export async function tokenisationState(
  db: DbOrTx,
  reference: string,
  transactionUuid: string,
  now: number,
): Promise<TokenisationState> {
  const [row] = await db.select().from(cardTokenisations).where(eq(cardTokenisations.id, reference));
  if (row?.transactionUuid !== transactionUuid) return { kind: 'unknown' };
  const answered = answeredOf(row);
  if (answered !== null) return { kind: 'answered', answered };
  return isTokenisationExpired(row, now) ? { kind: 'expired', answered: expiredAnswer(row) } : { kind: 'waiting' };
}
