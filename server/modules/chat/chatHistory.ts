import type { QueryQueryChatHistoryArgs } from '../../graphql/resolvers.generated';
import { and, desc, eq, inArray, isNotNull, lt, or } from 'drizzle-orm';
import { CLOSED_CHAT_STATUSES } from '../../../domain/chatStatus';
import { listSize } from '../../../domain/listLimits';
import type { Services } from '../../context';
import { chats } from './tables';
import { apiError } from '../../graphql/apiError';
import { chatView, patientWrote } from './chatStore';
import type { ChatRow, ChatView } from './views';

/**
 * The patient's earlier chats with a hospital (issue 14 item 20): closed chats of the caller's own account
 * that the patient wrote in, newest first, a page at a time. Ownership is the query itself: the account id is the caller's, never an
 * argument, so no other account's chat can be named or counted.
 */

/** Chats per page when the caller does not say, and at most (each page carries every message of its chats). */
const CHAT_HISTORY_PAGE = 5;
const CHAT_HISTORY_PAGE_MAX = 20;

const BAD_HISTORY_CURSOR = 'That page of the chat history cannot be found.';

/** server/schema.graphql `ChatHistoryPage`. */
export interface ChatHistoryPageView {
  readonly chats: readonly ChatView[];
  readonly nextBefore: string | null;
}

interface Cursor {
  readonly closedAt: Date;
  readonly id: string;
}

/** The cursor after a chat: its closing time and id (ties on the time are ordered by id). */
function cursorOf(chat: Pick<ChatRow, 'closedAt' | 'id'>): string {
  return `${chat.closedAt?.toISOString() ?? ''}~${chat.id}`;
}

function parseCursor(before: string): Cursor {
  const cut = before.indexOf('~');
  const closedAt = new Date(cut < 0 ? Number.NaN : before.slice(0, cut));
  const id = before.slice(cut + 1);
  if (Number.isNaN(closedAt.getTime()) || id === '') throw apiError('ARO-E1046', BAD_HISTORY_CURSOR);
  return { closedAt, id };
}

export async function chatHistory(
  services: Services,
  accountId: string,
  args: QueryQueryChatHistoryArgs,
): Promise<ChatHistoryPageView> {
  const first = listSize(args.first, CHAT_HISTORY_PAGE, CHAT_HISTORY_PAGE_MAX, 1);
  const cursor = args.before === undefined || args.before === null ? null : parseCursor(args.before);
  const rows = await services.db
    .select()
    .from(chats)
    .where(
      and(
        eq(chats.accountId, accountId),
        eq(chats.organizationId, args.hospitalId),
        inArray(chats.status, [...CLOSED_CHAT_STATUSES]),
        isNotNull(chats.closedAt),
        // A chat opened only to read and closed unwritten holds nothing to read again (issue 29 item 13).
        patientWrote,
        cursor === null
          ? undefined
          : or(lt(chats.closedAt, cursor.closedAt), and(eq(chats.closedAt, cursor.closedAt), lt(chats.id, cursor.id))),
      ),
    )
    .orderBy(desc(chats.closedAt), desc(chats.id))
    // One more than the page: whether an older page exists, without counting.
    .limit(first + 1);
  const page = rows.slice(0, first);
  const last = page.at(-1);
  return {
    chats: await Promise.all(page.map((chat) => chatView(services, chat, 0))),
    nextBefore: rows.length > first && last !== undefined ? cursorOf(last) : null,
  };
}
