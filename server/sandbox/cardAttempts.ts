import type { Services } from '../context';
import { createRateLimiter, type RateLimiter } from '../rateLimit';
import { CHECKOUT_TTL_MS } from './checkoutToken';

/** Posts of card details one card request takes: enough for typing mistakes, too few to try out cards. */
export const MAX_CARD_ATTEMPTS = 3;

const limiters = new WeakMap<Services, RateLimiter>();

/**
 * Counts a post of card details to a card request's tokenisation page; false once the request had its
 * MAX_CARD_ATTEMPTS (not counted). Kept in memory per server, as a gateway keeps its own count; the window
 * is the page's life, after which the request is refused as expired anyway.
 */
export function takeCardAttempt(services: Services, tokenisationId: string): boolean {
  let limiter = limiters.get(services);
  if (limiter === undefined) {
    limiter = createRateLimiter({ limit: MAX_CARD_ATTEMPTS, windowMs: CHECKOUT_TTL_MS, now: services.now });
    limiters.set(services, limiter);
  }
  return limiter.take(tokenisationId);
}
