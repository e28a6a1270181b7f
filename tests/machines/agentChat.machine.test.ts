import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, setup, type SnapshotFrom } from 'xstate';
import { getShortestPaths, getSimplePaths, type StatePath } from 'xstate/graph';
import { DELIVERY_LABELS } from '../../domain/chatMessages';
import { completedStatus, type ChatStatus } from '../../domain/chatStatus';
import { AGENT_CHAT_TEXT } from '../../domain/chatText';
import { ERROR_CODES } from '../../domain/errors';
import {
  AGENT_CHAT_DELAYS,
  CLOSED_CATCH_UP_RETRIES,
  agentChatMachine,
  isPermanentSendRefusal,
  randomUuid,
  type AgentChatSnapshot,
} from '../../machines/agentChat.machine';
import type { AgentChatCalls } from '../../machines/agentChat.types';
import { fixedClock } from './fixedClock';
import { captureTimers, restoreTimers, type PersistedTimer } from '../../src/lib/persistedTimers';
import { agentChatView } from '../../machines/agentChatView';
import {
  CHAT,
  HOSPITAL_ID,
  REFUSAL,
  REFUSAL_TEXT,
  agentChatRig,
  fakeAgentChat,
  messageId,
  textOf,
  type AgentChatRig,
} from './agentChatHarness';

/**
 * Model-based tests of machines/agentChat.machine.ts. The machine has eight parallel regions, so it
 * is modelled in five slices, each a small model of what the patient, the server and time do and
 * what must follow: the chat's lifecycle (prepare, complete, rate, start new), the outbox with the
 * network (and what is never sent), the live subscription with catch-ups and delivery marks, uploads
 * with typing, and the catch-up after closing. Paths
 * are generated with xstate/graph (shortest paths to every transition of a model; growing lists are
 * kept out of the serialized state so the traversal ends) and replayed against the real machine with
 * deferred fakes; at every step the real state, context and calls must be what the model says.
 */

const CANNOT = 'That cannot be done in this state.';

/** The regions of the open state, or null when the chat is not open. */
function regionsOf(snapshot: AgentChatSnapshot): Record<string, unknown> | null {
  const value: unknown = snapshot.value;
  if (typeof value === 'object' && value !== null && 'open' in value) return value.open as Record<string, unknown>;
  return null;
}

function region(snapshot: AgentChatSnapshot, name: string): unknown {
  return regionsOf(snapshot)?.[name] ?? null;
}

/** A region of the closed state, or null when the chat is not closed. */
function closedRegion(snapshot: AgentChatSnapshot, name: 'rating' | 'catchUp'): string | null {
  const value: unknown = snapshot.value;
  if (typeof value !== 'object' || value === null || !('closed' in value)) return null;
  const closed: unknown = value.closed;
  if (typeof closed !== 'object' || closed === null || !(name in closed)) return null;
  return String((closed as Record<string, unknown>)[name]);
}

/** 'preparing', 'prepareFailed', 'open.<completion>', 'closed.<rating>'. */
function phaseKey(snapshot: AgentChatSnapshot): string {
  const value: unknown = snapshot.value;
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null && 'closed' in value)
    return `closed.${String(closedRegion(snapshot, 'rating'))}`;
  return `open.${String(region(snapshot, 'completion'))}`;
}

/** connected / disconnected / failed. */
function liveOf(snapshot: AgentChatSnapshot): string {
  const live = region(snapshot, 'live');
  if (typeof live === 'object' && live !== null && 'watching' in live) return String(live.watching);
  return String(live);
}

/**
 * Shortest paths keyed by transition (the abstract state before, the event, the abstract state after):
 * a path to every transition of the model, not only to every state it can be entered by.
 */
function byTransition<TSnapshot>(
  abstract: (snapshot: TSnapshot) => string,
  snapshot: TSnapshot,
  event: { type: string } | undefined,
  previous: TSnapshot | undefined,
): string {
  return JSON.stringify([previous === undefined ? null : abstract(previous), event?.type ?? null, abstract(snapshot)]);
}

