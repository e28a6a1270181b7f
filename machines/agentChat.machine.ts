import {
  and,
  assertEvent,
  assign,
  not,
  stateIn,
  type ActionFunction,
  fromCallback,
  setup,
  type CallbackActorLogic,
  type EventObject,
  type SnapshotFrom,
} from 'xstate';
import type { ChatContent } from '../domain/chatPayload';
import { chatContentError } from '../domain/chatPayload';
import { lastSeq, mergeMessages, unsent, type ChatMessage, type OutgoingMessage } from '../domain/chatMessages';
import { chatRating, isOpenChat, isRatableChat } from '../domain/chatStatus';
import { AGENT_CHAT_TEXT } from '../domain/chatText';
import { t } from '../i18n/translate';
import { ERROR_CODES, parseError, type ErrorCode } from '../domain/errors';
import type {
  AgentChatCalls,
  AgentChatEvent,
  AgentChatInput,
  ChatInfo,
  ChatWithMessages,
  EarlierChat,
} from './agentChat.types';
import { systemClock, type Clock } from './clock';
import { errorMessage } from './errorMessage';
import { notProvided } from './notProvided';

/**
 * The patient's side of an agent chat (spec 000 §4 "Agent chat", issue 4): prepare a chat with the
 * hospital, then, while it is open, keep it live (the watchChat subscription and catch-ups after a
 * gap), send what the patient types in order and one at a time (queued while offline, retried with the
 * same id, which the server stores once), upload images, report typing and delivery, and complete it;
 * once closed it reads what was stored just before closing and can be rated, once and only when staff
 * answered it, or a new chat started. A
 * message the server refuses for good, or still queued when the chat closed, is kept as not sent. The
 * context is plain JSON: the app persists the snapshot so a closed tab loses no queued message.
 */

/** A typed message that will never be stored: the server refused it for good, or the chat closed first. */
export interface FailedMessage extends OutgoingMessage {
  /** Why, as shown under the bubble. */
  readonly error: string;
}

export interface AgentChatContext {
  readonly hospitalId: string;
  readonly chat: ChatInfo | null;
  /** Stored messages, each id once, in seq order. */
  readonly messages: readonly ChatMessage[];
  /** Typed here and not yet stored, in the order typed; the head is the one being sent. */
  readonly outbox: readonly OutgoingMessage[];
  /** The id of the last sendChat call (a live echo may take it out of the outbox while it is on its way). */
  readonly sendingId: string | null;
  /** Typed here and never to be stored, in the order typed (before everything still in the outbox). */
  readonly failed: readonly FailedMessage[];
  readonly online: boolean;
  /** Why preparing, completing or rating failed. */
  readonly error: string | null;
  readonly uploadError: string | null;
  /** The description of the image being uploaded (the file goes straight into the upload's input). */
  readonly uploadDescription: string;
  readonly rating: 0 | 1 | null;
  /** The highest seq markDelivered was asked for: marks are coalesced, each seq reported once. */
  readonly markedSeq: number;
  /** Failed tries of the catch-up after closing since it last started afresh (bounds its retries). */
  readonly closedCatchUpFailures: number;
  /**
   * The chats this machine closed and left with START_NEW, oldest first: still shown above the new one
   * (issue 14 item 20) without asking the server, which read its history before they closed.
   */
  readonly earlier: readonly EarlierChat[];
}

export interface WatchChatInput {
  readonly chatId: string;
  /** The highest seq held: the subscription yields the stored messages after it, then live ones. */
  readonly afterSeq: number;
}

/** Retries and throttles (named delays, so tests and the inspector see them by name). */
export const AGENT_CHAT_DELAYS = {
  /** A failed catch-up is tried again after this while online. */
  catchUpRetry: 3000,
  /** A failed send (online) is tried again, with the same id, after this. */
  sendRetry: 2000,
  /** At most one typing report in this long (the server's flag lapses after 5 s). */
  typingThrottle: 3000,
  /** A watchChat that failed is started again after this. */
  watchRetry: 3000,
} as const;

