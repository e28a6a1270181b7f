// What other parts of the server use of this module (docs/decisions/0042-server-cores-and-cycles.md); its tables
// are imported from ./tables directly.
export { linkableRun } from './handOver';
export { runResolvers } from './resolvers';
export { runRetentionJob } from './retention';
export { createRunUploadLimit } from './uploadLimit';
