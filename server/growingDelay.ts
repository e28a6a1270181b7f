import { RateLimiterRes } from 'rate-limiter-flexible';
import { growingDelayMs, type GrowingDelayRule } from '../domain/signInDelays';
import { giveBack, libraryLimiter, storedKey, type LimiterStore } from './rateLimit';

/** An attempt allowed to go ahead: say how it ended. */
interface DelayedAttempt {
  /** A failure: it counts, and the next attempt of the key waits as the rule says. */
  failed(): Promise<void>;
  /** Not a failure (the right password, or nothing was tried): it is taken back, and so is its wait. */
  succeeded(): Promise<void>;
}

export type AttemptAnswer =
  { readonly go: true; readonly attempt: DelayedAttempt } | { readonly go: false; readonly retryAfterMs: number };

/**
 * A growing delay per key (domain/signInDelays.ts) over rate-limiter-flexible: no lockout, only a wait
 * that doubles with each failure beyond the free ones, up to the rule's cap.
 */
export interface GrowingDelay {
  /** Asks to try once; a refusal (the key must still wait) is not counted. */
  begin(key: string): Promise<AttemptAnswer>;
}

/** Far beyond any count of failures: the counter never refuses, it only counts. */
const UNCOUNTED = 1_000_000;

/**
 * Two counters in the limiter's store (Redis, the database or memory; shared by every instance with
 * Redis or a database): the failures of the window, and the key's wait, a one-point window held as long
 * as the wait lasts. Each attempt counts itself as a failure before it runs (so parallel attempts get
 * distinct counts) and, when that count would arm a wait, claims the wait atomically: of attempts
 * arriving together past the free failures only one goes ahead. A success gives both back.
 */
export function createGrowingDelay(name: string, rule: GrowingDelayRule, store: LimiterStore): GrowingDelay {
  const failures = libraryLimiter({ name: `${name}-failures`, limit: UNCOUNTED, windowMs: rule.windowMs }, store);
  // Its window is set per claim (customDuration); the cap is only the default.
  const waits = libraryLimiter(
    { name: `${name}-wait`, limit: 1, windowMs: Math.ceil(rule.capMs / 1000) * 1000 },
    store,
  );

  const waiting = async (key: string): Promise<number> => {
    const held = await waits.get(key);
    return held !== null && held.consumedPoints >= 1 ? held.msBeforeNext : 0;
  };

  return {
    async begin(given) {
      const key = storedKey(given);
      const before = await waiting(key);
      if (before > 0) return { go: false, retryAfterMs: before };
      const counted = await failures.consume(key);
      const waitMs = growingDelayMs(rule, counted.consumedPoints);
      if (waitMs > 0) {
        try {
          await waits.consume(key, 1, { customDuration: Math.ceil(waitMs / 1000) });
        } catch (refusal) {
          if (!(refusal instanceof RateLimiterRes)) throw refusal;
          // Another attempt holds the wait: this one neither ran nor counts.
          await Promise.all([giveBack(failures, key), giveBack(waits, key)]);
          return { go: false, retryAfterMs: refusal.msBeforeNext };
        }
      }
      return {
        go: true,
        attempt: {
          // The failure was counted when the attempt began, and its wait (if any) is held already.
          failed: () => Promise.resolve(),
          succeeded: async () => {
            await Promise.all([giveBack(failures, key), waitMs > 0 ? waits.delete(key) : undefined]);
          },
        },
      };
    },
  };
}

/** Every delay of a request, begun together: all go ahead, or none (those that went are given back) with the longest wait. */
export async function beginAll(
  delays: readonly { readonly delay: GrowingDelay; readonly key: string }[],
): Promise<AttemptAnswer> {
  const answers = await Promise.all(delays.map(({ delay, key }) => delay.begin(key)));
  const attempts = answers.flatMap((answer) => (answer.go ? [answer.attempt] : []));
  const refusals = answers.flatMap((answer) => (answer.go ? [] : [answer.retryAfterMs]));
  if (refusals.length > 0) {
    await Promise.all(attempts.map((attempt) => attempt.succeeded()));
    return { go: false, retryAfterMs: Math.max(...refusals) };
  }
  return {
    go: true,
    attempt: {
      failed: async () => {
        await Promise.all(attempts.map((attempt) => attempt.failed()));
      },
      succeeded: async () => {
        await Promise.all(attempts.map((attempt) => attempt.succeeded()));
      },
    },
  };
}
