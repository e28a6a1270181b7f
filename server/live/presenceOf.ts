import type { CoreServices, Services } from '../context';
import { createMemoryPresence, type PresenceRegistry } from './presenceRegistry';
import { createRedisPresence } from './redisPresence';

/**
 * The server's presence registry: in Redis when the instance has it (every instance sees the same presence),
 * else in this process. One per server (built by buildServices), shared by chat staff presence and video call
 * presence (their keys differ), so one refresh timer serves both.
 */
export function createPresence(core: CoreServices): PresenceRegistry {
  return core.redis === null
    ? createMemoryPresence()
    : createRedisPresence({ redis: core.redis.command, instanceId: core.instanceId, logger: core.logger });
}

export const presenceOf = (services: Services): PresenceRegistry => services.presence;
