import { t } from '../../../../i18n/translate';
import type { AnyVariables, Client, DocumentInput, OperationResult } from '@urql/core';
import {
  fromCallback,
  fromPromise,
  type AnyActorRef,
  type CallbackActorLogic,
  type EventObject,
  type InspectionEvent,
  type PromiseActorLogic,
} from 'xstate';
import { decodeChatPayload, encodeChatPayload, type ChatContent } from '../../../../domain/chatPayload';
import type { ChatMessage } from '../../../../domain/chatMessages';
import { DEFAULT_ERROR_MESSAGE } from '../../../../domain/errors';
import { earlierChatOf, type WatchChatInput } from '../../../../machines/agentChat.machine';
import type {
  AgentChatCalls,
  ChatHistoryCalls,
  ChatHistoryPage,
  ChatInfo,
  ChatLiveEvent,
  EarlierChat,
} from '../../../../machines/agentChat.types';
import {
  ChatFields,
  ChatHistoryQuery,
  ChatMessageFields,
  ChatSubscription,
  ChatTypingMutation,
  CommunicationSubscription,
  MarkChatDeliveredMutation,
  PatchChatMutation,
  PrepareChatMutation,
  QueryChatQuery,
  SendChatMutation,
} from '../graphql/chat';
import { readFragment, type FragmentOf, type ResultOf } from '../../../lib/graphql/graphql';
import { operationError } from '../../../lib/graphql/operations';
import { compressAndUpload } from '../../../lib/imageUpload';
import { currentRunIdentity, uploadRunNow } from '../../../lib/recordedRuns/runIdentity';

/**
 * GraphQL-backed actors of machines/agentChat.machine.ts: every AgentChatCalls call over the stored
 * login (a session error signs the patient out, as elsewhere), and watchChat, which forwards the chat
 * and communication subscriptions and the websocket's drops and reconnects as ChatLiveEvent.
 */

export type AgentChatActors = {
  readonly [K in keyof AgentChatCalls]: PromiseActorLogic<AgentChatCalls[K]['output'], AgentChatCalls[K]['input']>;
} & {
  readonly watchChat: CallbackActorLogic<EventObject, WatchChatInput>;
};

/**
 * The websocket's health as the connection machine hears it (WS_CONNECTED / WS_ERROR, sent by the urql
 * client's socket through ClientProvider). Calls back with each one; returns the stop function.
 */
export interface SocketSignal {
  readonly listen: (listener: (signal: 'connected' | 'error') => void) => () => void;
}

/**
 * The socket signal of the app's connection actor (src/lib/connection.tsx): the same WS_CONNECTED and
 * WS_ERROR events the slow-connection banner follows, read as they reach the actor. Every WS_CONNECTED
 * counts, even one that does not change the banner (a socket graphql-ws closed and opened again).
 */
export function connectionSocketSignal(connection: AnyActorRef): SocketSignal {
  return {
    listen: (listener) => {
      const subscription = connection.system.inspect((event: InspectionEvent) => {
        if (event.type !== '@xstate.event' || event.actorRef !== connection) return;
        if (event.event.type === 'WS_CONNECTED') listener('connected');
        else if (event.event.type === 'WS_ERROR') listener('error');
      });
      return () => subscription.unsubscribe();
    },
  };
}

export interface ChatActorOptions {
  /** The stored login's token, for the blob service (which is not GraphQL). */
  readonly accessToken: () => string | null;
  readonly socket: SocketSignal;
}

/** The stored login's token and the client's session-error handling (ARO-E1022/E1023/E1024). */
const WITH_STORED_LOGIN = { requestPolicy: 'network-only' } as const;

/**
 * A call that has not answered by then fails, so the machine retries it (a send with the same id, which
 * the server stores once) instead of waiting on a request lost with the network.
 */
const CHAT_CALL_TIMEOUT_MS = 15_000;

