/** Loyalty balances and transactions (filled in by issue 6). */
export const loyaltyResolvers = {
  Query: {},
};
