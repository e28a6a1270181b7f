/**
 * Sends signals strictly one after another (SignallingChannel.send): an answer must never overtake its offer, nor a
 * candidate its description, and each mutation is a separate HTTP request that could otherwise arrive out of order.
 * The queue starts held: nothing goes out until open() (the channel opens it once the server has our subscription,
 * so the other side's reply to our hello cannot reach the server before we listen).
 */
export interface SendQueue<Item> {
  /** Resolves when this item was sent; rejects with its own send's error. A failure never blocks the items after it. */
  push(item: Item): Promise<void>;
  /** Lets the held items go, in order; later pushes go straight on. Idempotent. */
  open(): void;
}

export function createSendQueue<Item>(sendOne: (item: Item) => Promise<void>): SendQueue<Item> {
  let release: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The tail of the chain: every push waits for the one before it, settled either way.
  let tail: Promise<unknown> = opened;
  return {
    push(item) {
      const sent = tail.then(() => sendOne(item));
      tail = sent.catch(() => undefined);
      return sent;
    },
    open() {
      release();
    },
  };
}
