/** Resolvers of the appointments module (to be written). */
export const appointmentResolvers = {};