function eventsOf<T extends string>(types: readonly T[]): { type: T }[] {
  return types.map((type) => ({ type }));
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

// ---------------------------------------------------------------------------------------------------
// 1. Lifecycle: preparing → open → closed → rated, and back to preparing.

const LIFE_EVENTS = [
  'START',
  'PREPARE_FAILS',
  'RETRY',
  'PREPARED',
  'PREPARED_CLOSED',
  'GO_OFFLINE',
  'GO_ONLINE',
  'CAUGHT_UP',
  'CAUGHT_UP_CLOSED',
  'STAFF_PICKS_UP',
  'STAFF_COMPLETES',
  'COMPLETE',
  'COMPLETED',
  'COMPLETE_FAILS',
  'RATE_HAPPY',
  'RATE_UNHAPPY',
  'RATED',
  'RATE_FAILS',
  'START_NEW',
  'CLOSED_CAUGHT_UP',
] as const;
type LifeEvent = { type: (typeof LIFE_EVENTS)[number] };
type ClosedCatchUp = 'none' | 'fetching' | 'caughtUp';
/** The event the server stores on completion (not pushed before the close reaches this device). */
const CHAT_COMPLETED = 'Chat completed';

interface LifeExpected {
  phase: string;
  status: ChatStatus | null;
  online: boolean;
  caughtUp: boolean;
  error: string | null;
  rating: 0 | 1 | null;
  /** The rating on its way. */
  asked: 0 | 1 | null;
  /** Every patchChat input so far (grows: kept out of the serialized state). */
  patches: AgentChatCalls['patchChat']['input'][];
  prepares: number;
  /** queryChat calls so far, each after seq 0 (grows). */
  queries: number;
  /** The catch-up after closing ('none' while not closed; its failures are slice 5's). */
  closedCatchUp: ClosedCatchUp;
  /** The server stored 'Chat completed' for this chat; the machine holds it. */
  completedStored: boolean;
  completedShown: boolean;
}

/** What the catch-up after closing does, whatever the rating is doing. */
const CLOSED_CATCH_UP_STEPS = {
  GO_OFFLINE: { guard: 'online', actions: 'goOffline' },
  GO_ONLINE: { guard: 'offline', actions: 'goOnline' },
  CLOSED_CAUGHT_UP: { guard: 'closedFetching', actions: 'closedCaughtUp' },
} as const;

const life = setup({
  types: { context: {} as LifeExpected, events: {} as LifeEvent },
  guards: {
    online: ({ context }) => context.online,
    offline: ({ context }) => !context.online,
    notCaughtUp: ({ context }) => !context.caughtUp,
    waiting: ({ context }) => context.status === 'preparation',
    closedFetching: ({ context }) => context.closedCatchUp === 'fetching',
    /** Rated once, and only a chat staff answered (issue 29 items 13 and 14). */
    canRate: ({ context }) => context.phase === 'closed.unrated' && context.status === 'completed',
  },
  actions: {
    goOffline: assign({ online: false }),
    goOnline: assign({ online: true }),
    closedCaughtUp: assign(({ context }) => ({
      closedCatchUp: 'caughtUp' as const,
      completedShown: context.completedStored,
    })),
    /** Closed with the catch-up after closing on its way (the server stored 'Chat completed' unless prepared closed). */
    close: assign(({ context }, params: { status: ChatStatus | null; stored: boolean }) => ({
      phase: 'closed.unrated',
      status: params.status,
      closedCatchUp: 'fetching' as const,
      queries: context.queries + 1,
      completedStored: params.stored,
    })),
    startNew: assign(({ context }) => ({
      phase: 'preparing',
      status: null,
      error: null,
      rating: null,
      caughtUp: false,
      prepares: context.prepares + 1,
      closedCatchUp: 'none' as const,
      completedStored: false,
      completedShown: false,
    })),
    rate: assign(({ context }, params: { rating: 0 | 1 }) => ({
      phase: 'closed.rating',
      error: null,
      asked: params.rating,
      patches: [...context.patches, { chatId: CHAT.id, rating: params.rating }],
    })),
  },
}).createMachine({
  id: 'agentChatLifeModel',
  context: {
    phase: 'none',
    status: null,
    online: true,
    caughtUp: false,
    error: null,
    rating: null,
    asked: null,
    patches: [],
    prepares: 0,
    queries: 0,
    closedCatchUp: 'none',
    completedStored: false,
    completedShown: false,
  },
  initial: 'idle',
  states: {
    idle: { on: { START: { target: 'preparing', actions: assign({ phase: 'preparing', prepares: 1 }) } } },
    preparing: {
      on: {
        PREPARE_FAILS: {
          target: 'prepareFailed',
          actions: assign({ phase: 'prepareFailed', error: AGENT_CHAT_TEXT.prepareFailed }),
        },
        PREPARED: {
          target: 'open',
          actions: assign(({ context }) => ({
            phase: 'open.idle',
            status: 'preparation' as const,
            queries: context.queries + 1,
          })),
        },
        // Cannot happen normally: a closed chat from prepareChat is shown as closed (and its messages read).
        PREPARED_CLOSED: {
          target: 'closed',
          actions: { type: 'close', params: { status: 'completed', stored: false } },
        },
        GO_OFFLINE: { guard: 'online', actions: 'goOffline' },
        GO_ONLINE: { guard: 'offline', actions: 'goOnline' },
      },
    },
    prepareFailed: {
      on: {
        RETRY: {
          target: 'preparing',
          actions: assign(({ context }) => ({ phase: 'preparing', error: null, prepares: context.prepares + 1 })),
        },
      },
    },
    open: {
      on: {
        CAUGHT_UP: { guard: 'notCaughtUp', actions: assign({ caughtUp: true }) },
        // Staff closed it while this device was away: the catch-up says so, and brings all there is.
        CAUGHT_UP_CLOSED: {
          guard: 'notCaughtUp',
          target: 'closed',
          actions: assign({
            phase: 'closed.unrated',
            status: 'completed',
            caughtUp: true,
            closedCatchUp: 'caughtUp',
            completedStored: true,
            completedShown: true,
          }),
        },
        STAFF_PICKS_UP: { guard: 'waiting', actions: assign({ status: 'in_progress' }) },
        // The chat subscription tells of the close before the communication one pushes 'Chat completed'.
        STAFF_COMPLETES: {
          target: 'closed',
          actions: { type: 'close', params: { status: 'completed', stored: true } },
        },
        GO_OFFLINE: { guard: 'online', actions: 'goOffline' },
        // Back online: what was missed is read again.
        GO_ONLINE: {
          guard: 'offline',
          actions: assign(({ context }) => ({
            online: true,
            caughtUp: false,
            queries: context.caughtUp ? context.queries + 1 : context.queries,
          })),
        },
        COMPLETE: {
          target: 'completing',
          actions: assign(({ context }) => ({
            phase: 'open.completing',
            error: null,
            patches: [...context.patches, { chatId: CHAT.id, status: 'completed' as const }],
          })),
        },
      },
    },
    completing: {
      on: {
        // The server's completion rule: in_progress → completed; preparation/suspended → entered_in_error.
        COMPLETED: {
          target: 'closed',
          actions: {
            type: 'close',
            params: ({ context }) => ({
              status: context.status === null ? null : completedStatus(context.status),
              stored: true,
            }),
          },
        },
        COMPLETE_FAILS: { target: 'open', actions: assign({ phase: 'open.idle', error: CANNOT }) },
      },
    },
    closed: {
      on: {
        ...CLOSED_CATCH_UP_STEPS,
        RATE_HAPPY: { guard: 'canRate', target: 'rating', actions: { type: 'rate', params: { rating: 1 } } },
        RATE_UNHAPPY: { guard: 'canRate', target: 'rating', actions: { type: 'rate', params: { rating: 0 } } },
        START_NEW: { target: 'preparing', actions: 'startNew' },
      },
    },
    // The catch-up after closing goes on while a rating is on its way (and neither waits for the other).
    rating: {
      on: {
        ...CLOSED_CATCH_UP_STEPS,
        RATED: {
          target: 'closed',
          actions: assign(({ context }) => ({ phase: 'closed.rated', rating: context.asked, asked: null })),
        },
        // A rating that failed leaves the chat unrated: the thumbs take a press again.
        RATE_FAILS: { target: 'closed', actions: assign({ phase: 'closed.unrated', error: CANNOT, asked: null }) },
      },
    },
  },
});

type LifeSnapshot = SnapshotFrom<typeof life>;
const LIFE_ALL = eventsOf(LIFE_EVENTS);
const lifeAbstract = ({ value, context }: LifeSnapshot): string =>
  JSON.stringify([
    value,
    context.phase,
    context.status,
    context.online,
    context.caughtUp,
    context.error,
    context.rating,
    context.asked,
    context.closedCatchUp,
    context.completedShown,
  ]);
const lifePaths = getShortestPaths(life, {
  events: (snapshot) => LIFE_ALL.filter((event) => snapshot.can(event)),
  serializeState: (snapshot, event, previous) => byTransition(lifeAbstract, snapshot, event, previous),
});
// Simple paths by model state: every loop (retry, a failed rating, a new chat) taken once.
const lifeSimplePaths = getSimplePaths(life, {
  events: (snapshot) => LIFE_ALL.filter((event) => snapshot.can(event)),
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
});

async function lifeStep(rig: AgentChatRig, event: LifeEvent, expected: LifeExpected): Promise<void> {
  switch (event.type) {
    case 'START':
      return rig.start();
    case 'PREPARE_FAILS':
      return rig.failPrepare();
    case 'RETRY':
      return rig.send({ type: 'RETRY' });
    case 'PREPARED':
      return rig.prepare();
    case 'PREPARED_CLOSED':
      return rig.prepare({ status: 'completed' });
    case 'GO_OFFLINE':
      return rig.send({ type: 'OFFLINE' });
    case 'GO_ONLINE':
      return rig.send({ type: 'ONLINE' });
    case 'CAUGHT_UP':
      return rig.catchUp();
    case 'CAUGHT_UP_CLOSED':
      rig.server.systemSays(CHAT_COMPLETED);
      rig.change({ status: 'completed' });
      return rig.catchUp();
    case 'STAFF_PICKS_UP':
      return rig.update({ status: 'in_progress', staffName: 'Dr. Silva', queuePosition: null });
    case 'STAFF_COMPLETES':
      // Stored, and not pushed yet when the chat subscription tells of the close.
      rig.server.systemSays(CHAT_COMPLETED);
      return rig.update({ status: 'completed' });
    case 'COMPLETE':
      return rig.send({ type: 'COMPLETE' });
    case 'COMPLETED':
      rig.server.systemSays(CHAT_COMPLETED);
      return rig.answerComplete(expected.status ?? 'completed');
    case 'CLOSED_CAUGHT_UP':
      return rig.catchUp();
    case 'COMPLETE_FAILS':
    case 'RATE_FAILS':
      return rig.api.fail('patchChat', 'ARO-E1046:');
    case 'RATE_HAPPY':
      return rig.send({ type: 'RATE', happy: true });
    case 'RATE_UNHAPPY':
      return rig.send({ type: 'RATE', happy: false });
    case 'RATED':
      return rig.answerRate();
    case 'START_NEW':
      return rig.send({ type: 'START_NEW' });
  }
}

function checkLife(rig: AgentChatRig, expected: LifeExpected): void {
  const snapshot = rig.snapshot();
  const { context } = snapshot;
  expect(phaseKey(snapshot)).toBe(expected.phase);
  expect(context.chat?.status ?? null).toBe(expected.status);
  expect(context.error).toBe(expected.error);
  expect(context.rating).toBe(expected.rating);
  expect(context.online).toBe(expected.online);
  const open = expected.phase.startsWith('open');
  if (open) {
    expect(region(snapshot, 'network')).toBe(expected.online ? 'online' : 'offline');
    expect(region(snapshot, 'catchUp')).toBe(expected.caughtUp ? 'idle' : 'fetching');
  }
  // The subscription runs exactly while the chat is open.
  expect(rig.watch.running()).toBe(open ? 1 : 0);
  expect(closedRegion(snapshot, 'catchUp')).toBe(expected.closedCatchUp === 'none' ? null : expected.closedCatchUp);
  // What was stored just before closing is shown, though no subscription pushed it.
  expect(context.messages.map((message) => textOf(message.content))).toEqual(
    expected.completedShown ? [`event:${CHAT_COMPLETED}`] : [],
  );
  expect(rig.inputs('queryChat')).toEqual(
    Array.from({ length: expected.queries }, () => ({ chatId: CHAT.id, afterSeq: 0 })),
  );
  expect(rig.inputs('patchChat')).toEqual(expected.patches);
  expect(rig.inputs('prepareChat')).toEqual(
    Array.from({ length: expected.prepares }, () => ({ hospitalId: HOSPITAL_ID })),
  );
  const view = agentChatView(snapshot);
  expect(view.phase).toBe(
    expected.phase === 'closed.rated'
      ? 'rated'
      : expected.phase.split('.')[0] === 'closed'
        ? 'closed'
        : expected.phase.split('.')[0],
  );
  expect(view.canComplete).toBe(expected.phase === 'open.idle');
  const answered = expected.status === 'completed';
  expect(view.ratable).toBe(expected.phase.startsWith('closed.') && answered);
  expect(view.canRate).toBe(expected.phase === 'closed.unrated' && answered);
}

async function replayLife(path: StatePath<LifeSnapshot, LifeEvent>): Promise<void> {
  const rig = agentChatRig();
  const model = createActor(life).start();
  for (const event of path.steps
    .map((step) => step.event)
    .filter((event) => LIFE_EVENTS.some((type) => type === event.type))) {
    model.send(event);
    await lifeStep(rig, event, model.getSnapshot().context);
    checkLife(rig, model.getSnapshot().context);
  }
  rig.actor.stop();
}

const describePath = (events: readonly { type: string }[]): string =>
  events
    .map((event) => event.type)
    .filter((type) => !type.startsWith('xstate.'))
    .join(' → ') || '(start)';

describe('agent chat machine, model-based: lifecycle', () => {
  it('the generated paths reach every state of the model', () => {
    const reached = new Set(lifePaths.map((path) => JSON.stringify(path.state.value)));
    for (const state of Object.keys(life.config.states ?? {})) expect(reached).toContain(JSON.stringify(state));
  });
  describe.each(lifePaths.map((path) => [describePath(path.steps.map((s) => s.event)), path] as const))(
    'shortest path %s',
    (_, path) => {
      it('does what the model says at every step', async () => {
        await replayLife(path);
      });
    },
  );
  describe.each(lifeSimplePaths.map((path) => [describePath(path.steps.map((s) => s.event)), path] as const))(
    'simple path %s',
    (_, path) => {
      it('does what the model says at every step', async () => {
        await replayLife(path);
      });
    },
  );
});

// ---------------------------------------------------------------------------------------------------
// 2. Outbox and network: typed messages are sent in order, one at a time, queued while offline,
// retried with the same id, and Complete chat waits for them. A message refused for good, or still
// queued when the chat closes, is kept as not sent; one stored though its answer was lost as the chat
// closed is shown stored after the catch-up that follows the close.

const OUTBOX_EVENTS = [
  'OPEN',
  'SEND',
  'SEND_BLANK',
  'SENT',
  'SEND_FAILS',
  'SEND_REFUSED',
  'STORED_UNANSWERED',
  'RETRY_ELAPSED',
  'ECHO',
  'GO_OFFLINE',
  'GO_ONLINE',
  'COMPLETE',
  'COMPLETED',
  'COMPLETE_FAILS',
  'STAFF_CLOSES',
  'CLOSED_CAUGHT_UP',
] as const;
/** What a message still queued when the chat closed says. */
const CLOSED_BEFORE_SENT = ERROR_CODES['ARO-E1052'].message;
type OutboxEvent = { type: (typeof OUTBOX_EVENTS)[number] };
type SendState = 'idle' | 'sending' | 'waiting';
type CompletionState = 'idle' | 'pending' | 'completing' | 'closed';

interface OutboxExpected {
  started: boolean;
  /** Ids still to send, in order. */
  outbox: string[];
  /** Ids the machine holds as stored, in seq order (grows). */
  stored: string[];
  online: boolean;
  sending: SendState;
  /** The id of the sendChat call on its way. */
  inFlight: string | null;
  /** The id of every sendChat call so far (grows). */
  attempts: string[];
  completion: CompletionState;
  /** Ids handed out so far (grows). */
  issued: number;
  error: string | null;
  /** Never to be stored, in the order typed, with the text shown (grows). */
  failed: { id: string; error: string }[];
  /** Stored by the server without the machine hearing of it (the answer is still to come, or lost). */
  serverOnly: string[];
  closedCatchUp: 'none' | 'fetching' | 'caughtUp';
}

/** What the machine's eventless transitions do next: send the head when it can, complete when the outbox is empty. */
function settleOutbox(context: OutboxExpected): OutboxExpected {
  let next = context;
  const head = next.outbox[0];
  if (next.sending === 'idle' && next.online && head !== undefined)
    next = { ...next, sending: 'sending', inFlight: head, attempts: [...next.attempts, head] };
  if (next.completion === 'pending' && next.outbox.length === 0) next = { ...next, completion: 'completing' };
  return next;
}

/** A message stored: no longer in the outbox, once in the stored list. */
function storedOutbox(context: OutboxExpected, id: string): OutboxExpected {
  return {
    ...context,
    stored: context.stored.includes(id) ? context.stored : [...context.stored, id],
    outbox: context.outbox.filter((queued) => queued !== id),
    serverOnly: context.serverOnly.filter((only) => only !== id),
  };
}

/** The chat closed: what is still queued is not sent, and the catch-up after closing starts. */
function closedOutbox(context: OutboxExpected): OutboxExpected {
  return {
    ...context,
    completion: 'closed',
    closedCatchUp: 'fetching',
    failed: [...context.failed, ...context.outbox.map((id) => ({ id, error: CLOSED_BEFORE_SENT }))],
    outbox: [],
    sending: 'idle',
    inFlight: null,
  };
}

const outboxModel = setup({
  types: { context: {} as OutboxExpected, events: {} as OutboxEvent },
  guards: {
    notStarted: ({ context }) => !context.started,
    canType: ({ context }) => context.started && context.completion !== 'closed' && context.outbox.length < 2,
    running: ({ context }) => context.started && context.completion !== 'closed',
    sending: ({ context }) => context.completion !== 'closed' && context.sending === 'sending',
    waiting: ({ context }) => context.completion !== 'closed' && context.sending === 'waiting',
    headInFlight: ({ context }) =>
      context.completion !== 'closed' &&
      context.sending === 'sending' &&
      context.inFlight !== null &&
      context.outbox.includes(context.inFlight),
    online: ({ context }) => context.started && context.completion !== 'closed' && context.online,
    offline: ({ context }) => context.started && context.completion !== 'closed' && !context.online,
    completionIdle: ({ context }) => context.started && context.completion === 'idle',
    completing: ({ context }) => context.completion === 'completing',
    // The server refuses only what it has not stored (the same id again returns the stored message).
    refusable: ({ context }) =>
      context.completion !== 'closed' &&
      context.sending === 'sending' &&
      context.inFlight !== null &&
      context.outbox.includes(context.inFlight) &&
      !context.serverOnly.includes(context.inFlight),
    closedFetching: ({ context }) => context.closedCatchUp === 'fetching',
  },
}).createMachine({
  id: 'agentChatOutboxModel',
  context: {
    started: false,
    outbox: [],
    stored: [],
    online: true,
    sending: 'idle',
    inFlight: null,
    attempts: [],
    completion: 'idle',
    issued: 0,
    error: null,
    failed: [],
    serverOnly: [],
    closedCatchUp: 'none',
  },
  on: {
    OPEN: { guard: 'notStarted', actions: assign({ started: true }) },
    SEND: {
      guard: 'canType',
      actions: assign(({ context }) => {
        // Once Complete chat is pressed nothing more is queued.
        if (context.completion !== 'idle') return {};
        const issued = context.issued + 1;
        return settleOutbox({ ...context, issued, outbox: [...context.outbox, messageId(issued)] });
      }),
    },
    SEND_BLANK: { guard: 'running' },
    SENT: {
      guard: 'sending',
      actions: assign(({ context }) =>
        settleOutbox({ ...storedOutbox(context, context.inFlight ?? ''), sending: 'idle', inFlight: null }),
      ),
    },
    // Online the same id is tried again after sendRetry; offline the queue waits for ONLINE.
    SEND_FAILS: {
      guard: 'sending',
      actions: assign(({ context }) =>
        settleOutbox({ ...context, sending: context.online ? 'waiting' : 'idle', inFlight: null }),
      ),
    },
    // Refused for good (ARO-E1051 here): not sent, with the server's reason, and the next one goes at once.
    SEND_REFUSED: {
      guard: 'refusable',
      actions: assign(({ context }) => {
        const refused = context.inFlight ?? '';
        return settleOutbox({
          ...context,
          outbox: context.outbox.filter((id) => id !== refused),
          failed: [...context.failed, { id: refused, error: REFUSAL_TEXT }],
          sending: 'idle',
          inFlight: null,
        });
      }),
    },
    // The server stores the message on its way; its answer has not come (yet).
    STORED_UNANSWERED: {
      guard: 'refusable',
      actions: assign(({ context }) => ({ serverOnly: [...context.serverOnly, context.inFlight ?? ''] })),
    },
    RETRY_ELAPSED: {
      guard: 'waiting',
      actions: assign(({ context }) => settleOutbox({ ...context, sending: 'idle' })),
    },
    // The subscription brings the stored message before sendChat answers.
    ECHO: {
      guard: 'headInFlight',
      actions: assign(({ context }) => settleOutbox(storedOutbox(context, context.inFlight ?? ''))),
    },
    GO_OFFLINE: { guard: 'online', actions: assign({ online: false }) },
    // Back online a send waiting for its retry goes at once.
    GO_ONLINE: {
      guard: 'offline',
      actions: assign(({ context }) =>
        settleOutbox({ ...context, online: true, sending: context.sending === 'waiting' ? 'idle' : context.sending }),
      ),
    },
    COMPLETE: {
      guard: 'completionIdle',
      actions: assign(({ context }) => settleOutbox({ ...context, completion: 'pending', error: null })),
    },
    COMPLETED: { guard: 'completing', actions: assign(({ context }) => closedOutbox(context)) },
    COMPLETE_FAILS: { guard: 'completing', actions: assign({ completion: 'idle', error: CANNOT }) },
    // Staff close the chat with messages still queued (typed offline, say) or on their way.
    STAFF_CLOSES: { guard: 'running', actions: assign(({ context }) => closedOutbox(context)) },
    // What the server stored unheard is shown stored after all, and no longer as not sent.
    CLOSED_CAUGHT_UP: {
      guard: 'closedFetching',
      actions: assign(({ context }) => ({
        closedCatchUp: 'caughtUp' as const,
        stored: [...context.stored, ...context.serverOnly.filter((id) => !context.stored.includes(id))],
        failed: context.failed.filter((failure) => !context.serverOnly.includes(failure.id)),
        serverOnly: [],
      })),
    },
  },
});

type OutboxSnapshot = SnapshotFrom<typeof outboxModel>;
const OUTBOX_ALL = eventsOf(OUTBOX_EVENTS);
const outboxAbstract = ({ context }: OutboxSnapshot): string =>
  JSON.stringify([
    context.started,
    context.outbox.length,
    context.online,
    context.sending,
    context.inFlight !== null && context.outbox.includes(context.inFlight),
    context.completion,
    context.error,
    context.failed.length > 0,
    context.serverOnly.length > 0,
    context.closedCatchUp,
  ]);
const outboxPaths = getShortestPaths(outboxModel, {
  events: (snapshot) => OUTBOX_ALL.filter((event) => snapshot.can(event)),
  serializeState: (snapshot, event, previous) => byTransition(outboxAbstract, snapshot, event, previous),
});

async function outboxStep(rig: AgentChatRig, event: OutboxEvent, expected: OutboxExpected): Promise<void> {
  switch (event.type) {
    case 'OPEN':
      return rig.open();
    case 'SEND':
      return rig.send({ type: 'SEND', text: `  Message ${expected.issued}  ` });
    case 'SEND_BLANK':
      return rig.send({ type: 'SEND', text: '   ' });
    case 'SENT':
      await rig.answerSend();
      return;
    case 'SEND_FAILS':
      return rig.failSend();
    case 'SEND_REFUSED':
      return rig.refuseSend();
    case 'STORED_UNANSWERED': {
      const call = rig.inputs('sendChat').at(-1);
      if (call === undefined) throw new Error('nothing was sent');
      rig.server.storeSent(call);
      return;
    }
    case 'RETRY_ELAPSED':
      return rig.elapse(AGENT_CHAT_DELAYS.sendRetry);
    case 'ECHO': {
      const call = rig.inputs('sendChat').at(-1);
      if (call === undefined) throw new Error('nothing was sent');
      return rig.watch.emit({ type: 'chat.message', message: rig.server.storeSent(call) });
    }
    case 'GO_OFFLINE':
      return rig.send({ type: 'OFFLINE' });
    case 'GO_ONLINE':
      return rig.send({ type: 'ONLINE' });
    case 'COMPLETE':
      return rig.send({ type: 'COMPLETE' });
    case 'COMPLETED':
      return rig.answerComplete('entered_in_error');
    case 'COMPLETE_FAILS':
      return rig.api.fail('patchChat', 'ARO-E1046:');
    case 'STAFF_CLOSES':
      return rig.update({ status: 'completed' });
    case 'CLOSED_CAUGHT_UP':
      return rig.catchUp();
  }
}

function checkOutbox(rig: AgentChatRig, expected: OutboxExpected): void {
  const snapshot = rig.snapshot();
  const { context } = snapshot;
  if (expected.completion === 'closed') {
    expect(phaseKey(snapshot)).toBe('closed.unrated');
    expect(closedRegion(snapshot, 'catchUp')).toBe(expected.closedCatchUp);
  } else {
    expect(region(snapshot, 'outbox')).toBe(expected.sending);
    expect(region(snapshot, 'completion')).toBe(expected.completion);
    expect(region(snapshot, 'network')).toBe(expected.online ? 'online' : 'offline');
  }
  expect(context.outbox.map((message) => message.id)).toEqual(expected.outbox);
  expect(context.outbox.map((message) => textOf(message.content))).toEqual(
    expected.outbox.map((id) => `Message ${Number(id.slice(-12))}`),
  );
  expect(context.messages.map((message) => message.id)).toEqual(expected.stored);
  expect(context.error).toBe(expected.error);
  // One call per attempt, in order, each with the id and time it was typed with.
  const sent = rig.inputs('sendChat');
  expect(sent.map((input) => input.id)).toEqual(expected.attempts);
  for (const input of sent)
    expect(input).toMatchObject({
      chatId: CHAT.id,
      authorRef: CHAT.sender,
      content: { kind: 'message', message: `Message ${Number(input.id.slice(-12))}` },
    });
  expect(context.failed.map((message) => [message.id, message.error])).toEqual(
    expected.failed.map((failure) => [failure.id, failure.error]),
  );
  expect(context.failed.map((message) => textOf(message.content))).toEqual(
    expected.failed.map((failure) => `Message ${Number(failure.id.slice(-12))}`),
  );
  const view = agentChatView(snapshot);
  // Not sent, then still to send, each with what it says under it.
  const unstored = view.bubbles.filter((bubble) => bubble.seq === null);
  expect(unstored.map((bubble) => [bubble.id, bubble.delivery, bubble.error])).toEqual([
    ...expected.failed.map((failure) => [failure.id, 'failed', failure.error]),
    ...expected.outbox.map((id) => [
      id,
      expected.sending === 'sending' && id === expected.inFlight ? 'sending' : 'queued',
      null,
    ]),
  ]);
  expect(view.offlineNotice).toBe(
    expected.completion !== 'closed' && !expected.online ? AGENT_CHAT_TEXT.offline : null,
  );
}

async function replayOutbox(path: StatePath<OutboxSnapshot, OutboxEvent>): Promise<void> {
  const rig = agentChatRig();
  const model = createActor(outboxModel).start();
  for (const event of path.steps
    .map((step) => step.event)
    .filter((event) => OUTBOX_EVENTS.some((type) => type === event.type))) {
    model.send(event);
    await outboxStep(rig, event, model.getSnapshot().context);
    if (model.getSnapshot().context.started) checkOutbox(rig, model.getSnapshot().context);
  }
  rig.actor.stop();
}

describe('agent chat machine, model-based: outbox and network', () => {
  describe.each(outboxPaths.map((path) => [describePath(path.steps.map((s) => s.event)), path] as const))(
    'shortest path %s',
    (_, path) => {
      it('does what the model says at every step', async () => {
        await replayOutbox(path);
      });
    },
  );
});

// ---------------------------------------------------------------------------------------------------
// 3. Live: the subscription, catch-ups after a gap (retried while online), and delivery marks.

const LIVE_EVENTS = [
  'OPEN',
  'OPEN_REFUSED',
  'STAFF_SAYS',
  'MISSED',
  'CAUGHT_UP',
  'CATCH_UP_FAILS',
  'ELAPSE',
  'DISCONNECTED',
  'RECONNECTED',
  'GO_OFFLINE',
  'GO_ONLINE',
  'MARKED',
  'MARK_FAILS',
] as const;
type LiveEvent = { type: (typeof LIVE_EVENTS)[number] };

interface LiveExpected {
  live: 'none' | 'connected' | 'disconnected' | 'failed';
  catchUp: 'fetching' | 'idle' | 'retrying';
  online: boolean;
  delivery: 'idle' | 'marking';
  /** Seqs held (grows). */
  held: number[];
  /** Messages the server stored. */
  serverSeq: number;
  markedSeq: number;
  /** markDelivered's seq, queryChat's and watchChat's afterSeq, per call (grow). */
  marks: number[];
  queries: number[];
  watches: number[];
}

const lastHeld = (context: LiveExpected): number => Math.max(0, ...context.held);

/** Staff messages held beyond the last mark are marked delivered, one call at a time. */
function settleLive(context: LiveExpected): LiveExpected {
  if (context.delivery === 'idle' && lastHeld(context) > context.markedSeq) {
    return {
      ...context,
      delivery: 'marking',
      markedSeq: lastHeld(context),
      marks: [...context.marks, lastHeld(context)],
    };
  }
  return context;
}

function fetch(context: LiveExpected): LiveExpected {
  return { ...context, catchUp: 'fetching', queries: [...context.queries, lastHeld(context)] };
}

const liveModel = setup({
  types: { context: {} as LiveExpected, events: {} as LiveEvent },
  guards: {
    notStarted: ({ context }) => context.live === 'none',
    // The subscription never skips a seq: a live message comes only when nothing was missed.
    canSay: ({ context }) => context.live === 'connected' && context.serverSeq === lastHeld(context),
    notLive: ({ context }) => context.live === 'disconnected' || context.live === 'failed',
    fetching: ({ context }) => context.live !== 'none' && context.catchUp === 'fetching',
    timerPending: ({ context }) => context.catchUp === 'retrying' || context.live === 'failed',
    connected: ({ context }) => context.live === 'connected',
    disconnected: ({ context }) => context.live === 'disconnected',
    online: ({ context }) => context.live !== 'none' && context.online,
    offline: ({ context }) => context.live !== 'none' && !context.online,
    marking: ({ context }) => context.delivery === 'marking',
  },
}).createMachine({
  id: 'agentChatLiveModel',
  context: {
    live: 'none',
    catchUp: 'fetching',
    online: true,
    delivery: 'idle',
    held: [],
    serverSeq: 0,
    markedSeq: 0,
    marks: [],
    queries: [],
    watches: [],
  },
  on: {
    OPEN: { guard: 'notStarted', actions: assign({ live: 'connected', queries: [0], watches: [0] }) },
    // The server refuses the first subscription: tried again after watchRetry.
    OPEN_REFUSED: { guard: 'notStarted', actions: assign({ live: 'failed', queries: [0] }) },
    STAFF_SAYS: {
      guard: 'canSay',
      actions: assign(({ context }) =>
        settleLive({ ...context, serverSeq: context.serverSeq + 1, held: [...context.held, context.serverSeq + 1] }),
      ),
    },
    MISSED: { guard: 'notLive', actions: assign(({ context }) => ({ serverSeq: context.serverSeq + 1 })) },
    CAUGHT_UP: {
      guard: 'fetching',
      actions: assign(({ context }) => {
        const afterSeq = context.queries.at(-1) ?? 0;
        const fetched = Array.from({ length: context.serverSeq - afterSeq }, (_, index) => afterSeq + index + 1);
        const held = [...new Set([...context.held, ...fetched])].sort((a, b) => a - b);
        return settleLive({ ...context, catchUp: 'idle', held });
      }),
    },
    CATCH_UP_FAILS: {
      guard: 'fetching',
      actions: assign(({ context }) => ({ catchUp: context.online ? 'retrying' : 'idle' })),
    },
    // Both of this slice's delays are 3 s and no time passes otherwise: whatever waits fires.
    ELAPSE: {
      guard: 'timerPending',
      actions: assign(({ context }) => {
        let next = context;
        if (next.catchUp === 'retrying') next = fetch(next);
        if (next.live === 'failed') next = { ...next, live: 'connected', watches: [...next.watches, lastHeld(next)] };
        return next;
      }),
    },
    DISCONNECTED: { guard: 'connected', actions: assign({ live: 'disconnected' }) },
    RECONNECTED: {
      guard: 'disconnected',
      actions: assign(({ context }) => {
        const next: LiveExpected = { ...context, live: 'connected' };
        return context.catchUp === 'fetching' ? next : fetch(next);
      }),
    },
    GO_OFFLINE: {
      guard: 'online',
      actions: assign(({ context }) => ({
        online: false,
        catchUp: context.catchUp === 'retrying' ? 'idle' : context.catchUp,
      })),
    },
    GO_ONLINE: {
      guard: 'offline',
      actions: assign(({ context }) => {
        const next: LiveExpected = { ...context, online: true };
        return context.catchUp === 'idle' ? fetch(next) : next;
      }),
    },
    MARKED: { guard: 'marking', actions: assign(({ context }) => settleLive({ ...context, delivery: 'idle' })) },
    MARK_FAILS: { guard: 'marking', actions: assign(({ context }) => settleLive({ ...context, delivery: 'idle' })) },
  },
});

type LiveSnapshot = SnapshotFrom<typeof liveModel>;
const LIVE_ALL = eventsOf(LIVE_EVENTS);
const liveAbstract = ({ context }: LiveSnapshot): string =>
  JSON.stringify([
    context.live,
    context.catchUp,
    context.online,
    context.delivery,
    lastHeld(context) > context.markedSeq,
    context.serverSeq > lastHeld(context),
  ]);
const livePaths = getShortestPaths(liveModel, {
  events: (snapshot) => LIVE_ALL.filter((event) => snapshot.can(event)),
  serializeState: (snapshot, event, previous) => byTransition(liveAbstract, snapshot, event, previous),
});

async function liveStep(rig: AgentChatRig, event: LiveEvent): Promise<void> {
  switch (event.type) {
    case 'OPEN':
      await rig.start();
      return rig.prepare();
    case 'OPEN_REFUSED':
      rig.watch.refuseNext();
      await rig.start();
      return rig.prepare();
    case 'STAFF_SAYS':
      await rig.staffSays('How can we help?');
      return;
    case 'MISSED':
      rig.server.staffSays('Are you there?');
      return;
    case 'CAUGHT_UP':
      return rig.catchUp();
    case 'CATCH_UP_FAILS':
      return rig.failCatchUp();
    case 'ELAPSE':
      return rig.elapse(AGENT_CHAT_DELAYS.catchUpRetry);
    case 'DISCONNECTED':
      return rig.watch.emit({ type: 'chat.disconnected' });
    case 'RECONNECTED':
      return rig.watch.emit({ type: 'chat.reconnected' });
    case 'GO_OFFLINE':
      return rig.send({ type: 'OFFLINE' });
    case 'GO_ONLINE':
      return rig.send({ type: 'ONLINE' });
    case 'MARKED':
      return rig.api.answer('markDelivered', rig.chat());
    case 'MARK_FAILS':
      return rig.api.fail('markDelivered', 'Network request failed');
  }
}

function checkLive(rig: AgentChatRig, expected: LiveExpected): void {
  const snapshot = rig.snapshot();
  expect(liveOf(snapshot)).toBe(expected.live);
  expect(region(snapshot, 'catchUp')).toBe(expected.catchUp);
  expect(region(snapshot, 'network')).toBe(expected.online ? 'online' : 'offline');
  expect(region(snapshot, 'delivery')).toBe(expected.delivery);
  expect(snapshot.context.messages.map((message) => message.seq)).toEqual(expected.held);
  expect(rig.inputs('markDelivered')).toEqual(expected.marks.map((seq) => ({ chatId: CHAT.id, seq })));
  expect(rig.inputs('queryChat')).toEqual(expected.queries.map((afterSeq) => ({ chatId: CHAT.id, afterSeq })));
  expect(rig.watch.inputs()).toEqual(expected.watches.map((afterSeq) => ({ chatId: CHAT.id, afterSeq })));
  expect(rig.watch.running()).toBe(expected.live === 'failed' ? 0 : 1);
}

async function replayLive(path: StatePath<LiveSnapshot, LiveEvent>): Promise<void> {
  const rig = agentChatRig();
  const model = createActor(liveModel).start();
  for (const event of path.steps
    .map((step) => step.event)
    .filter((event) => LIVE_EVENTS.some((type) => type === event.type))) {
    model.send(event);
    await liveStep(rig, event);
    checkLive(rig, model.getSnapshot().context);
  }
  rig.actor.stop();
}

describe('agent chat machine, model-based: live, catch-up and delivery', () => {
  describe.each(livePaths.map((path) => [describePath(path.steps.map((s) => s.event)), path] as const))(
    'shortest path %s',
    (_, path) => {
      it('does what the model says at every step', async () => {
        await replayLive(path);
      });
    },
  );
});

// ---------------------------------------------------------------------------------------------------
// 4. Images and typing.

const ATTACH_EVENTS = [
  'OPEN',
  'ATTACH',
  'UPLOADED',
  'UPLOAD_FAILS',
  'TYPING',
  'TYPING_REPORTED',
  'TYPING_FAILS',
  'THROTTLE_ELAPSED',
  'COMPLETE',
  'COMPLETED',
] as const;
type AttachEvent = { type: (typeof ATTACH_EVENTS)[number] };

interface AttachExpected {
  started: boolean;
  upload: 'idle' | 'uploading' | 'failed';
  uploadError: string | null;
  typing: 'idle' | 'reporting' | 'quiet';
  /** Image urls queued or sent (grows). */
  images: string[];
  uploads: number;
  typings: number;
  completion: 'idle' | 'pending' | 'completing' | 'closed';
}

const attachModel = setup({
  types: { context: {} as AttachExpected, events: {} as AttachEvent },
  guards: {
    notStarted: ({ context }) => !context.started,
    running: ({ context }) => context.started && context.completion !== 'closed',
    uploading: ({ context }) => context.completion !== 'closed' && context.upload === 'uploading',
    reporting: ({ context }) => context.completion !== 'closed' && context.typing === 'reporting',
    quiet: ({ context }) => context.completion !== 'closed' && context.typing === 'quiet',
    completionIdle: ({ context }) => context.started && context.completion === 'idle',
    completing: ({ context }) => context.completion === 'completing',
  },
}).createMachine({
  id: 'agentChatAttachModel',
  context: {
    started: false,
    upload: 'idle',
    uploadError: null,
    typing: 'idle',
    images: [],
    uploads: 0,
    typings: 0,
    completion: 'idle',
  },
  on: {
    OPEN: { guard: 'notStarted', actions: assign({ started: true }) },
    // One upload at a time; none once Complete chat is pressed.
    ATTACH: {
      guard: 'running',
      actions: assign(({ context }) =>
        context.upload === 'uploading' || context.completion !== 'idle'
          ? {}
          : { upload: 'uploading', uploadError: null, uploads: context.uploads + 1 },
      ),
    },
    UPLOADED: {
      guard: 'uploading',
      actions: assign(({ context }) => ({
        upload: 'idle',
        images: [...context.images, `/blob/get/blob-${context.uploads}-abcdefgh`],
        // Completing waited for the image: it is sent first (this slice's server answers at once), then completes.
        completion: context.completion === 'pending' ? 'completing' : context.completion,
      })),
    },
    UPLOAD_FAILS: {
      guard: 'uploading',
      actions: assign(({ context }) => ({
        upload: 'failed',
        uploadError: AGENT_CHAT_TEXT.uploadFailed,
        completion: context.completion === 'pending' ? 'completing' : context.completion,
      })),
    },
    TYPING: {
      guard: 'running',
      actions: assign(({ context }) =>
        context.typing === 'idle' ? { typing: 'reporting', typings: context.typings + 1 } : {},
      ),
    },
    TYPING_REPORTED: { guard: 'reporting', actions: assign({ typing: 'quiet' }) },
    TYPING_FAILS: { guard: 'reporting', actions: assign({ typing: 'quiet' }) },
    THROTTLE_ELAPSED: { guard: 'quiet', actions: assign({ typing: 'idle' }) },
    // Completing waits for an image on its way (what was uploaded before is sent already).
    COMPLETE: {
      guard: 'completionIdle',
      actions: assign(({ context }) => ({ completion: context.upload === 'uploading' ? 'pending' : 'completing' })),
    },
    COMPLETED: { guard: 'completing', actions: assign({ completion: 'closed' }) },
  },
});

type AttachSnapshot = SnapshotFrom<typeof attachModel>;
const ATTACH_ALL = eventsOf(ATTACH_EVENTS);
const attachAbstract = ({ context }: AttachSnapshot): string =>
  JSON.stringify([
    context.started,
    context.upload,
    context.uploadError,
    context.typing,
    context.completion,
    context.images.length > 0,
  ]);
const attachPaths = getShortestPaths(attachModel, {
  events: (snapshot) => ATTACH_ALL.filter((event) => snapshot.can(event)),
  serializeState: (snapshot, event, previous) => byTransition(attachAbstract, snapshot, event, previous),
});

const IMAGE = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });

