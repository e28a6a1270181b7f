// What other parts of the server use of this module (docs/decisions/0042-server-cores-and-cycles.md); its tables
// are imported from ./tables directly.
export { FEEDBACK_PATH, handleFeedbackRequest } from './feedbackRoute';
export { feedbackResolvers } from './resolvers';
export { sendFeedbackLink } from './sendFeedbackLink';
