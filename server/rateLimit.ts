import { isIPv6 } from 'node:net';

/** At most `limit` hits per key in any rolling window (in memory: per server process). */
export interface RateLimiter {
  /** Counts a hit for the key; false when the key already had `limit` hits in the window (not counted). */
  take(key: string): boolean;
  /** Takes back the key's latest hit (an attempt that turned out not to count, such as a good password). */
  forgive(key: string): void;
}

/** Keys kept before stale ones are swept, so many one-off addresses cannot grow the map for ever. */
const SWEEP_AT_KEYS = 10_000;

export function createRateLimiter(options: { limit: number; windowMs: number; now: () => number }): RateLimiter {
  const hits = new Map<string, number[]>();
  const sweep = (since: number): void => {
    for (const [key, times] of hits) if ((times.at(-1) ?? 0) <= since) hits.delete(key);
  };
  return {
    take(key) {
      const now = options.now();
      const since = now - options.windowMs;
      if (hits.size >= SWEEP_AT_KEYS) sweep(since);
      const recent = (hits.get(key) ?? []).filter((time) => time > since);
      if (recent.length >= options.limit) {
        hits.set(key, recent);
        return false;
      }
      recent.push(now);
      hits.set(key, recent);
      return true;
    },
    forgive(key) {
      const times = hits.get(key);
      if (times === undefined) return;
      times.pop();
      if (times.length === 0) hits.delete(key);
    },
  };
}

/**
 * One limiter per server (its Services), made on first use and kept in memory for the process: the
 * chat's send limit and the upload quota are each `limiterPerServer({...})(services)`.
 */
export function limiterPerServer(options: { limit: number; windowMs: number }): (services: { readonly now: () => number }) => RateLimiter {
  const limiters = new WeakMap<object, RateLimiter>();
  return (services) => {
    let limiter = limiters.get(services);
    if (limiter === undefined) {
      limiter = createRateLimiter({ ...options, now: services.now });
      limiters.set(services, limiter);
    }
    return limiter;
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
  return `${groups.slice(0, 4).map((group) => group.toLowerCase().replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
