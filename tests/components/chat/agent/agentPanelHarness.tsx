import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { vi } from 'vitest';
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type { ChatMessage } from '../../../../domain/chatMessages';
import type { ChatContent } from '../../../../domain/chatPayload';
import { completedStatus } from '../../../../domain/chatStatus';
import { agentChatMachine, queueOutgoingWith, type WatchChatInput } from '../../../../machines/agentChat.machine';
import type {
  AgentChatCalls,
  ChatHistoryCalls,
  ChatHistoryPage,
  ChatInfo,
  ChatLiveEvent,
} from '../../../../machines/agentChat.types';
import { agentChatHistoryMachine } from '../../../../machines/agentChatHistory.machine';
import { AgentChatPanel } from '../../../../src/features/chat/agent/AgentChatPanel';

/**
 * The agent chat panel on the real machine with fake calls: a tiny server (seq = last + 1, one row per
 * id), sends the test may hold to see a message on its way, and a watchChat the test pushes live events
 * through. Rendered as the chat home does: rows in a log, the controls in a separate dock element.
 */

export const HOSPITAL_ID = 'org-colombo';
export const STORAGE_KEY = 'carechat.agentChat.profile-1.org-colombo';

const CHAT: ChatInfo = {
  id: 'chat-1',
  status: 'preparation',
  hospitalId: HOSPITAL_ID,
  hospitalName: 'Carechat Hospital Colombo',
  sender: 'Patient/patient-1',
  staffName: null,
  rating: null,
  queuePosition: 2,
  staffOnline: true,
  staffTyping: false,
  lastSeq: 0,
  staffDeliveredSeq: 0,
  closedAt: null,
};

/** 1 June 2025, 9:05 AM in the test's time zone (the bubbles show the local h:mm A). */
export const SENT_AT = new Date(2025, 5, 1, 9, 5).getTime();

interface Deferred {
  readonly resolve: () => void;
  readonly reject: (error: Error) => void;
}

export interface HarnessOptions {
  /** Sends wait for release() (or fail()) instead of answering at once. */
  readonly holdSends?: boolean;
  readonly prepareFails?: boolean;
  readonly storageKey?: string | null;
  readonly strict?: boolean;
  readonly loadImage?: (imageUrl: string) => Promise<string>;
  readonly chat?: Partial<ChatInfo>;
  /** The server's earlier chats, page by page (the first answers before: null); none by default. */
  readonly history?: readonly ChatHistoryPage[];
}

/** When the fake server closes a chat: 1 June 2025, 9:30 AM local. */
export const CLOSED_AT = new Date(2025, 5, 1, 9, 30).getTime();

