import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createChannelIterator, type PubSub, type Topics } from '../pubsub';
import type { RedisConnections } from './connect';

/** Events a slow subscriber may have waiting before the oldest are dropped (payloads say what to reload). */
const SUBSCRIBER_BUFFER = 1000;

/**
 * The PubSub of several instances: every publish goes through Redis to the listeners of every
 * instance, on the channel `${topic}:${key}` (as graphql-yoga's createPubSub names them). Yoga's
 * createPubSub is not used as is: its Repeater adds the listener on the first pull, and our
 * subscriptions must listen from subscribe() on (they subscribe, then read what they show).
 * The event target parses each message once and hands the same object to every listener of this
 * instance, so perPublish still shares one read per publish. Delivery is at most once: a client
 * resyncs on reconnect (chat afterSeq, queue reload).
 */
export function createRedisPubSub(redis: RedisConnections): PubSub {
  const target = createRedisEventTarget({ publishClient: redis.command, subscribeClient: redis.subscriber });
  return {
    publish(topic, key, payload) {
      target.dispatchEvent(new CustomEvent(`${topic}:${key}`, { detail: payload }));
    },
    subscribe<T extends keyof Topics>(topic: T, key: string): AsyncIterableIterator<Topics[T]> {
      const channel = `${topic}:${key}`;
      const listener = (event: Event): void => push((event as CustomEvent<Topics[T]>).detail);
      const { iterator, push } = createChannelIterator<Topics[T]>(
        () => target.removeEventListener(channel, listener),
        SUBSCRIBER_BUFFER,
      );
      target.addEventListener(channel, listener);
      return iterator;
    },
  };
}
