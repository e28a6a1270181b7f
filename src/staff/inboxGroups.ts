import { isWaitingChat, type ChatStatus } from '../../domain/chatStatus';
import type { ChatSummary } from './staffChats';

type InboxGroupId = 'waiting' | 'mine' | 'colleagues' | 'closed';

export interface InboxGroup {
  readonly id: InboxGroupId;
  readonly title: string;
  readonly chats: readonly ChatSummary[];
}

const TITLES: Readonly<Record<InboxGroupId, string>> = {
  waiting: 'Waiting',
  mine: 'Mine',
  colleagues: 'Colleagues',
  closed: 'Closed',
};

/** How the console names a chat status (the patient's app words its own notices in domain/chatText.ts). */
export const CHAT_STATUS_LABELS: Readonly<Record<ChatStatus, string>> = {
  preparation: 'Waiting',
  in_progress: 'In progress',
  suspended: 'Back in queue',
  completed: 'Completed',
  entered_in_error: 'Closed unanswered',
};

function groupOf(chat: ChatSummary, myId: string): InboxGroupId {
  if (isWaitingChat(chat.status)) return 'waiting';
  if (chat.status === 'in_progress') return chat.staffId === myId ? 'mine' : 'colleagues';
  return 'closed';
}

const byQueue = (a: ChatSummary, b: ChatSummary): number => a.queuedAt - b.queuedAt || a.id.localeCompare(b.id);
const byNewest = (a: ChatSummary, b: ChatSummary): number => b.updatedAt - a.updatedAt || a.id.localeCompare(b.id);

/**
 * The inbox in its four groups: waiting chats in queue order (the order the server numbers queue
 * places in: earlier queuedTime first, ties by id), the others newest first.
 */
export function inboxGroups(chats: readonly ChatSummary[], myId: string): readonly InboxGroup[] {
  const groups: Record<InboxGroupId, ChatSummary[]> = { waiting: [], mine: [], colleagues: [], closed: [] };
  for (const chat of chats) groups[groupOf(chat, myId)].push(chat);
  return (['waiting', 'mine', 'colleagues', 'closed'] as const).map((id) => ({
    id,
    title: TITLES[id],
    chats: [...groups[id]].sort(id === 'waiting' ? byQueue : byNewest),
  }));
}

/** Unread patient messages over the open chats: the count on the Chats tab. */
export function totalUnread(chats: readonly ChatSummary[]): number {
  return chats.reduce(
    (sum, chat) => sum + (chat.status === 'completed' || chat.status === 'entered_in_error' ? 0 : chat.unread),
    0,
  );
}
