import type { Services } from '../../context';
import { CHAT_READ_LIMIT, messagesAfter } from './chatStore';
import type { ChatMessageView } from './views';

const DONE: IteratorReturnResult<undefined> = { done: true, value: undefined };

/**
 * The messages of a chat after `afterSeq`: first the stored ones, then each new one, in seq order, each
 * once. It listens before its first read, and on every notice reads the database for seq > the last one
 * yielded: a message stored during the first read is then read once, never lost, and since seqs are
 * given under the chat's lock a later seq is never visible before an earlier one (no gaps). Reads come
 * in pages of CHAT_READ_LIMIT, read one after another until a page is short, so a long backlog is never
 * held whole in memory and never skipped.
 */
export function chatMessageStream(
  services: Services,
  chatId: string,
  afterSeq: number,
): AsyncIterableIterator<ChatMessageView> {
  const notices = services.pubsub.subscribe('chatMessage', chatId);
  const buffered: ChatMessageView[] = [];
  let last = afterSeq;
  let mustRead = true;
  let closed = false;

  const close = async (): Promise<IteratorReturnResult<undefined>> => {
    closed = true;
    buffered.length = 0;
    await notices.return?.();
    return DONE;
  };

  const iterator: AsyncIterableIterator<ChatMessageView> = {
    async next() {
      for (;;) {
        if (closed) return DONE;
        const message = buffered.shift();
        if (message !== undefined) return { done: false, value: message };
        if (mustRead) {
          mustRead = false;
          const stored = await messagesAfter(services.db, chatId, last);
          const newest = stored.at(-1);
          if (newest !== undefined) {
            buffered.push(...stored);
            last = newest.seq;
          }
          // A full page may have more behind it: read the next page once this one is yielded, before
          // waiting for a notice (the notices of those messages may have come before we listened).
          if (stored.length >= CHAT_READ_LIMIT) mustRead = true;
          continue;
        }
        const notice = await notices.next();
        if (notice.done === true) return close();
        // A notice of a message already yielded (stored during a read) needs no read.
        if (notice.value.seq > last) mustRead = true;
      }
    },
    return: close,
    async throw(error: unknown) {
      await close();
      throw error instanceof Error ? error : new Error(String(error));
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}

/** The iterator, running `cleanup` once when it is returned or thrown into (the subscription ended). */
export function whenClosed<T>(inner: AsyncIterableIterator<T>, cleanup: () => void): AsyncIterableIterator<T> {
  let cleaned = false;
  const once = (): void => {
    if (cleaned) return;
    cleaned = true;
    cleanup();
  };
  const iterator: AsyncIterableIterator<T> = {
    next: async () => {
      const result = await inner.next();
      if (result.done === true) once();
      return result;
    },
    return: async () => {
      once();
      return (await inner.return?.()) ?? { done: true, value: undefined };
    },
    throw: async (error: unknown) => {
      once();
      return (await inner.throw?.(error)) ?? { done: true, value: undefined };
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}
