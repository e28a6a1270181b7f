// What other parts of the server use of this module (docs/decisions/0042-server-cores-and-cycles.md); its tables
// are imported from ./tables directly.
export { markReportsPaid, publishReleasedReports, type ReleasedReport } from './markReportsPaid';
export { reportResolvers } from './resolvers';
export { viewableReportsJob } from './viewableNotifier';
