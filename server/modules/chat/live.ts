import type { Services } from '../../context';
import { presenceOf } from '../../live/presenceOf';
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

const lives = new WeakMap<Services, ChatLive>();

function createChatLive(services: Services): ChatLive {
  const presence = createStaffPresence(
    presenceOf(services),
    (organizationId) => {
      // Every open chat of the hospital shows staffOnline.
      publishHospitalChats(services, organizationId).catch((error: unknown) =>
        services.logger.error({ err: error, organizationId }, 'presence publish failed'),
      );
    },
    (error, organizationId) => services.logger.error({ err: error, organizationId }, 'closing a console failed'),
  );
  const typingOptions = { now: services.now, onLapse: (chatId: string) => publishChatOnly(services, chatId) };
  const typing =
    services.redis === null
      ? createMemoryTypingFlags(typingOptions)
      : createRedisTypingFlags({
          ...typingOptions,
          redis: services.redis.command,
          instanceId: services.instanceId,
          logger: services.logger,
        });
  return { presence, typing, close: () => typing.close() };
}

/**
 * The server's chat live state, made on first use. Kept beside Services rather than in it so every
 * place that builds Services (tests included) gets one without knowing about chats, as the staff
 * sign-in limiters are.
 */
export function chatLiveOf(services: Services): ChatLive {
  let live = lives.get(services);
  if (live === undefined) {
    live = createChatLive(services);
    lives.set(services, live);
  }
  return live;
}
