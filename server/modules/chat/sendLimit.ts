import { limiterPerServer } from '../../rateLimit';

/** Messages one sender may store in one chat per SEND_WINDOW_MS (docs/DECISIONS.md § Agent chat). */
export const SENDS_PER_CHAT_AUTHOR = 30;
export const SEND_WINDOW_MS = 60_000;

/**
 * The server's send limiter, keyed by chat and author (made on first use, in memory like the staff
 * sign-in limiters: per server process). A flood from one device cannot bury a chat or the database.
 */
export const sendLimiterOf = limiterPerServer({ limit: SENDS_PER_CHAT_AUTHOR, windowMs: SEND_WINDOW_MS });

/** The limiter key of an author in a chat. */
export const sendKey = (chatId: string, authorRef: string): string => `${chatId} ${authorRef}`;
