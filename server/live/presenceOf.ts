import type { Services } from '../context';
import { createMemoryPresence, type PresenceRegistry } from './presenceRegistry';
import { createRedisPresence } from './redisPresence';

const registries = new WeakMap<Services, PresenceRegistry>();

/**
 * The server's presence registry, made on first use: in Redis when the instance has it (every instance sees
 * the same presence), else in this process. One per server, shared by chat staff presence and video call
 * presence (their keys differ), so one refresh timer serves both. Kept beside Services, as chatLiveOf is.
 */
export function presenceOf(services: Services): PresenceRegistry {
  let registry = registries.get(services);
  if (registry === undefined) {
    registry =
      services.redis === null
        ? createMemoryPresence()
        : createRedisPresence({
            redis: services.redis.command,
            instanceId: services.instanceId,
            logger: services.logger,
          });
    registries.set(services, registry);
  }
  return registry;
}

/** Server shutdown: stops the refresh and lets this instance's holds go (nothing when none was made). */
export async function closePresence(services: Services): Promise<void> {
  await registries.get(services)?.close();
  registries.delete(services);
}
