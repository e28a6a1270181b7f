// What other parts of the server use of this module (docs/decisions/0042-server-cores-and-cycles.md); its tables
// are imported from ./tables directly.
export { P2P_WITHOUT_ICE, videoConfigFromEnv, type VideoConfig } from './config';
export { videoResolvers } from './resolvers';
