import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeChatPayload, encodeChatPayload } from '../../domain/chatPayload';
import { chatMessages, chats } from '../../server/db/schema';
import { CHAT_READ_LIMIT } from '../../server/modules/chat/chatStore';
import { chatMessageStream } from '../../server/modules/chat/communication';
import { SENDS_PER_CHAT_AUTHOR } from '../../server/modules/chat/sendLimit';
import {
  chattingPatient,
  COMMUNICATION,
  contentPayload,
  dataOf,
  PICK_UP,
  readChat,
  SEND,
  seededStaff,
  STAFF_CHAT,
  STAFF_CHATS,
  STAFF_SEND,
  staffSend,
  textPayload,
  type ChatData,
  type ChattingPatient,
  type MessageData,
  type SummaryData,
} from './chatApi';
import { errorOf, listenTo, startTestServer, type TestServer } from './harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ codeRequestsPerAddressPerHour: 1000 });
});
afterAll(async () => {
  await t.close();
});

const TOO_MANY = 'ARO-E1033:Too many requests. Please try again later.';
const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, n) => from + n);
const seqsOf = (messages: readonly MessageData[] | undefined): number[] =>
  (messages ?? []).map((message) => message.seq);

/** Stores `count` patient messages straight into the database (numbered on from the chat's last seq): a long chat, fast. */
async function storeMessages(patient: ChattingPatient, count: number): Promise<void> {
  const { db } = t.server.services;
  const [chat] = await db.select().from(chats).where(eq(chats.id, patient.chat.id));
  if (chat === undefined) throw new Error('no chat');
  const authorRef = `Patient/${patient.patientId}`;
  const rows = range(chat.lastSeq + 1, chat.lastSeq + count).map((seq) => ({
    id: randomUUID(),
    chatId: chat.id,
    seq,
    author: 'patient' as const,
    authorRef,
    authorName: 'Mr. Nuwan Silva',
    kind: 'message' as const,
    text: `Message ${seq}`,
    payload: textPayload(authorRef, `Message ${seq}`),
    createdAt: new Date(t.now()),
  }));
  await db.insert(chatMessages).values(rows);
  await db
    .update(chats)
    .set({ lastSeq: chat.lastSeq + count })
    .where(eq(chats.id, chat.id));
}

describe('reads are capped at CHAT_READ_LIMIT messages', () => {
  it('queryChat and staffChat answer a page in seq order; asking again from the last seq catches up', async () => {
    const patient = await chattingPatient(t, '0779100001');
    await storeMessages(patient, 2 * CHAT_READ_LIMIT + 100);
    const first = await readChat(t, patient.token, patient.chat.id);
    expect(first.lastSeq).toBe(2 * CHAT_READ_LIMIT + 100);
    expect(seqsOf(first.messages)).toEqual(range(1, CHAT_READ_LIMIT));
    expect(seqsOf((await readChat(t, patient.token, patient.chat.id, CHAT_READ_LIMIT)).messages)).toEqual(
      range(CHAT_READ_LIMIT + 1, 2 * CHAT_READ_LIMIT),
    );
    expect(seqsOf((await readChat(t, patient.token, patient.chat.id, 2 * CHAT_READ_LIMIT)).messages)).toEqual(
      range(2 * CHAT_READ_LIMIT + 1, 2 * CHAT_READ_LIMIT + 100),
    );

    const staff = await seededStaff(t, 'staff.colombo');
    const staffChat = dataOf(
      await t.gql<{ staffChat: ChatData }>(STAFF_CHAT, { id: patient.chat.id, afterSeq: 10 }, staff.token),
      'staffChat',
    ).staffChat;
    expect(seqsOf(staffChat.messages)).toEqual(range(11, 10 + CHAT_READ_LIMIT));
  });

  it('the communication replay reads page after page: every stored message once, in order, then live ones', async () => {
    const patient = await chattingPatient(t, '0779100002');
    const stored = 2 * CHAT_READ_LIMIT + 7;
    await storeMessages(patient, stored);

    // In process: each page is read on its own, and the stream goes on past a full page without a notice.
    const stream = chatMessageStream(t.server.services, patient.chat.id, 3);
    const streamed: number[] = [];
    while (streamed.length < stored - 3) {
      const next = await stream.next();
      if (next.done === true) break;
      streamed.push(next.value.seq);
    }
    expect(streamed).toEqual(range(4, stored));
    const waiting = stream.next();
    await patient.send('Live one');
    expect((await waiting).value).toMatchObject({ seq: stored + 1 });
    await stream.return?.();

    // Over the websocket.
    const live = listenTo<{ communication: MessageData }>(t.socket(patient.token), COMMUNICATION, {
      chatId: patient.chat.id,
      afterSeq: 0,
    });
    await live.next(stored + 1);
    await patient.send('Live two');
    const results = await live.next(stored + 2);
    expect(results.map((result) => result.data?.communication.seq ?? -1)).toEqual(range(1, stored + 2));
    live.stop();
  });
});