export function fakeAgentChat(options: HarnessOptions = {}) {
  let chat: ChatInfo = { ...CHAT, ...options.chat };
  const stored: ChatMessage[] = [];
  const held: Deferred[] = [];
  const calls = {
    send: [] as AgentChatCalls['sendChat']['input'][],
    patch: [] as AgentChatCalls['patchChat']['input'][],
    typing: 0,
    upload: [] as AgentChatCalls['uploadImage']['input'][],
    prepare: 0,
    history: [] as ChatHistoryCalls['loadChatHistory']['input'][],
  };
  let live: ((event: ChatLiveEvent) => void) | null = null;
  let ids = 0;

  const store = (message: Omit<ChatMessage, 'seq'>): ChatMessage => {
    const existing = stored.find((candidate) => candidate.id === message.id);
    if (existing !== undefined) return existing;
    const saved = { ...message, seq: stored.length + 1 };
    stored.push(saved);
    chat = { ...chat, lastSeq: saved.seq };
    return saved;
  };

  const logic = agentChatMachine.provide({
    actions: { queueOutgoing: queueOutgoingWith({ newId: () => `message-${++ids}`, now: () => SENT_AT }) },
    actors: {
      prepareChat: fromPromise(() => {
        calls.prepare += 1;
        if (options.prepareFails === true) return Promise.reject(new Error('ARO-E1046:Unable to prepare'));
        // The open chat again, or a new one once it closed (the server's prepareChat).
        if (chat.status === 'completed' || chat.status === 'entered_in_error') {
          chat = { ...CHAT, id: `chat-${calls.prepare}` };
          stored.length = 0;
        }
        return Promise.resolve(chat);
      }),
      queryChat: fromPromise(({ input }) =>
        Promise.resolve({ chat, messages: stored.filter((message) => message.seq > input.afterSeq) }),
      ),
      sendChat: fromPromise(async ({ input }) => {
        calls.send.push(input);
        if (options.holdSends === true) {
          await new Promise<void>((resolve, reject) => held.push({ resolve, reject }));
        }
        return store({
          id: input.id,
          author: 'patient',
          authorName: 'Nimal Perera',
          content: input.content,
          createdAt: input.createdAt,
        });
      }),
      patchChat: fromPromise(({ input }) => {
        calls.patch.push(input);
        if (input.status !== undefined)
          chat = { ...chat, status: completedStatus(chat.status), queuePosition: null, closedAt: CLOSED_AT };
        if (input.rating !== undefined) chat = { ...chat, rating: input.rating };
        return Promise.resolve(chat);
      }),
      markDelivered: fromPromise(() => Promise.resolve(chat)),
      reportTyping: fromPromise(() => {
        calls.typing += 1;
        return Promise.resolve(true);
      }),
      uploadImage: fromPromise(({ input }) => {
        calls.upload.push(input);
        return Promise.resolve({ imageUrl: '/blob/get/abcdefghijklmnopqrstuv' });
      }),
      watchChat: fromCallback<EventObject, WatchChatInput>(({ sendBack }) => {
        live = sendBack;
        return () => {
          if (live === sendBack) live = null;
        };
      }),
    },
  });

  const historyLogic = agentChatHistoryMachine.provide({
    actors: {
      loadChatHistory: fromPromise(({ input }) => {
        calls.history.push(input);
        const page = options.history?.[calls.history.length - 1] ?? { chats: [], nextBefore: null };
        return Promise.resolve(page);
      }),
    },
  });

  const onBack = vi.fn<() => void>();
  const loadImage = options.loadImage ?? (() => Promise.resolve('blob:http://localhost/image-1'));
  const dock = document.createElement('div');
  dock.dataset.testid = 'dock';
  document.body.append(dock);

  const element = (
    // As in the transcript (src/features/chat/Transcript.tsx): a named log holding the list.
    <section role="log" aria-label="Conversation" aria-live="polite" aria-relevant="additions">
      <ol>
        <AgentChatPanel
          logic={logic}
          historyLogic={historyLogic}
          hospitalId={HOSPITAL_ID}
          storageKey={options.storageKey === undefined ? STORAGE_KEY : options.storageKey}
          dock={dock}
          loadImage={loadImage}
          onBack={onBack}
        />
      </ol>
    </section>
  );
  const view = render(options.strict === true ? <StrictMode>{element}</StrictMode> : element);

  const push = (event: ChatLiveEvent): void => {
    if (live === null) throw new Error('watchChat is not running');
    live(event);
  };

  return {
    ...view,
    dock,
    calls,
    onBack,
    chat: (): ChatInfo => chat,
    stored: (): readonly ChatMessage[] => stored,
    /** Answers the oldest held send. */
    release: (): void => held.shift()?.resolve(),
    fail: (): void => held.shift()?.reject(new Error('Network request failed')),
    /** The chat changes on the server and the subscription says so. */
    update: (patch: Partial<ChatInfo>): void => {
      chat = { ...chat, ...patch };
      push({ type: 'chat.updated', chat });
    },
    /** A staff member writes; the communication subscription delivers it. */
    staffSays: (content: ChatContent, authorName = 'Nimali Silva'): ChatMessage => {
      const message = store({
        id: `staff-${stored.length + 1}`,
        author: 'staff',
        authorName,
        content,
        createdAt: SENT_AT + 60_000,
      });
      push({ type: 'chat.message', message });
      return message;
    },
    systemSays: (event: string): ChatMessage => {
      const message = store({
        id: `system-${stored.length + 1}`,
        author: 'system',
        authorName: chat.hospitalName,
        content: { kind: 'event', event },
        createdAt: SENT_AT,
      });
      push({ type: 'chat.message', message });
      return message;
    },
    watching: (): boolean => live !== null,
  };
}

export type AgentChatHarness = ReturnType<typeof fakeAgentChat>;
