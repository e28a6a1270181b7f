/** Resolvers of the payments module (to be written). */
export const paymentResolvers = {};
