import type { Clock } from '../../machines/clock';

/** A clock the test sets: it tells `at` until moved with `set`. */
export function fixedClock(at: number): Clock & { set: (ms: number) => void } {
  let now = at;
  return {
    now: () => now,
    set: (ms) => {
      now = ms;
    },
  };
}