/** The catch-up after closing is retried (every catchUpRetry) this many times, then waits for ONLINE. */
export const CLOSED_CATCH_UP_RETRIES = 3;

/**
 * sendChat refusals that sending again cannot change: not this patient's chat (ARO-E1050), a message
 * the server will never store (ARO-E1051: bad payload, not the author, an image not theirs, the id
 * taken) and a closed chat (ARO-E1052). Anything else (network, timeout, server trouble) is retried.
 */
const PERMANENT_SEND_REFUSALS: readonly ErrorCode[] = ['ARO-E1050', 'ARO-E1051', 'ARO-E1052'];

/**
 * Whether a sendChat failure is one of PERMANENT_SEND_REFUSALS. The app's actor rejects with the
 * server's 'ARO-E1051:message' text (src/features/chat/api/chatActors.ts, operationError); the code is also found
 * elsewhere in the text (a transport prefix, no colon), and the parsed form without it is recognised by
 * the catalogue message it starts with.
 */
export function isPermanentSendRefusal(error: unknown): boolean {
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const { code } = parseError(text);
  if (code !== null) return PERMANENT_SEND_REFUSALS.includes(code);
  return PERMANENT_SEND_REFUSALS.some(
    (refusal) => text.includes(refusal) || text.startsWith(ERROR_CODES[refusal].message),
  );
}

/** Why a message still queued when the chat closed is not sent (the server refuses a closed chat's). */
const CLOSED_BEFORE_SENT = ERROR_CODES['ARO-E1052'].message;

/** The failed list without what the server did store after all (an answer lost as the chat closed). */
function storedNot(failed: readonly FailedMessage[], stored: readonly ChatMessage[]): readonly FailedMessage[] {
  const storedIds = new Set(stored.map((message) => message.id));
  const rest = failed.filter((message) => !storedIds.has(message.id));
  return rest.length === failed.length ? failed : rest;
}

/** Where a new outgoing message gets its id and time; tests provide a deterministic one. */
export interface OutgoingStamp {
  readonly newId: () => string;
  readonly now: () => number;
}

/** A version 4 UUID; crypto.randomUUID exists only in secure contexts (https, localhost). */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A stamp with the browser's ids and the given clock's time. */
function browserStamp(clock: Clock): OutgoingStamp {
  return { newId: randomUuid, now: () => clock.now() };
}

/** The outbox with a new message at its end. */
function appendOutgoing(
  outbox: readonly OutgoingMessage[],
  content: ChatContent,
  stamp: OutgoingStamp,
): readonly OutgoingMessage[] {
  return [...outbox, { id: stamp.newId(), content, createdAt: stamp.now() }];
}

export type QueueOutgoingAction = ActionFunction<
  AgentChatContext,
  AgentChatEvent,
  AgentChatEvent,
  { content: ChatContent },
  never,
  never,
  never,
  never,
  never
>;

/**
 * The queueOutgoing action with another id and clock (tests pass a deterministic one):
 * `agentChatMachine.provide({ actions: { queueOutgoing: queueOutgoingWith(stamp) } })`.
 */
export function queueOutgoingWith(stamp: OutgoingStamp): QueueOutgoingAction {
  return assign<AgentChatContext, AgentChatEvent, { content: ChatContent }, AgentChatEvent, never>(
    ({ context }, params) => ({
      outbox: appendOutgoing(context.outbox, params.content, stamp),
    }),
  );
}

/** A fresh chat context for a hospital (START_NEW keeps the hospital, the network and the earlier chats). */
function initialAgentChatContext(
  hospitalId: string,
  online = true,
  earlier: readonly EarlierChat[] = [],
): AgentChatContext {
  return {
    hospitalId,
    chat: null,
    messages: [],
    outbox: [],
    sendingId: null,
    failed: [],
    online,
    error: null,
    uploadError: null,
    uploadDescription: '',
    rating: null,
    markedSeq: 0,
    closedCatchUpFailures: 0,
    earlier,
  };
}

