import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientKey, createRateLimiter, type RateLimiter } from '../../server/rateLimit';

/** Takes `n` hits of a key one after the other (as requests arrive), answering each. */
async function takeTimes(limiter: RateLimiter, key: string, n: number): Promise<boolean[]> {
  const answers: boolean[] = [];
  for (let i = 0; i < n; i++) answers.push(await limiter.take(key));
  return answers;
}

// The in-memory store (no Redis) counts on real time: fake timers move Date.now and fire its expiry timers.
// The Redis store is checked across two instances in tests/scale/rateLimits.test.ts.
describe('createRateLimiter (memory)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('allows the limit in a window per key, refuses the next without counting it, and opens again when the window ends', async () => {
    const limiter = createRateLimiter({ name: 'unit', limit: 3, windowMs: 1000 }, null);
    expect(await takeTimes(limiter, 'a', 4)).toEqual([true, true, true, false]);
    expect(await limiter.take('b')).toBe(true);
    vi.advanceTimersByTime(999);
    expect(await limiter.take('a')).toBe(false);
    // The window opened by the first hit ends at 1000: three more fit, refusals in between did not count.
    vi.advanceTimersByTime(1);
    expect(await takeTimes(limiter, 'a', 4)).toEqual([true, true, true, false]);
  });

  it('counts hits taken at once one by one', async () => {
    const limiter = createRateLimiter({ name: 'unit', limit: 3, windowMs: 1000 }, null);
    const answers = await Promise.all(Array.from({ length: 5 }, () => limiter.take('a')));
    expect(answers.filter(Boolean)).toHaveLength(3);
  });

  it('gives a forgiven hit back, also after refusals, and never more than was taken', async () => {
    const limiter = createRateLimiter({ name: 'unit', limit: 2, windowMs: 1000 }, null);
    expect(await takeTimes(limiter, 'a', 3)).toEqual([true, true, false]);
    await limiter.forgive('a');
    expect(await takeTimes(limiter, 'a', 2)).toEqual([true, false]);
    // A forgive after the window ended has nothing to give back: the next window holds the limit, not one more.
    vi.advanceTimersByTime(1000);
    await limiter.forgive('a');
    expect(await takeTimes(limiter, 'a', 3)).toEqual([true, true, false]);
  });

  it('forgets each key when its window ends, so one-off addresses do not grow memory', async () => {
    const limiter = createRateLimiter({ name: 'unit', limit: 1, windowMs: 1000 }, null);
    for (let n = 0; n < 100; n++) await limiter.take(`203.0.113.${String(n)}`);
    // The store deletes a key with a timer at the end of its window: one pending per key, none after.
    expect(vi.getTimerCount()).toBe(100);
    vi.advanceTimersByTime(1000);
    expect(vi.getTimerCount()).toBe(0);
    expect(await limiter.take('203.0.113.0')).toBe(true);
  });

  it('keeps limiters of different names apart', async () => {
    const codes = createRateLimiter({ name: 'one', limit: 1, windowMs: 1000 }, null);
    const uploads = createRateLimiter({ name: 'two', limit: 1, windowMs: 1000 }, null);
    expect([await codes.take('a'), await uploads.take('a'), await codes.take('a')]).toEqual([true, true, false]);
  });

  it('refuses a window that is not whole seconds (the library counts seconds)', () => {
    expect(() => createRateLimiter({ name: 'unit', limit: 1, windowMs: 1500 }, null)).toThrow(/whole seconds/);
  });
});

describe('clientKey', () => {
  it('keys IPv4 by address, also when mapped into IPv6', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('keys IPv6 by its /64, however it is written', () => {
    expect(clientKey('2001:db8:0:1:aaaa::1')).toBe('2001:db8:0:1::/64');
    expect(clientKey('2001:0DB8:0000:0001:ffff:ffff:ffff:ffff')).toBe('2001:db8:0:1::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });

  it('keeps an unknown address in one bucket', () => {
    expect(clientKey(undefined)).toBe('unknown');
  });
});
