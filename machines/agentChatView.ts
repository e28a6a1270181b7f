import type { ChatContent } from '../domain/chatPayload';
import type { ChatAuthor, ChatMessage, Delivery } from '../domain/chatMessages';
import { storedDelivery } from '../domain/chatMessages';
import { isOpenChat, isRatableChat, isWaitingChat } from '../domain/chatStatus';
import { t } from '../i18n/translate';
import type { AgentChatSnapshot } from './agentChat.machine';
import type { ChatInfo } from './agentChat.types';

/**
 * What the agent chat screen shows, read from the machine's snapshot in one place so the screen
 * holds no rules of its own: the bubbles (stored messages, then what this device still has to send),
 * which controls are on offer, and the notices above the composer.
 */

/** preparing → open → closed → rated; prepareFailed offers RETRY. */
type AgentChatPhase = 'preparing' | 'prepareFailed' | 'open' | 'closed' | 'rated';

export interface ChatBubble {
  /** The message id (a client UUID): a stable React key from queued to delivered. */
  readonly id: string;
  /** The server's sequence number; null while the message is in this device's outbox, or not sent. */
  readonly seq: number | null;
  readonly author: ChatAuthor;
  /** The staff member's or patient's name, the hospital's for system events; '' for an outbox entry. */
  readonly authorName: string;
  /** Written by this patient (shown on the right, with a delivery mark). */
  readonly mine: boolean;
  readonly content: ChatContent;
  /** Epoch ms: the server's time once stored, this device's while queued. */
  readonly createdAt: number;
  /** The patient's own messages only (null for staff and system ones). */
  readonly delivery: Delivery | null;
  /** Why a 'failed' message is not sent (the server's refusal, or that the chat closed); null otherwise. */
  readonly error: string | null;
}

export interface AgentChatView {
  readonly phase: AgentChatPhase;
  /** The chat as the server last reported it (null while preparing or after a failed prepare). */
  readonly chat: ChatInfo | null;
  readonly bubbles: readonly ChatBubble[];
  /** SEND / ATTACH / TYPING are taken (the composer still disables Send for blank text itself). */
  readonly canSend: boolean;
  /** Complete chat is on offer (open and not already completing). */
  readonly canComplete: boolean;
  /** Complete chat was pressed: waiting for the outbox to empty, then for the server. */
  readonly completing: boolean;
  /** The thumbs show: the chat is closed and staff answered it (issue 29 item 13: nothing to rate otherwise). */
  readonly ratable: boolean;
  /** The thumbs take a press: not rated yet, and no rating on its way (rated once: issue 29 item 14). */
  readonly canRate: boolean;
  /** The rating the server holds: 1 happy, 0 unhappy, null none yet. */
  readonly rating: 0 | 1 | null;
  /** Queue position, or that no staff member is online ('chat.waiting' / 'chat.noStaffOnline'). */
  readonly waitingNotice: string | null;
  /** The name of the staff member typing, or null. */
  readonly staffTyping: string | null;
  /** 'chat.staffTyping' with the name, or null. */
  readonly typingNotice: string | null;
  /** 'chat.offline' while the browser is offline in an open chat. */
  readonly offlineNotice: string | null;
  /** 'chat.completed' or 'chat.closedInError' once the chat is closed. */
  readonly closedNotice: string | null;
  /** prepareFailed's text, or why completing or rating failed. */
  readonly error: string | null;
  /** 'chat.uploadFailed' after a failed upload, until the next ATTACH. */
  readonly uploadError: string | null;
  /** An image is being uploaded ('chat.uploading'). */
  readonly uploading: boolean;
}

function phaseOf(snapshot: AgentChatSnapshot): AgentChatPhase {
  if (snapshot.matches('prepareFailed')) return 'prepareFailed';
  if (snapshot.matches('open')) return 'open';
  if (snapshot.matches({ closed: { rating: 'rated' } })) return 'rated';
  if (snapshot.matches('closed')) return 'closed';
  return 'preparing';
}

