import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

/**
 * rate-limiter-flexible's RateLimiterDrizzle store (server/rateLimit.ts): the counts of the limits that must
 * survive a restart when there is no Redis (per client address: code requests, wrong codes, staff sign-in
 * delays). One row per limiter and key (`<limiter>:<key>`); `expire` ends the window, and expired rows are
 * swept (server/rateLimitSweep.ts). Written on real time (the library's), not the server's clock.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: at('expire'),
});

export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});
