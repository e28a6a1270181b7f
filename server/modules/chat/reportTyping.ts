import { isOpenChat } from '../../../domain/chatStatus';
import type { Services } from '../../context';
import { accessibleChat, assertAnswering, type ChatActor } from './access';
import { findChat } from './chatStore';
import { chatLiveOf } from './live';
import { publishChatOnly } from './publish';

/**
 * The patient (chatTyping) or the staff member answering the chat (staffChatTyping) is typing or stopped.
 * Staff report typing only where they may write (staffSendChat's check: in_progress and assigned to
 * them, else ARO-E1053), so a colleague merely reading the chat never shows the patient "typing". The
 * flag lapses after TYPING_TTL_MS unless reported again; a closed chat shows no typing (and a late "stopped"
 * from either side is answered false, not refused). Announced when what the other side sees changes.
 * Returns the flag as it now stands.
 */
export async function reportTyping(
  services: Services,
  actor: ChatActor,
  chatId: string,
  typing: boolean,
): Promise<boolean> {
  const chat = accessibleChat(await findChat(services.db, chatId), actor);
  const open = isOpenChat(chat.status);
  if (open && actor.kind === 'staff') assertAnswering(chat, actor.staff);
  const shown = typing && open;
  if (await chatLiveOf(services).typing.set(chat.id, actor.kind, shown)) publishChatOnly(services, chat.id);
  return shown;
}
