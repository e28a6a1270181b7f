/** Saved cards: set default, delete, and tokenisation through the gateway (filled in by issue 6). */
export const paymentMethodResolvers = {
  Mutation: {},
};
