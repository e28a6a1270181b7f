import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { ChatHistoryCalls, ChatHistoryPage, EarlierChat } from '../../machines/agentChat.types';
import { agentChatHistoryMachine, prependPage } from '../../machines/agentChatHistory.machine';
import { agentChatHistoryView } from '../../machines/agentChatHistoryView';

/**
 * The earlier chats (issue 14 item 20), model-based: a model of what the patient should see after each
 * answer of the server (a page with older ones after it, the last page, a failure) and each press (Show
 * earlier chats, Try again), replayed on the real machine with a loader the test answers.
 */

const MODEL_EVENTS = ['ANSWER_MORE', 'ANSWER_LAST', 'ANSWER_FAILS', 'LOAD_MORE', 'RETRY'] as const;
type ModelEvent = { type: (typeof MODEL_EVENTS)[number] };

interface Expected {
  state: 'loading' | 'failed' | 'ready' | 'loadingOlder';
  /** Pages answered so far (each holds one chat, older than the one before). */
  pages: number;
  hasMore: boolean;
  error: boolean;
}

/** At most this many pages: enough for every transition, and the traversal ends. */
const MAX_PAGES = 2;

/** A page (with older ones after it, or the last), or a failure that leads to `failedTo`. */
const answers = (failedTo: 'failed' | 'ready') =>
  ({
    ANSWER_MORE: { guard: 'roomForPages', target: 'ready', actions: { type: 'answered', params: { more: true } } },
    ANSWER_LAST: { target: 'ready', actions: { type: 'answered', params: { more: false } } },
    ANSWER_FAILS: { target: failedTo, actions: 'failed' },
  }) as const;

const model = setup({
  types: { context: {} as Expected, events: {} as ModelEvent },
  guards: {
    hasMore: ({ context }) => context.hasMore,
    roomForPages: ({ context }) => context.pages < MAX_PAGES,
  },
  actions: {
    answered: assign(({ context }, params: { more: boolean }) => ({
      pages: context.pages + 1,
      hasMore: params.more,
      error: false,
    })),
    failed: assign({ error: true }),
    cleared: assign({ error: false }),
  },
}).createMachine({
  context: { state: 'loading', pages: 0, hasMore: false, error: false },
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ state: 'loading' }),
      on: answers('failed'),
    },
    failed: { entry: assign({ state: 'failed' }), on: { RETRY: { target: 'loading', actions: 'cleared' } } },
    ready: {
      entry: assign({ state: 'ready' }),
      on: { LOAD_MORE: { guard: 'hasMore', target: 'loadingOlder', actions: 'cleared' } },
    },
    loadingOlder: {
      entry: assign({ state: 'loadingOlder' }),
      on: answers('ready'),
    },
  },
});

function chatNumber(n: number): EarlierChat {
  return { id: `chat-${n}`, status: 'completed', closedAt: 1_000_000 - n * 1000, rating: null, messages: [] };
}

type Input = ChatHistoryCalls['loadChatHistory']['input'];

function rig() {
  const pending: { input: Input; resolve: (page: ChatHistoryPage) => void; reject: (error: Error) => void }[] = [];
  const calls: Input[] = [];
  const actor = createActor(
    agentChatHistoryMachine.provide({
      actors: {
        loadChatHistory: fromPromise<ChatHistoryPage, Input>(
          ({ input }) =>
            new Promise((resolve, reject) => {
              calls.push(input);
              pending.push({ input, resolve, reject });
            }),
        ),
      },
    }),
    { input: { hospitalId: 'org-colombo' } },
  ).start();
  let answered = 0;
  const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    actor,
    calls,
    answer: async (more: boolean): Promise<void> => {
      const call = pending.shift();
      if (call === undefined) throw new Error('nothing is loading');
      answered += 1;
      call.resolve({ chats: [chatNumber(answered)], nextBefore: more ? `cursor-${answered}` : null });
      await settle();
    },
    fail: async (): Promise<void> => {
      pending.shift()?.reject(new Error('ARO-E1050:Network request failed'));
      await settle();
    },
  };
}

const KNOWN = new Set<string>(MODEL_EVENTS);

const paths = getShortestPaths(model, {
  events: MODEL_EVENTS.map((type) => ({ type })),
  serializeState: (snapshot, event, previous) =>
    JSON.stringify([
      previous === undefined ? null : [previous.context.state, previous.context.hasMore, previous.context.error],
      event?.type ?? null,
      [snapshot.context.state, snapshot.context.hasMore, snapshot.context.error],
    ]),
});

describe('agentChatHistory machine (model-based)', () => {
  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → ') || '(start)', path] as const))(
    '%s',
    async (_, path) => {
      const r = rig();
      const expecting = createActor(model).start();
      for (const step of path.steps) {
        const type = step.event.type;
        const before = expecting.getSnapshot().context;
        // The first step is the graph's xstate.init, which neither machine is sent.
        if (!KNOWN.has(type)) continue;
        expecting.send({ type });
        // The server answers only what the model took (an answer nobody waits for is not an event).
        if (expecting.getSnapshot().context === before && type.startsWith('ANSWER')) continue;
        if (type === 'ANSWER_MORE') await r.answer(true);
        else if (type === 'ANSWER_LAST') await r.answer(false);
        else if (type === 'ANSWER_FAILS') await r.fail();
        else r.actor.send({ type });
      }
      // The model replayed along the path (the vertex leaves the page count out, so it is counted here).
      const expected = expecting.getSnapshot().context;
      expect(expected.state).toBe(path.state.context.state);
      const snapshot = r.actor.getSnapshot();
      expect(snapshot.value).toBe(expected.state);
      // Oldest first: the newest page's chat (chat-1) last.
      expect(snapshot.context.chats.map((chat) => chat.id)).toEqual(
        Array.from({ length: expected.pages }, (_, n) => `chat-${expected.pages - n}`),
      );
      expect(snapshot.context.error !== null).toBe(expected.error);
      const view = agentChatHistoryView(snapshot, [], null);
      expect(view.canLoadMore).toBe(expected.state === 'ready' && expected.hasMore);
      expect(view.failed).toBe(expected.state === 'failed');
      expect(view.loading).toBe(expected.state === 'loading' || expected.state === 'loadingOlder');
      // Every older page is asked for with the cursor the one before gave.
      const befores = r.calls.map((call) => call.before);
      for (const before of befores.slice(1)) expect(before === null || before.startsWith('cursor-')).toBe(true);
    },
  );

  it('reaches every state of the machine', () => {
    const reached = new Set(paths.map((path) => path.state.context.state));
    expect([...reached].toSorted()).toEqual(['failed', 'loading', 'loadingOlder', 'ready']);
  });
});

describe('agentChatHistoryView', () => {
  it('puts the chats closed here after the server ones, each once, never the current chat', async () => {
    const r = rig();
    await r.answer(false);
    const closedHere = [chatNumber(1), chatNumber(7), chatNumber(8)];
    const view = agentChatHistoryView(r.actor.getSnapshot(), closedHere, 'chat-8');
    expect(view.conversations.map((conversation) => conversation.id)).toEqual(['chat-1', 'chat-7']);
  });

  it('prependPage keeps each chat once, oldest first', () => {
    const held = [chatNumber(2), chatNumber(1)];
    expect(
      prependPage(held, { chats: [chatNumber(2), chatNumber(3), chatNumber(4)], nextBefore: null }).map(
        (chat) => chat.id,
      ),
    ).toEqual(['chat-4', 'chat-3', 'chat-2', 'chat-1']);
  });
});
