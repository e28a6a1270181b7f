/**
 * Agent chat status (spec 000 §4 "Chat status"): a chat is prepared, picked up by staff, possibly put
 * back in the queue, and closed. Completing before any staff member took it (preparation) or while it
 * waits again (suspended) closes it as entered_in_error; otherwise it is completed.
 */

export const CHAT_STATUSES = ['preparation', 'in_progress', 'suspended', 'completed', 'entered_in_error'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

/** Open: messages may still be sent. */
export const OPEN_CHAT_STATUSES = ['preparation', 'in_progress', 'suspended'] as const satisfies readonly ChatStatus[];
export type OpenChatStatus = (typeof OPEN_CHAT_STATUSES)[number];

/** Closed: completed or entered_in_error; the patient's app shows these as earlier chats. */
export const CLOSED_CHAT_STATUSES = ['completed', 'entered_in_error'] as const satisfies readonly ChatStatus[];

export function isOpenChat(status: ChatStatus): status is OpenChatStatus {
  return (OPEN_CHAT_STATUSES as readonly ChatStatus[]).includes(status);
}

/** Waiting for a staff member: nobody has it (not yet picked up, or put back in the queue). */
export function isWaitingChat(status: ChatStatus): boolean {
  return status === 'preparation' || status === 'suspended';
}

/**
 * In the hospital's queue (issue 29 item 13): waiting, and the patient has written. A chat opened only to
 * read the earlier ones is prepared but joins the queue, and staff see it, with the patient's first message
 * (in preparation every message is the patient's: the hospital's events start when staff pick it up).
 */
export function isQueuedChat(chat: { readonly status: ChatStatus; readonly lastSeq: number }): boolean {
  return chat.status === 'suspended' || (chat.status === 'preparation' && chat.lastSeq > 0);
}

/** Only a chat staff answered (completed from in_progress) is rated: one closed unanswered has nothing to rate. */
export function isRatableChat(status: ChatStatus): boolean {
  return status === 'completed';
}

/** The status completing a chat leads to (the spec's completion rule); a closed chat stays as it is. */
export function completedStatus(status: ChatStatus): ChatStatus {
  if (status === 'preparation' || status === 'suspended') return 'entered_in_error';
  if (status === 'in_progress') return 'completed';
  return status;
}

/** The rating extension: happy = 1, otherwise 0. */
export function chatRating(happy: boolean): 0 | 1 {
  return happy ? 1 : 0;
}
