import { createTypingRegistry, TYPING_TTL_MS, type TypingSide } from './typing';

/**
 * Who is typing in which chat, as every reader sees it: in this process's memory without Redis
 * (createMemoryTypingFlags), shared by every instance with it (redisTyping.ts). A flag lapses TYPING_TTL_MS
 * after its last report; reads compare with the server's clock, and the lapse is announced (onLapse) so
 * subscribers hear that typing stopped.
 */
export interface TypingFlags {
  /** Sets or clears a flag; true when what others see changed. */
  set(chatId: string, side: TypingSide, typing: boolean): Promise<boolean>;
  isTyping(chatId: string, side: TypingSide): Promise<boolean>;
  /** Stops every lapse timer of this process (server shutdown). */
  close(): void;
}

export interface TypingFlagsOptions {
  readonly now: () => number;
  readonly onLapse: (chatId: string) => void;
  readonly ttlMs?: number;
}

/** One process: the in-memory registry as it always was. */
export function createMemoryTypingFlags({ now, onLapse, ttlMs = TYPING_TTL_MS }: TypingFlagsOptions): TypingFlags {
  const registry = createTypingRegistry({ now, onLapse, ttlMs });
  return {
    set: (chatId, side, typing) => Promise.resolve(registry.set(chatId, side, typing)),
    isTyping: (chatId, side) => Promise.resolve(registry.isTyping(chatId, side)),
    close: () => registry.clear(),
  };
}
