import type { RequestContext } from '../../context';
import type { Resolvers } from '../../graphql/resolvers.generated';
import {
  loyaltyBalances,
  loyaltyTransactionsOf,
  type LoyaltyAccountView,
  type LoyaltyTransactionView,
} from './loyaltyStore';

/** Loyalty balances and transactions: only ever of the signed-in account's own patients. */
export const loyaltyResolvers: Resolvers = {
  Query: {
    fetchBalanceLoyaltyAccount: async (
      _: unknown,
      _args: unknown,
      ctx: RequestContext,
    ): Promise<LoyaltyAccountView[]> => loyaltyBalances(ctx.services.db, await ctx.callerAccountId()),
    queryLoyaltyTransaction: async (_: unknown, args, ctx: RequestContext): Promise<LoyaltyTransactionView[]> =>
      loyaltyTransactionsOf(ctx.services.db, await ctx.callerAccountId(), args.patient),
  },
};
