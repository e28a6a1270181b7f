/**
 * For each notice of `notices`, what `read` finds now, skipping notices while it finds nothing (a call nobody has
 * joined has no communication yet). Returning it returns `notices` at once, even while it waits for the next one.
 */
export function whenPresent<Notice, View>(
  notices: AsyncIterableIterator<Notice>,
  read: () => Promise<View | null>,
): AsyncIterableIterator<View> {
  const iterator: AsyncIterableIterator<View> = {
    async next() {
      for (;;) {
        const notice = await notices.next();
        if (notice.done === true) return { done: true, value: undefined };
        const view = await read();
        if (view !== null) return { done: false, value: view };
      }
    },
    return: async () => {
      await notices.return?.();
      return { done: true, value: undefined };
    },
    throw: async (error: unknown) => {
      await notices.return?.();
      throw error instanceof Error ? error : new Error(String(error));
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}
