import { CombinedError, getOperationName, type Client } from '@urql/core';
import { describe, expect, it } from 'vitest';
import type { DocumentNode } from 'graphql';
import { assign, createActor, setup, type AnyActorLogic, type AnyEventObject } from 'xstate';
import { decodeChatPayload, encodeChatPayload } from '../../../../domain/chatPayload';
import { connectionMachine } from '../../../../machines/connection.machine';
import { errorMessage } from '../../../../machines/errorMessage';
import type { ChatLiveEvent } from '../../../../machines/agentChat.types';
import {
  agentChatActors,
  connectionSocketSignal,
  type SocketSignal,
} from '../../../../src/features/chat/api/chatActors';

/**
 * The agent chat's GraphQL actors against a scripted urql client: what each call sends, how the
 * server's Chat and ChatMessage become the machine's ChatInfo and ChatMessage, errors as 'CODE:message'
 * for the machine to parse, and watchChat forwarding the subscriptions and the socket's drops.
 */

interface Result {
  readonly data?: unknown;
  readonly error?: CombinedError;
}

interface Subscription {
  readonly name: string;
  readonly variables: Record<string, unknown>;
  readonly push: (result: Result) => void;
  closed: boolean;
}

function scriptedClient(answers: Record<string, (variables: Record<string, unknown>) => Result>) {
  const sent: { name: string; variables: Record<string, unknown> }[] = [];
  const subscriptions: Subscription[] = [];
  const answer = (document: DocumentNode, variables: Record<string, unknown>): Result => {
    const name = getOperationName(document) ?? '';
    sent.push({ name, variables });
    const reply = answers[name];
    if (reply === undefined) throw new Error(`no answer for ${name}`);
    return reply(variables);
  };
  const client = {
    query: (document: DocumentNode, variables: Record<string, unknown>) => ({
      toPromise: () => Promise.resolve(answer(document, variables)),
    }),
    mutation: (document: DocumentNode, variables: Record<string, unknown>) => ({
      toPromise: () => Promise.resolve(answer(document, variables)),
    }),
    subscription: (document: DocumentNode, variables: Record<string, unknown>) => ({
      subscribe: (push: (result: Result) => void) => {
        const subscription: Subscription = { name: getOperationName(document) ?? '', variables, push, closed: false };
        subscriptions.push(subscription);
        return {
          unsubscribe: () => {
            subscription.closed = true;
          },
        };
      },
    }),
  };
  return { client: client as unknown as Client, sent, subscriptions };
}

const SERVER_CHAT = {
  __typename: 'Chat',
  id: 'chat-1',
  status: 'in_progress',
  hospital: { __typename: 'Organization', id: 'org-colombo', orgName: 'Carechat Hospital Colombo' },
  sender: 'Patient/patient-1',
  staff: { __typename: 'StaffMember', id: 'staff-1', displayName: 'Nimali Silva' },
  rating: null,
  queuePosition: null,
  staffOnline: true,
  staffTyping: true,
  lastSeq: 3,
  staffDeliveredSeq: 2,
  closedTime: null,
};

const CHAT_INFO = {
  id: 'chat-1',
  status: 'in_progress',
  hospitalId: 'org-colombo',
  hospitalName: 'Carechat Hospital Colombo',
  sender: 'Patient/patient-1',
  staffName: 'Nimali Silva',
  rating: null,
  queuePosition: null,
  staffOnline: true,
  staffTyping: true,
  lastSeq: 3,
  staffDeliveredSeq: 2,
  closedAt: null,
};

function serverMessage(seq: number, author: 'patient' | 'staff' | 'system', message: string) {
  return {
    __typename: 'ChatMessage',
    id: `message-${seq}`,
    chatId: 'chat-1',
    seq,
    author,
    authorName: author === 'patient' ? 'Nimal Perera' : 'Nimali Silva',
    payload: encodeChatPayload({
      authorRef: author === 'patient' ? 'Patient/patient-1' : 'Staff/staff-1',
      timestamp: 1,
      content: { kind: 'message', message },
    }),
    createdTime: '2025-06-01T03:35:00.000Z',
  };
}

const noSocket: SocketSignal = { listen: () => () => undefined };

