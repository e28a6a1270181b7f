import type { AgentHandover, TranscriptState } from '../../../flows/chatProtocol';
import type { PersistedTimer } from '../../lib/persistedTimers';

/**
 * What a tab keeps of a conversation so a reload resumes it where it was: the actor's persisted
 * snapshot, the transcript folded from its emitted events, and the timers that were still pending
 * (XState does not persist scheduled events, so a reload would otherwise lose the 1 s reply-button
 * delay or freeze the resend countdown).
 */
export interface StoredConversation {
  /** The signed-in account (profile id) the conversation was held with, null when signed out. */
  readonly owner: string | null;
  readonly snapshot: unknown;
  readonly transcript: TranscriptState;
  readonly timers: readonly PersistedTimer[];
}

export function loadConversation(key: string): StoredConversation | null {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(key);
  } catch {
    // Storage can be disabled (privacy modes): the conversation then simply starts afresh.
    return null;
  }
  if (raw === null) return null;
  try {
    return parseConversation(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function saveConversation(key: string, conversation: StoredConversation): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(conversation));
  } catch {
    // Quota exceeded or storage disabled: only the reload-resume is lost, the chat keeps working.
  }
}

export function clearConversation(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing stored when storage is unavailable.
  }
}

/** Shape check only: the value is our own, written by saveConversation in this tab. */
function parseConversation(value: unknown): StoredConversation | null {
  if (!isRecord(value) || !isRecord(value.snapshot) || !isRecord(value.transcript)) return null;
  const { bubbles, buttons, composer } = value.transcript;
  if (!Array.isArray(bubbles) || !Array.isArray(buttons) || !isRecord(composer) || typeof composer.kind !== 'string')
    return null;
  const timers = Array.isArray(value.timers) ? (value.timers as PersistedTimer[]) : [];
  const owner = typeof value.owner === 'string' ? value.owner : null;
  // Stored before the hand-over existed: not handed over; before the hand-backs were kept: none kept.
  const agent = handoverOf(value.transcript.agent);
  const handedBack = Array.isArray(value.transcript.handedBack)
    ? value.transcript.handedBack.flatMap((entry: unknown) => {
        const handover = handoverOf(entry);
        const chatIds =
          isRecord(entry) && Array.isArray(entry.chatIds)
            ? entry.chatIds.filter((id): id is string => typeof id === 'string')
            : [];
        return handover === null ? [] : [{ ...handover, chatIds }];
      })
    : [];
  const transcript = { ...(value.transcript as unknown as TranscriptState), agent, handedBack };
  return { owner, snapshot: value.snapshot, transcript, timers };
}

/** A stored hand-over (its bubble unknown before it was recorded: the agent chat then follows the last). */
function handoverOf(value: unknown): AgentHandover | null {
  if (!isRecord(value) || typeof value.hospitalId !== 'string') return null;
  return {
    hospitalId: value.hospitalId,
    afterBubbleId: typeof value.afterBubbleId === 'string' ? value.afterBubbleId : null,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
