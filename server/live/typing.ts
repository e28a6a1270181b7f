/** A typing report shows for this long unless renewed (docs/decisions/0007-agent-chat.md: reports every 3 s). */
export const TYPING_TTL_MS = 5000;

export type TypingSide = 'patient' | 'staff';

/**
 * Who is typing in which chat, in memory (a lost flag only hides an indicator). A flag lapses
 * TYPING_TTL_MS after its last report: reads compare with the server's clock (so tests move it), and a
 * timer clears the flag and tells `onLapse` so subscribers hear that typing stopped. The server uses it through
 * server/live/typingFlags.ts (one process); with Redis, server/live/redisTyping.ts replaces it.
 */
export interface TypingRegistry {
  /** Sets or clears a flag; true when what others see changed. */
  set(chatId: string, side: TypingSide, typing: boolean): boolean;
  isTyping(chatId: string, side: TypingSide): boolean;
  /** Clears every flag and timer (server shutdown). */
  clear(): void;
}

interface Flag {
  readonly until: number;
  readonly timer: ReturnType<typeof setTimeout>;
}

export interface TypingOptions {
  readonly now: () => number;
  readonly onLapse: (chatId: string) => void;
  readonly ttlMs?: number;
}

export function createTypingRegistry({ now, onLapse, ttlMs = TYPING_TTL_MS }: TypingOptions): TypingRegistry {
  const flags = new Map<string, Flag>();
  const keyOf = (chatId: string, side: TypingSide): string => `${side}:${chatId}`;
  const live = (flag: Flag | undefined): flag is Flag => flag !== undefined && flag.until > now();

  const drop = (key: string): void => {
    const flag = flags.get(key);
    if (flag === undefined) return;
    clearTimeout(flag.timer);
    flags.delete(key);
  };

  return {
    set(chatId, side, typing) {
      const key = keyOf(chatId, side);
      const was = live(flags.get(key));
      drop(key);
      if (!typing) return was;
      const timer = setTimeout(() => {
        if (flags.get(key)?.timer !== timer) return;
        flags.delete(key);
        onLapse(chatId);
      }, ttlMs);
      // A pending lapse never keeps the process alive.
      timer.unref();
      flags.set(key, { until: now() + ttlMs, timer });
      return !was;
    },
    isTyping: (chatId, side) => live(flags.get(keyOf(chatId, side))),
    clear() {
      for (const key of [...flags.keys()]) drop(key);
    },
  };
}
