import { vi } from 'vitest';
import {
  createActor,
  fromCallback,
  fromPromise,
  type Actor,
  type EventObject,
  type PromiseActorLogic,
  type Snapshot,
} from 'xstate';
import type { Clock } from '../../machines/clock';
import type { ChatMessage } from '../../domain/chatMessages';
import type { ChatContent } from '../../domain/chatPayload';
import {
  agentChatMachine,
  agentChatWithClock,
  queueOutgoingWith,
  type AgentChatSnapshot,
  type OutgoingStamp,
  type WatchChatInput,
} from '../../machines/agentChat.machine';
import type { AgentChatCalls, AgentChatEvent, ChatInfo, ChatLiveEvent } from '../../machines/agentChat.types';

/**
 * The agent chat machine with fakes: deferred calls the test answers, a
 * watchChat whose live events the test pushes, a counting id and clock, and a tiny server that stores
 * messages the way the real one does (seq = last + 1, the same id stored once).
 */

const AGENT_CHAT_CALLS = [
  'prepareChat',
  'queryChat',
  'sendChat',
  'patchChat',
  'markDelivered',
  'reportTyping',
  'uploadImage',
] as const;
export type AgentChatCallName = (typeof AGENT_CHAT_CALLS)[number];

export const HOSPITAL_ID = 'org-colombo';

/** A permanent refusal as the server words it (formatError: code, catalogue message, detail). */
export const REFUSAL = 'ARO-E1051:This message cannot be sent. The image is not one you uploaded.';
/** What the bubble of a refused message says (the refusal parsed). */
export const REFUSAL_TEXT = 'This message cannot be sent. The image is not one you uploaded.';

export const CHAT: ChatInfo = {
  id: 'chat-1',
  status: 'preparation',
  hospitalId: HOSPITAL_ID,
  hospitalName: 'Carechat Hospital Colombo',
  sender: 'Patient/patient-1',
  staffName: null,
  rating: null,
  queuePosition: 1,
  staffOnline: true,
  staffTyping: false,
  lastSeq: 0,
  staffDeliveredSeq: 0,
  closedAt: null,
};

