import type { TestServer } from '../server/harness';

/**
 * Waits (up to 5 s) until Redis counts at least `count` subscribers of `${topic}:${key}` (server/redis/pubsub.ts
 * names channels so). A subscription listens in its own instance at once, but Redis confirms the SUBSCRIBE a moment
 * later, and delivery is at most once: a test that publishes before that would lose the event as a real client
 * would (and resync). Waiting for the count makes the cross-instance tests exact instead of sleeping.
 */
export async function untilRedisListens(t: TestServer, channel: string, count = 1): Promise<void> {
  const redis = t.server.services.redis;
  if (redis === null) throw new Error('the instance runs without Redis');
  const deadline = Date.now() + 5000;
  for (;;) {
    const answer = await redis.command.pubsub('NUMSUB', channel);
    if (Number(answer[1]) >= count) return;
    if (Date.now() > deadline) throw new Error(`nobody subscribed to ${channel} in Redis within 5 s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
