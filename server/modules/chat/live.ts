import type { Services } from '../../context';
import { createStaffPresence, type StaffPresence } from './presence';
import { publishChatOnly, publishHospitalChats } from './publish';
import { createTypingRegistry, type TypingRegistry } from './typing';

/** The chat state kept in memory, per server: staff presence and typing flags. */
export interface ChatLive {
  readonly presence: StaffPresence;
  readonly typing: TypingRegistry;
  close(): void;
}

const lives = new WeakMap<Services, ChatLive>();

function createChatLive(services: Services): ChatLive {
  const presence = createStaffPresence((organizationId) => {
    // Every open chat of the hospital shows staffOnline.
    publishHospitalChats(services, organizationId).catch((error: unknown) => services.logger.error({ err: error, organizationId }, 'presence publish failed'));
  });
  const typing = createTypingRegistry({ now: services.now, onLapse: (chatId) => publishChatOnly(services, chatId) });
  return { presence, typing, close: () => typing.clear() };
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
