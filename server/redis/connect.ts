import type { Redis } from 'ioredis';
import type { Logger } from '../logger';

/**
 * The Redis connections of one server instance. A connection that has subscribed can do nothing else,
 * so pub/sub listens on its own; everything else (publish, presence keys, rate limits) shares `command`.
 */
export interface RedisConnections {
  readonly command: Redis;
  readonly subscriber: Redis;
  /** Both connections answer (readiness). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** Connects to REDIS_URL; throws when Redis does not answer, so a wrong URL stops the start. */
export async function openRedis(url: string, logger: Logger): Promise<RedisConnections> {
  const { Redis } = await import('ioredis');
  const connect = async (role: string): Promise<Redis> => {
    // Commands wait through a reconnect (ioredis queues them); the first connect must succeed.
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3, connectionName: `carechat-${role}` });
    client.on('error', (error: Error) => logger.warn({ err: error, role }, 'redis connection error'));
    await client.connect();
    return client;
  };
  const command = await connect('command');
  const subscriber = await connect('subscriber').catch((error: unknown) => {
    command.disconnect();
    throw error;
  });
  return {
    command,
    subscriber,
    ping: async () => {
      // A subscribed connection answers PING differently; its state says whether it is connected.
      if (subscriber.status !== 'ready') return false;
      try {
        await command.ping();
        return true;
      } catch {
        return false;
      }
    },
    close: async () => {
      await Promise.allSettled([command.quit(), subscriber.quit()]);
    },
  };
}
