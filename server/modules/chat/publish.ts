import { and, eq, inArray } from 'drizzle-orm';
import { OPEN_CHAT_STATUSES } from '../../../domain/chatStatus';
import type { Services } from '../../context';
import { chats } from './tables';

/**
 * The one place chat changes are announced, after they are committed. Payloads name the chat only:
 * subscribers reload what they show (and check the caller again).
 */
interface ChatKeys {
  readonly id: string;
  readonly organizationId: string;
}

/** The chat changed (status, staff, rating, delivery marks): its watchers and its hospital's consoles hear of it. */
export function publishChatChange(services: Services, chat: ChatKeys): void {
  services.pubsub.publish('chatChanged', chat.id, { chatId: chat.id });
  services.pubsub.publish('staffChatsChanged', chat.organizationId, { chatId: chat.id });
}

/** Message `seq` was stored: the communication subscriptions read it; the chat's lastSeq and unread count moved. */
export function publishChatMessage(services: Services, chat: ChatKeys, seq: number): void {
  services.pubsub.publish('chatMessage', chat.id, { chatId: chat.id, seq });
  publishChatChange(services, chat);
}

/** Only what the chat itself shows changed (typing): the console's list does not show it. */
export function publishChatOnly(services: Services, chatId: string): void {
  services.pubsub.publish('chatChanged', chatId, { chatId });
}

/**
 * Every chat of the hospital in these statuses changed with it: all open ones when staff come online or
 * leave (staffOnline), the waiting ones when the queue moved (queuePosition).
 */
export async function publishHospitalChats(
  services: Services,
  organizationId: string,
  statuses: readonly (typeof OPEN_CHAT_STATUSES)[number][] = OPEN_CHAT_STATUSES,
): Promise<void> {
  const rows = await services.db
    .select({ id: chats.id })
    .from(chats)
    .where(and(eq(chats.organizationId, organizationId), inArray(chats.status, [...statuses])));
  for (const { id } of rows) publishChatOnly(services, id);
}

/** The waiting chats of the hospital: someone joined or left its queue. */
export const publishQueueChange = (services: Services, organizationId: string): Promise<void> =>
  publishHospitalChats(services, organizationId, ['preparation', 'suspended']);
