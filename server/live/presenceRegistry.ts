/**
 * Who is present where, counted per key: a key is present while at least one holder (a live subscription) has
 * joined it and not left. Chat staff presence (a hospital's open consoles) and video call presence (a
 * participant's videoSignals subscriptions) both stand on it. In memory for one process (createMemoryPresence),
 * in Redis for several instances (redisPresence.ts); callers see the same answers from both.
 */
export interface PresenceRegistry {
  /** One more holder of `key`; says whether it is the first live one anywhere (the key is present now). */
  join(key: string): Promise<PresenceHold>;
  /** Whether any live holder has joined `key` anywhere. */
  isPresent(key: string): Promise<boolean>;
  /** Stops background work (the Redis refresh) and lets this process's holds go (server shutdown). */
  close(): Promise<void>;
}

export interface PresenceHold {
  /** No other live holder had the key when this one joined. */
  readonly first: boolean;
  /** Lets the hold go; resolves true when it was the last live one anywhere. Only the first call counts. */
  leave(): Promise<boolean>;
}

/** A leave that runs once: later calls answer false (they let nothing go). */
export function leaveOnce(leave: () => Promise<boolean>): () => Promise<boolean> {
  let left = false;
  return async () => {
    if (left) return false;
    left = true;
    return leave();
  };
}

/** This process's holders, counted per key (no other process can hold a key here, so no expiry is needed). */
export function createMemoryPresence(): PresenceRegistry {
  const open = new Map<string, number>();
  return {
    join(key) {
      const before = open.get(key) ?? 0;
      open.set(key, before + 1);
      const leave = leaveOnce(() => {
        const remaining = (open.get(key) ?? 1) - 1;
        if (remaining > 0) open.set(key, remaining);
        else open.delete(key);
        return Promise.resolve(remaining === 0);
      });
      return Promise.resolve({ first: before === 0, leave });
    },
    isPresent: (key) => Promise.resolve((open.get(key) ?? 0) > 0),
    close: () => Promise.resolve(),
  };
}