async function attachStep(rig: AgentChatRig, event: AttachEvent, expected: AttachExpected): Promise<void> {
  switch (event.type) {
    case 'OPEN':
      return rig.open();
    case 'ATTACH':
      return rig.send({ type: 'ATTACH', file: IMAGE, description: '  My prescription  ' });
    case 'UPLOADED':
      await rig.api.answer('uploadImage', { imageUrl: expected.images.at(-1) ?? '' });
      // The image is sent at once (this slice's server answers every send): one call, stored once.
      if (rig.api.waiting('sendChat') > 0) await rig.answerSend();
      expect(rig.api.waiting('sendChat')).toBe(0);
      return;
    case 'UPLOAD_FAILS':
      return rig.api.fail('uploadImage', 'ARO-E1054:');
    case 'TYPING':
      return rig.send({ type: 'TYPING' });
    case 'TYPING_REPORTED':
      return rig.api.answer('reportTyping', true);
    case 'TYPING_FAILS':
      return rig.api.fail('reportTyping', 'Network request failed');
    case 'THROTTLE_ELAPSED':
      return rig.elapse(AGENT_CHAT_DELAYS.typingThrottle);
    case 'COMPLETE':
      return rig.send({ type: 'COMPLETE' });
    case 'COMPLETED':
      return rig.answerComplete('entered_in_error');
  }
}

