import { decodeChatPayload } from '../../domain/chatPayload';
import type { ChatMessage } from '../../domain/chatMessages';
import type { ChatStatus } from '../../domain/chatStatus';
import type { Language } from '../../i18n/languages';
import { readFragment, type FragmentOf } from '../lib/graphql/graphql';
import { StaffChatFields, StaffChatMessageFields, StaffChatSummaryFields } from './graphql/staff';

/** A chat of the inbox list (server/schema.graphql `StaffChatSummary`). */
export interface ChatSummary {
  readonly id: string;
  readonly status: ChatStatus;
  readonly patientName: string;
  readonly mobileNo: string;
  /** The patient's account language: the console shows it beside their name (issue 32). */
  readonly language: Language;
  readonly staffId: string | null;
  readonly staffName: string | null;
  /** Epoch ms: when it (last) joined the queue. */
  readonly queuedAt: number;
  readonly updatedAt: number;
  readonly unread: number;
  readonly lastMessage: string | null;
}

/** The open conversation's chat (server/schema.graphql `Chat`, without messages). */
export interface StaffChat {
  readonly id: string;
  readonly status: ChatStatus;
  readonly patientName: string;
  readonly hospitalName: string;
  readonly staffId: string | null;
  readonly staffName: string | null;
  readonly queuePosition: number | null;
  readonly patientTyping: boolean;
  readonly lastSeq: number;
  readonly patientDeliveredSeq: number;
  readonly staffDeliveredSeq: number;
  readonly rating: number | null;
}

const time = (iso: string): number => {
  const value = Date.parse(iso);
  return Number.isNaN(value) ? 0 : value;
};

export function toChatSummary(data: FragmentOf<typeof StaffChatSummaryFields>): ChatSummary {
  const chat = readFragment(StaffChatSummaryFields, data);
  return {
    id: chat.id,
    status: chat.status,
    patientName: chat.patientName,
    mobileNo: chat.mobileNo,
    language: chat.language,
    staffId: chat.staff?.id ?? null,
    staffName: chat.staff?.displayName ?? null,
    queuedAt: time(chat.queuedTime),
    updatedAt: time(chat.updatedTime),
    unread: chat.unread,
    lastMessage: chat.lastMessage,
  };
}

export function toStaffChat(data: FragmentOf<typeof StaffChatFields>): StaffChat {
  const chat = readFragment(StaffChatFields, data);
  return {
    id: chat.id,
    status: chat.status,
    patientName: chat.patientName,
    hospitalName: chat.hospital.orgName,
    staffId: chat.staff?.id ?? null,
    staffName: chat.staff?.displayName ?? null,
    queuePosition: chat.queuePosition,
    patientTyping: chat.patientTyping,
    lastSeq: chat.lastSeq,
    patientDeliveredSeq: chat.patientDeliveredSeq,
    staffDeliveredSeq: chat.staffDeliveredSeq,
    rating: chat.rating,
  };
}

/** A stored message as the console keeps it: with its authorRef, so the console tells its own messages apart. */
export interface StaffMessage extends ChatMessage {
  /** 'Patient/{id}', 'Staff/{id}' or 'Organization/{id}'. */
  readonly authorRef: string;
}

/** The authorRef of a staff member's messages. */
export const staffRef = (staffId: string): string => `Staff/${staffId}`;

/** A stored message with its payload decoded, or null for a payload that is not one (never shown raw). */
export function toStaffMessage(data: FragmentOf<typeof StaffChatMessageFields>): StaffMessage | null {
  const message = readFragment(StaffChatMessageFields, data);
  const payload = decodeChatPayload(message.payload);
  if (payload === null) return null;
  return {
    id: message.id,
    seq: message.seq,
    author: message.author,
    authorName: message.authorName,
    authorRef: message.authorRef,
    content: payload.content,
    createdAt: time(message.createdTime),
  };
}

export function toStaffMessages(data: readonly FragmentOf<typeof StaffChatMessageFields>[]): StaffMessage[] {
  return data.map(toStaffMessage).filter((message): message is StaffMessage => message !== null);
}
