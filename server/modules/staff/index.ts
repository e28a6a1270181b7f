// What other parts of the server use of this module (docs/decisions/0042-server-cores-and-cycles.md); its tables
// are imported from ./tables directly.
export { hashPassword } from './password';
export { staffResolvers, type StaffMemberView } from './resolvers';
export { LISTS_OWN_SESSIONS, staffCaller, staffCallerNow } from './roles';
export { queuesOf, todayAtHospital } from './staffSessions';
export { staffOfToken, type StaffCaller } from './staffTokens';
export { createStaffSignInDelays, type StaffSignInDelays } from './signIn';