function checkAttach(rig: AgentChatRig, expected: AttachExpected): void {
  const snapshot = rig.snapshot();
  const { context } = snapshot;
  if (expected.completion === 'closed') expect(phaseKey(snapshot)).toBe('closed.unrated');
  else {
    expect(region(snapshot, 'upload')).toBe(expected.upload);
    expect(region(snapshot, 'typing')).toBe(expected.typing);
    expect(region(snapshot, 'completion')).toBe(expected.completion);
  }
  expect(context.uploadError).toBe(expected.uploadError);
  expect(context.messages.map((message) => textOf(message.content))).toEqual(
    expected.images.map((url) => `image:${url}:My prescription`),
  );
  expect(context.messages.map((message) => message.content)).toEqual(
    expected.images.map((imageUrl) => ({
      kind: 'image',
      imageUrl,
      description: 'My prescription',
      hospitalId: HOSPITAL_ID,
    })),
  );
  expect(rig.inputs('uploadImage')).toEqual(
    Array.from({ length: expected.uploads }, () => ({ file: IMAGE, hospitalId: HOSPITAL_ID })),
  );
  expect(rig.inputs('reportTyping')).toEqual(
    Array.from({ length: expected.typings }, () => ({ chatId: CHAT.id, typing: true })),
  );
  const view = agentChatView(snapshot);
  expect(view.uploading).toBe(expected.completion !== 'closed' && expected.upload === 'uploading');
  expect(view.uploadError).toBe(expected.uploadError);
}

