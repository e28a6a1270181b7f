// What other parts of the server use of this module (docs/decisions/0042-server-cores-and-cycles.md); its tables
// are imported from ./tables directly.
export { sessionResolvers } from './resolvers';
export { createSearchCache, type SearchCache } from './searchCache';
export { CONSULTATION, selectSessions, sessionsByIds } from './sessionStore';
export { iso, practitionerName, type SessionView } from './views';
