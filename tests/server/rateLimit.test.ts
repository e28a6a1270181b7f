import { describe, expect, it } from 'vitest';
import { clientKey, createRateLimiter } from '../../server/rateLimit';

describe('createRateLimiter', () => {
  it('allows the limit in any rolling window, per key, and does not count refusals', () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 3, windowMs: 1000, now: () => now });
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([true, true, true, false]);
    expect(limiter.take('b')).toBe(true);
    now = 999;
    expect(limiter.take('a')).toBe(false);
    // The first three hits leave the window at 1000: three more fit, refusals in between did not count.
    now = 1000;
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([true, true, true, false]);
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
