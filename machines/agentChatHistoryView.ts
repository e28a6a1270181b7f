import type { ChatStatus } from '../domain/chatStatus';
import type { EarlierChat } from './agentChat.types';
import type { AgentChatHistorySnapshot } from './agentChatHistory.machine';
import { storedBubble, type ChatBubble } from './agentChatView';

/**
 * What the agent chat shows above the current chat (issue 14 item 20): the earlier chats with the
 * hospital, oldest first, each ending with a divider that says when it ended, and whether older ones can
 * be asked for. Read from the history machine and the chats the agent chat machine closed itself.
 */

export interface EarlierConversation {
  readonly id: string;
  readonly status: ChatStatus;
  /** Epoch ms, for the divider ('Chat completed on …'); null when the server had no time. */
  readonly closedAt: number | null;
  readonly bubbles: readonly ChatBubble[];
}

export interface AgentChatHistoryView {
  readonly conversations: readonly EarlierConversation[];
  /** Older chats exist on the server (the 'Show earlier chats' button). */
  readonly canLoadMore: boolean;
  /** The first page or an older one is on its way. */
  readonly loading: boolean;
  /** The first page failed: offer RETRY. */
  readonly failed: boolean;
  readonly error: string | null;
}

function conversationOf(chat: EarlierChat): EarlierConversation {
  return {
    id: chat.id,
    status: chat.status,
    closedAt: chat.closedAt,
    bubbles: chat.messages.map((message) => storedBubble(message, null)),
  };
}

/**
 * The server's closed chats, then the ones closed here since (`closedHere`, oldest first), each once and
 * never the current chat (`currentChatId`) nor one the transcript shows already (`shownAbove`: the chats
 * of an agent chat the patient went back from, which stay where they were, issue 29 item 14).
 */
export function agentChatHistoryView(
  history: AgentChatHistorySnapshot,
  closedHere: readonly EarlierChat[],
  currentChatId: string | null,
  shownAbove: readonly string[] = [],
): AgentChatHistoryView {
  const seen = new Set<string>([...shownAbove, ...(currentChatId === null ? [] : [currentChatId])]);
  const conversations: EarlierConversation[] = [];
  for (const chat of [...history.context.chats, ...closedHere]) {
    if (seen.has(chat.id)) continue;
    seen.add(chat.id);
    conversations.push(conversationOf(chat));
  }
  return {
    conversations,
    canLoadMore: history.matches('ready') && history.context.nextBefore !== null,
    loading: history.matches('loading') || history.matches('loadingOlder'),
    failed: history.matches('failed'),
    error: history.context.error,
  };
}
