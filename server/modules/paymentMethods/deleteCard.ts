import { desc, eq } from 'drizzle-orm';
import type { Services } from '../../context';
import { cardTokenisations, paymentMethods } from './tables';
import { lockAccountCards, ownCard } from './ownCard';
import { savedCards, type PaymentMethodView } from './savedCards';

/**
 * Deletes one of the account's cards (ARO-E1060 for another's or none), its gateway token with it. The
 * tokenisation that added it keeps its outcome but no longer points at it. When the default goes, the most
 * recently added remaining card becomes the default, so quick pay keeps a card while there is one.
 * Returns the remaining cards; subscribers hear profileChanged.
 */
export async function deletePaymentMethod(
  services: Services,
  accountId: string,
  id: string,
): Promise<PaymentMethodView[]> {
  const cards = await services.db.transaction(async (tx) => {
    await lockAccountCards(tx, accountId);
    const card = await ownCard(tx, accountId, id);
    await tx
      .update(cardTokenisations)
      .set({ paymentMethodId: null })
      .where(eq(cardTokenisations.paymentMethodId, card.id));
    await tx.delete(paymentMethods).where(eq(paymentMethods.id, card.id));
    if (card.defaultMethod) {
      const [newest] = await tx
        .select({ id: paymentMethods.id })
        .from(paymentMethods)
        .where(eq(paymentMethods.accountId, accountId))
        .orderBy(desc(paymentMethods.created), desc(paymentMethods.id))
        .limit(1);
      if (newest !== undefined)
        await tx.update(paymentMethods).set({ defaultMethod: true }).where(eq(paymentMethods.id, newest.id));
    }
    return savedCards(tx, accountId);
  });
  services.pubsub.publish('profileChanged', accountId, { accountId });
  return cards;
}
