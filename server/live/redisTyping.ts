import type { Redis } from 'ioredis';
import type { Logger } from '../logger';
import { TYPING_TTL_MS, type TypingSide } from './typing';
import type { TypingFlags, TypingFlagsOptions } from './typingFlags';

/**
 * KEYS[1] flag, ARGV[1] value to set ('' clears), ARGV[2] ttl, ARGV[3] now (server clock): 1 when whether the
 * flag shows changed. The value starts with the time it shows until, so readers judge it by the server's clock
 * (as one process does, and tests move it); PX drops it in Redis at the same time in real time.
 */
const SET = `local old = redis.call('GET', KEYS[1])
local was = old ~= false and tonumber(string.match(old, '^%d+')) > tonumber(ARGV[3])
if ARGV[1] == '' then
  if old ~= false then redis.call('DEL', KEYS[1]) end
  if was then return 1 else return 0 end
end
redis.call('SET', KEYS[1], ARGV[1], 'PX', tonumber(ARGV[2]))
if was then return 0 else return 1 end`;

/**
 * KEYS[1] flag, ARGV[1] the value this instance set: 1 when the flag lapsed (gone, or still this instance's
 * report and so due), 0 when a later report (from any instance) renewed it: that one's timer announces it.
 */
const LAPSE = `local value = redis.call('GET', KEYS[1])
if value == false then return 1 end
if value == ARGV[1] then redis.call('DEL', KEYS[1]) return 1 end
return 0`;

export interface RedisTypingOptions extends TypingFlagsOptions {
  readonly redis: Redis;
  readonly instanceId: string;
  readonly logger: Logger;
}

/**
 * Typing flags every instance reads: the key `typing:<side>:<chatId>`, PX the ttl. The instance that took a
 * report keeps a timer; when it fires and no later report renewed the flag, that instance announces the lapse
 * (onLapse), so subscribers on every instance hear that typing stopped. A flag of a killed instance still
 * lapses in Redis; only its announcement is lost, and the next change of the chat shows it stopped.
 */
export function createRedisTypingFlags({
  redis,
  instanceId,
  logger,
  now,
  onLapse,
  ttlMs = TYPING_TTL_MS,
}: RedisTypingOptions): TypingFlags {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  let made = 0;
  const keyOf = (chatId: string, side: TypingSide): string => `typing:${side}:${chatId}`;

  const stopTimer = (key: string): void => {
    clearTimeout(timers.get(key));
    timers.delete(key);
  };

  return {
    async set(chatId, side, typing) {
      const key = keyOf(chatId, side);
      stopTimer(key);
      // Unique per report, so the lapse check knows whether the flag is still this report.
      const value = typing ? `${now() + ttlMs}:${instanceId}:${++made}` : '';
      const changed = (await redis.eval(SET, 1, key, value, ttlMs, now())) === 1;
      if (typing) {
        const timer = setTimeout(() => {
          if (timers.get(key) !== timer) return;
          timers.delete(key);
          redis
            .eval(LAPSE, 1, key, value)
            .then((lapsed) => {
              if (lapsed === 1) onLapse(chatId);
            })
            .catch((error: unknown) => logger.warn({ err: error, chatId }, 'typing lapse check failed'));
        }, ttlMs);
        // A pending lapse never keeps the process alive.
        timer.unref();
        timers.set(key, timer);
      }
      return changed;
    },
    async isTyping(chatId, side) {
      const value = await redis.get(keyOf(chatId, side));
      return value !== null && Number.parseInt(value, 10) > now();
    },
    close() {
      for (const key of [...timers.keys()]) stopTimer(key);
    },
  };
}
