import type { ChatContent } from '../domain/chatPayload';
import type { ChatMessage } from '../domain/chatMessages';
import type { ChatStatus } from '../domain/chatStatus';

/**
 * The contract of the agent chat machine (machines/agentChat.machine.ts): the chat as the server
 * reports it, the calls it makes (actors the app provides over GraphQL, tests fake), and its events.
 */

/** server/schema.graphql `Chat`, as the machine keeps it (without messages). */
export interface ChatInfo {
  readonly id: string;
  readonly status: ChatStatus;
  readonly hospitalId: string;
  readonly hospitalName: string;
  /** 'Patient/{id}': the authorRef of the patient's messages. */
  readonly sender: string;
  readonly staffName: string | null;
  readonly rating: number | null;
  readonly queuePosition: number | null;
  readonly staffOnline: boolean;
  readonly staffTyping: boolean;
  readonly lastSeq: number;
  /** Up to which seq the staff console has received the messages: the patient's are delivered up to it. */
  readonly staffDeliveredSeq: number;
  /** Epoch ms of the completion (or the close in error); null while open. */
  readonly closedAt: number | null;
}

/** A closed chat shown above the current one (issue 14 item 20): what it was and everything said in it. */
export interface EarlierChat {
  readonly id: string;
  readonly status: ChatStatus;
  /** Epoch ms; null only for a chat the server closed without a time (none today). */
  readonly closedAt: number | null;
  readonly rating: number | null;
  /** In seq order. */
  readonly messages: readonly ChatMessage[];
}

/** One page of queryChatHistory: closed chats newest first, and the cursor of the older page (null: none). */
export interface ChatHistoryPage {
  readonly chats: readonly EarlierChat[];
  readonly nextBefore: string | null;
}

/** The actor the history machine calls (src/features/chat/api/chatActors.ts): a page of closed chats before a cursor. */
export interface ChatHistoryCalls {
  readonly loadChatHistory: { input: { hospitalId: string; before: string | null }; output: ChatHistoryPage };
}

/** queryChat: the chat and its messages after a seq. */
export interface ChatWithMessages {
  readonly chat: ChatInfo;
  readonly messages: readonly ChatMessage[];
}

/** The actors the app provides (src/features/chat/api/chatActors.ts). */
export interface AgentChatCalls {
  /** prepareChat: opens (or returns the open) chat with the hospital. */
  readonly prepareChat: { input: { hospitalId: string }; output: ChatInfo };
  /** queryChat(id, afterSeq): what was missed. */
  readonly queryChat: { input: { chatId: string; afterSeq: number }; output: ChatWithMessages };
  /** sendChat: idempotent on id; resolves with the stored message. */
  readonly sendChat: {
    input: { chatId: string; id: string; authorRef: string; content: ChatContent; createdAt: number };
    output: ChatMessage;
  };
  /** patchChat: completes or rates. */
  readonly patchChat: { input: { chatId: string; status?: 'completed'; rating?: 0 | 1 }; output: ChatInfo };
  /** markChatDelivered(id, seq). */
  readonly markDelivered: { input: { chatId: string; seq: number }; output: ChatInfo };
  /** chatTyping(id, typing). */
  readonly reportTyping: { input: { chatId: string; typing: boolean }; output: boolean };
  /** Compresses (1 MB, 1920 px) and uploads an image; resolves with its imageUrl ('/blob/get/{id}'). */
  readonly uploadImage: { input: { file: Blob; hospitalId: string }; output: { imageUrl: string } };
}

/**
 * What the live subscriptions (chat and communication) report into the machine; the `watchChat`
 * callback actor sends them while the chat is open.
 */
export type ChatLiveEvent =
  | { readonly type: 'chat.updated'; readonly chat: ChatInfo }
  | { readonly type: 'chat.message'; readonly message: ChatMessage }
  /** The subscription's socket dropped (the app catches up when it is back). */
  | { readonly type: 'chat.disconnected' }
  /** The socket is connected again: fetch what was missed. */
  | { readonly type: 'chat.reconnected' };

export type AgentChatEvent =
  | ChatLiveEvent
  /** The browser's network (window online / offline events). */
  | { readonly type: 'ONLINE' }
  | { readonly type: 'OFFLINE' }
  /** Send a typed message (blank ones are ignored: Send is disabled for them). */
  | { readonly type: 'SEND'; readonly text: string }
  /** Send an image file with an optional description. */
  | { readonly type: 'ATTACH'; readonly file: Blob; readonly description: string }
  /** The patient typed in the composer (throttled into reportTyping). */
  | { readonly type: 'TYPING' }
  | { readonly type: 'COMPLETE' }
  | { readonly type: 'RATE'; readonly happy: boolean }
  | { readonly type: 'START_NEW' }
  /** Retry preparing after a failure. */
  | { readonly type: 'RETRY' };

export interface AgentChatInput {
  readonly hospitalId: string;
}
