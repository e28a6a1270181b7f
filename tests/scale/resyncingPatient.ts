import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { mergeMessages, lastSeq, type ChatMessage } from '../../domain/chatMessages';
import { reconnectDelay } from '../../src/lib/client/socket';
import { decodeChatPayload } from '../../domain/chatPayload';
import { COMMUNICATION, QUERY_CHAT, type ChatData, type MessageData } from '../server/chatApi';
import { errorOf, type GraphqlResponse } from '../server/harness';

/** GraphQL over HTTP at a base URL (an instance or the balancer). Throws when the connection fails. */
export async function gqlAt<T>(
  base: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<GraphqlResponse<T>> {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphqlResponse<T>;
}

/** The live queue as the app watches it (src/features/booking/graphql/booking.ts AppointmentTokensChanged). */
const QUEUE =
  'subscription ($sessionId: ID!) { appointmentTokensChanged(sessionId: $sessionId) { id tokenNo status appointmentPaymentStatus } }';
interface QueueToken {
  readonly id: string;
  readonly tokenNo: number;
  readonly status: string;
}

/** One communication push, with the socket connection (1, 2…) it came on. */
interface Arrival {
  readonly connection: number;
  readonly seq: number;
}

export interface ResyncingPatient {
  /** The transcript as the app holds it: each stored message once, in seq order (domain/chatMessages.ts). */
  messages(): readonly ChatMessage[];
  /** Every communication push as it came, replays included. */
  readonly arrivals: Arrival[];
  /** The live queue's latest push. */
  queue(): readonly QueueToken[] | null;
  /** Sockets opened so far (2 once it has reconnected). */
  connections(): number;
  /** Catch-ups run after a reconnect (each a queryChat after the last seq held). */
  catchUps(): number;
  readonly errors: unknown[];
  dispose(): Promise<void>;
}

/**
 * A patient's app with its agent chat and the session's live queue open, reproducing what src/ does, not a
 * contract of its own:
 * - the socket reconnects without end (src/lib/client/socket.ts: retryAttempts Infinity, shouldRetry always) and
 *   graphql-ws re-sends each subscription as it was first sent, so `communication` replays every message after
 *   the afterSeq it was started with (machines/agentChat.machine.ts watchChat, afterSeq = lastSeq held);
 * - on every reconnect the chat catches up with queryChat(afterSeq = lastSeq held) over HTTP
 *   (chat.reconnected → catchUp.fetching), and both feeds are merged by id (mergeMessages), so a replay
 *   never shows a message twice;
 * - the live queue (src/features/booking/api/bookingActors.ts watchQueue) re-subscribes too: its first push is the queue now.
 * The waits between attempts are the app's own (reconnectDelay: 1 s, 2 s… plus jitter), so messages are stored
 * while the patient is away, as they would be.
 * `socketUrl(n)` names where connection n goes (the app's one origin; a test starts on one instance).
 */
export async function openResyncingPatient(options: {
  readonly httpUrl: () => string;
  readonly socketUrl: (connection: number) => string;
  readonly token: string;
  readonly chatId: string;
  readonly sessionId: string;
}): Promise<ResyncingPatient> {
  let transcript: readonly ChatMessage[] = [];
  let queue: readonly QueueToken[] | null = null;
  let connections = 0;
  let catchUps = 0;
  const arrivals: Arrival[] = [];
  const errors: unknown[] = [];

  const toMessage = (message: MessageData): ChatMessage => {
    const payload = decodeChatPayload(message.payload);
    if (payload === null) throw new Error(`message ${message.seq} has no readable payload`);
    return {
      id: message.id,
      seq: message.seq,
      author: message.author as ChatMessage['author'],
      authorName: message.authorName,
      content: payload.content,
      createdAt: Date.parse(message.createdTime),
    };
  };
  const store = (messages: readonly MessageData[]): void => {
    transcript = mergeMessages(transcript, messages.map(toMessage));
  };
  const catchUp = async (): Promise<void> => {
    // The machine retries a failed catch-up (catchUpRetry); the balancer may still be settling.
    for (let attempt = 0; attempt < 50; attempt++) {
      try {
        const response = await gqlAt<{ queryChat: ChatData }>(
          options.httpUrl(),
          QUERY_CHAT,
          { id: options.chatId, afterSeq: lastSeq(transcript) },
          options.token,
        );
        if (response.data) {
          store(response.data.queryChat.messages ?? []);
          catchUps++;
          return;
        }
        errors.push(errorOf(response));
      } catch {
        // Connection refused or reset: try again.
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  // Opening the chat: queryChat first (the machine's catchUp on opening), then watch after what it holds.
  await catchUp();
  catchUps = 0;

  const client: Client = createClient({
    url: () => {
      const query = `?access_token=${encodeURIComponent(options.token)}`;
      return `${options.socketUrl(connections + 1).replace(/^http/, 'ws')}/graphql${query}`;
    },
    webSocketImpl: WebSocket,
    lazy: true,
    retryAttempts: Infinity,
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, reconnectDelay(retries))),
    shouldRetry: () => true,
    on: {
      connected: () => {
        connections++;
        if (connections > 1) void catchUp();
      },
    },
  });

  const watchedAfter = lastSeq(transcript);
  client.subscribe<{ communication: MessageData }>(
    { query: COMMUNICATION, variables: { chatId: options.chatId, afterSeq: watchedAfter } },
    {
      next: (value) => {
        const message = value.data?.communication;
        if (message === undefined) {
          errors.push(value.errors);
          return;
        }
        arrivals.push({ connection: connections, seq: message.seq });
        store([message]);
      },
      error: (error) => errors.push(error),
      complete: () => undefined,
    },
  );
  client.subscribe<{ appointmentTokensChanged: QueueToken[] }>(
    { query: QUEUE, variables: { sessionId: options.sessionId } },
    {
      next: (value) => {
        if (value.data) queue = value.data.appointmentTokensChanged;
        else errors.push(value.errors);
      },
      error: (error) => errors.push(error),
      complete: () => undefined,
    },
  );

  return {
    messages: () => transcript,
    arrivals,
    queue: () => queue,
    connections: () => connections,
    catchUps: () => catchUps,
    errors,
    dispose: async () => {
      await client.dispose();
    },
  };
}
