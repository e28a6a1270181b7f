import type { CoreServices, Services } from '../../context';
import type { PresenceRegistry } from '../../live/presenceRegistry';
import { createRedisTypingFlags } from '../../live/redisTyping';
import { createMemoryTypingFlags, type TypingFlags } from '../../live/typingFlags';
import { createStaffPresence, type StaffPresence } from './presence';
import { publishChatOnly, publishHospitalChats } from './publish';

/** The chat's live state per server: staff presence and typing flags (in Redis when the server has it). */
export interface ChatLive {
  readonly presence: StaffPresence;
  readonly typing: TypingFlags;
  close(): void;
}

/**
 * Built by buildServices. `services` is the finished Services, read only when presence changes or a typing
 * flag lapses (after building), to publish to the chats.
 */
export function createChatLive(core: CoreServices, registry: PresenceRegistry, services: () => Services): ChatLive {
  const presence = createStaffPresence(
    registry,
    (organizationId) => {
      // Every open chat of the hospital shows staffOnline.
      publishHospitalChats(services(), organizationId).catch((error: unknown) =>
        core.logger.error({ err: error, organizationId }, 'presence publish failed'),
      );
    },
    (error, organizationId) => core.logger.error({ err: error, organizationId }, 'closing a console failed'),
  );
  const typingOptions = { now: core.now, onLapse: (chatId: string) => publishChatOnly(services(), chatId) };
  const typing =
    core.redis === null
      ? createMemoryTypingFlags(typingOptions)
      : createRedisTypingFlags({
          ...typingOptions,
          redis: core.redis.command,
          instanceId: core.instanceId,
          logger: core.logger,
        });
  return { presence, typing, close: () => typing.close() };
}

export const chatLiveOf = (services: Services): ChatLive => services.chatLive;
