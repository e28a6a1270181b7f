/** Resolvers of the sessions module (to be written). */
export const sessionResolvers = {};
