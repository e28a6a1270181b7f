import { describe, expect, it } from 'vitest';
import {
  STAFF_ADDRESS_DELAY,
  STAFF_USERNAME_DELAY,
  WRONG_CODES_PER_ADDRESS_DELAY,
  growingDelayMs,
  readRetryAfterSeconds,
  tryAgainIn,
  waitSeconds,
} from '../../../domain/signInDelays';

describe('growingDelayMs', () => {
  const rule = { freeFailures: 5, firstWaitMs: 1000, capMs: 60_000 };

  it('costs nothing for the free failures, then doubles from the first wait up to the cap', () => {
    expect([0, 1, 5].map((failures) => growingDelayMs(rule, failures))).toEqual([0, 0, 0]);
    expect([6, 7, 8, 9, 10, 11, 12].map((failures) => growingDelayMs(rule, failures))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 32_000, 60_000,
    ]);
    expect(growingDelayMs(rule, 1_000_000)).toBe(60_000);
  });
});

describe('the sign-in delays', () => {
  it("never lock: every wait has a cap, the owner's longest being 5 minutes", () => {
    for (const delay of [STAFF_USERNAME_DELAY, STAFF_ADDRESS_DELAY, WRONG_CODES_PER_ADDRESS_DELAY])
      expect(delay.capMs).toBeLessThanOrEqual(5 * 60_000);
  });

  it("outlast a username's wait at an address, so one address cannot keep a username waiting", () => {
    expect(STAFF_ADDRESS_DELAY.capMs).toBeGreaterThan(STAFF_USERNAME_DELAY.capMs);
  });
});

describe('the wait as words', () => {
  it('says whole seconds and minutes, never 0', () => {
    expect(waitSeconds(1)).toBe(1);
    expect(waitSeconds(0)).toBe(1);
    expect(waitSeconds(1001)).toBe(2);
    expect(tryAgainIn(1)).toBe('Please try again in 1 second.');
    expect(tryAgainIn(12)).toBe('Please try again in 12 seconds.');
    expect(tryAgainIn(60)).toBe('Please try again in 1 minute.');
    expect(tryAgainIn(125)).toBe('Please try again in 2 minutes 5 seconds.');
  });

  it("reads ARO-E1034's seconds from an error's extensions", () => {
    expect(readRetryAfterSeconds({ code: 'ARO-E1034', retryAfterSeconds: 12 })).toBe(12);
    expect(readRetryAfterSeconds({ code: 'ARO-E1034' })).toBeNull();
    expect(readRetryAfterSeconds({ retryAfterSeconds: '12' })).toBeNull();
    expect(readRetryAfterSeconds({ retryAfterSeconds: 0 })).toBeNull();
    expect(readRetryAfterSeconds(null)).toBeNull();
  });
});
