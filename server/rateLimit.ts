import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import {
  RateLimiterDrizzle,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Db } from './db/connect';
import { rateLimits } from './db/schema';
import type { RedisConnections } from './redis/connect';

/**
 * At most `limit` hits per key in a window of `windowMs` that opens at the key's first hit (the
 * library's fixed window, on real time, not Services.now). Shared by every instance through Redis when
 * REDIS_URL is set, else in the database (a durable limiter) or in this process's memory.
 */
export interface RateLimiter {
  /** Counts a hit for the key; false when the key already had `limit` hits in the window (not counted). */
  take(key: string): Promise<boolean>;
  /** Takes back one hit of the key (an attempt that turned out not to count, such as a good password). */
  forgive(key: string): Promise<void>;
}

export interface LimiterOptions {
  /** Names the limiter's keys in Redis (`rl:<name>:<key>`), so limiters never share a counter. */
  readonly name: string;
  readonly limit: number;
  /** A whole number of seconds: the library counts windows in seconds. */
  readonly windowMs: number;
}

/**
 * Where a limiter counts: Redis when there is one; else the database when `durable` is given (the counts
 * survive a restart: the per-address sign-in limits), else memory (a restart forgets them).
 */
export interface LimiterStore {
  readonly redis: RedisConnections | null;
  readonly durable?: Db | undefined;
}

/** rate-limiter-flexible's store: Redis (atomic Lua INCR with EX), the database (an atomic upsert) or memory (a timer per key). */
export function libraryLimiter(options: LimiterOptions, store: LimiterStore): RateLimiterAbstract {
  if (!Number.isInteger(options.windowMs / 1000) || options.windowMs <= 0)
    throw new Error(`Rate limit ${options.name}: the window must be whole seconds`);
  // Every store forgets a key when its window ends (Redis EX; memory an unref'd timer; the database's sweep),
  // so many one-off addresses cannot grow memory or a table for ever.
  const settings = { keyPrefix: `rl:${options.name}`, points: options.limit, duration: options.windowMs / 1000 };
  if (store.redis === null) {
    if (store.durable === undefined) return new RateLimiterMemory(settings);
    // One INSERT … ON CONFLICT DO UPDATE per hit, atomic on PostgreSQL and PGlite alike. Expired rows go by
    // our sweep (server/rateLimitSweep.ts), not the library's timer, which would outlive a closed database.
    return new RateLimiterDrizzle({
      ...settings,
      storeClient: store.durable,
      schema: rateLimits,
      clearExpiredByTimeout: false,
    });
  }
  // While Redis does not answer, each instance limits on its own (the insurance) rather than refusing
  // everyone or letting everything through.
  return new RateLimiterRedis({
    ...settings,
    storeClient: store.redis.command,
    insuranceLimiter: new RateLimiterMemory(settings),
  });
}

/** Longest key stored as it is; the database keeps keys in a primary key, whose index row takes at most 2,704 bytes. */
const KEY_MAX_LENGTH = 128;

/**
 * The key a limiter stores: as given, or its SHA-256 when longer than KEY_MAX_LENGTH (a key can come from input, such
 * as a typed staff username: thousands of characters would fail the database's index, not the limit).
 */
export function storedKey(key: string): string {
  return key.length <= KEY_MAX_LENGTH ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`;
}

/** Takes back one point of a key; when its window ended in between, deletes it instead (a reward would open a window below zero). */
export async function giveBack(limiter: RateLimiterAbstract, key: string): Promise<void> {
  const left = await limiter.reward(key);
  if (left.consumedPoints < 0) await limiter.delete(key);
}

/** `durable`: without Redis, keep the counts in this database rather than in memory (they survive a restart). */
export function createRateLimiter(options: LimiterOptions, redis: RedisConnections | null, durable?: Db): RateLimiter {
  const limiter = libraryLimiter(options, { redis, durable });
  return {
    async take(given) {
      const key = storedKey(given);
      try {
        await limiter.consume(key);
        return true;
      } catch (refusal) {
        // Anything but the library's answer (a RateLimiterRes) is a failure, not a refusal.
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        // The library counted the refused hit: take it back, so refusals never hold a key past its limit
        // (a later forgive must open a place again, as it did with our own counters).
        await limiter.reward(key);
        return false;
      }
    },
    // The window may have ended between take and forgive: then nothing of it is left to take back.
    forgive: (key) => giveBack(limiter, storedKey(key)),
  };
}

/**
 * The key of a client's socket address: IPv4 as is (also when mapped into IPv6), IPv6 by its /64,
 * which one subscriber usually holds whole. Headers such as X-Forwarded-For are never read: anyone can
 * write them.
 */
export function clientKey(address: string | undefined): string {
  if (address === undefined || address === '') return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1] !== undefined) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = address.includes('::') ? (tail === '' ? [] : tail.split(':')) : [];
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
