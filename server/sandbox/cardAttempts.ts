import type { Services } from '../context';
import { limiterPerServer } from '../rateLimit';
import { CHECKOUT_TTL_MS } from './checkoutToken';

/** Posts of card details one card request takes: enough for typing mistakes, too few to try out cards. */
export const MAX_CARD_ATTEMPTS = 3;

const cardAttemptsOf = limiterPerServer({ name: 'card-attempts', limit: MAX_CARD_ATTEMPTS, windowMs: CHECKOUT_TTL_MS });

/**
 * Counts a post of card details to a card request's tokenisation page; false once the request had its
 * MAX_CARD_ATTEMPTS (not counted). Kept per server (shared by its instances), as a gateway keeps its own count; the window
 * is the page's life, after which the request is refused as expired anyway.
 */
export function takeCardAttempt(services: Services, tokenisationId: string): Promise<boolean> {
  return cardAttemptsOf(services).take(tokenisationId);
}
