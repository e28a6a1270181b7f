import { and, eq } from 'drizzle-orm';
import { completedStatus, isOpenChat, isRatableChat } from '../../../domain/chatStatus';
import { roleMay } from '../../../domain/staffRoles';
import type { Services } from '../../context';
import { staffAccounts } from '../../db/schema';
import { apiError } from '../../graphql/apiError';
import type { StaffCaller } from '../staff';
import { assertAnswering, staffActor, type ChatActor } from './access';
import { changeChat, type ChatChange } from './changeChat';
import { CHAT_EVENTS } from './systemEvents';
import type { ChatRow } from './views';

export const ONLY_COMPLETED = 'A chat can only be completed.';
export const RATING_VALUES = 'A rating is 1 (happy) or 0 (unhappy).';
const RATE_CLOSED_ONLY = 'Only a closed chat can be rated.';
const RATE_ANSWERED_ONLY = 'Only a chat the hospital answered can be rated.';
const RATED_ONCE = 'This chat is already rated.';
const NOT_A_COLLEAGUE = 'Choose a colleague of your hospital.';

/**
 * The completion of a chat by the spec's rule: preparation and suspended close as entered_in_error,
 * in_progress as completed. Null for an already closed chat (unchanged).
 */
export function completionChange(chat: ChatRow, now: Date): ChatChange | null {
  return isOpenChat(chat.status)
    ? { set: { status: completedStatus(chat.status), closedAt: now }, event: CHAT_EVENTS.completed }
    : null;
}

/**
 * Rating a chat (1 happy, 0 unhappy) that staff answered and that is completed, once (issue 29 items 13 and
 * 14): an open one, one closed before anyone answered (entered_in_error) and a second, different rating are
 * ARO-E1046; the same rating again (a retried request) is null (unchanged).
 */
export function ratingChange(chat: Pick<ChatRow, 'status' | 'rating'>, rating: number): ChatChange | null {
  if (rating !== 0 && rating !== 1) throw apiError('ARO-E1046', RATING_VALUES);
  if (isOpenChat(chat.status)) throw apiError('ARO-E1046', RATE_CLOSED_ONLY);
  if (!isRatableChat(chat.status)) throw apiError('ARO-E1046', RATE_ANSWERED_ONLY);
  if (chat.rating === rating) return null;
  if (chat.rating !== null) throw apiError('ARO-E1046', RATED_ONCE);
  return { set: { rating } };
}

/** Completes a chat (the owner or staff of its hospital): completionChange. */
export const completeChat = (services: Services, actor: ChatActor, chatId: string): Promise<ChatRow> =>
  changeChat(services, actor, chatId, (chat) => completionChange(chat, new Date(services.now())));

/** The open chat's refusals shared by the staff operations: closed → ARO-E1052. */
function assertOpen(chat: ChatRow): void {
  if (!isOpenChat(chat.status)) throw apiError('ARO-E1052');
}

/**
 * A staff member takes a waiting chat (preparation or suspended): in_progress, answered by them. Their own
 * chat is returned unchanged; one another staff member answers is ARO-E1053.
 */
export const pickUpChat = (services: Services, staff: StaffCaller, chatId: string): Promise<ChatRow> =>
  changeChat(services, staffActor(staff), chatId, (chat) => {
    assertOpen(chat);
    if (chat.status === 'in_progress') {
      if (chat.assignedStaffId === staff.id) return null;
      throw apiError('ARO-E1053');
    }
    return { set: { status: 'in_progress', assignedStaffId: staff.id }, event: CHAT_EVENTS.joined(staff.displayName) };
  });

/**
 * The staff member answering a chat hands it to a colleague of the same hospital (still in_progress), or
 * with no colleague puts it back in the queue (suspended, unassigned, keeping its place).
 */
export const transferChat = (
  services: Services,
  staff: StaffCaller,
  chatId: string,
  toStaffId: string | null,
): Promise<ChatRow> =>
  changeChat(services, staffActor(staff), chatId, async (chat, tx) => {
    assertOpen(chat);
    assertAnswering(chat, staff);
    if (toStaffId === null)
      return { set: { status: 'suspended', assignedStaffId: null }, event: CHAT_EVENTS.backToQueue(staff.displayName) };
    const [colleague] = await tx
      .select({ id: staffAccounts.id, displayName: staffAccounts.displayName, role: staffAccounts.role })
      .from(staffAccounts)
      .where(and(eq(staffAccounts.id, toStaffId), eq(staffAccounts.organizationId, staff.organizationId)));
    // Only to someone who may answer it (domain/staffRoles.ts: a doctor may not).
    if (colleague === undefined || colleague.id === staff.id || !roleMay(colleague.role, 'staffSendChat'))
      throw apiError('ARO-E1046', NOT_A_COLLEAGUE);
    return {
      set: { assignedStaffId: colleague.id },
      event: CHAT_EVENTS.handedOver(staff.displayName, colleague.displayName),
    };
  });

/**
 * One side's app has received the messages up to `seq`: its mark rises (never falls, never past the
 * newest message). The patient's mark shows their messages as delivered to staff and the other way round.
 */
export const markDelivered = (services: Services, actor: ChatActor, chatId: string, seq: number): Promise<ChatRow> =>
  changeChat(services, actor, chatId, (chat) => {
    const field = actor.kind === 'patient' ? 'patientDeliveredSeq' : 'staffDeliveredSeq';
    const raised = Math.max(chat[field], Math.min(seq, chat.lastSeq));
    return raised === chat[field] ? null : { set: { [field]: raised }, touch: false };
  });
