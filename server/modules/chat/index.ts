// What other parts of the server use of this module (docs/decisions/0042-server-cores-and-cycles.md); its tables
// are imported from ./tables directly.
export { whenClosed } from './communication';
export { createChatLive, type ChatLive } from './live';
export { createSendLimiter } from './sendLimit';
export { chatResolvers } from './resolvers';