async function replayAttach(path: StatePath<AttachSnapshot, AttachEvent>): Promise<void> {
  const rig = agentChatRig();
  const model = createActor(attachModel).start();
  for (const event of path.steps
    .map((step) => step.event)
    .filter((event) => ATTACH_EVENTS.some((type) => type === event.type))) {
    model.send(event);
    await attachStep(rig, event, model.getSnapshot().context);
    checkAttach(rig, model.getSnapshot().context);
  }
  rig.actor.stop();
}

describe('agent chat machine, model-based: images and typing', () => {
  describe.each(attachPaths.map((path) => [describePath(path.steps.map((s) => s.event)), path] as const))(
    'shortest path %s',
    (_, path) => {
      it('does what the model says at every step', async () => {
        await replayAttach(path);
      });
    },
  );
});

// ---------------------------------------------------------------------------------------------------
// 5. After closing: the subscriptions stop with the chat, so what was stored just before the close
// (the last staff message, 'Chat completed') is read by one catch-up, retried a few times while
// online, then on ONLINE; rating and Start new chat never wait for it.

const CLOSING_EVENTS = [
  'OPEN',
  'CLOSE',
  'CAUGHT_UP',
  'CATCH_UP_FAILS',
  'ELAPSE',
  'GO_OFFLINE',
  'GO_ONLINE',
  'RATE',
  'RATED',
  'START_NEW',
] as const;
type ClosingEvent = { type: (typeof CLOSING_EVENTS)[number] };