/** The closed chat as an earlier one (what was stored of it; what never left this device is not kept). */
export function earlierChatOf(chat: ChatInfo, messages: readonly ChatMessage[]): EarlierChat {
  return { id: chat.id, status: chat.status, closedAt: chat.closedAt, rating: chat.rating, messages };
}

/** The rating a chat holds, as the machine keeps it (the server only stores 0 or 1). */
function ratingOf(chat: ChatInfo): 0 | 1 | null {
  if (chat.rating === 1) return 1;
  if (chat.rating === 0) return 0;
  return null;
}

/** The open chat (only invoked while open, where it is always set). */
function chatOf(context: AgentChatContext): ChatInfo {
  if (context.chat === null) throw new Error('The agent chat has no chat while open');
  return context.chat;
}

type Call<K extends keyof AgentChatCalls> = AgentChatCalls[K];

/**
 * The app's watchChat forwards the chat and communication subscriptions as ChatLiveEvent. The
 * default throws at start instead of pretending: the live region stays failed (retrying every
 * watchRetry) and no live event ever arrives.
 */
const watchChatNotProvided: CallbackActorLogic<EventObject, WatchChatInput> = fromCallback<EventObject, WatchChatInput>(
  () => {
    throw new Error('watchChat is not provided: pass it with machine.provide({ actors })');
  },
);

