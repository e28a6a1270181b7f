// What other parts of the server use of this module (docs/decisions/0042-server-cores-and-cycles.md); its tables
// are imported from ./tables directly.
export type { DocumentReferenceView } from './documentStore';
export { documentResolvers } from './resolvers';
export { attachDocuments, orderDocuments } from './unattached';