interface ClosingExpected {
  phase: 'none' | 'open' | 'closed' | 'new';
  catchUp: 'fetching' | 'retrying' | 'stalled' | 'caughtUp';
  failures: number;
  online: boolean;
  rating: 'unrated' | 'rating' | 'rated';
  /** queryChat's afterSeq per call (grows). */
  queries: number[];
  /** The texts held, in seq order. */
  held: string[];
}

const SAID_BEFORE = 'How can we help?';
const SAID_LAST = 'Take care';

/** The catch-up after closing starts again (the held messages end at seq 1: the one pushed before the close). */
function refetch(context: ClosingExpected, failures: number): Partial<ClosingExpected> {
  return { catchUp: 'fetching', failures, queries: [...context.queries, 1] };
}

const closingModel = setup({
  types: { context: {} as ClosingExpected, events: {} as ClosingEvent },
  guards: {
    notStarted: ({ context }) => context.phase === 'none',
    open: ({ context }) => context.phase === 'open',
    closed: ({ context }) => context.phase === 'closed',
    fetching: ({ context }) => context.phase === 'closed' && context.catchUp === 'fetching',
    retrying: ({ context }) => context.phase === 'closed' && context.catchUp === 'retrying',
    online: ({ context }) => context.phase === 'closed' && context.online,
    // Rated once (issue 29 item 14).
    canRate: ({ context }) => context.phase === 'closed' && context.rating === 'unrated',
    ratingAsked: ({ context }) => context.phase === 'closed' && context.rating === 'rating',
  },
}).createMachine({
  id: 'agentChatClosingModel',
  context: { phase: 'none', catchUp: 'fetching', failures: 0, online: true, rating: 'unrated', queries: [], held: [] },
  on: {
    // Open, caught up, and one staff message pushed live.
    OPEN: { guard: 'notStarted', actions: assign({ phase: 'open', queries: [0], held: [SAID_BEFORE] }) },
    // Staff say one more thing and complete; the chat subscription tells of the close before the
    // communication one pushes either message.
    CLOSE: { guard: 'open', actions: assign(({ context }) => ({ phase: 'closed' as const, ...refetch(context, 0) })) },
    CAUGHT_UP: {
      guard: 'fetching',
      actions: assign(({ context }) => ({
        catchUp: 'caughtUp' as const,
        failures: 0,
        held: [...context.held, SAID_LAST, `event:${CHAT_COMPLETED}`],
      })),
    },
    CATCH_UP_FAILS: {
      guard: 'fetching',
      actions: assign(({ context }) =>
        context.online && context.failures < CLOSED_CATCH_UP_RETRIES
          ? { catchUp: 'retrying' as const, failures: context.failures + 1 }
          : { catchUp: 'stalled' as const },
      ),
    },
    ELAPSE: { guard: 'retrying', actions: assign(({ context }) => refetch(context, context.failures)) },
    GO_OFFLINE: { guard: 'online', actions: assign({ online: false }) },
    // The browser's online event, or the app mounting: a waiting retry goes now, a stalled catch-up starts afresh.
    GO_ONLINE: {
      guard: 'closed',
      actions: assign(({ context }) => ({
        online: true,
        ...(context.catchUp === 'retrying'
          ? refetch(context, context.failures)
          : context.catchUp === 'stalled'
            ? refetch(context, 0)
            : {}),
      })),
    },
    RATE: { guard: 'canRate', actions: assign({ rating: 'rating' }) },
    RATED: { guard: 'ratingAsked', actions: assign({ rating: 'rated' }) },
    START_NEW: { guard: 'closed', actions: assign({ phase: 'new' }) },
  },
});

type ClosingSnapshot = SnapshotFrom<typeof closingModel>;
const CLOSING_ALL = eventsOf(CLOSING_EVENTS);
const closingAbstract = ({ context }: ClosingSnapshot): string =>
  JSON.stringify([context.phase, context.catchUp, context.failures, context.online, context.rating]);
const closingPaths = getShortestPaths(closingModel, {
  events: (snapshot) => CLOSING_ALL.filter((event) => snapshot.can(event)),
  serializeState: (snapshot, event, previous) => byTransition(closingAbstract, snapshot, event, previous),
});

async function closingStep(rig: AgentChatRig, event: ClosingEvent): Promise<void> {
  switch (event.type) {
    case 'OPEN':
      await rig.open({ status: 'in_progress', staffName: 'Dr. Silva', queuePosition: null });
      await rig.staffSays(SAID_BEFORE);
      return;
    case 'CLOSE':
      rig.server.staffSays(SAID_LAST);
      rig.server.systemSays(CHAT_COMPLETED);
      return rig.update({ status: 'completed' });
    case 'CAUGHT_UP':
      return rig.catchUp();
    case 'CATCH_UP_FAILS':
      return rig.failCatchUp();
    case 'ELAPSE':
      return rig.elapse(AGENT_CHAT_DELAYS.catchUpRetry);
    case 'GO_OFFLINE':
      return rig.send({ type: 'OFFLINE' });
    case 'GO_ONLINE':
      return rig.send({ type: 'ONLINE' });
    case 'RATE':
      return rig.send({ type: 'RATE', happy: true });
    case 'RATED':
      return rig.answerRate();
    case 'START_NEW':
      return rig.send({ type: 'START_NEW' });
  }
}

function checkClosing(rig: AgentChatRig, expected: ClosingExpected): void {
  const snapshot = rig.snapshot();
  const { context } = snapshot;
  expect(rig.inputs('queryChat')).toEqual(expected.queries.map((afterSeq) => ({ chatId: CHAT.id, afterSeq })));
  if (expected.phase === 'new') {
    // Start new chat did not wait: the catch-up was dropped with the old chat.
    expect(snapshot.value).toBe('preparing');
    expect(rig.api.waiting('queryChat')).toBe(0);
    expect(rig.inputs('prepareChat')).toHaveLength(2);
    return;
  }
  expect(context.messages.map((message) => textOf(message.content))).toEqual(expected.held);
  if (expected.phase !== 'closed') return;
  expect(closedRegion(snapshot, 'catchUp')).toBe(expected.catchUp);
  expect(closedRegion(snapshot, 'rating')).toBe(expected.rating);
  expect(context.closedCatchUpFailures).toBe(expected.failures);
  expect(context.online).toBe(expected.online);
  expect(rig.api.waiting('queryChat')).toBe(expected.catchUp === 'fetching' ? 1 : 0);
  expect(rig.watch.running()).toBe(0);
  // Rating never waits for the catch-up.
  expect(agentChatView(snapshot)).toMatchObject({
    phase: expected.rating === 'rated' ? 'rated' : 'closed',
    canRate: expected.rating === 'unrated',
    closedNotice: AGENT_CHAT_TEXT.completed,
  });
}

async function replayClosing(path: StatePath<ClosingSnapshot, ClosingEvent>): Promise<void> {
  const rig = agentChatRig();
  const model = createActor(closingModel).start();
  for (const event of path.steps
    .map((step) => step.event)
    .filter((event) => CLOSING_EVENTS.some((type) => type === event.type))) {
    model.send(event);
    await closingStep(rig, event);
    checkClosing(rig, model.getSnapshot().context);
  }
  rig.actor.stop();
}

describe('agent chat machine, model-based: the catch-up after closing', () => {
  describe.each(closingPaths.map((path) => [describePath(path.steps.map((s) => s.event)), path] as const))(
    'shortest path %s',
    (_, path) => {
      it('does what the model says at every step', async () => {
        await replayClosing(path);
      });
    },
  );
});

// ---------------------------------------------------------------------------------------------------
// Focused cases.