/** The n-th id the fake stamp hands out: UUID-shaped, like crypto.randomUUID's. */
export function messageId(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

/** Ids 1, 2, 3… and a clock that starts at a fixed time and moves 1 s per message. */
function countingStamp(): OutgoingStamp & { readonly issued: () => number } {
  let count = 0;
  return { newId: () => messageId(++count), now: () => Date.UTC(2025, 5, 1, 9, 0, count), issued: () => count };
}

/** What the real server does with messages: seq = last + 1, and the same id is never stored twice. */
function fakeChatServer() {
  const stored: ChatMessage[] = [];
  const store = (message: Omit<ChatMessage, 'seq'>): ChatMessage => {
    const existing = stored.find((candidate) => candidate.id === message.id);
    if (existing !== undefined) return existing;
    const saved: ChatMessage = { ...message, seq: stored.length + 1 };
    stored.push(saved);
    return saved;
  };
  return {
    stored: (): readonly ChatMessage[] => stored,
    lastSeq: (): number => stored.length,
    /** sendChat's answer: the patient's message as stored. */
    storeSent: (input: AgentChatCalls['sendChat']['input']): ChatMessage =>
      store({
        id: input.id,
        author: 'patient',
        authorName: 'Nimal Perera',
        content: input.content,
        createdAt: input.createdAt + 500,
      }),
    staffSays: (text: string): ChatMessage => {
      const n = stored.length + 1;
      return store({
        id: `staff-message-${n}`,
        author: 'staff',
        authorName: 'Dr. Silva',
        content: { kind: 'message', message: text },
        createdAt: Date.UTC(2025, 5, 1, 9, 30, n),
      });
    },
    /** A system event ('Chat completed', …), stored as the server does on pick-up, transfer and completion. */
    systemSays: (event: string): ChatMessage => {
      const n = stored.length + 1;
      return store({
        id: `system-message-${n}`,
        author: 'system',
        authorName: 'Carechat Hospital Colombo',
        content: { kind: 'event', event },
        createdAt: Date.UTC(2025, 5, 1, 9, 30, n),
      });
    },
    after: (seq: number): ChatMessage[] => stored.filter((message) => message.seq > seq),
    /** Another chat begins: its messages start again from seq 1. */
    reset: (): void => {
      stored.length = 0;
    },
  };
}

/** watchChat: records each start, lets the test push live events into the running one, may refuse to start. */
function fakeWatch() {
  interface Session {
    readonly input: WatchChatInput;
    readonly sendBack: (event: ChatLiveEvent) => void;
    stopped: boolean;
  }
  const sessions: Session[] = [];
  let refusals = 0;
  const logic = fromCallback<EventObject, WatchChatInput>(({ input, sendBack }) => {
    if (refusals > 0) {
      refusals -= 1;
      throw new Error('ARO-E1050:This chat is not yours.');
    }
    const session: Session = { input, sendBack, stopped: false };
    sessions.push(session);
    return () => {
      session.stopped = true;
    };
  });
  const running = (): Session[] => sessions.filter((session) => !session.stopped);
  return {
    logic,
    /** The next start throws (as a subscription the server refuses). */
    refuseNext: (): void => {
      refusals += 1;
    },
    inputs: (): WatchChatInput[] => sessions.map((session) => session.input),
    running: (): number => running().length,
    emit: async (event: ChatLiveEvent): Promise<void> => {
      const session = running().at(-1);
      if (session === undefined) throw new Error('No watchChat is running');
      session.sendBack(event);
      await vi.advanceTimersByTimeAsync(0);
    },
  };
}

/**
 * Calls that wait for the test to answer them, oldest first (like paymentHarness.deferredApi), except
 * that a call whose actor was stopped (the state that invoked it was left) is no longer waiting: an
 * answer then reaches the call the machine is actually waiting for.
 */
function deferredCalls<TName extends string>(names: readonly TName[]) {
  interface Pending {
    readonly resolve: (value: unknown) => void;
    readonly reject: (error: Error) => void;
  }
  const pending = new Map<string, Pending[]>(names.map((name) => [name, []]));
  const inputs = new Map<string, unknown[]>(names.map((name) => [name, []]));
  const waitingFor = (name: TName): Pending[] => pending.get(name) ?? [];
  const actor = <TOutput, TInput>(name: TName): PromiseActorLogic<TOutput, TInput> =>
    fromPromise<TOutput, TInput>(
      ({ input, signal }) =>
        new Promise<TOutput>((resolve, reject) => {
          inputs.get(name)?.push(input);
          const call: Pending = { resolve: (value) => resolve(value as TOutput), reject };
          waitingFor(name).push(call);
          signal.addEventListener('abort', () => {
            const queue = waitingFor(name);
            const index = queue.indexOf(call);
            if (index >= 0) queue.splice(index, 1);
          });
        }),
    );
  const take = (name: TName): Pending => {
    const call = waitingFor(name).shift();
    if (call === undefined) throw new Error(`No ${name} call is waiting`);
    return call;
  };
  return {
    actor,
    /** Inputs of every call of an actor so far, in order. */
    inputs: (name: TName): unknown[] => inputs.get(name) ?? [],
    waiting: (name: TName): number => waitingFor(name).length,
    answer: async (name: TName, value: unknown): Promise<void> => {
      take(name).resolve(value);
      await vi.advanceTimersByTimeAsync(0);
    },
    fail: async (name: TName, message: string): Promise<void> => {
      take(name).reject(new Error(message));
      await vi.advanceTimersByTimeAsync(0);
    },
  };
}

/**
 * The machine with fake actors; `browserStamp` keeps the real id and clock (crypto.randomUUID, Date.now), `clock`
 * the real id with the given clock (agentChatWithClock), else both come from countingStamp.
 */
export function fakeAgentChat(options: { browserStamp?: boolean; clock?: Clock } = {}) {
  const api = deferredCalls(AGENT_CHAT_CALLS);
  const watch = fakeWatch();
  const stamp = countingStamp();
  const server = fakeChatServer();
  const logic = options.clock === undefined ? agentChatMachine : agentChatWithClock(options.clock);
  const machine = logic.provide({
    actors: {
      prepareChat: api.actor<AgentChatCalls['prepareChat']['output'], AgentChatCalls['prepareChat']['input']>(
        'prepareChat',
      ),
      queryChat: api.actor<AgentChatCalls['queryChat']['output'], AgentChatCalls['queryChat']['input']>('queryChat'),
      sendChat: api.actor<AgentChatCalls['sendChat']['output'], AgentChatCalls['sendChat']['input']>('sendChat'),
      patchChat: api.actor<AgentChatCalls['patchChat']['output'], AgentChatCalls['patchChat']['input']>('patchChat'),
      markDelivered: api.actor<AgentChatCalls['markDelivered']['output'], AgentChatCalls['markDelivered']['input']>(
        'markDelivered',
      ),
      reportTyping: api.actor<AgentChatCalls['reportTyping']['output'], AgentChatCalls['reportTyping']['input']>(
        'reportTyping',
      ),
      uploadImage: api.actor<AgentChatCalls['uploadImage']['output'], AgentChatCalls['uploadImage']['input']>(
        'uploadImage',
      ),
      watchChat: watch.logic,
    },
    actions:
      options.browserStamp === true || options.clock !== undefined ? {} : { queueOutgoing: queueOutgoingWith(stamp) },
  });
  return { api, watch, stamp, server, machine };
}
export type AgentChatFakes = ReturnType<typeof fakeAgentChat>;
type AgentChatActor = Actor<AgentChatFakes['machine']>;

function inputsOf<K extends AgentChatCallName>(fakes: AgentChatFakes, name: K): AgentChatCalls[K]['input'][] {
  return fakes.api.inputs(name) as AgentChatCalls[K]['input'][];
}

/**
 * The input of the call an answer reaches: the newest one, as the machine waits for one call of each
 * actor at a time (calls of stopped actors no longer wait).
 */
function waitingInput<K extends AgentChatCallName>(fakes: AgentChatFakes, name: K): AgentChatCalls[K]['input'] {
  const input = fakes.api.waiting(name) === 1 ? inputsOf(fakes, name).at(-1) : undefined;
  if (input === undefined)
    throw new Error(`Expected exactly one ${name} call waiting, found ${fakes.api.waiting(name)}`);
  return input;
}

/**
 * A running agent chat with its fakes, and the steps tests take: the patient's events, the server's
 * answers (computed from what the machine asked), live events and time.
 */
export function agentChatRig(options: { snapshot?: Snapshot<unknown>; fakes?: AgentChatFakes } = {}) {
  const fakes = options.fakes ?? fakeAgentChat();
  const { api, watch, server } = fakes;
  // A restored machine takes its context from the snapshot; the input is then unused.
  const actor: AgentChatActor = createActor(fakes.machine, {
    input: { hospitalId: HOSPITAL_ID },
    ...(options.snapshot === undefined ? {} : { snapshot: options.snapshot }),
  });
  let chat: ChatInfo = CHAT;
  const withSeq = (info: ChatInfo): ChatInfo => ({ ...info, lastSeq: server.lastSeq() });
  const rig = {
    ...fakes,
    actor,
    snapshot: (): AgentChatSnapshot => actor.getSnapshot(),
    inputs: <K extends AgentChatCallName>(name: K): AgentChatCalls[K]['input'][] => inputsOf(fakes, name),
    /** The chat the fake server holds now. */
    chat: (): ChatInfo => withSeq(chat),
    start: async (): Promise<void> => {
      actor.start();
      await vi.advanceTimersByTimeAsync(0);
    },
    send: async (event: AgentChatEvent): Promise<void> => {
      actor.send(event);
      await vi.advanceTimersByTimeAsync(0);
    },
    elapse: async (ms: number): Promise<void> => {
      await vi.advanceTimersByTimeAsync(ms);
    },
    /** The server changes the chat (status, typing, presence) and publishes it. */
    update: async (patch: Partial<ChatInfo>): Promise<void> => {
      chat = { ...chat, ...patch };
      await watch.emit({ type: 'chat.updated', chat: withSeq(chat) });
    },
    /** Changes the server's chat without publishing it (it was published while this device was away). */
    change: (patch: Partial<ChatInfo>): void => {
      chat = { ...chat, ...patch };
    },
    /** prepareChat answers with a chat of its own (no messages yet). */
    prepare: async (patch: Partial<ChatInfo> = {}): Promise<void> => {
      chat = { ...CHAT, ...patch };
      server.reset();
      await api.answer('prepareChat', withSeq(chat));
    },
    failPrepare: async (): Promise<void> => api.fail('prepareChat', 'ARO-E1040:We need a valid patient profile.'),
    /** Answers the oldest queryChat with everything stored after its afterSeq. */
    catchUp: async (): Promise<void> => {
      const input = waitingInput(fakes, 'queryChat');
      await api.answer('queryChat', { chat: withSeq(chat), messages: server.after(input.afterSeq) });
    },
    failCatchUp: async (): Promise<void> => api.fail('queryChat', 'Network request failed'),
    /** Answers the oldest sendChat: the server stores it (once per id). */
    answerSend: async (): Promise<ChatMessage> => {
      const stored = server.storeSent(waitingInput(fakes, 'sendChat'));
      await api.answer('sendChat', stored);
      return stored;
    },
    failSend: async (): Promise<void> => api.fail('sendChat', 'Network request failed'),
    /** The server refuses the send for good (the app's actor rejects with the server's 'CODE:message'). */
    refuseSend: async (message: string = REFUSAL): Promise<void> => api.fail('sendChat', message),
    /** A staff message stored and pushed by the subscription. */
    staffSays: async (text: string): Promise<ChatMessage> => {
      const message = server.staffSays(text);
      await watch.emit({ type: 'chat.message', message });
      return message;
    },
    /** The server completes the chat with its rule's status and answers patchChat. */
    answerComplete: async (status: ChatInfo['status']): Promise<void> => {
      chat = { ...chat, status };
      await api.answer('patchChat', withSeq(chat));
    },
    answerRate: async (): Promise<void> => {
      const input = waitingInput(fakes, 'patchChat');
      chat = { ...chat, rating: input.rating ?? null };
      await api.answer('patchChat', withSeq(chat));
    },
    /** The chat opened and its first catch-up answered (the usual starting point). */
    open: async (patch: Partial<ChatInfo> = {}): Promise<void> => {
      await rig.start();
      await rig.prepare(patch);
      await rig.catchUp();
    },
  };
  return rig;
}

export type AgentChatRig = ReturnType<typeof agentChatRig>;

/** The text of a stored or queued message, or its image url. */
export function textOf(content: ChatContent): string {
  if (content.kind === 'message') return content.message;
  if (content.kind === 'event') return `event:${content.event}`;
  return `image:${content.imageUrl}:${content.description}`;
}
