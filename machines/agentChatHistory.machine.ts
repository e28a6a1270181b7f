import { assign, setup, type SnapshotFrom } from 'xstate';
import type { ChatHistoryCalls, ChatHistoryPage, EarlierChat } from './agentChat.types';
import { errorMessage } from './errorMessage';
import { notProvided } from './notProvided';

/**
 * The patient's earlier chats with a hospital (issue 14 item 20), shown above the current one: the newest
 * page of closed chats from the server, then older pages one at a time as the patient asks (LOAD_MORE).
 * Apart from agentChatMachine so the live chat's states stay as they are and the history is never
 * persisted with it (it is the server's, read again on every mount).
 */

type Load = ChatHistoryCalls['loadChatHistory'];

export interface AgentChatHistoryContext {
  readonly hospitalId: string;
  /** Oldest first (the order they are shown in); each id once. */
  readonly chats: readonly EarlierChat[];
  /** The cursor of the next older page; null when the oldest is held. */
  readonly nextBefore: string | null;
  /** Why the last load failed (cleared by the next try). */
  readonly error: string | null;
}

export type AgentChatHistoryEvent =
  /** Show the older chats (the button above the earliest one). */
  | { readonly type: 'LOAD_MORE' }
  /** Try the first page again after it failed. */
  | { readonly type: 'RETRY' };

/** An older page (newest first, as the server gives it) put before what is held, oldest first. */
export function prependPage(held: readonly EarlierChat[], page: ChatHistoryPage): readonly EarlierChat[] {
  const ids = new Set(held.map((chat) => chat.id));
  const older = page.chats.filter((chat) => !ids.has(chat.id)).toReversed();
  return [...older, ...held];
}

export const agentChatHistoryMachine = setup({
  types: {
    context: {} as AgentChatHistoryContext,
    events: {} as AgentChatHistoryEvent,
    input: {} as { readonly hospitalId: string },
  },
  actors: {
    loadChatHistory: notProvided<Load['output'], Load['input']>('loadChatHistory'),
  },
  actions: {
    storePage: assign(({ context }, params: { page: ChatHistoryPage }) => ({
      chats: prependPage(context.chats, params.page),
      nextBefore: params.page.nextBefore,
      error: null,
    })),
    setError: assign((_, params: { error: unknown }) => ({ error: errorMessage(params.error) })),
    clearError: assign({ error: null }),
  },
  guards: {
    hasMore: ({ context }) => context.nextBefore !== null,
  },
}).createMachine({
  id: 'agentChatHistory',
  context: ({ input }) => ({ hospitalId: input.hospitalId, chats: [], nextBefore: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadNewest',
        src: 'loadChatHistory',
        input: ({ context }) => ({ hospitalId: context.hospitalId, before: null }),
        onDone: { target: 'ready', actions: { type: 'storePage', params: ({ event }) => ({ page: event.output }) } },
        onError: { target: 'failed', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** Nothing could be read: the current chat goes on; the patient may try again. */
    failed: { on: { RETRY: { target: 'loading', actions: 'clearError' } } },
    ready: { on: { LOAD_MORE: { guard: 'hasMore', target: 'loadingOlder', actions: 'clearError' } } },
    loadingOlder: {
      invoke: {
        id: 'loadOlder',
        src: 'loadChatHistory',
        input: ({ context }) => ({ hospitalId: context.hospitalId, before: context.nextBefore }),
        onDone: { target: 'ready', actions: { type: 'storePage', params: ({ event }) => ({ page: event.output }) } },
        // What is shown stays; the button asks again.
        onError: { target: 'ready', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});

export type AgentChatHistorySnapshot = SnapshotFrom<typeof agentChatHistoryMachine>;