describe('agent chat machine, details', () => {
  it("says why an upload was refused when it is the hourly limit, and only 'Upload failed' for anything else", async () => {
    const rig = agentChatRig();
    await rig.open();
    await rig.send({ type: 'ATTACH', file: IMAGE, description: 'Scan' });
    await rig.api.fail('uploadImage', AGENT_CHAT_TEXT.uploadLimit);
    expect(rig.snapshot().context.uploadError).toBe(AGENT_CHAT_TEXT.uploadLimit);
    await rig.send({ type: 'ATTACH', file: IMAGE, description: 'Scan' });
    await rig.api.fail('uploadImage', 'relation "blobs" does not exist');
    expect(rig.snapshot().context.uploadError).toBe(AGENT_CHAT_TEXT.uploadFailed);
  });

  it('queues what is typed offline and, back online, sends it in order, one at a time', async () => {
    const rig = agentChatRig();
    await rig.open();
    await rig.send({ type: 'OFFLINE' });
    for (const text of ['first', 'second', 'third']) await rig.send({ type: 'SEND', text });
    expect(rig.inputs('sendChat')).toEqual([]);
    expect(agentChatView(rig.snapshot()).bubbles.map((bubble) => bubble.delivery)).toEqual([
      'queued',
      'queued',
      'queued',
    ]);

    await rig.send({ type: 'ONLINE' });
    expect(rig.inputs('sendChat').map((input) => textOf(input.content))).toEqual(['first']);
    expect(agentChatView(rig.snapshot()).bubbles.map((bubble) => bubble.delivery)).toEqual([
      'sending',
      'queued',
      'queued',
    ]);
    await rig.answerSend();
    expect(rig.inputs('sendChat').map((input) => textOf(input.content))).toEqual(['first', 'second']);
    await rig.answerSend();
    await rig.answerSend();
    expect(rig.inputs('sendChat').map((input) => input.id)).toEqual([messageId(1), messageId(2), messageId(3)]);
    expect(rig.inputs('sendChat').map((input) => input.createdAt)).toEqual(
      [1, 2, 3].map((second) => Date.UTC(2025, 5, 1, 9, 0, second)),
    );
    expect(rig.snapshot().context.outbox).toEqual([]);
    expect(agentChatView(rig.snapshot()).bubbles.map((bubble) => [bubble.seq, bubble.delivery])).toEqual([
      [1, 'sent'],
      [2, 'sent'],
      [3, 'sent'],
    ]);
  });

  it('retries a failed send with the same id once sendRetry has passed', async () => {
    const rig = agentChatRig();
    await rig.open();
    await rig.send({ type: 'SEND', text: 'Is the doctor in today?' });
    await rig.failSend();
    expect(region(rig.snapshot(), 'outbox')).toBe('waiting');
    await rig.elapse(AGENT_CHAT_DELAYS.sendRetry - 1);
    expect(rig.inputs('sendChat')).toHaveLength(1);
    await rig.elapse(1);
    const [first, again] = rig.inputs('sendChat');
    expect(again).toEqual(first);
    // The server stores it once, whichever answer arrives.
    await rig.answerSend();
    expect(rig.snapshot().context.messages.map((message) => message.id)).toEqual([messageId(1)]);
  });

  it('shows a message once when the subscription and a catch-up both bring it', async () => {
    const rig = agentChatRig();
    await rig.open();
    const said = await rig.staffSays('Good morning');
    await rig.watch.emit({ type: 'chat.reconnected' });
    await rig.catchUp();
    await rig.watch.emit({ type: 'chat.message', message: said });
    const bubbles = agentChatView(rig.snapshot()).bubbles;
    expect(bubbles.map((bubble) => [bubble.id, bubble.authorName, bubble.mine, bubble.delivery])).toEqual([
      [said.id, 'Dr. Silva', false, null],
    ]);
    expect(rig.inputs('queryChat')).toEqual([
      { chatId: CHAT.id, afterSeq: 0 },
      { chatId: CHAT.id, afterSeq: 1 },
    ]);
  });

  it('closes with the status the server\u2019s completion rule gives (entered_in_error before any staff answered)', async () => {
    const rig = agentChatRig();
    await rig.open();
    await rig.send({ type: 'COMPLETE' });
    expect(rig.inputs('patchChat')).toEqual([{ chatId: CHAT.id, status: 'completed' }]);
    expect(agentChatView(rig.snapshot()).completing).toBe(true);
    await rig.answerComplete('entered_in_error');
    const view = agentChatView(rig.snapshot());
    expect(view.phase).toBe('closed');
    expect(view.closedNotice).toBe(AGENT_CHAT_TEXT.closedInError);
    expect(rig.watch.running()).toBe(0);
  });

  it('a chat staff completed shows as completed', async () => {
    const rig = agentChatRig();
    await rig.open({ status: 'in_progress', staffName: 'Dr. Silva', queuePosition: null });
    await rig.update({ status: 'completed' });
    expect(agentChatView(rig.snapshot())).toMatchObject({
      phase: 'closed',
      closedNotice: AGENT_CHAT_TEXT.completed,
      canRate: true,
      canSend: false,
    });
  });

  it('completing waits for the queued messages to be stored first', async () => {
    const rig = agentChatRig();
    await rig.open();
    await rig.send({ type: 'SEND', text: 'Thank you' });
    await rig.send({ type: 'COMPLETE' });
    // Nothing more is queued once Complete chat is pressed.
    await rig.send({ type: 'SEND', text: 'one more' });
    expect(rig.inputs('patchChat')).toEqual([]);
    await rig.answerSend();
    expect(rig.inputs('patchChat')).toEqual([{ chatId: CHAT.id, status: 'completed' }]);
    expect(rig.inputs('sendChat').map((input) => textOf(input.content))).toEqual(['Thank you']);
  });

  it('rates happy as 1 and unhappy as 0, once (issue 29 item 14)', async () => {
    const rig = agentChatRig();
    await rig.start();
    await rig.prepare({ status: 'in_progress' });
    await rig.update({ status: 'completed' });
    expect(agentChatView(rig.snapshot())).toMatchObject({ ratable: true, canRate: true });
    await rig.send({ type: 'RATE', happy: true });
    await rig.answerRate();
    expect(agentChatView(rig.snapshot())).toMatchObject({ phase: 'rated', rating: 1, ratable: true, canRate: false });
    await rig.send({ type: 'RATE', happy: false });
    expect(rig.inputs('patchChat')).toEqual([{ chatId: CHAT.id, rating: 1 }]);
    expect(agentChatView(rig.snapshot())).toMatchObject({ phase: 'rated', rating: 1 });
  });

  it('asks no rating of a chat closed before a staff member answered (issue 29 item 13)', async () => {
    const rig = agentChatRig();
    await rig.open();
    await rig.update({ status: 'entered_in_error' });
    expect(agentChatView(rig.snapshot())).toMatchObject({ phase: 'closed', ratable: false, canRate: false });
    await rig.send({ type: 'RATE', happy: true });
    expect(rig.inputs('patchChat')).toEqual([]);
  });

  it('START_NEW prepares a new chat with a fresh context, keeping the closed chat as an earlier one (issue 14 item 20)', async () => {
    const rig = agentChatRig();
    await rig.open({ status: 'in_progress' });
    await rig.staffSays('Hello');
    await rig.update({ status: 'completed' });
    await rig.send({ type: 'OFFLINE' });
    await rig.send({ type: 'START_NEW' });
    expect(rig.snapshot().value).toBe('preparing');
    expect(rig.snapshot().context).toEqual({
      hospitalId: HOSPITAL_ID,
      chat: null,
      messages: [],
      outbox: [],
      sendingId: null,
      failed: [],
      online: false,
      error: null,
      uploadError: null,
      uploadDescription: '',
      rating: null,
      markedSeq: 0,
      closedCatchUpFailures: 0,
      earlier: [
        {
          id: 'chat-1',
          status: 'completed',
          closedAt: null,
          rating: null,
          messages: [
            expect.objectContaining({ seq: 1, author: 'staff', content: { kind: 'message', message: 'Hello' } }),
          ],
        },
      ],
    });
    expect(rig.inputs('prepareChat')).toEqual([{ hospitalId: HOSPITAL_ID }, { hospitalId: HOSPITAL_ID }]);
    await rig.prepare({ id: 'chat-2' });
    expect(region(rig.snapshot(), 'network')).toBe('offline');
    expect(rig.watch.inputs().at(-1)).toEqual({ chatId: 'chat-2', afterSeq: 0 });
  });

  it('keeps the outbox through a JSON round trip of the persisted snapshot and sends it after', async () => {
    const first = agentChatRig();
    await first.open();
    await first.send({ type: 'OFFLINE' });
    await first.send({ type: 'SEND', text: 'queued one' });
    await first.send({ type: 'SEND', text: 'queued two' });
    const json = JSON.stringify(first.actor.getPersistedSnapshot());
    first.actor.stop();

    const second = agentChatRig({ snapshot: JSON.parse(json) as ReturnType<typeof first.actor.getPersistedSnapshot> });
    await second.start();
    expect(second.snapshot().context.outbox.map((message) => message.id)).toEqual([messageId(1), messageId(2)]);
    expect(second.watch.running()).toBe(1);
    await second.send({ type: 'ONLINE' });
    await second.answerSend();
    await second.answerSend();
    expect(second.inputs('sendChat').map((input) => [input.id, textOf(input.content)])).toEqual([
      [messageId(1), 'queued one'],
      [messageId(2), 'queued two'],
    ]);
    expect(second.snapshot().context.outbox).toEqual([]);
  });

  it('a snapshot persisted while sending sends the same id again when restored', async () => {
    const first = agentChatRig();
    await first.open();
    await first.send({ type: 'SEND', text: 'on its way' });
    const json = JSON.stringify(first.actor.getPersistedSnapshot());
    first.actor.stop();
    const second = agentChatRig({ snapshot: JSON.parse(json) as ReturnType<typeof first.actor.getPersistedSnapshot> });
    await second.start();
    expect(second.inputs('sendChat').map((input) => input.id)).toEqual([messageId(1)]);
  });

  it('a snapshot persisted while a send waits for its retry resumes it with the app\u2019s stored timers', async () => {
    const first = agentChatRig();
    await first.open();
    await first.send({ type: 'SEND', text: 'are you there?' });
    await first.failSend();
    await first.elapse(500);
    const stored = JSON.parse(
      JSON.stringify({ snapshot: first.actor.getPersistedSnapshot(), timers: captureTimers(first.actor) }),
    ) as {
      snapshot: ReturnType<typeof first.actor.getPersistedSnapshot>;
      timers: PersistedTimer[];
    };
    first.actor.stop();
    const second = agentChatRig({ snapshot: stored.snapshot });
    await second.start();
    restoreTimers(second.actor, stored.timers, Date.now());
    expect(region(second.snapshot(), 'outbox')).toBe('waiting');
    await second.elapse(AGENT_CHAT_DELAYS.sendRetry - 500);
    expect(second.inputs('sendChat').map((input) => input.id)).toEqual([messageId(1)]);
  });

  it('a send waiting for its retry goes at once when the network comes back', async () => {
    const rig = agentChatRig();
    await rig.open();
    await rig.send({ type: 'SEND', text: 'hello?' });
    await rig.failSend();
    await rig.send({ type: 'ONLINE' });
    expect(rig.inputs('sendChat').map((input) => input.id)).toEqual([messageId(1), messageId(1)]);
  });

  it('tells permanent send refusals (ARO-E1050/E1051/E1052) from failures worth retrying, with or without the code', () => {
    for (const refusal of [
      new Error(REFUSAL),
      new Error('ARO-E1050:This chat is not yours.'),
      new Error('ARO-E1052:'),
      new Error('[GraphQL] ARO-E1052:This chat is closed. Start a new chat.'),
      // The code without its colon, and the parsed message without the code.
      new Error('Refused (ARO-E1051)'),
      new Error(ERROR_CODES['ARO-E1051'].message),
      new Error(`${ERROR_CODES['ARO-E1052'].message} Since 9:30.`),
      'ARO-E1051:This message cannot be sent.',
    ]) {
      expect(isPermanentSendRefusal(refusal)).toBe(true);
    }
    for (const retried of [
      new Error('Network request failed'),
      new Error('Something went wrong'),
      new Error('ARO-E1046:That cannot be done in this state.'),
      new Error('ARO-E1024:You have been logged out, please login again.'),
      // Another code leads: its message part is not read for a refusal.
      new Error('ARO-E1033:This message cannot be sent.'),
      { message: REFUSAL },
      null,
    ]) {
      expect(isPermanentSendRefusal(retried)).toBe(false);
    }
  });

  it('keeps a message refused for good as not sent, with the server\u2019s reason, and sends the next one at once', async () => {
    const rig = agentChatRig();
    await rig.open();
    await rig.send({ type: 'SEND', text: 'first' });
    await rig.send({ type: 'SEND', text: 'second' });
    await rig.refuseSend();
    // Not retried: the next one goes at once.
    expect(rig.inputs('sendChat').map((input) => input.id)).toEqual([messageId(1), messageId(2)]);
    expect(region(rig.snapshot(), 'outbox')).toBe('sending');
    await rig.answerSend();
    await rig.elapse(AGENT_CHAT_DELAYS.sendRetry * 3);
    expect(rig.inputs('sendChat')).toHaveLength(2);
    const view = agentChatView(rig.snapshot());
    expect(view.bubbles.map((bubble) => [bubble.id, bubble.seq, bubble.delivery, bubble.error])).toEqual([
      [messageId(2), 1, 'sent', null],
      [messageId(1), null, 'failed', REFUSAL_TEXT],
    ]);
    expect(DELIVERY_LABELS.failed).toBe('Not sent');
    expect(view.bubbles[1]).toMatchObject({
      mine: true,
      author: 'patient',
      content: { kind: 'message', message: 'first' },
    });
    // The composer stays usable.
    expect(view.canSend).toBe(true);
  });

  it('a refusal while offline is still final; a refusal for a message a live echo already showed stored fails nothing', async () => {
    const rig = agentChatRig();
    await rig.open();
    await rig.send({ type: 'SEND', text: 'one' });
    await rig.send({ type: 'OFFLINE' });
    await rig.refuseSend('ARO-E1052:This chat is closed. Start a new chat.');
    expect(rig.snapshot().context.failed.map((message) => [message.id, message.error])).toEqual([
      [messageId(1), ERROR_CODES['ARO-E1052'].message],
    ]);
    await rig.send({ type: 'ONLINE' });
    await rig.send({ type: 'SEND', text: 'two' });
    const call = rig.inputs('sendChat').at(-1);
    if (call === undefined) throw new Error('nothing was sent');
    await rig.watch.emit({ type: 'chat.message', message: rig.server.storeSent(call) });
    await rig.send({ type: 'SEND', text: 'three' });
    // The echo took 'two' out of the outbox while its call was on its way: 'three' waits, and is not shown sending.
    expect(agentChatView(rig.snapshot()).bubbles.map((bubble) => [bubble.id, bubble.delivery])).toEqual([
      [messageId(2), 'sent'],
      [messageId(1), 'failed'],
      [messageId(3), 'queued'],
    ]);
    await rig.refuseSend();
    expect(rig.snapshot().context.failed.map((message) => message.id)).toEqual([messageId(1)]);
    expect(rig.snapshot().context.outbox.map((message) => message.id)).toEqual([messageId(3)]);
    expect(rig.inputs('sendChat').map((input) => input.id)).toEqual([messageId(1), messageId(2), messageId(3)]);
  });

  it('messages queued offline when staff close the chat are shown not sent, and stay so until Start new chat', async () => {
    const rig = agentChatRig();
    await rig.open({ status: 'in_progress', staffName: 'Dr. Silva', queuePosition: null });
    await rig.send({ type: 'OFFLINE' });
    await rig.send({ type: 'SEND', text: 'Are you still there?' });
    await rig.send({ type: 'SEND', text: 'Hello?' });
    rig.server.systemSays(CHAT_COMPLETED);
    await rig.update({ status: 'completed' });
    expect(rig.snapshot().context.outbox).toEqual([]);
    let view = agentChatView(rig.snapshot());
    expect(view.bubbles.map((bubble) => [bubble.id, bubble.delivery, bubble.error])).toEqual([
      [messageId(1), 'failed', ERROR_CODES['ARO-E1052'].message],
      [messageId(2), 'failed', ERROR_CODES['ARO-E1052'].message],
    ]);
    // Offline, the catch-up after closing waits for the network.
    await rig.failCatchUp();
    expect(closedRegion(rig.snapshot(), 'catchUp')).toBe('stalled');
    await rig.send({ type: 'ONLINE' });
    await rig.catchUp();
    view = agentChatView(rig.snapshot());
    expect(view.bubbles.map((bubble) => [bubble.seq, bubble.delivery])).toEqual([
      [1, null],
      [null, 'failed'],
      [null, 'failed'],
    ]);
    await rig.send({ type: 'START_NEW' });
    expect(agentChatView(rig.snapshot()).bubbles).toEqual([]);
  });

  it('a closed chat restored while its catch-up was on its way asks again; one restored waiting for a retry goes on ONLINE', async () => {
    const first = agentChatRig();
    await first.open({ status: 'in_progress', staffName: 'Dr. Silva', queuePosition: null });
    await first.staffSays('Hello');
    first.server.staffSays('Goodbye');
    await first.update({ status: 'completed' });
    const fetching = JSON.stringify(first.actor.getPersistedSnapshot());
    await first.failCatchUp();
    const retrying = JSON.stringify(first.actor.getPersistedSnapshot());
    first.actor.stop();

    // The fakes of a new page: the server still holds the chat's messages.
    const restore = async (json: string): Promise<AgentChatRig> => {
      const rig = agentChatRig({ snapshot: JSON.parse(json) as ReturnType<typeof first.actor.getPersistedSnapshot> });
      rig.server.staffSays('Hello');
      rig.server.staffSays('Goodbye');
      rig.change({ status: 'completed', staffName: 'Dr. Silva', queuePosition: null });
      await rig.start();
      return rig;
    };
    const second = await restore(fetching);
    expect(second.inputs('queryChat')).toEqual([{ chatId: CHAT.id, afterSeq: 1 }]);
    await second.catchUp();
    expect(second.snapshot().context.messages.map((message) => textOf(message.content))).toEqual(['Hello', 'Goodbye']);
    second.actor.stop();

    const third = await restore(retrying);
    expect(closedRegion(third.snapshot(), 'catchUp')).toBe('retrying');
    expect(third.inputs('queryChat')).toEqual([]);
    // The app says ONLINE on mounting: no need to wait for a timer the page lost.
    await third.send({ type: 'ONLINE' });
    await third.catchUp();
    expect(closedRegion(third.snapshot(), 'catchUp')).toBe('caughtUp');
    expect(third.snapshot().context.messages.map((message) => textOf(message.content))).toEqual(['Hello', 'Goodbye']);
    third.actor.stop();
  });

  it('makes version 4 UUIDs without crypto.randomUUID too (plain http is not a secure context)', () => {
    const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(randomUuid()).toMatch(UUID);
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', {
      getRandomValues: (array: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> => real.getRandomValues(array),
    });
    try {
      expect(typeof globalThis.crypto.randomUUID).toBe('undefined');
      const ids = Array.from({ length: 20 }, () => randomUuid());
      for (const id of ids) expect(id).toMatch(UUID);
      expect(new Set(ids).size).toBe(20);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('without provided actors it fails loudly: preparing fails instead of pretending', async () => {
    const actor = createActor(agentChatMachine, { input: { hospitalId: HOSPITAL_ID } }).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('prepareFailed');
    expect(actor.getSnapshot().context.error).toBe(AGENT_CHAT_TEXT.prepareFailed);
    actor.stop();
  });

  it('the default id and clock are the browser\u2019s (crypto.randomUUID, Date.now)', async () => {
    const rig = agentChatRig({ fakes: fakeAgentChat({ browserStamp: true }) });
    await rig.open();
    await rig.send({ type: 'SEND', text: 'hello' });
    const [sent] = rig.inputs('sendChat');
    expect(sent?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(sent?.createdAt).toBe(Date.now());
    rig.actor.stop();
  });

  it('given a clock, it stamps outgoing messages with that clock\u2019s time, not the system\u2019s', async () => {
    const later = Date.UTC(2040, 0, 1, 9, 0);
    const rig = agentChatRig({ fakes: fakeAgentChat({ clock: fixedClock(later) }) });
    await rig.open();
    await rig.send({ type: 'SEND', text: 'hello' });
    expect(rig.inputs('sendChat')[0]?.createdAt).toBe(later);
    expect(Date.now()).not.toBe(later);
    rig.actor.stop();
  });
});
