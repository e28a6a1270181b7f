import type { ChatStatus } from '../../../domain/chatStatus';
import type { Services } from '../../context';
import { apiError } from '../../graphql/apiError';
import { accessibleChat, patientActor } from './access';
import { chatView, findChat } from './chatStore';
import { completeChat, ONLY_COMPLETED, rateChat, RATING_VALUES } from './transitions';
import type { ChatRow, ChatView } from './views';

/** server/schema.graphql `ChatPatch`. */
export interface ChatPatch {
  readonly status?: ChatStatus | null;
  readonly rating?: number | null;
}

/** The owner completes and/or rates a chat (completion first, so one patch can close and rate). */
export async function patchChat(services: Services, accountId: string, chatId: string, patch: ChatPatch): Promise<ChatView> {
  const status = patch.status ?? null;
  const rating = patch.rating ?? null;
  if (status !== null && status !== 'completed') throw apiError('ARO-E1046', ONLY_COMPLETED);
  if (rating !== null && rating !== 0 && rating !== 1) throw apiError('ARO-E1046', RATING_VALUES);
  const actor = patientActor(accountId);
  let chat: ChatRow | undefined;
  if (status !== null) chat = await completeChat(services, actor, chatId);
  if (rating !== null) chat = await rateChat(services, actor, chatId, rating);
  chat ??= accessibleChat(await findChat(services.db, chatId), actor);
  return chatView(services, chat);
}
