import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPair, type TestPair } from './pair';
import { untilRedisListens } from './redisListening';

let pair: TestPair;

beforeAll(async () => {
  pair = await startTestPair();
});

afterAll(async () => {
  await pair.close();
});

describe('pub/sub through Redis', () => {
  it('delivers what instance A publishes to a listener on instance B, the same object to every listener of B', async () => {
    const first = pair.b.server.services.pubsub.subscribe('sessionChanged', 'session-x');
    const second = pair.b.server.services.pubsub.subscribe('sessionChanged', 'session-x');
    // The listener is registered at once, but Redis confirms SUBSCRIBE asynchronously: wait for it.
    await untilRedisListens(pair.b, 'sessionChanged:session-x');
    pair.a.server.services.pubsub.publish('sessionChanged', 'session-x', { sessionId: 'session-x' });
    const [one, two] = await Promise.all([first.next(), second.next()]);
    expect(one.value).toEqual({ sessionId: 'session-x' });
    expect(two.value).toBe(one.value);
    await first.return?.();
    await second.return?.();
  });
});
