import { and, eq, ne } from 'drizzle-orm';
import type { Services } from '../../context';
import { paymentMethods } from './tables';
import { lockAccountCards, ownCard } from './ownCard';
import { savedCards, type PaymentMethodView } from './savedCards';

/**
 * Makes one of the account's cards its default (ARO-E1060 for another's or none). In one transaction the
 * old default is unset before this one is set (payment_methods_one_default_per_account allows one).
 * Returns the account's cards, the default first; subscribers hear profileChanged.
 */
export async function setDefaultPaymentMethod(
  services: Services,
  accountId: string,
  id: string,
): Promise<PaymentMethodView[]> {
  const cards = await services.db.transaction(async (tx) => {
    await lockAccountCards(tx, accountId);
    const card = await ownCard(tx, accountId, id);
    if (!card.defaultMethod) {
      await tx
        .update(paymentMethods)
        .set({ defaultMethod: false })
        .where(
          and(
            eq(paymentMethods.accountId, accountId),
            eq(paymentMethods.defaultMethod, true),
            ne(paymentMethods.id, card.id),
          ),
        );
      await tx.update(paymentMethods).set({ defaultMethod: true }).where(eq(paymentMethods.id, card.id));
    }
    return savedCards(tx, accountId);
  });
  services.pubsub.publish('profileChanged', accountId, { accountId });
  return cards;
}