describe('send rate limit', () => {
  it(`takes ${SENDS_PER_CHAT_AUTHOR} messages a minute per sender and chat; then ARO-E1033 within the minute`, async () => {
    const patient = await chattingPatient(t, '0779100010');
    const ids = Array.from({ length: SENDS_PER_CHAT_AUTHOR }, () => randomUUID());
    const sent = [];
    for (const [n, id] of ids.entries()) sent.push(await patient.send(`Message ${n + 1}`, id));
    expect(sent.map(errorOf).filter((error) => error !== '')).toEqual([]);

    expect(errorOf(await patient.send('One too many'))).toBe(TOO_MANY);
    // A retry of a stored id is answered with the stored message: it is not a new message and does not count.
    const retried = await patient.send('Message 1', ids[0]);
    expect(errorOf(retried)).toBe('');
    expect(retried.data?.sendChat).toEqual(sent[0]?.data?.sendChat);

    // The limit is the sender's in this chat: the staff member answering still writes.
    const staff = await seededStaff(t, 'staff.colombo');
    await t.gql(PICK_UP, { id: patient.chat.id }, staff.token);
    expect(errorOf(await staffSend(t, staff.token, staff.id, patient.chat.id, 'How can we help?'))).toBe('');

    // The window follows real time (its end is tested on the limiter, tests/server/rateLimit.test.ts): still refused.
    expect(errorOf(await patient.send('Still too many'))).toBe(TOO_MANY);
    expect((await readChat(t, patient.token, patient.chat.id)).lastSeq).toBe(SENDS_PER_CHAT_AUTHOR + 2);
  });

  it('counts only stored messages: refused sends are not held against the sender', async () => {
    const patient = await chattingPatient(t, '0779100011');
    for (let n = 1; n < SENDS_PER_CHAT_AUTHOR; n++) expect(errorOf(await patient.send(`Message ${n}`))).toBe('');
    for (let n = 0; n < 5; n++) expect(errorOf(await patient.send('   '))).toMatch(/^ARO-E1051:/);
    expect(errorOf(await patient.send('The last one this minute'))).toBe('');
    expect(errorOf(await patient.send('Over'))).toBe(TOO_MANY);
  });
});

