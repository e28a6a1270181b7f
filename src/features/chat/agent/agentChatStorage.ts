import { createActor, type AnyActorRef, type Snapshot } from 'xstate';
import type { AgentChatInput } from '../../../../machines/agentChat.types';
import type { agentChatMachine } from '../../../../machines/agentChat.machine';
import { captureTimers, type PersistedTimer } from '../../../lib/persistedTimers';
import { AGENT_CHAT_KEY_PREFIX } from '../../../../domain/storageKeys';

/**
 * The agent chat kept in localStorage, one per account and hospital: the machine's persisted snapshot
 * (the chat, its messages and the outbox of messages not yet sent) and its pending timers (a send
 * retry, a catch-up retry). localStorage, not sessionStorage: a closed tab or a reload after the
 * network came back (the app reloads then) loses no queued message.
 */

export type AgentChatLogic = typeof agentChatMachine;

export interface StoredAgentChat {
  readonly snapshot: Snapshot<unknown>;
  readonly timers: readonly PersistedTimer[];
}

export function agentChatStorageKey(profileId: string, hospitalId: string): string {
  return `${AGENT_CHAT_KEY_PREFIX}${profileId}.${hospitalId}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The stored chat if it still fits the machine and is not closed (a build with another machine, a
 * hand-edited value or a closed chat is dropped and the chat prepared afresh, which the server answers
 * with the open chat if there is one).
 */
export function loadAgentChat(key: string, logic: AgentChatLogic, input: AgentChatInput): StoredAgentChat | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!isRecord(value) || !isRecord(value.snapshot)) throw new Error('not a stored agent chat');
    const snapshot = value.snapshot as Snapshot<unknown>;
    // Restoring checks the snapshot against the machine; the probe is never started.
    const probe = createActor(logic, { snapshot, input });
    if (probe.getSnapshot().status !== 'active') throw new Error('the stored agent chat has ended');
    // A closed chat is history, not the current chat: the hand-over (a new tab, a reload) prepares a new
    // one and the closed chat shows above it, read from the server (issue 14 item 20).
    if (probe.getSnapshot().matches('closed')) throw new Error('the stored agent chat is closed');
    const timers = Array.isArray(value.timers) ? (value.timers as PersistedTimer[]) : [];
    return { snapshot, timers };
  } catch {
    forgetAgentChat(key);
    return null;
  }
}

export function saveAgentChat(key: string, actor: AnyActorRef): void {
  const snapshot = actor.getSnapshot() as Snapshot<unknown>;
  if (snapshot.status !== 'active') return;
  try {
    localStorage.setItem(key, JSON.stringify({ snapshot: actor.getPersistedSnapshot(), timers: captureTimers(actor) }));
  } catch {
    // Quota exceeded or storage disabled: only the resume after a closed tab is lost; the chat goes on.
  }
}

export function forgetAgentChat(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing is stored when storage is unavailable.
  }
}
