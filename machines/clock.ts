/**
 * Where the machines read the time: they are given a Clock (src/composition/ gives the system one, tests a fixed
 * one), so a guard or a stamp never depends on the test runner's calendar. Only this file reads Date.now
 * (eslint.config.js forbids it elsewhere in machines/ and flows/).
 */
export interface Clock {
  /** Milliseconds since the epoch, as Date.now. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
