import type { Language } from '../../../i18n/languages';
import type { ChatAuthor } from '../../../domain/chatMessages';
import type { ChatStatus } from '../../../domain/chatStatus';
import type { chatMessages, chats } from './tables';
import type { OrganizationView } from '../organizations';
import type { StaffMemberView } from '../staff';

export type ChatRow = typeof chats.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;

/** server/schema.graphql `ChatMessage`. */
export interface ChatMessageView {
  readonly id: string;
  readonly chatId: string;
  readonly seq: number;
  readonly author: ChatAuthor;
  readonly authorName: string;
  readonly authorRef: string;
  readonly payload: string;
  readonly createdTime: string;
}

/** server/schema.graphql `Chat`. */
export interface ChatView {
  readonly id: string;
  readonly status: ChatStatus;
  readonly createdTime: string;
  readonly closedTime: string | null;
  readonly hospital: OrganizationView;
  readonly sender: string;
  readonly patientName: string;
  readonly staff: StaffMemberView | null;
  readonly rating: number | null;
  readonly queuePosition: number | null;
  readonly staffOnline: boolean;
  readonly staffTyping: boolean;
  readonly patientTyping: boolean;
  readonly lastSeq: number;
  readonly patientDeliveredSeq: number;
  readonly staffDeliveredSeq: number;
  readonly messages: readonly ChatMessageView[];
  /** The recorded assistant run the patient handed over from (issue 33), when linked. */
  readonly assistantRunId: string | null;
}

/** server/schema.graphql `StaffChatSummary`. */
export interface StaffChatSummaryView {
  readonly id: string;
  readonly status: ChatStatus;
  readonly patientName: string;
  readonly mobileNo: string;
  /** The account's language, so staff can answer in it (issue 32). */
  readonly language: Language;
  readonly staff: StaffMemberView | null;
  readonly queuedTime: string;
  readonly updatedTime: string;
  readonly unread: number;
  readonly lastMessage: string | null;
  readonly rating: number | null;
}

/** The authorRef of the chat's patient: what their payloads must carry. */
export const patientRef = (patientId: string): string => `Patient/${patientId}`;
export const staffRef = (staffId: string): string => `Staff/${staffId}`;
export const organizationRef = (organizationId: string): string => `Organization/${organizationId}`;

export function messageView(row: ChatMessageRow): ChatMessageView {
  return {
    id: row.id,
    chatId: row.chatId,
    seq: row.seq,
    author: row.author,
    authorName: row.authorName,
    authorRef: row.authorRef,
    payload: row.payload,
    createdTime: row.createdAt.toISOString(),
  };
}

/**
 * What the console's list shows of a message: its text, 'Image' for an image. Only the server's own
 * events (author 'system') show bare. Patients and staff can no longer send events (messageContent.ts);
 * one stored before that is named after its author ('Nimal Perera: Chat completed'), so nobody's words
 * pass as the system's.
 */
export function lastMessageText(row: Pick<ChatMessageRow, 'kind' | 'text' | 'author' | 'authorName'>): string {
  if (row.kind === 'image') return 'Image';
  if (row.kind === 'event' && row.author !== 'system') return `${row.authorName}: ${row.text}`;
  return row.text;
}
