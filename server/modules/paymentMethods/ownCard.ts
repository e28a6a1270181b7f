import { and, eq } from 'drizzle-orm';
import { accounts } from '../../db/schema';
import { paymentMethods } from './tables';
import { apiError } from '../../graphql/apiError';
import type { DbOrTx } from '../../db/dbOrTx';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

/**
 * Locks the account row (FOR UPDATE): the one lock every change of an account's saved cards takes (set
 * default, delete, a card added by the gateway), so the one-default rule is never raced.
 */
export async function lockAccountCards(tx: DbOrTx, accountId: string): Promise<void> {
  const [account] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
  if (account === undefined) throw apiError('ARO-E1022');
}

/** One of the account's saved cards; another account's card, or none, is ARO-E1060 alike (nothing tells them apart). */
export async function ownCard(tx: DbOrTx, accountId: string, id: string): Promise<PaymentMethodRow> {
  const [card] = await tx
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.accountId, accountId)));
  if (card === undefined) throw apiError('ARO-E1060');
  return card;
}