function actorsOf(client: Client, token: string | null = 'token-1', socket: SocketSignal = noSocket) {
  return agentChatActors(client, { accessToken: () => token, socket });
}

/** Runs a promise actor to its end: its output, or its error as the rejection. */
function run(logic: AnyActorLogic, input: unknown): Promise<unknown> {
  const actor = createActor(logic, { input });
  return new Promise((resolve, reject) => {
    actor.subscribe({ complete: () => resolve((actor.getSnapshot() as { output: unknown }).output), error: reject });
    actor.start();
  });
}

describe('agentChatActors: calls', () => {
  it('prepareChat asks for the hospital and maps the Chat to ChatInfo', async () => {
    const { client, sent } = scriptedClient({
      PrepareChat: () => ({
        data: { prepareChat: { ...SERVER_CHAT, status: 'preparation', staff: null, queuePosition: 3 } },
      }),
    });
    const chat = await run(actorsOf(client).prepareChat, { hospitalId: 'org-colombo' });
    expect(sent).toEqual([{ name: 'PrepareChat', variables: { hospitalId: 'org-colombo' } }]);
    expect(chat).toEqual({ ...CHAT_INFO, status: 'preparation', staffName: null, queuePosition: 3 });
  });

  it('queryChat reads what came after a seq, each message decoded with its server time', async () => {
    const { client, sent } = scriptedClient({
      QueryChat: () => ({
        data: {
          queryChat: {
            ...SERVER_CHAT,
            messages: [serverMessage(2, 'staff', 'Hello <b>there</b>'), serverMessage(3, 'patient', 'Hi')],
          },
        },
      }),
    });
    const result = await run(actorsOf(client).queryChat, { chatId: 'chat-1', afterSeq: 1 });
    expect(sent[0]).toEqual({ name: 'QueryChat', variables: { id: 'chat-1', afterSeq: 1 } });
    expect(result).toEqual({
      chat: CHAT_INFO,
      messages: [
        {
          id: 'message-2',
          seq: 2,
          author: 'staff',
          authorName: 'Nimali Silva',
          content: { kind: 'message', message: 'Hello <b>there</b>' },
          createdAt: Date.UTC(2025, 5, 1, 3, 35),
        },
        {
          id: 'message-3',
          seq: 3,
          author: 'patient',
          authorName: 'Nimal Perera',
          content: { kind: 'message', message: 'Hi' },
          createdAt: Date.UTC(2025, 5, 1, 3, 35),
        },
      ],
    });
  });

  it('sendChat sends the client id with the payload as base64 JSON of author, time and content', async () => {
    const { client, sent } = scriptedClient({
      SendChat: () => ({ data: { sendChat: serverMessage(4, 'patient', 'Thank you') } }),
    });
    const stored = await run(actorsOf(client).sendChat, {
      chatId: 'chat-1',
      id: 'message-4',
      authorRef: 'Patient/patient-1',
      content: { kind: 'message', message: 'Thank you' },
      createdAt: 1_748_748_900_000,
    });
    const input = sent[0]?.variables.input as { chatId: string; id: string; payload: string };
    expect(input.chatId).toBe('chat-1');
    expect(input.id).toBe('message-4');
    expect(decodeChatPayload(input.payload)).toEqual({
      authorRef: 'Patient/patient-1',
      timestamp: 1_748_748_900_000,
      content: { kind: 'message', message: 'Thank you' },
    });
    expect(stored).toMatchObject({ id: 'message-4', seq: 4, content: { kind: 'message', message: 'Thank you' } });
  });

  it('patchChat sends only what changes; markDelivered and reportTyping pass their values', async () => {
    const { client, sent } = scriptedClient({
      PatchChat: () => ({ data: { patchChat: { ...SERVER_CHAT, status: 'completed' } } }),
      MarkChatDelivered: () => ({ data: { markChatDelivered: SERVER_CHAT } }),
      ChatTyping: () => ({ data: { chatTyping: true } }),
    });
    const actors = actorsOf(client);
    expect(await run(actors.patchChat, { chatId: 'chat-1', status: 'completed' })).toMatchObject({
      status: 'completed',
    });
    await run(actors.patchChat, { chatId: 'chat-1', rating: 0 });
    await run(actors.markDelivered, { chatId: 'chat-1', seq: 3 });
    expect(await run(actors.reportTyping, { chatId: 'chat-1', typing: true })).toBe(true);
    expect(sent).toEqual([
      { name: 'PatchChat', variables: { id: 'chat-1', patch: { status: 'completed' } } },
      { name: 'PatchChat', variables: { id: 'chat-1', patch: { rating: 0 } } },
      { name: 'MarkChatDelivered', variables: { id: 'chat-1', seq: 3 } },
      { name: 'ChatTyping', variables: { id: 'chat-1', typing: true } },
    ]);
  });

  it("fails with the server's 'CODE:message', which the machine shows as the message", async () => {
    const { client } = scriptedClient({
      SendChat: () => ({ error: new CombinedError({ graphQLErrors: ['ARO-E1052:This chat is closed.'] }) }),
    });
    const failure = await run(actorsOf(client).sendChat, {
      chatId: 'chat-1',
      id: 'm',
      authorRef: 'Patient/p',
      content: { kind: 'message', message: 'x' },
      createdAt: 0,
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe('ARO-E1052:This chat is closed.');
    expect(errorMessage(failure)).toBe('This chat is closed.');
  });

  it('refuses to upload without a login', async () => {
    const { client } = scriptedClient({});
    await expect(
      run(actorsOf(client, null).uploadImage, {
        file: new Blob(['x'], { type: 'image/png' }),
        hospitalId: 'org-colombo',
      }),
    ).rejects.toBeInstanceOf(Error);
  });
});

describe('agentChatActors: watchChat', () => {
  function watch(socket: SocketSignal) {
    const scripted = scriptedClient({});
    const { watchChat } = actorsOf(scripted.client, 'token-1', socket);
    const parent = createActor(
      setup({ types: { context: {} as { events: AnyEventObject[] } }, actors: { watchChat } }).createMachine({
        context: { events: [] },
        invoke: { src: 'watchChat', input: { chatId: 'chat-1', afterSeq: 2 } },
        on: { '*': { actions: assign(({ context, event }) => ({ events: [...context.events, event] })) } },
      }),
    ).start();
    return {
      ...scripted,
      parent,
      events: (): ChatLiveEvent[] => parent.getSnapshot().context.events as ChatLiveEvent[],
    };
  }

  it('subscribes to the chat and to its messages after the seq held, and forwards both', () => {
    const live = watch(noSocket);
    expect(live.subscriptions.map((subscription) => [subscription.name, subscription.variables])).toEqual([
      ['ChatChanged', { id: 'chat-1' }],
      ['Communication', { chatId: 'chat-1', afterSeq: 2 }],
    ]);
    const [chat, communication] = live.subscriptions;
    chat?.push({ data: { chat: SERVER_CHAT } });
    communication?.push({ data: { communication: serverMessage(3, 'staff', 'On my way') } });
    // A refused push changes nothing.
    communication?.push({ error: new CombinedError({ graphQLErrors: ['ARO-E1050:Not your chat'] }) });
    expect(live.events()).toEqual([
      { type: 'chat.updated', chat: CHAT_INFO },
      {
        type: 'chat.message',
        message: {
          id: 'message-3',
          seq: 3,
          author: 'staff',
          authorName: 'Nimali Silva',
          content: { kind: 'message', message: 'On my way' },
          createdAt: Date.UTC(2025, 5, 1, 3, 35),
        },
      },
    ]);
    live.parent.stop();
    expect(live.subscriptions.every((subscription) => subscription.closed)).toBe(true);
  });

  it("reports the socket's drops and reconnects as the connection machine hears them", () => {
    const connection = createActor(connectionMachine).start();
    const live = watch(connectionSocketSignal(connection));
    connection.send({ type: 'WS_ERROR' });
    connection.send({ type: 'WS_CONNECTED' });
    // A socket graphql-ws closed and opened again without an error still counts: what was missed is fetched.
    connection.send({ type: 'WS_CONNECTED' });
    connection.send({ type: 'ONLINE' });
    expect(live.events()).toEqual([
      { type: 'chat.disconnected' },
      { type: 'chat.reconnected' },
      { type: 'chat.reconnected' },
    ]);
    live.parent.stop();
    connection.send({ type: 'WS_ERROR' });
    expect(live.events()).toHaveLength(3);
  });
});
