import type { Services } from '../../context';
import type { PubSub, Topics } from '../../pubsub';
import { tokenHash } from './tokens';

/**
 * Tells every instance (through Redis when set) that a token was revoked, so the subscriptions it opened end there
 * (server/graphql/endRevokedSubscriptions.ts). Publish after the revocation is stored: a subscription that starts
 * later is refused by its own token check. Named by the token's hash, never the token.
 */
export function announceRevoked(services: Pick<Services, 'pubsub'>, token: string): void {
  services.pubsub.publish('tokenRevoked', tokenHash(token), { revoked: true });
}

/** The revocations of one token, from now on (return the iterator to stop listening). */
export function revocationsOf(pubsub: PubSub, token: string): AsyncIterableIterator<Topics['tokenRevoked']> {
  return pubsub.subscribe('tokenRevoked', tokenHash(token));
}
