import type { Redis } from 'ioredis';
import type { Logger } from '../logger';
import { leaveOnce, type PresenceRegistry } from './presenceRegistry';

/** A hold not refreshed for this long is gone: how long a killed instance's consoles and calls still count. */
const PRESENCE_TTL_MS = 30_000;

// Every script reads Redis's own clock, so instances whose clocks disagree still agree on what has expired.
const NOW = `local t = redis.call('TIME') local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)`;

/** KEYS[1] key, ARGV[1] member, ARGV[2] ttl: drop expired holds, add this one; 1 when no live hold was there. */
const JOIN = `${NOW}
local ttl = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
local live = redis.call('ZCARD', KEYS[1])
redis.call('ZADD', KEYS[1], now + ttl, ARGV[1])
redis.call('PEXPIRE', KEYS[1], 2 * ttl)
if live == 0 then return 1 else return 0 end`;

/** KEYS[1] key, ARGV[1] member: remove this hold and the expired ones; 1 when no live hold is left. */
const LEAVE = `${NOW}
redis.call('ZREM', KEYS[1], ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) == 0 then return 1 else return 0 end`;

/** KEYS[1] key: 1 when a hold that has not expired is there. */
const PRESENT = `${NOW}
if redis.call('ZCOUNT', KEYS[1], '(' .. now, '+inf') > 0 then return 1 else return 0 end`;

/** KEYS[1] key, ARGV[1] ttl, ARGV[2..] this instance's members: their expiry moves on by a ttl. */
const REFRESH = `${NOW}
local ttl = tonumber(ARGV[1])
for i = 2, #ARGV do redis.call('ZADD', KEYS[1], now + ttl, ARGV[i]) end
redis.call('PEXPIRE', KEYS[1], 2 * ttl)
return 0`;

export interface RedisPresenceOptions {
  readonly redis: Redis;
  /** Names this instance's members, so they can be told apart from another instance's. */
  readonly instanceId: string;
  readonly logger: Logger;
  readonly ttlMs?: number;
}

/**
 * Presence shared by every instance: a key is a sorted set `presence:<key>` whose members are the holds
 * (`<instanceId>:<n>`, one per open subscription), scored by when they expire. Each instance moves its own
 * members' expiry on every ttl/3 and removes them when they leave; a killed instance's members lapse after
 * the ttl and are pruned by the next join or leave (reads count only unexpired ones). Join and leave are one
 * script each, so two instances joining at once never both hear "first", nor two leaving both "last".
 */
export function createRedisPresence({
  redis,
  instanceId,
  logger,
  ttlMs = PRESENCE_TTL_MS,
}: RedisPresenceOptions): PresenceRegistry {
  const held = new Map<string, Set<string>>();
  let made = 0;
  const redisKey = (key: string): string => `presence:${key}`;

  const release = (key: string, member: string): void => {
    const members = held.get(key);
    members?.delete(member);
    if (members?.size === 0) held.delete(key);
  };

  const refresh = async (): Promise<void> => {
    if (held.size === 0) return;
    const pipeline = redis.pipeline();
    for (const [key, members] of held) pipeline.eval(REFRESH, 1, redisKey(key), ttlMs, ...members);
    const results = (await pipeline.exec()) ?? [];
    const failed = results.find(([error]) => error !== null)?.[0];
    if (failed !== undefined && failed !== null) throw failed;
  };
  const timer = setInterval(
    () => {
      refresh().catch((error: unknown) => logger.warn({ err: error }, 'presence refresh failed'));
    },
    Math.floor(ttlMs / 3),
  );
  // Refreshing never keeps the process alive.
  timer.unref();

  return {
    async join(key) {
      const member = `${instanceId}:${++made}`;
      // Held before Redis has it: a refresh meanwhile only writes the same member again.
      const members = held.get(key) ?? new Set<string>();
      members.add(member);
      held.set(key, members);
      let first: unknown;
      try {
        first = await redis.eval(JOIN, 1, redisKey(key), member, ttlMs);
      } catch (error) {
        release(key, member);
        throw error;
      }
      const leave = leaveOnce(async () => {
        release(key, member);
        return (await redis.eval(LEAVE, 1, redisKey(key), member)) === 1;
      });
      return { first: first === 1, leave };
    },
    isPresent: async (key) => (await redis.eval(PRESENT, 1, redisKey(key))) === 1,
    async close() {
      clearInterval(timer);
      // What this instance held goes at once rather than after the ttl (a killed instance cannot do this).
      const pipeline = redis.pipeline();
      for (const [key, members] of held) pipeline.zrem(redisKey(key), ...members);
      held.clear();
      await pipeline.exec().catch((error: unknown) => logger.warn({ err: error }, 'presence release on close failed'));
    },
  };
}
