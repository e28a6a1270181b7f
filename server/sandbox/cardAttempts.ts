import type { Services } from '../context';
import { createRateLimiter, type RateLimiter } from '../rateLimit';
import type { RedisConnections } from '../redis/connect';
import { CHECKOUT_TTL_MS } from './checkoutToken';

/** Posts of card details one card request takes: enough for typing mistakes, too few to try out cards. */
const MAX_CARD_ATTEMPTS = 3;

/** The sandbox's count of card posts per card request, built once by buildServices. */
export function createCardAttempts(redis: RedisConnections | null): RateLimiter {
  return createRateLimiter({ name: 'card-attempts', limit: MAX_CARD_ATTEMPTS, windowMs: CHECKOUT_TTL_MS }, redis);
}

/**
 * Counts a post of card details to a card request's tokenisation page; false once the request had its
 * MAX_CARD_ATTEMPTS (not counted). Kept per server (shared by its instances), as a gateway keeps its own count; the window
 * is the page's life, after which the request is refused as expired anyway.
 */
export function takeCardAttempt(services: Services, tokenisationId: string): Promise<boolean> {
  return services.limits.cardAttempts.take(tokenisationId);
}
