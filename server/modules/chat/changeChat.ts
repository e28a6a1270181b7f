import { eq } from 'drizzle-orm';
import { isQueuedChat } from '../../../domain/chatStatus';
import type { Services } from '../../context';
import { chats } from './tables';
import type { DbOrTx } from '../../db/dbOrTx';
import { accessibleChat, type ChatActor } from './access';
import { lockChat } from './chatStore';
import { publishChatChange, publishChatMessage, publishQueueChange } from './publish';
import { recordEvent } from './systemEvents';
import type { ChatRow } from './views';

type ChatUpdate = Partial<
  Pick<ChatRow, 'status' | 'assignedStaffId' | 'rating' | 'closedAt' | 'patientDeliveredSeq' | 'staffDeliveredSeq'>
>;

/** What an operation changes: columns, and the event message the transcript records (if any). */
export interface ChatChange {
  readonly set: ChatUpdate;
  readonly event?: string;
  /** Whether it counts as activity (updatedTime in the console's list); delivery marks do not. Default true. */
  readonly touch?: boolean;
}

/** Decides the change from the locked chat: null leaves it unchanged (nothing stored, nothing announced); throws to refuse. */
export type DecideChange = (chat: ChatRow, tx: DbOrTx) => ChatChange | null | Promise<ChatChange | null>;

/** Whether the hospital's queue moved: the chat joined or left it, or its place changed. */
function queueMoved(before: ChatRow, after: ChatRow): boolean {
  return (
    isQueuedChat(before) !== isQueuedChat(after) ||
    (isQueuedChat(after) && before.queuedAt.getTime() !== after.queuedAt.getTime())
  );
}

/**
 * One change of a chat the actor may act on (else ARO-E1050), under the chat's row lock, then announced:
 * the chat and its hospital's list, its event message, and the places of the hospital's waiting chats
 * when the queue moved. Returns the chat as it is now.
 */
export async function changeChat(
  services: Services,
  actor: ChatActor,
  chatId: string,
  decide: DecideChange,
): Promise<ChatRow> {
  const now = new Date(services.now());
  const outcome = await services.db.transaction(async (tx) => {
    const before = accessibleChat(await lockChat(tx, chatId), actor);
    const change = await decide(before, tx);
    if (change === null) return { before, after: before, seq: null };
    const seq = change.event === undefined ? null : await recordEvent(tx, before, change.event, now);
    const [after] = await tx
      .update(chats)
      .set({
        ...change.set,
        ...(change.touch === false ? {} : { updatedAt: now }),
        ...(seq === null ? {} : { lastSeq: seq }),
      })
      .where(eq(chats.id, before.id))
      .returning();
    if (after === undefined) throw new Error(`Chat ${before.id} vanished`);
    return { before, after, seq };
  });
  const { before, after, seq } = outcome;
  if (after === before) return after;
  if (seq === null) publishChatChange(services, after);
  else publishChatMessage(services, after, seq);
  if (queueMoved(before, after)) await publishQueueChange(services, after.organizationId);
  return after;
}
