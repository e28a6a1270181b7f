/** Resolvers of the staff module (to be written). */
export const staffResolvers = {};
