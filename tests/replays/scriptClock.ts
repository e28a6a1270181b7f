import type { ActorOptions, AnyActorLogic } from 'xstate';

type Clock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;

/**
 * A clock for recording scripted runs: time only moves when the script waits, one timer at a time,
 * with promise callbacks (API answers) settled between timers, as in a browser. `lag` makes every
 * timer fire late by a few ms, the way real timers do, to prove the recorder copes with it.
 */
export class ScriptClock implements Clock {
  #now = 0;
  #nextId = 1;
  #fired = 0;
  readonly #timers = new Map<number, { due: number; order: number; fn: () => void }>();

  constructor(private readonly lag: (nth: number) => number = () => 0) {}

  now(): number {
    return this.#now;
  }

  setTimeout(fn: () => void, timeout: number): number {
    const id = this.#nextId++;
    this.#fired += 1;
    this.#timers.set(id, { due: this.#now + timeout + this.lag(this.#fired), order: id, fn });
    return id;
  }

  clearTimeout(id: number): void {
    this.#timers.delete(id);
  }

  /** Runs every timer due within `ms`, in due order, settling promises after each. */
  async advance(ms: number): Promise<void> {
    const until = this.#now + ms;
    await settle();
    for (;;) {
      const next = [...this.#timers.entries()]
        .filter(([, timer]) => timer.due <= until)
        .sort(([, a], [, b]) => a.due - b.due || a.order - b.order)[0];
      if (next === undefined) break;
      const [id, timer] = next;
      this.#timers.delete(id);
      this.#now = Math.max(this.#now, timer.due);
      timer.fn();
      await settle();
    }
    this.#now = until;
  }
}

/** Lets every pending promise callback run. */
export function settle(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
