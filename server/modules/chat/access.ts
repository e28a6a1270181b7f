import { apiError } from '../../graphql/apiError';
import type { StaffCaller } from '../staff';
import type { ChatRow } from './views';

/** Who acts on a chat: the patient's account (patient token) or a staff member (staff token). */
export type ChatActor =
  { readonly kind: 'patient'; readonly accountId: string } | { readonly kind: 'staff'; readonly staff: StaffCaller };

export const patientActor = (accountId: string): ChatActor => ({ kind: 'patient', accountId });
export const staffActor = (staff: StaffCaller): ChatActor => ({ kind: 'staff', staff });

/** Whether the actor may see the chat: its own account's, or one of the staff member's hospital. */
function mayAccess(chat: Pick<ChatRow, 'accountId' | 'organizationId'>, actor: ChatActor): boolean {
  return actor.kind === 'patient'
    ? chat.accountId === actor.accountId
    : chat.organizationId === actor.staff.organizationId;
}

/**
 * The chat when the actor may act on it. A missing chat and someone else's answer alike (ARO-E1050), so
 * the answer never tells whether a chat id exists.
 */
export function accessibleChat<Row extends Pick<ChatRow, 'accountId' | 'organizationId'>>(
  chat: Row | undefined,
  actor: ChatActor,
): Row {
  if (chat === undefined || !mayAccess(chat, actor)) throw apiError('ARO-E1050');
  return chat;
}

/** Staff write to a chat only while they answer it: in_progress and assigned to them (else ARO-E1053). */
export function assertAnswering(
  chat: Pick<ChatRow, 'status' | 'assignedStaffId'>,
  staff: Pick<StaffCaller, 'id'>,
): void {
  if (chat.status !== 'in_progress' || chat.assignedStaffId !== staff.id) throw apiError('ARO-E1053');
}
