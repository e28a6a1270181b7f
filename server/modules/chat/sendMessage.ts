import { eq } from 'drizzle-orm';
import { encodeChatPayload } from '../../../domain/chatPayload';
import { isOpenChat } from '../../../domain/chatStatus';
import type { Services } from '../../context';
import { chatMessages, chats } from './tables';
import { apiError } from '../../graphql/apiError';
import type { DbOrTx } from '../../db/dbOrTx';
import { accessibleChat, assertAnswering, type ChatActor } from './access';
import { lockChat, patientNameOf } from './chatStore';
import { isUniqueViolation } from './dbErrors';
import { checkedPayload, contentText } from './messageContent';
import { publishChatMessage } from './publish';
import { sendKey } from './sendLimit';
import { messageView, patientRef, staffRef, type ChatMessageRow, type ChatMessageView, type ChatRow } from './views';

/** server/schema.graphql `SendChatInput`. */
export interface SendChatInput {
  readonly chatId: string;
  readonly id: string;
  readonly payload: string;
}

const MESSAGE_ID_TAKEN = 'chat_messages_pkey';
const ID_IN_USE = 'That message id is already used.';
/** The sending device's id of a message (a UUID in the app), as orders and documents take theirs. */
const MESSAGE_ID = /^[A-Za-z0-9_-]{8,64}$/;
const BAD_MESSAGE_ID = 'A message id is 8 to 64 letters, digits, - or _.';

interface Author {
  readonly author: 'patient' | 'staff';
  readonly ref: string;
  readonly name: string;
}

async function authorOf(tx: DbOrTx, chat: ChatRow, actor: ChatActor): Promise<Author> {
  if (actor.kind === 'staff') return { author: 'staff', ref: staffRef(actor.staff.id), name: actor.staff.displayName };
  return { author: 'patient', ref: patientRef(chat.patientId), name: await patientNameOf(tx, chat.patientId) };
}

/** The message stored under this id before, when it is the same chat's and author's; another's id is ARO-E1051. */
async function earlierSend(
  tx: DbOrTx,
  messageId: string,
  chatId: string,
  authorRef: string,
): Promise<ChatMessageRow | undefined> {
  const [row] = await tx.select().from(chatMessages).where(eq(chatMessages.id, messageId));
  if (row !== undefined && (row.chatId !== chatId || row.authorRef !== authorRef))
    throw apiError('ARO-E1051', ID_IN_USE);
  return row;
}

/**
 * Stores a message of the patient (sendChat) or of the staff member answering (staffSendChat). An id that is not 8
 * to 64 letters, digits, - or _ is ARO-E1051 before anything is read. Under the
 * chat's row lock: a repeat of an id returns the stored message (never a second row, nothing announced),
 * then the chat must be open (ARO-E1052) and, for staff, answered by the caller (ARO-E1053); the send
 * counts against the sender's limit in this chat (past SENDS_PER_CHAT_AUTHOR a minute: ARO-E1033; a send
 * that stores nothing is taken back, so only stored messages count); the payload is checked (ARO-E1051),
 * stored as re-encoded from what was checked (trimmed, unknown fields dropped) and numbered
 * last_seq + 1. Waiting chats take messages too: staff read them later. The patient's first message in a
 * prepared chat is when it joins the hospital's queue (queued_at), and staff see it from then on.
 */
export async function sendMessage(
  services: Services,
  actor: ChatActor,
  input: SendChatInput,
): Promise<ChatMessageView> {
  // A longer id would not fit the primary key's index (the database's error, masked as 'Unexpected error.').
  if (!MESSAGE_ID.test(input.id)) throw apiError('ARO-E1051', BAD_MESSAGE_ID);
  const now = new Date(services.now());
  const limiter = services.limits.chatSends;
  // The limiter key taken inside the transaction (an array: TS does not track assignments in callbacks).
  const taken: string[] = [];
  let result: { row: ChatMessageRow; chat: ChatRow; stored: boolean };
  try {
    result = await services.db.transaction(async (tx) => {
      const chat = accessibleChat(await lockChat(tx, input.chatId), actor);
      const author = await authorOf(tx, chat, actor);
      const earlier = await earlierSend(tx, input.id, chat.id, author.ref);
      if (earlier !== undefined) return { row: earlier, chat, stored: false };
      if (!isOpenChat(chat.status)) throw apiError('ARO-E1052');
      if (actor.kind === 'staff') assertAnswering(chat, actor.staff);
      const key = sendKey(chat.id, author.ref);
      if (!(await limiter.take(key))) throw apiError('ARO-E1033');
      taken.push(key);
      const checked = await checkedPayload(tx, actor, author.ref, input.payload);
      const content = contentText(checked.content);
      const seq = chat.lastSeq + 1;
      const [row] = await tx
        .insert(chatMessages)
        .values({
          id: input.id,
          chatId: chat.id,
          seq,
          author: author.author,
          authorRef: author.ref,
          authorName: author.name,
          ...content,
          payload: encodeChatPayload(checked),
          createdAt: now,
        })
        .returning();
      if (row === undefined) throw new Error('The message was not stored');
      // The patient's first message puts a prepared chat in the hospital's queue, at its end (issue 29 item 13).
      const joinsQueue = chat.status === 'preparation' && chat.lastSeq === 0;
      await tx
        .update(chats)
        .set({ lastSeq: seq, updatedAt: now, ...(joinsQueue ? { queuedAt: now } : {}) })
        .where(eq(chats.id, chat.id));
      return { row, chat, stored: true };
    });
  } catch (error) {
    for (const key of taken) await limiter.forgive(key);
    // The same id stored meanwhile in another chat (whose lock we did not hold).
    if (isUniqueViolation(error, MESSAGE_ID_TAKEN)) throw apiError('ARO-E1051', ID_IN_USE);
    throw error;
  }
  if (result.stored) publishChatMessage(services, result.chat, result.row.seq);
  return messageView(result.row);
}