/**
 * A stored message as a bubble. `deliveredSeq` marks the patient's own as sent or delivered; null (an
 * earlier, closed chat) shows no mark: it is over, and its marks were not read.
 */
export function storedBubble(message: ChatMessage, deliveredSeq: number | null): ChatBubble {
  const mine = message.author === 'patient';
  return {
    id: message.id,
    seq: message.seq,
    author: message.author,
    authorName: message.authorName,
    mine,
    content: message.content,
    createdAt: message.createdAt,
    delivery: mine && deliveredSeq !== null ? storedDelivery(message, deliveredSeq) : null,
    error: null,
  };
}

function bubblesOf(snapshot: AgentChatSnapshot): ChatBubble[] {
  const { chat, messages, outbox, failed, sendingId } = snapshot.context;
  const deliveredSeq = chat?.staffDeliveredSeq ?? 0;
  const sending = snapshot.matches({ open: { outbox: 'sending' } });
  const stored = messages.map((message) => storedBubble(message, deliveredSeq));
  // Failed ones were typed before everything still queued (they left the outbox from its head).
  const notSent = failed.map((message): ChatBubble => ({
    id: message.id,
    seq: null,
    author: 'patient',
    authorName: '',
    mine: true,
    content: message.content,
    createdAt: message.createdAt,
    delivery: 'failed',
    error: message.error,
  }));
  const queued = outbox.map((message): ChatBubble => ({
    id: message.id,
    seq: null,
    author: 'patient',
    authorName: '',
    mine: true,
    content: message.content,
    createdAt: message.createdAt,
    // The one on its way (a live echo may already have shown it stored: then none is).
    delivery: sending && message.id === sendingId ? 'sending' : 'queued',
    error: null,
  }));
  return [...stored, ...notSent, ...queued];
}

function waitingNoticeOf(chat: ChatInfo | null): string | null {
  if (chat === null || !isOpenChat(chat.status)) return null;
  if (!chat.staffOnline) return t('chat.noStaffOnline');
  if (isWaitingChat(chat.status) && chat.queuePosition !== null)
    return t('chat.waiting', { position: chat.queuePosition });
  return null;
}

function closedNoticeOf(chat: ChatInfo | null): string | null {
  if (chat === null) return null;
  if (chat.status === 'completed') return t('chat.completed');
  if (chat.status === 'entered_in_error') return t('chat.closedInError');
  return null;
}

/** The agent chat screen's view of a snapshot of machines/agentChat.machine.ts. */
export function agentChatView(snapshot: AgentChatSnapshot): AgentChatView {
  const { context } = snapshot;
  const phase = phaseOf(snapshot);
  const open = phase === 'open';
  const completing =
    snapshot.matches({ open: { completion: 'pending' } }) || snapshot.matches({ open: { completion: 'completing' } });
  const chat = context.chat;
  const staffTyping = open && chat !== null && chat.staffTyping ? (chat.staffName ?? chat.hospitalName) : null;
  return {
    phase,
    chat,
    bubbles: bubblesOf(snapshot),
    canSend: open && !completing,
    canComplete: open && !completing,
    completing,
    ratable: (phase === 'closed' || phase === 'rated') && chat !== null && isRatableChat(chat.status),
    canRate: snapshot.can({ type: 'RATE', happy: true }),
    rating: context.rating,
    waitingNotice: open ? waitingNoticeOf(chat) : null,
    staffTyping,
    typingNotice: staffTyping === null ? null : t('chat.staffTyping', { name: staffTyping }),
    offlineNotice: open && !context.online ? t('chat.offline') : null,
    closedNotice: phase === 'closed' || phase === 'rated' ? closedNoticeOf(chat) : null,
    error: context.error,
    uploadError: context.uploadError,
    uploading: snapshot.matches({ open: { upload: 'uploading' } }),
  };
}
