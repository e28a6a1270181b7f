import { and, asc, eq, gte, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { displayName } from '../../../domain/patient';
import { roleMay } from '../../../domain/staffRoles';
import { isOpenChat, OPEN_CHAT_STATUSES } from '../../../domain/chatStatus';
import type { Db } from '../../db/connect';
import { accounts, patients, staffAccounts } from '../../db/schema';
import { chatMessages, chats } from './tables';
import { colomboMidnight } from '../../seed/clock';
import type { StaffMemberView, StaffCaller } from '../staff';
import { patientWrote, staffMembers } from './chatStore';
import { lastMessageText, type ChatRow, type StaffChatSummaryView } from './views';

const lastMessage = alias(chatMessages, 'last_message');

/** Open chats first, by when they started waiting; then closed ones, the latest closed first. */
function listOrder(a: ChatRow, b: ChatRow): number {
  const [aOpen, bOpen] = [isOpenChat(a.status), isOpenChat(b.status)];
  if (aOpen !== bOpen) return aOpen ? -1 : 1;
  const byTime = aOpen
    ? a.queuedAt.getTime() - b.queuedAt.getTime()
    : (b.closedAt?.getTime() ?? 0) - (a.closedAt?.getTime() ?? 0);
  return byTime || a.id.localeCompare(b.id);
}

/** The console's rows of the chats matching `where`, unordered. */
async function summaries(db: Db, where: SQL | undefined): Promise<StaffChatSummaryView[]> {
  const rows = await db
    .select({
      chat: chats,
      prefix: patients.prefix,
      given: patients.given,
      family: patients.family,
      mobileNo: accounts.mobileNo,
      language: accounts.language,
      // The patient's messages the console has not received yet.
      unread:
        sql<number>`(select count(*)::int from ${chatMessages} where ${chatMessages.chatId} = ${chats.id} and ${chatMessages.author} = 'patient' and ${chatMessages.seq} > ${chats.staffDeliveredSeq})`.mapWith(
          Number,
        ),
      lastKind: lastMessage.kind,
      lastText: lastMessage.text,
      lastAuthor: lastMessage.author,
      lastAuthorName: lastMessage.authorName,
    })
    .from(chats)
    .innerJoin(patients, eq(patients.id, chats.patientId))
    .innerJoin(accounts, eq(accounts.id, chats.accountId))
    .leftJoin(lastMessage, and(eq(lastMessage.chatId, chats.id), eq(lastMessage.seq, chats.lastSeq)))
    .where(where);
  const staff = await staffMembers(
    db,
    rows.flatMap((row) => (row.chat.assignedStaffId === null ? [] : [row.chat.assignedStaffId])),
  );
  return rows
    .sort((a, b) => listOrder(a.chat, b.chat))
    .map(
      ({
        chat,
        prefix,
        given,
        family,
        mobileNo,
        language,
        unread,
        lastKind,
        lastText,
        lastAuthor,
        lastAuthorName,
      }) => ({
        id: chat.id,
        status: chat.status,
        patientName: displayName({ prefix, given, family }),
        mobileNo,
        language,
        staff: chat.assignedStaffId === null ? null : (staff.get(chat.assignedStaffId) ?? null),
        queuedTime: chat.queuedAt.toISOString(),
        updatedTime: chat.updatedAt.toISOString(),
        unread,
        lastMessage:
          lastKind === null || lastText === null || lastAuthor === null || lastAuthorName === null
            ? null
            : lastMessageText({ kind: lastKind, text: lastText, author: lastAuthor, authorName: lastAuthorName }),
        rating: chat.rating,
      }),
    );
}

/**
 * The hospital's chats: the open ones by when they joined the queue, then the ones closed today (Sri Lankan
 * day), newest first; only chats the patient wrote in (issue 29 item 13: one opened only to read is no one's work).
 */
export function hospitalChats(db: Db, organizationId: string, now: number): Promise<StaffChatSummaryView[]> {
  return summaries(
    db,
    and(
      eq(chats.organizationId, organizationId),
      patientWrote,
      or(inArray(chats.status, [...OPEN_CHAT_STATUSES]), gte(chats.closedAt, new Date(colomboMidnight(now, 0)))),
    ),
  );
}

/** One chat's row (it exists: the caller checked it). */
export async function chatSummary(db: Db, chatId: string): Promise<StaffChatSummaryView> {
  const [summary] = await summaries(db, eq(chats.id, chatId));
  if (summary === undefined) throw new Error(`Chat ${chatId} vanished`);
  return summary;
}

/** The staff member's colleagues (same hospital, not themself), by name: whom a chat can be handed to. */
export async function colleagues(db: Db, staff: StaffCaller): Promise<StaffMemberView[]> {
  const all = await db
    .select({ id: staffAccounts.id, role: staffAccounts.role })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.organizationId, staff.organizationId), ne(staffAccounts.id, staff.id)))
    .orderBy(asc(staffAccounts.displayName), asc(staffAccounts.id));
  // Only those who may answer a chat (domain/staffRoles.ts): a doctor login is no one to hand a chat to.
  const rows = all.filter((row) => roleMay(row.role, 'staffSendChat'));
  const members = await staffMembers(
    db,
    rows.map((row) => row.id),
  );
  return rows.flatMap((row) => members.get(row.id) ?? []);
}
