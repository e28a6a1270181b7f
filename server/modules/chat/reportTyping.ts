import { isOpenChat } from '../../../domain/chatStatus';
import type { Services } from '../../context';
import { accessibleChat, type ChatActor } from './access';
import { findChat } from './chatStore';
import { chatLiveOf } from './live';
import { publishChatOnly } from './publish';

/**
 * The patient (chatTyping) or a staff member of the hospital (staffChatTyping) is typing or stopped. The
 * flag lapses after TYPING_TTL_MS unless reported again; a closed chat shows no typing. Announced when
 * what the other side sees changes. Returns the flag as it now stands.
 */
export async function reportTyping(services: Services, actor: ChatActor, chatId: string, typing: boolean): Promise<boolean> {
  const chat = accessibleChat(await findChat(services.db, chatId), actor);
  const shown = typing && isOpenChat(chat.status);
  if (chatLiveOf(services).typing.set(chat.id, actor.kind, shown)) publishChatOnly(services, chat.id);
  return shown;
}
