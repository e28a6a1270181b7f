// What other parts of the server use of this module (docs/decisions/0042-server-cores-and-cycles.md); its tables
// are imported from ./tables directly.
export { loadOtpKey } from './otpKey';
export { authResolvers } from './resolvers';
export { announceRevoked, revocationsOf } from './tokenRevocation';
export { accountOfToken, bearerToken, tokenHash } from './tokens';
