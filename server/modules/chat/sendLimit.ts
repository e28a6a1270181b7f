import { createRateLimiter, type RateLimiter } from '../../rateLimit';
import type { RedisConnections } from '../../redis/connect';

/** Messages one sender may store in one chat per SEND_WINDOW_MS (docs/decisions/0007-agent-chat.md). */
export const SENDS_PER_CHAT_AUTHOR = 30;
const SEND_WINDOW_MS = 60_000;

/**
 * The server's send limiter, keyed by chat and author (built once by buildServices; shared by every instance
 * through Redis, like the staff sign-in limiters). A flood from one device cannot bury a chat or the database.
 */
export function createSendLimiter(redis: RedisConnections | null): RateLimiter {
  return createRateLimiter({ name: 'chat-sends', limit: SENDS_PER_CHAT_AUTHOR, windowMs: SEND_WINDOW_MS }, redis);
}

/** The limiter key of an author in a chat. */
export const sendKey = (chatId: string, authorRef: string): string => `${chatId} ${authorRef}`;
