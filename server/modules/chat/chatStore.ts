import { and, asc, count, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import { displayName } from '../../../domain/patient';
import { isQueuedChat } from '../../../domain/chatStatus';
import type { Services } from '../../context';
import type { Db } from '../../db/connect';
import { organizations, patients, staffAccounts } from '../../db/schema';
import { chatMessages, chats } from './tables';
import type { DbOrTx } from '../../db/dbOrTx';
import type { OrganizationView } from '../organizations';
import type { StaffMemberView } from '../staff';
import { chatLiveOf } from './live';
import { messageView, patientRef, type ChatMessageView, type ChatRow, type ChatView } from './views';

/** The chat, or undefined. */
export async function findChat(db: DbOrTx, chatId: string): Promise<ChatRow | undefined> {
  const [row] = await db.select().from(chats).where(eq(chats.id, chatId));
  return row;
}

/** The chat row-locked for the rest of the transaction: its changes and its message numbers go one at a time. */
export async function lockChat(tx: DbOrTx, chatId: string): Promise<ChatRow | undefined> {
  const [row] = await tx.select().from(chats).where(eq(chats.id, chatId)).for('update');
  return row;
}

/** Messages one read returns at most (queryChat, staffChat, each page of the communication replay). */
export const CHAT_READ_LIMIT = 500;

/**
 * The stored messages after `afterSeq`, in seq order: the first CHAT_READ_LIMIT of them, so no read
 * grows with the chat. A reader that got a full page asks again from the last seq it got.
 */
export async function messagesAfter(db: DbOrTx, chatId: string, afterSeq: number): Promise<ChatMessageView[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.chatId, chatId), gt(chatMessages.seq, afterSeq)))
    .orderBy(asc(chatMessages.seq))
    .limit(CHAT_READ_LIMIT);
  return rows.map(messageView);
}

async function hospitalView(db: DbOrTx, organizationId: string): Promise<OrganizationView> {
  const [row] = await db
    .select({
      id: organizations.id,
      orgName: organizations.orgName,
      city: organizations.city,
      address: organizations.address,
      phone: organizations.phone,
      lat: organizations.lat,
      lng: organizations.lng,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (row === undefined) throw new Error(`Organisation ${organizationId} vanished`);
  return row;
}

/** Staff members of hospitals, by id; each with their hospital. */
export async function staffMembers(db: DbOrTx, staffIds: readonly string[]): Promise<Map<string, StaffMemberView>> {
  const unique = [...new Set(staffIds)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: staffAccounts.id,
      username: staffAccounts.username,
      displayName: staffAccounts.displayName,
      role: staffAccounts.role,
      practitionerId: staffAccounts.practitionerId,
      organization: {
        id: organizations.id,
        orgName: organizations.orgName,
        city: organizations.city,
        address: organizations.address,
        phone: organizations.phone,
        lat: organizations.lat,
        lng: organizations.lng,
      },
    })
    .from(staffAccounts)
    .innerJoin(organizations, eq(organizations.id, staffAccounts.organizationId))
    .where(inArray(staffAccounts.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The patient's display name ('Mr. Nuwan Silva'). */
export async function patientNameOf(db: DbOrTx, patientId: string): Promise<string> {
  const [row] = await db
    .select({ prefix: patients.prefix, given: patients.given, family: patients.family })
    .from(patients)
    .where(eq(patients.id, patientId));
  if (row === undefined) throw new Error(`Patient ${patientId} vanished`);
  return displayName(row);
}

/** A chat row with a message of the patient's: one staff were ever shown (issue 29 item 13). */
export const patientWrote = sql<boolean>`exists (select 1 from ${chatMessages} where ${chatMessages.chatId} = ${chats.id} and ${chatMessages.author} = 'patient')`;

/** domain isQueuedChat in SQL: put back in the queue, or not picked up yet with a message in it. */
const queued = or(eq(chats.status, 'suspended'), and(eq(chats.status, 'preparation'), gt(chats.lastSeq, 0)));

/**
 * Place in the hospital's queue while queued (domain isQueuedChat): 1 + the queued chats of the hospital
 * that joined earlier (ties by id, so two chats never share a place). Null for a chat that is not queued:
 * picked up, closed, or not written in yet.
 */
async function queuePosition(
  db: DbOrTx,
  chat: Pick<ChatRow, 'id' | 'organizationId' | 'status' | 'queuedAt' | 'lastSeq'>,
): Promise<number | null> {
  if (!isQueuedChat(chat)) return null;
  const [row] = await db
    .select({ ahead: count() })
    .from(chats)
    .where(
      and(
        eq(chats.organizationId, chat.organizationId),
        queued,
        or(lt(chats.queuedAt, chat.queuedAt), and(eq(chats.queuedAt, chat.queuedAt), lt(chats.id, chat.id))),
      ),
    );
  return 1 + (row?.ahead ?? 0);
}

/**
 * The chat as server/schema.graphql `Chat` shows it, with its messages after `afterSeq` (none when null:
 * only queryChat and staffChat carry messages; at most CHAT_READ_LIMIT, the client asks again from the
 * last seq it got while that is below lastSeq, or follows the communication subscription from there). Presence and typing come from the live registries (shared by every instance when there is Redis).
 */
export async function chatView(services: Services, chat: ChatRow, afterSeq: number | null = null): Promise<ChatView> {
  const db: Db = services.db;
  const live = chatLiveOf(services);
  const [hospital, patientName, staff, position, messages, staffOnline, staffTyping, patientTyping] = await Promise.all(
    [
      hospitalView(db, chat.organizationId),
      patientNameOf(db, chat.patientId),
      chat.assignedStaffId === null
        ? Promise.resolve(null)
        : staffMembers(db, [chat.assignedStaffId]).then((found) => found.get(chat.assignedStaffId ?? '') ?? null),
      queuePosition(db, chat),
      afterSeq === null ? Promise.resolve([]) : messagesAfter(db, chat.id, afterSeq),
      live.presence.isOnline(chat.organizationId),
      live.typing.isTyping(chat.id, 'staff'),
      live.typing.isTyping(chat.id, 'patient'),
    ],
  );
  return {
    id: chat.id,
    status: chat.status,
    createdTime: chat.createdAt.toISOString(),
    closedTime: chat.closedAt?.toISOString() ?? null,
    hospital,
    sender: patientRef(chat.patientId),
    patientName,
    staff,
    rating: chat.rating,
    queuePosition: position,
    staffOnline,
    staffTyping,
    patientTyping,
    lastSeq: chat.lastSeq,
    patientDeliveredSeq: chat.patientDeliveredSeq,
    staffDeliveredSeq: chat.staffDeliveredSeq,
    messages,
    assistantRunId: chat.assistantRunId,
  };
}

/** chatView of a chat by id (it exists: callers checked it). */
export async function chatViewById(
  services: Services,
  chatId: string,
  afterSeq: number | null = null,
): Promise<ChatView> {
  const chat = await findChat(services.db, chatId);
  if (chat === undefined) throw new Error(`Chat ${chatId} vanished`);
  return chatView(services, chat, afterSeq);
}
