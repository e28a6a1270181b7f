import type { AnyActorRef } from 'xstate';
import { captureTimers, type PersistedTimer } from './persistedTimers';

/**
 * A standalone actor kept in sessionStorage so a reload resumes it: its persisted snapshot and the
 * delayed events still pending (XState does not persist timers; restore them with restoreTimers from
 * src/lib/persistedTimers once the restored actor has started). The chat keeps its conversation the
 * same way (src/features/chat/conversationStorage.ts), with a transcript on top.
 */
export interface StoredActor {
  readonly snapshot: unknown;
  readonly timers: readonly PersistedTimer[];
}

export function loadStoredActor(key: string): StoredActor | null {
  try {
    const raw = sessionStorage.getItem(key);
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    if (!isRecord(value) || !isRecord(value.snapshot)) return null;
    // Shape check only: the value is our own, written by saveStoredActor in this tab.
    return { snapshot: value.snapshot, timers: Array.isArray(value.timers) ? (value.timers as PersistedTimer[]) : [] };
  } catch {
    // Storage disabled (privacy modes) or unreadable: the actor simply starts afresh.
    return null;
  }
}

/** Stores the actor as it is now, with the timers pending in its system. */
export function saveStoredActor(key: string, actor: AnyActorRef): void {
  const stored: StoredActor = { snapshot: actor.getPersistedSnapshot(), timers: captureTimers(actor) };
  try {
    sessionStorage.setItem(key, JSON.stringify(stored));
  } catch {
    // Quota exceeded or storage disabled: only the reload-resume is lost.
  }
}

export function clearStoredActor(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing stored when storage is unavailable.
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
