import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Database } from '../../server/db/connect';
import { createGrowingDelay, type AttemptAnswer, type GrowingDelay } from '../../server/growingDelay';
import { openTestDatabase } from '../infra/testDatabase';

const RULE = { freeFailures: 2, firstWaitMs: 1000, capMs: 4000, windowMs: 60_000 };

/** Begins an attempt and, when it goes, ends it as `ends` says; the wait in whole seconds when refused, else 'go'. */
async function attempt(
  delay: GrowingDelay,
  key: string,
  ends: 'failed' | 'succeeded' = 'failed',
): Promise<number | 'go'> {
  const answer: AttemptAnswer = await delay.begin(key);
  if (!answer.go) return Math.ceil(answer.retryAfterMs / 1000);
  await (ends === 'failed' ? answer.attempt.failed() : answer.attempt.succeeded());
  return 'go';
}

// In memory: fake timers move Date.now and fire the store's expiry timers.
describe('createGrowingDelay (memory)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets the free failures through, then makes each next attempt wait 1, 2, 4 s up to the cap; a refusal is not counted', async () => {
    const delay = createGrowingDelay('unit', RULE, { redis: null });
    expect([await attempt(delay, 'a'), await attempt(delay, 'a'), await attempt(delay, 'a')]).toEqual([
      'go',
      'go',
      'go',
    ]);
    expect(await attempt(delay, 'a')).toBe(1);
    expect(await attempt(delay, 'a')).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(await attempt(delay, 'a')).toBe('go');
    expect(await attempt(delay, 'a')).toBe(2);
    vi.advanceTimersByTime(2000);
    expect(await attempt(delay, 'a')).toBe('go');
    vi.advanceTimersByTime(4000);
    expect(await attempt(delay, 'a')).toBe('go');
    // The cap: never longer than 4 s.
    expect(await attempt(delay, 'a')).toBe(4);
    // Other keys are not held back.
    expect(await attempt(delay, 'b')).toBe('go');
  });

  it('gives a success back, its wait with it: the right password after the wait does not make the next one wait', async () => {
    const delay = createGrowingDelay('unit', RULE, { redis: null });
    for (let n = 0; n < 3; n++) await attempt(delay, 'a');
    vi.advanceTimersByTime(1000);
    expect(await attempt(delay, 'a', 'succeeded')).toBe('go');
    expect(await attempt(delay, 'a', 'succeeded')).toBe('go');
  });

  it('lets only one of the attempts arriving together past the free failures go ahead', async () => {
    const delay = createGrowingDelay('unit', RULE, { redis: null });
    const answers = await Promise.all(Array.from({ length: 8 }, () => attempt(delay, 'a')));
    expect(answers.filter((answer) => answer === 'go')).toHaveLength(RULE.freeFailures + 1);
  });

  it('counts failures in a window: after it the free failures start again', async () => {
    const delay = createGrowingDelay('unit', RULE, { redis: null });
    for (let n = 0; n < 3; n++) await attempt(delay, 'a');
    vi.advanceTimersByTime(RULE.windowMs);
    expect([await attempt(delay, 'a'), await attempt(delay, 'a')]).toEqual(['go', 'go']);
  });
});

// In the database (no Redis): what one instance counted, another on the same database sees, and a restart keeps.
describe('createGrowingDelay (database)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('shares the failures and the wait between delays on one database', async () => {
    // Date held still (timers run): the 1 s wait cannot lapse between the two calls on a slow machine.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const a = createGrowingDelay('shared', RULE, { redis: null, durable: database.db });
    const b = createGrowingDelay('shared', RULE, { redis: null, durable: database.db });
    expect([await attempt(a, 'k'), await attempt(b, 'k'), await attempt(a, 'k')]).toEqual(['go', 'go', 'go']);
    expect(await attempt(b, 'k')).toBe(1);
    const answers = await Promise.all(Array.from({ length: 4 }, () => attempt(a, 'other')));
    expect(answers.filter((answer) => answer === 'go')).toHaveLength(RULE.freeFailures + 1);
  });
});
