// What other parts of the server use of this module (docs/decisions/0042-server-cores-and-cycles.md); its tables
// are imported from ./tables directly.
export { appointmentRemindersJob, sendDueReminders } from './appointmentReminders';
export { optedOut } from './preferences';
export { reminderResolvers } from './resolvers';
export { tenantSends } from './switches';