export const agentChatMachine = setup({
  types: {
    context: {} as AgentChatContext,
    events: {} as AgentChatEvent,
    input: {} as AgentChatInput,
  },
  actors: {
    prepareChat: notProvided<Call<'prepareChat'>['output'], Call<'prepareChat'>['input']>('prepareChat'),
    queryChat: notProvided<Call<'queryChat'>['output'], Call<'queryChat'>['input']>('queryChat'),
    sendChat: notProvided<Call<'sendChat'>['output'], Call<'sendChat'>['input']>('sendChat'),
    patchChat: notProvided<Call<'patchChat'>['output'], Call<'patchChat'>['input']>('patchChat'),
    markDelivered: notProvided<Call<'markDelivered'>['output'], Call<'markDelivered'>['input']>('markDelivered'),
    reportTyping: notProvided<Call<'reportTyping'>['output'], Call<'reportTyping'>['input']>('reportTyping'),
    uploadImage: notProvided<Call<'uploadImage'>['output'], Call<'uploadImage'>['input']>('uploadImage'),
    watchChat: watchChatNotProvided,
  },
  actions: {
    setChat: assign((_, params: { chat: ChatInfo }) => ({ chat: params.chat })),
    setRated: assign((_, params: { chat: ChatInfo }) => ({ chat: params.chat, rating: ratingOf(params.chat) })),
    /** Stored messages arrived (live, caught up, or a send's answer): merged, and no longer outgoing. */
    storeMessages: assign(({ context }, params: { messages: readonly ChatMessage[] }) => ({
      messages: mergeMessages(context.messages, params.messages),
      outbox: unsent(context.outbox, params.messages),
    })),
    storeCaughtUp: assign(({ context }, params: ChatWithMessages) => ({
      chat: params.chat,
      messages: mergeMessages(context.messages, params.messages),
      outbox: unsent(context.outbox, params.messages),
    })),
    /** After closing: the chat and what was stored just before; a message thought lost that was stored is no longer failed. */
    storeClosedCatchUp: assign(({ context }, params: ChatWithMessages) => ({
      chat: params.chat,
      messages: mergeMessages(context.messages, params.messages),
      failed: storedNot(context.failed, params.messages),
      closedCatchUpFailures: 0,
    })),
    countClosedCatchUpFailure: assign(({ context }) => ({ closedCatchUpFailures: context.closedCatchUpFailures + 1 })),
    resetClosedCatchUpFailures: assign({ closedCatchUpFailures: 0 }),
    noteSending: assign(({ context }) => ({ sendingId: context.outbox[0]?.id ?? null })),
    /**
     * The server refused the message on its way for good: out of the outbox, kept as not sent with why,
     * so the next one goes. Nothing changes when a live echo already showed it stored.
     */
    failSending: assign(({ context }, params: { error: unknown }) => {
      const refused = context.outbox.find((message) => message.id === context.sendingId);
      if (refused === undefined) return {};
      return {
        outbox: context.outbox.filter((message) => message !== refused),
        failed: [...context.failed, { ...refused, error: errorMessage(params.error) }],
      };
    }),
    /** The chat closed with messages still queued (typed offline, say): they can no longer be stored. */
    failOutbox: assign(({ context }) =>
      context.outbox.length === 0
        ? {}
        : {
            outbox: [],
            failed: [
              ...context.failed,
              ...context.outbox.map((message) => ({ ...message, error: CLOSED_BEFORE_SENT })),
            ],
          },
    ),
    /** Id from the browser, time from the system clock until agentChatWithClock gives another; tests may provide `queueOutgoing: queueOutgoingWith(stamp)`. */
    queueOutgoing: queueOutgoingWith(browserStamp(systemClock)),
    setOnline: assign({ online: true }),
    setOffline: assign({ online: false }),
    setError: assign((_, params: { error: unknown }) => ({ error: errorMessage(params.error) })),
    setPrepareFailed: assign(() => ({ error: t('chat.prepareFailed') })),
    clearError: assign({ error: null }),
    startUpload: assign((_, params: { description: string }) => ({
      uploadError: null,
      uploadDescription: params.description,
    })),
    /**
     * 'Upload failed', or the hourly limit's own sentence when that is why (never another error's text), in the
     * patient's language: the upload rejects with the English sentence (src/lib/imageUpload.ts), read as a code.
     */
    setUploadFailed: assign((_, params: { error: unknown }) => ({
      uploadError:
        params.error instanceof Error && params.error.message === AGENT_CHAT_TEXT.uploadLimit
          ? t('chat.uploadLimit')
          : t('chat.uploadFailed'),
      uploadDescription: '',
    })),
    noteMarked: assign(({ context }) => ({ markedSeq: lastSeq(context.messages) })),
    /** The closed chat moves up into the earlier ones: a new chat is appended below it, never in its place. */
    startNew: assign(({ context }) =>
      initialAgentChatContext(
        context.hospitalId,
        context.online,
        context.chat === null ? context.earlier : [...context.earlier, earlierChatOf(context.chat, context.messages)],
      ),
    ),
  },
  guards: {
    closedChat: (_, params: { chat: ChatInfo }) => !isOpenChat(params.chat.status),
    permanentRefusal: (_, params: { error: unknown }) => isPermanentSendRefusal(params.error),
    closedCatchUpRetriesLeft: ({ context }) => context.closedCatchUpFailures < CLOSED_CATCH_UP_RETRIES,
    /** Blank (and over-long) text is ignored: the composer disables Send for it. */
    sendable: (_, params: { text: string }) => chatContentError({ kind: 'message', message: params.text }) === null,
    isOnline: ({ context }) => context.online,
    isOffline: ({ context }) => !context.online,
    canFlush: ({ context }) => context.online && context.outbox.length > 0,
    outboxEmpty: ({ context }) => context.outbox.length === 0,
    /** Complete chat was not pressed: what is typed or attached after it would reach a closed chat. */
    notCompleting: stateIn('#agentChat.open.completion.idle'),
    completionPressed: not('notCompleting'),
    uploading: stateIn('#agentChat.open.upload.uploading'),
    /** Completing waits for the outbox and for an image on its way into it. */
    nothingToSend: and(['outboxEmpty', not('uploading')]),
    /** Staff or system messages the server has not been told this device received. */
    undelivered: ({ context }) =>
      context.messages.some((message) => message.author !== 'patient' && message.seq > context.markedSeq),
    /** Only a chat staff answered is rated (issue 29 item 13): one closed unanswered has nothing to rate. */
    ratableChat: ({ context }) => context.chat !== null && isRatableChat(context.chat.status),
  },
  delays: AGENT_CHAT_DELAYS,
}).createMachine({
  id: 'agentChat',
  context: ({ input }) => initialAgentChatContext(input.hospitalId),
  initial: 'preparing',
  // Outside an open chat only the network is noted (an open chat's network region takes these).
  on: {
    ONLINE: { actions: 'setOnline' },
    OFFLINE: { actions: 'setOffline' },
  },
  states: {
    preparing: {
      entry: 'clearError',
      invoke: {
        id: 'prepareChat',
        src: 'prepareChat',
        input: ({ context }) => ({ hospitalId: context.hospitalId }),
        onDone: [
          // Cannot happen normally (prepareChat returns an open chat); a closed one is shown as closed.
          {
            guard: { type: 'closedChat', params: ({ event }) => ({ chat: event.output }) },
            target: 'closed',
            actions: { type: 'setChat', params: ({ event }) => ({ chat: event.output }) },
          },
          { target: 'open', actions: { type: 'setChat', params: ({ event }) => ({ chat: event.output }) } },
        ],
        onError: { target: 'prepareFailed', actions: 'setPrepareFailed' },
      },
    },
    prepareFailed: {
      on: { RETRY: 'preparing' },
    },
    open: {
      type: 'parallel',
      on: {
        'chat.updated': [
          // Completed by staff (or by this patient on another device): nothing more can be sent.
          {
            guard: { type: 'closedChat', params: ({ event }) => ({ chat: event.chat }) },
            target: 'closed',
            actions: { type: 'setChat', params: ({ event }) => ({ chat: event.chat }) },
          },
          { actions: { type: 'setChat', params: ({ event }) => ({ chat: event.chat }) } },
        ],
        'chat.message': { actions: { type: 'storeMessages', params: ({ event }) => ({ messages: [event.message] }) } },
      },
      states: {
        /** The subscriptions (the app's watchChat), alive while the chat is open. */
        live: {
          initial: 'watching',
          states: {
            watching: {
              invoke: {
                id: 'watchChat',
                src: 'watchChat',
                input: ({ context }) => ({ chatId: chatOf(context).id, afterSeq: lastSeq(context.messages) }),
                onError: 'failed',
              },
              initial: 'connected',
              states: {
                connected: { on: { 'chat.disconnected': 'disconnected' } },
                disconnected: { on: { 'chat.reconnected': 'connected' } },
              },
            },
            /** The watch failed: started again later (it reads what was missed from its afterSeq). */
            failed: {
              after: { watchRetry: 'watching' },
            },
          },
        },
        /** Reads what was missed: on opening, after the socket or the network comes back. */
        catchUp: {
          initial: 'fetching',
          states: {
            fetching: {
              invoke: {
                id: 'queryChat',
                src: 'queryChat',
                input: ({ context }) => ({ chatId: chatOf(context).id, afterSeq: lastSeq(context.messages) }),
                onDone: [
                  // Closed while this device was away: this answer, read after the close, holds all there is.
                  {
                    guard: { type: 'closedChat', params: ({ event }) => ({ chat: event.output.chat }) },
                    target: '#agentChat.closed.catchUp.caughtUp',
                    actions: { type: 'storeCaughtUp', params: ({ event }) => event.output },
                  },
                  { target: 'idle', actions: { type: 'storeCaughtUp', params: ({ event }) => event.output } },
                ],
                onError: [{ guard: 'isOnline', target: 'retrying' }, { target: 'idle' }],
              },
            },
            idle: {
              on: { 'chat.reconnected': 'fetching', ONLINE: 'fetching' },
            },
            retrying: {
              after: { catchUpRetry: 'fetching' },
              on: { 'chat.reconnected': 'fetching', OFFLINE: 'idle' },
            },
          },
        },
        network: {
          initial: 'checking',
          states: {
            // A restored snapshot or a chat opened while offline starts from what the context knows.
            checking: { always: [{ guard: 'isOnline', target: 'online' }, { target: 'offline' }] },
            online: { on: { OFFLINE: { target: 'offline', actions: 'setOffline' } } },
            offline: { on: { ONLINE: { target: 'online', actions: 'setOnline' } } },
          },
        },
        /** Sends the outbox's head, one at a time in the order typed. */
        outbox: {
          initial: 'idle',
          on: {
            SEND: [
              // Complete chat was pressed: nothing more is queued (the composer is disabled by then).
              { guard: 'completionPressed' },
              {
                guard: { type: 'sendable', params: ({ event }) => ({ text: event.text }) },
                actions: {
                  type: 'queueOutgoing',
                  params: ({ event }) => ({ content: { kind: 'message', message: event.text.trim() } }),
                },
              },
            ],
          },
          states: {
            idle: { always: { guard: 'canFlush', target: 'sending' } },
            sending: {
              entry: 'noteSending',
              invoke: {
                id: 'sendChat',
                src: 'sendChat',
                input: ({ context }) => {
                  const chat = chatOf(context);
                  const head = context.outbox[0];
                  if (head === undefined) throw new Error('The agent chat sends with an empty outbox');
                  return {
                    chatId: chat.id,
                    id: head.id,
                    authorRef: chat.sender,
                    content: head.content,
                    createdAt: head.createdAt,
                  };
                },
                onDone: {
                  target: 'idle',
                  actions: { type: 'storeMessages', params: ({ event }) => ({ messages: [event.output] }) },
                },
                onError: [
                  // Sending it again cannot help: kept as not sent, and the next one goes.
                  {
                    guard: { type: 'permanentRefusal', params: ({ event }) => ({ error: event.error }) },
                    target: 'idle',
                    actions: { type: 'failSending', params: ({ event }) => ({ error: event.error }) },
                  },
                  // Offline: idle holds the queue until ONLINE. Online: the same id again after a while.
                  { guard: 'isOffline', target: 'idle' },
                  { target: 'waiting' },
                ],
              },
            },
            waiting: {
              after: { sendRetry: 'idle' },
              // The network is back (or a restored snapshot lost its timer and the app says ONLINE): try now.
              on: { ONLINE: 'idle' },
            },
          },
        },
        upload: {
          initial: 'idle',
          states: {
            idle: { on: { ATTACH: { guard: 'notCompleting', target: 'uploading' } } },
            uploading: {
              entry: {
                type: 'startUpload',
                params: ({ event }) => ({ description: event.type === 'ATTACH' ? event.description.trim() : '' }),
              },
              invoke: {
                id: 'uploadImage',
                src: 'uploadImage',
                input: ({ context, event }) => {
                  assertEvent(event, 'ATTACH');
                  return { file: event.file, hospitalId: context.hospitalId };
                },
                onDone: {
                  target: 'idle',
                  actions: {
                    type: 'queueOutgoing',
                    params: ({ context, event }) => ({
                      content: {
                        kind: 'image',
                        imageUrl: event.output.imageUrl,
                        description: context.uploadDescription,
                        hospitalId: context.hospitalId,
                      },
                    }),
                  },
                },
                onError: {
                  target: 'failed',
                  actions: { type: 'setUploadFailed', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            failed: { on: { ATTACH: { guard: 'notCompleting', target: 'uploading' } } },
          },
        },
        /** At most one typing report per typingThrottle; its failures do not matter. */
        typing: {
          initial: 'idle',
          states: {
            idle: { on: { TYPING: 'reporting' } },
            reporting: {
              invoke: {
                id: 'reportTyping',
                src: 'reportTyping',
                input: ({ context }) => ({ chatId: chatOf(context).id, typing: true }),
                onDone: 'quiet',
                onError: 'quiet',
              },
            },
            quiet: { after: { typingThrottle: 'idle' } },
          },
        },
        /** Tells the server this device received the staff's messages (delivered marks on their side). */
        delivery: {
          initial: 'idle',
          states: {
            idle: { always: { guard: 'undelivered', target: 'marking', actions: 'noteMarked' } },
            marking: {
              invoke: {
                id: 'markDelivered',
                src: 'markDelivered',
                input: ({ context }) => ({ chatId: chatOf(context).id, seq: context.markedSeq }),
                // Coalesced: whatever arrived meanwhile is marked next, from idle.
                onDone: 'idle',
                onError: 'idle',
              },
            },
          },
        },
        /** Complete chat: what is queued is sent first, so nothing typed is lost to a closed chat. */
        completion: {
          initial: 'idle',
          states: {
            idle: { on: { COMPLETE: { target: 'pending', actions: 'clearError' } } },
            pending: { always: { guard: 'nothingToSend', target: 'completing' } },
            completing: {
              invoke: {
                id: 'completeChat',
                src: 'patchChat',
                input: ({ context }) => ({ chatId: chatOf(context).id, status: 'completed' as const }),
                // The server applies the completion rule (completed or entered_in_error).
                onDone: {
                  target: '#agentChat.closed',
                  actions: { type: 'setChat', params: ({ event }) => ({ chat: event.output }) },
                },
                onError: {
                  target: 'idle',
                  actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
          },
        },
      },
    },
    /**
     * Rating and the catch-up after closing run side by side: the subscriptions stopped with the chat, and
     * the chat and communication ones resolve apart, so the last staff message or 'Chat completed' may
     * have been stored but not yet pushed when the close arrived.
     */
    closed: {
      type: 'parallel',
      // What is still queued can no longer be stored: shown as not sent, not dropped unseen at START_NEW.
      entry: 'failOutbox',
      on: { START_NEW: { target: 'preparing', actions: 'startNew' } },
      states: {
        /** Rated once (issue 29 item 14), and only a chat staff answered. */
        rating: {
          initial: 'unrated',
          states: {
            unrated: { on: { RATE: { guard: 'ratableChat', target: 'rating', actions: 'clearError' } } },
            rating: {
              invoke: {
                id: 'rateChat',
                src: 'patchChat',
                input: ({ context, event }) => {
                  assertEvent(event, 'RATE');
                  return { chatId: chatOf(context).id, rating: chatRating(event.happy) };
                },
                onDone: {
                  target: 'rated',
                  actions: { type: 'setRated', params: ({ event }) => ({ chat: event.output }) },
                },
                onError: {
                  target: 'unrated',
                  actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            // Given: the thumbs show it and take no other.
            rated: {},
          },
        },
        /** One queryChat after the last seq held (a restored snapshot still fetching asks again). */
        catchUp: {
          initial: 'fetching',
          states: {
            fetching: {
              invoke: {
                id: 'closedCatchUp',
                src: 'queryChat',
                input: ({ context }) => ({ chatId: chatOf(context).id, afterSeq: lastSeq(context.messages) }),
                onDone: {
                  target: 'caughtUp',
                  actions: { type: 'storeClosedCatchUp', params: ({ event }) => event.output },
                },
                onError: [
                  {
                    guard: and(['isOnline', 'closedCatchUpRetriesLeft']),
                    target: 'retrying',
                    actions: 'countClosedCatchUpFailure',
                  },
                  { target: 'stalled' },
                ],
              },
            },
            // ONLINE too: the app says it on mounting, so a restored snapshot that lost its timer goes on.
            // (A region's own ONLINE takes the place of the root's, so it notes the network itself.)
            retrying: {
              after: { catchUpRetry: 'fetching' },
              on: { ONLINE: { target: 'fetching', actions: 'setOnline' } },
            },
            /** Offline, or out of retries: tried afresh when the network comes back. */
            stalled: {
              on: { ONLINE: { target: 'fetching', actions: ['setOnline', 'resetClosedCatchUpFailures'] } },
            },
            caughtUp: {},
          },
        },
      },
    },
  },
});

/** The machine stamping outgoing messages with the given clock's time (src/composition/agentChat.ts). */
export function agentChatWithClock(clock: Clock): typeof agentChatMachine {
  return agentChatMachine.provide({ actions: { queueOutgoing: queueOutgoingWith(browserStamp(clock)) } });
}

export type AgentChatSnapshot = SnapshotFrom<typeof agentChatMachine>;
