import type { ChatStatus } from '../../../domain/chatStatus';
import type { Services } from '../../context';
import { apiError } from '../../graphql/apiError';
import { accessibleChat, patientActor } from './access';
import { chatView, findChat } from './chatStore';
import { changeChat } from './changeChat';
import { completionChange, ONLY_COMPLETED, ratingChange, RATING_VALUES } from './transitions';
import type { ChatView } from './views';

/** server/schema.graphql `ChatPatch`. */
export interface ChatPatch {
  readonly status?: ChatStatus | null;
  readonly rating?: number | null;
}

/**
 * The owner completes and/or rates a chat in one change (completion first, so one patch can close and rate):
 * a refused rating leaves the chat as it was, never completed half-way.
 */
export async function patchChat(
  services: Services,
  accountId: string,
  chatId: string,
  patch: ChatPatch,
): Promise<ChatView> {
  const status = patch.status ?? null;
  const rating = patch.rating ?? null;
  if (status !== null && status !== 'completed') throw apiError('ARO-E1046', ONLY_COMPLETED);
  if (rating !== null && rating !== 0 && rating !== 1) throw apiError('ARO-E1046', RATING_VALUES);
  const actor = patientActor(accountId);
  if (status === null && rating === null)
    return chatView(services, accessibleChat(await findChat(services.db, chatId), actor));
  const chat = await changeChat(services, actor, chatId, (current) => {
    const completion = status === null ? null : completionChange(current, new Date(services.now()));
    const rated =
      rating === null
        ? null
        : ratingChange({ status: completion?.set.status ?? current.status, rating: current.rating }, rating);
    if (completion === null && rated === null) return null;
    return {
      set: { ...completion?.set, ...rated?.set },
      ...(completion?.event === undefined ? {} : { event: completion.event }),
    };
  });
  return chatView(services, chat);
}