function withTimeout<T>(promise: Promise<T>, ms: number = CHAT_CALL_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(DEFAULT_ERROR_MESSAGE)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The data of a result, or the server's raw 'ARO-Exxxx:message' thrown so the machine can parseError it. */
function dataOf<Data, Variables extends AnyVariables>(result: OperationResult<Data, Variables>): Data {
  if (result.error) throw operationError(result.error);
  if (result.data === undefined || result.data === null) throw new Error(DEFAULT_ERROR_MESSAGE);
  return result.data;
}

async function mutate<Data, Variables extends AnyVariables>(
  client: Client,
  document: DocumentInput<Data, Variables>,
  variables: Variables,
): Promise<Data> {
  return dataOf(await withTimeout(client.mutation(document, variables, WITH_STORED_LOGIN).toPromise()));
}

/** An ISO instant as epoch ms (0 for an unreadable one, which then sorts first). */
function epochMs(iso: string): number {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? 0 : time;
}

/** Shown for a stored payload this app cannot read (written by a newer app): the seq stays in order. */
/** A message this version cannot read, said in the patient's language when it arrives. */
const unreadable = (): ChatContent => ({ kind: 'event', event: t('chat.unreadable') });

function toChatInfo(masked: FragmentOf<typeof ChatFields>): ChatInfo {
  const chat = readFragment(ChatFields, masked);
  const rating = chat.rating ?? null;
  return {
    id: chat.id,
    status: chat.status,
    hospitalId: chat.hospital.id,
    hospitalName: chat.hospital.orgName,
    sender: chat.sender,
    staffName: chat.staff?.displayName ?? null,
    rating,
    queuePosition: chat.queuePosition ?? null,
    staffOnline: chat.staffOnline,
    staffTyping: chat.staffTyping,
    lastSeq: chat.lastSeq,
    staffDeliveredSeq: chat.staffDeliveredSeq,
    closedAt: chat.closedTime === null ? null : epochMs(chat.closedTime),
  };
}

function toChatMessage(masked: FragmentOf<typeof ChatMessageFields>): ChatMessage {
  const message = readFragment(ChatMessageFields, masked);
  return {
    id: message.id,
    seq: message.seq,
    author: message.author,
    authorName: message.authorName,
    content: decodeChatPayload(message.payload)?.content ?? unreadable(),
    createdAt: epochMs(message.createdTime),
  };
}

/** One closed chat of a queryChatHistory page, as the history machine keeps it. */
function toEarlierChat(chat: ResultOf<typeof ChatHistoryQuery>['queryChatHistory']['chats'][number]): EarlierChat {
  return {
    id: chat.id,
    status: chat.status,
    closedAt: chat.closedTime === null ? null : epochMs(chat.closedTime),
    rating: chat.rating ?? null,
    messages: chat.messages.map(toChatMessage),
  };
}

export type ChatHistoryActors = {
  readonly [K in keyof ChatHistoryCalls]: PromiseActorLogic<
    ChatHistoryCalls[K]['output'],
    ChatHistoryCalls[K]['input']
  >;
};

/** The history machine's loader over GraphQL (machines/agentChatHistory.machine.ts). */
export function chatHistoryActors(client: Client): ChatHistoryActors {
  return {
    loadChatHistory: fromPromise(async ({ input }) => {
      const variables = { hospitalId: input.hospitalId, before: input.before };
      const data = dataOf(await withTimeout(client.query(ChatHistoryQuery, variables, WITH_STORED_LOGIN).toPromise()));
      return {
        chats: data.queryChatHistory.chats.map(toEarlierChat),
        nextBefore: data.queryChatHistory.nextBefore ?? null,
      };
    }),
  };
}

/**
 * The history machine's loader for the chats of an agent chat the patient went back from, read again after a
 * reload (issue 29 item 14): exactly these chats (oldest first as given), as one page with nothing older.
 */
export function handedBackChatsActors(client: Client, chatIds: readonly string[]): ChatHistoryActors {
  return {
    loadChatHistory: fromPromise(async (): Promise<ChatHistoryPage> => {
      const chats = await Promise.all(
        chatIds.map(async (id) => {
          const data = dataOf(
            await withTimeout(client.query(QueryChatQuery, { id, afterSeq: 0 }, WITH_STORED_LOGIN).toPromise()),
          );
          return earlierChatOf(toChatInfo(data.queryChat), data.queryChat.messages.map(toChatMessage));
        }),
      );
      // A page is newest first.
      return { chats: chats.toReversed(), nextBefore: null };
    }),
  };
}

/** Reads a subscription into the machine's live events until stopped; a refused one simply ends (the catch-ups cover it). */
function subscribe<TData, TVariables extends AnyVariables>(
  client: Client,
  document: DocumentInput<TData, TVariables>,
  variables: TVariables,
  toEvent: (data: TData) => ChatLiveEvent,
  sendBack: (event: ChatLiveEvent) => void,
): () => void {
  const subscription = client.subscription(document, variables).subscribe((result) => {
    if (result.error || result.data === undefined || result.data === null) return;
    sendBack(toEvent(result.data));
  });
  return () => subscription.unsubscribe();
}

/** The server's refusal of a run to hand over (not this browser's, or not uploaded yet): ARO-E1046. */
const RUN_REFUSED = /^ARO-E1046\b/;

/**
 * Opens the chat with the hospital, naming the recorded assistant conversation the patient comes from (issue 33) so
 * staff see what they did before: its id, and its write key to show it is this browser's. A run not uploaded yet is
 * uploaded at once and named again; the hand-over never fails for the recording's sake: a run the server still
 * refuses opens the chat without it.
 */
async function prepareChat(client: Client, hospitalId: string): Promise<FragmentOf<typeof ChatFields>> {
  // Folded at build: a tenant that records no runs names none (nor loads the run's storage).
  const run = __TENANT__.recordedRuns.enabled ? currentRunIdentity() : null;
  if (run !== null) {
    const withRun = async (): Promise<FragmentOf<typeof ChatFields>> =>
      (await mutate(client, PrepareChatMutation, { hospitalId, assistantRunId: run.id, assistantRunKey: run.key }))
        .prepareChat;
    try {
      return await withRun();
    } catch (error) {
      if (!(error instanceof Error && RUN_REFUSED.test(error.message))) throw error;
    }
    // Not uploaded yet (the patient asked for the hospital in the conversation's first seconds): upload it now, once.
    await uploadRunNow();
    try {
      return await withRun();
    } catch (error) {
      if (!(error instanceof Error && RUN_REFUSED.test(error.message))) throw error;
    }
  }
  return (await mutate(client, PrepareChatMutation, { hospitalId })).prepareChat;
}

/** The agent chat's calls over GraphQL and the blob service, the agent chat machine's actors (src/composition/agentChat.ts). */
export function agentChatActors(client: Client, options: ChatActorOptions): AgentChatActors {
  return {
    prepareChat: fromPromise(async ({ input }) => toChatInfo(await prepareChat(client, input.hospitalId))),
    queryChat: fromPromise(async ({ input }) => {
      const data = dataOf(
        await withTimeout(
          client.query(QueryChatQuery, { id: input.chatId, afterSeq: input.afterSeq }, WITH_STORED_LOGIN).toPromise(),
        ),
      );
      const { messages } = data.queryChat;
      return { chat: toChatInfo(data.queryChat), messages: messages.map(toChatMessage) };
    }),
    sendChat: fromPromise(async ({ input }) => {
      const payload = encodeChatPayload({
        authorRef: input.authorRef,
        timestamp: input.createdAt,
        content: input.content,
      });
      const data = await mutate(client, SendChatMutation, { input: { chatId: input.chatId, id: input.id, payload } });
      return toChatMessage(data.sendChat);
    }),
    patchChat: fromPromise(async ({ input }) => {
      const patch = {
        ...(input.status === undefined ? {} : { status: input.status }),
        ...(input.rating === undefined ? {} : { rating: input.rating }),
      };
      return toChatInfo((await mutate(client, PatchChatMutation, { id: input.chatId, patch })).patchChat);
    }),
    markDelivered: fromPromise(async ({ input }) =>
      toChatInfo(
        (await mutate(client, MarkChatDeliveredMutation, { id: input.chatId, seq: input.seq })).markChatDelivered,
      ),
    ),
    reportTyping: fromPromise(
      async ({ input }) =>
        (await mutate(client, ChatTypingMutation, { id: input.chatId, typing: input.typing })).chatTyping,
    ),
    uploadImage: fromPromise(async ({ input }) => {
      const token = options.accessToken();
      if (token === null) throw new Error(DEFAULT_ERROR_MESSAGE);
      return compressAndUpload(input.file, token, input.hospitalId);
    }),
    watchChat: fromCallback<EventObject, WatchChatInput>(({ input, sendBack }) => {
      const send = (event: ChatLiveEvent): void => sendBack(event);
      const stopChat = subscribe(
        client,
        ChatSubscription,
        { id: input.chatId },
        (data) => ({ type: 'chat.updated', chat: toChatInfo(data.chat) }),
        send,
      );
      const stopMessages = subscribe(
        client,
        CommunicationSubscription,
        { chatId: input.chatId, afterSeq: input.afterSeq },
        (data) => ({ type: 'chat.message', message: toChatMessage(data.communication) }),
        send,
      );
      // The subscriptions come back by themselves (src/lib/client/socket.ts moves them to the new socket); what
      // was said meanwhile is fetched by the machine's catch-up on chat.reconnected.
      const stopSocket = options.socket.listen((signal) =>
        send(signal === 'connected' ? { type: 'chat.reconnected' } : { type: 'chat.disconnected' }),
      );
      return () => {
        stopSocket();
        stopMessages();
        stopChat();
      };
    }),
  };
}
