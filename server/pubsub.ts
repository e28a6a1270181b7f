/** Everything the server publishes, by topic. Payloads stay small: subscribers reload what they show. */
export interface Topics {
  profileChanged: { readonly accountId: string };
  /** Key: session id. The session or its queue changed. */
  sessionChanged: { readonly sessionId: string };
  /** Key: SEARCH_KEY. Some session of the network changed (status, fill). */
  searchChanged: { readonly sessionId: string };
  /** Key: session id. One of its appointments changed (token list). */
  appointmentTokensChanged: { readonly sessionId: string };
  /** Key: account id. One of the account's appointments changed. */
  appointmentsChanged: { readonly accountId: string; readonly sessionId: string };
  /** Key: chat id. The chat changed: status, staff, queue place, presence, delivery marks, typing, rating. */
  chatChanged: { readonly chatId: string };
  /** Key: chat id. Message `seq` of the chat was stored (subscribers read it, and any before it they lack, from the database). */
  chatMessage: { readonly chatId: string; readonly seq: number };
  /** Key: organization id. One of the hospital's chats changed (the staff console's list). */
  staffChatsChanged: { readonly chatId: string };
  /** Key: organization id. One of the hospital's refunds changed (the staff console's refund queue). */
  staffRefundsChanged: { readonly organizationId: string };
  /** Key: service request id. The order changed (status, payment, notes, address...): its open order views reload it. */
  serviceRequestChanged: { readonly serviceRequestId: string };
  /** Key: account id. One of the account's orders changed (the order lists). */
  serviceRequestsChanged: { readonly serviceRequestId: string };
  /** Key: organization id. One of the hospital's orders changed (the staff order board). */
  staffOrdersChanged: { readonly serviceRequestId: string };
  /** Key: account id. A lab report of the account's patients changed, or became viewable (never a sensitive one). */
  diagnosticReportsChanged: { readonly diagnosticReportId: string };
  /** Key: `${appointmentId}/${side}` (domain/videoCall.ts CallSide): a signal for that side of the call, from the other. */
  videoSignal: { readonly kind: 'hello' | 'welcome' | 'description' | 'candidate' | 'bye'; readonly data: string };
  /** Key: appointment id. Its VIDEOCONF communication changed (a participant status, a device report). */
  videoCommunicationChanged: { readonly communicationId: string };
  /** Key: the token's SHA-256 (auth/tokens.ts tokenHash). A patient or staff token was revoked: its open subscriptions end. */
  tokenRevoked: { readonly revoked: true };
}

/** The one key of searchChanged: every search listens to every session. */
export const SEARCH_KEY = 'all';

/**
 * Publish/subscribe keyed by topic and key (an account id, a session id…). The in-process one below
 * serves a single server; server/redis/pubsub.ts (REDIS_URL) lets several instances share one.
 * A subscription listens from the moment subscribe() returns, and stops when its iterator is returned.
 */
export interface PubSub {
  publish<T extends keyof Topics>(topic: T, key: string, payload: Topics[T]): void;
  subscribe<T extends keyof Topics>(topic: T, key: string): AsyncIterableIterator<Topics[T]>;
}

type Listener = (payload: unknown) => void;

/**
 * An async iterator fed by push(); closing it runs onClose once. With a `bound`, a subscriber that falls
 * that far behind loses its oldest waiting events (payloads name what to reload, so the newest suffice).
 */
export function createChannelIterator<T>(
  onClose: () => void,
  bound = Infinity,
): { iterator: AsyncIterableIterator<T>; push: (value: T) => void } {
  const queue: T[] = [];
  const waiting: ((result: IteratorResult<T>) => void)[] = [];
  let closed = false;
  const close = (): IteratorResult<T> => {
    if (!closed) {
      closed = true;
      onClose();
      for (const resolve of waiting.splice(0)) resolve({ done: true, value: undefined });
    }
    return { done: true, value: undefined };
  };
  const iterator: AsyncIterableIterator<T> = {
    next: () => {
      const value = queue.shift();
      if (value !== undefined) return Promise.resolve({ done: false, value });
      if (closed) return Promise.resolve({ done: true, value: undefined });
      return new Promise((resolve) => waiting.push(resolve));
    },
    return: () => Promise.resolve(close()),
    throw: (error: unknown) => {
      close();
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  const push = (value: T): void => {
    if (closed) return;
    const resolve = waiting.shift();
    if (resolve !== undefined) resolve({ done: false, value });
    else {
      queue.push(value);
      if (queue.length > bound) queue.shift();
    }
  };
  return { iterator, push };
}

export function createInProcessPubSub(): PubSub {
  const channels = new Map<string, Set<Listener>>();
  const channelOf = (topic: string, key: string): string => `${topic}:${key}`;

  return {
    publish(topic, key, payload) {
      for (const listener of channels.get(channelOf(topic, key)) ?? []) listener(payload);
    },
    subscribe<T extends keyof Topics>(topic: T, key: string): AsyncIterableIterator<Topics[T]> {
      const channel = channelOf(topic, key);
      const listeners = channels.get(channel) ?? new Set<Listener>();
      channels.set(channel, listeners);
      const { iterator, push } = createChannelIterator<Topics[T]>(() => {
        listeners.delete(listener);
        if (listeners.size === 0) channels.delete(channel);
      });
      const listener: Listener = (payload) => push(payload as Topics[T]);
      listeners.add(listener);
      return iterator;
    },
  };
}

/** `first`, then everything `rest` yields; returning it also returns `rest` (so its listener goes away). */
export function startWith<T>(first: T, rest: AsyncIterableIterator<T>): AsyncIterableIterator<T> {
  let sentFirst = false;
  const iterator: AsyncIterableIterator<T> = {
    next: () => {
      if (sentFirst) return rest.next();
      sentFirst = true;
      return Promise.resolve({ done: false, value: first });
    },
    return: async () => (await rest.return?.()) ?? { done: true, value: undefined },
    throw: async (error: unknown) => (await rest.throw?.(error)) ?? { done: true, value: undefined },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}