describe('the stored payload', () => {
  it('is re-encoded from the checked content: text trimmed, unknown fields dropped', async () => {
    const patient = await chattingPatient(t, '0779100020');
    const authorRef = `Patient/${patient.patientId}`;
    const raw = Buffer.from(
      JSON.stringify({
        authorRef,
        timestamp: 1_700_000_000_000,
        message: '  Hello there \n',
        note: '<script>x</script>',
      }),
      'utf8',
    ).toString('base64');
    const answer = await t.gql<{ sendChat: MessageData }>(
      SEND,
      { input: { chatId: patient.chat.id, id: randomUUID(), payload: raw } },
      patient.token,
    );
    expect(errorOf(answer)).toBe('');
    const expected = encodeChatPayload({
      authorRef,
      timestamp: 1_700_000_000_000,
      content: { kind: 'message', message: 'Hello there' },
    });
    expect(answer.data?.sendChat.payload).toBe(expected);
    const [message] = (await readChat(t, patient.token, patient.chat.id)).messages ?? [];
    expect(message?.payload).toBe(expected);
    expect(JSON.parse(Buffer.from(message?.payload ?? '', 'base64').toString('utf8'))).toEqual({
      authorRef,
      timestamp: 1_700_000_000_000,
      message: 'Hello there',
    });
    expect(decodeChatPayload(message?.payload ?? '')?.content).toEqual({ kind: 'message', message: 'Hello there' });

    const staff = await seededStaff(t, 'staff.colombo');
    const row = dataOf(
      await t.gql<{ staffChats: SummaryData[] }>(STAFF_CHATS, {}, staff.token),
      'staffChats',
    ).staffChats.find((chat) => chat.id === patient.chat.id);
    expect(row?.lastMessage).toBe('Hello there');
  });

  it('refuses events from a patient and from staff, short or 45,000 characters long: nothing is stored, counted or pushed', async () => {
    const patient = await chattingPatient(t, '0779100021');
    const staff = await seededStaff(t, 'staff.colombo');
    await t.gql(PICK_UP, { id: patient.chat.id }, staff.token);
    const before = await readChat(t, patient.token, patient.chat.id);
    const staffFeed = listenTo<{ communication: MessageData }>(t.socket(staff.token), COMMUNICATION, {
      chatId: patient.chat.id,
      afterSeq: before.lastSeq,
    });
    const refused = 'ARO-E1051:This message cannot be sent. Only the hospital records events.';
    for (const event of ['Chat completed', 'x'.repeat(45_000)]) {
      const fromPatient = contentPayload(`Patient/${patient.patientId}`, { kind: 'event', event });
      expect(
        errorOf(
          await t.gql(
            SEND,
            { input: { chatId: patient.chat.id, id: randomUUID(), payload: fromPatient } },
            patient.token,
          ),
        ),
      ).toBe(refused);
      const fromStaff = contentPayload(`Staff/${staff.id}`, { kind: 'event', event });
      expect(
        errorOf(
          await t.gql(
            STAFF_SEND,
            { input: { chatId: patient.chat.id, id: randomUUID(), payload: fromStaff } },
            staff.token,
          ),
        ),
      ).toBe(refused);
    }
    // Nothing stored (the last seq is the pick-up's event), and the refusals took no place in the send limit.
    expect((await readChat(t, patient.token, patient.chat.id)).lastSeq).toBe(before.lastSeq);
    expect(errorOf(await patient.send('Hello'))).toBe('');
    const pushed = await staffFeed.next(1);
    expect(pushed.map((result) => decodeChatPayload(result.data?.communication.payload ?? '')?.content)).toEqual([
      { kind: 'message', message: 'Hello' },
    ]);
    staffFeed.stop();
  });

  it("names the author of an event stored before events were refused, in the console's list (only system events show bare)", async () => {
    const patient = await chattingPatient(t, '0779100022');
    const staff = await seededStaff(t, 'staff.colombo');
    const lastMessage = async (): Promise<string | null | undefined> =>
      dataOf(await t.gql<{ staffChats: SummaryData[] }>(STAFF_CHATS, {}, staff.token), 'staffChats').staffChats.find(
        (chat) => chat.id === patient.chat.id,
      )?.lastMessage;
    const authorRef = `Patient/${patient.patientId}`;
    const { db } = t.server.services;
    const seq = patient.chat.lastSeq + 1;
    await db.insert(chatMessages).values({
      id: randomUUID(),
      chatId: patient.chat.id,
      seq,
      author: 'patient',
      authorRef,
      authorName: 'Mr. Nuwan Silva',
      kind: 'event',
      text: 'Chat completed',
      payload: contentPayload(authorRef, { kind: 'event', event: 'Chat completed' }),
      createdAt: new Date(t.now()),
    });
    await db.update(chats).set({ lastSeq: seq }).where(eq(chats.id, patient.chat.id));
    expect(await lastMessage()).toBe('Mr. Nuwan Silva: Chat completed');
    await t.gql(PICK_UP, { id: patient.chat.id }, staff.token);
    expect(await lastMessage()).toMatch(/ joined the chat$/);
    expect(await lastMessage()).not.toContain(':');
  });
});
