import { describe, expect, it } from 'vitest';
import { formatTime } from '../../../src/inspector/runs/runFormat';

describe("a run's times", () => {
  it("read in the hospital's zone with its offset, whatever the tester's computer is set to", () => {
    // 19:01 UTC is half past midnight the next day in Colombo: the time the patient's chat showed.
    expect(formatTime('2026-11-29T19:01:03.000Z')).toBe('30 Nov 2026, 00:31:03 GMT+5:30');
  });
});
