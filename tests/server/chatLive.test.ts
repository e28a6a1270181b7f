import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chatMessageStream } from '../../server/modules/chat/communication';
import { createTypingRegistry, TYPING_TTL_MS } from '../../server/live/typing';
import {
  addStaff,
  CHAT_SUBSCRIPTION,
  chattingPatient,
  COMMUNICATION,
  dataOf,
  eventually,
  PATCH,
  PICK_UP,
  readChat,
  seededStaff,
  STAFF_CHAT,
  STAFF_CHATS_CHANGED,
  STAFF_TYPING,
  staffSend,
  TYPING,
  type ChatData,
  type MessageData,
  type SummaryData,
} from './chatApi';
import { errorOf, listenTo, LOGOUT, startTestServer, type TestServer } from './harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ codeRequestsPerAddressPerHour: 1000 });
});
afterAll(async () => {
  await t.close();
});

const seqsOf = (results: readonly { data?: { communication: MessageData } | null }[]): number[] =>
  results.map((result) => result.data?.communication.seq ?? -1);
const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, n) => from + n);

describe('communication subscription', () => {
  it('replays the messages after afterSeq, then streams new ones live: each once, in order, none skipped', async () => {
    const patient = await chattingPatient(t, '0779000001');
    for (let n = 1; n <= 10; n++) await patient.send(`Stored ${n}`);
    // Subscribe while 10 more are being sent at once: the replay and the live messages meet.
    const live = listenTo<{ communication: MessageData }>(t.socket(patient.token), COMMUNICATION, {
      chatId: patient.chat.id,
      afterSeq: 3,
    });
    const sends = await Promise.all(range(11, 20).map((n) => patient.send(`Live ${n}`)));
    expect(sends.map(errorOf).filter((message) => message !== '')).toEqual([]);
    const results = await live.next(17);
    expect(seqsOf(results)).toEqual(range(4, 20));
    // Nothing more arrives (no repeats).
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(seqsOf(live.results)).toEqual(range(4, 20));
    await patient.send('One more');
    expect(seqsOf(await live.next(18))).toEqual(range(4, 21));
    live.stop();
  });

  it("streams both sides' messages to both sides, with the system events", async () => {
    const patient = await chattingPatient(t, '0779000002');
    const staff = await seededStaff(t, 'staff.colombo');
    const patientSide = listenTo<{ communication: MessageData }>(t.socket(patient.token), COMMUNICATION, {
      chatId: patient.chat.id,
    });
    const staffSide = listenTo<{ communication: MessageData }>(t.socket(staff.token), COMMUNICATION, {
      chatId: patient.chat.id,
      afterSeq: 0,
    });
    await patient.send('Hello');
    await t.gql(PICK_UP, { id: patient.chat.id }, staff.token);
    await staffSend(t, staff.token, staff.id, patient.chat.id, 'Hello, how can we help?');
    const authors = (results: readonly { data?: { communication: MessageData } | null }[]): string[] =>
      results.map((result) => result.data?.communication.author ?? '');
    expect(authors(await patientSide.next(3))).toEqual(['patient', 'system', 'staff']);
    expect(authors(await staffSide.next(3))).toEqual(['patient', 'system', 'staff']);
    patientSide.stop();
    staffSide.stop();
  });
});

describe('chatMessageStream', () => {
  it('reads once what it was told of meanwhile, and ends when returned', async () => {
    const patient = await chattingPatient(t, '0779000003');
    await patient.send('First');
    const stream = chatMessageStream(t.server.services, patient.chat.id, 0);
    // Stored after it started listening, before its first read: told of twice (notice and read), yielded once.
    await patient.send('Second');
    await patient.send('Third');
    const seqs: number[] = [];
    for (let n = 0; n < 3; n++) {
      const next = await stream.next();
      if (next.done !== true) seqs.push(next.value.seq);
    }
    expect(seqs).toEqual([1, 2, 3]);
    const waiting = stream.next();
    await patient.send('Fourth');
    expect((await waiting).value).toMatchObject({ seq: 4 });
    const pending = stream.next();
    await stream.return?.();
    expect(await pending).toEqual({ done: true, value: undefined });
    expect(await stream.next()).toEqual({ done: true, value: undefined });
  });
});

describe('chat subscription', () => {
  it('carries ARO-E1024 at the next push once the token is logged out', async () => {
    const patient = await chattingPatient(t, '0779000011');
    const watch = listenTo<{ chat: ChatData }>(t.socket(patient.token), CHAT_SUBSCRIPTION, { id: patient.chat.id });
    await watch.next(1);
    await t.gql(LOGOUT, {}, patient.token);
    const staff = await seededStaff(t, 'staff.colombo');
    await t.gql(PICK_UP, { id: patient.chat.id }, staff.token);
    expect((await watch.next(2))[1]?.errors?.[0]?.message).toMatch(/^ARO-E1024:/);
    watch.stop();
  });

  it('pushes the chat now and at every change: picked up, a message, delivery marks', async () => {
    const patient = await chattingPatient(t, '0779000010', 'org-kandy');
    const staff = await seededStaff(t, 'staff.kandy');
    const watch = listenTo<{ chat: ChatData }>(t.socket(patient.token), CHAT_SUBSCRIPTION, { id: patient.chat.id });
    expect((await watch.next(1))[0]?.data?.chat).toMatchObject({ id: patient.chat.id, status: 'preparation' });
    await t.gql(PICK_UP, { id: patient.chat.id }, staff.token);
    await eventually(
      () => watch.results.at(-1)?.data?.chat,
      (chat) => chat?.status === 'in_progress',
    );
    expect(watch.results.at(-1)?.data?.chat).toMatchObject({
      status: 'in_progress',
      lastSeq: 1,
      staff: { id: staff.id },
    });
    await patient.send('Thanks');
    await t.gql(
      'mutation ($id: ID!, $seq: Int!) { staffMarkChatDelivered(id: $id, seq: $seq) { id } }',
      { id: patient.chat.id, seq: 2 },
      staff.token,
    );
    const last = await eventually(
      () => watch.results.at(-1)?.data?.chat,
      (chat) => chat?.staffDeliveredSeq === 2,
    );
    expect(last).toMatchObject({ lastSeq: 2, staffDeliveredSeq: 2 });
    watch.stop();
  });
});

describe('staff presence', () => {
  it('counts a staff member online while their chat list is open', async () => {
    // Galle: no other test of this file opens its staff's list.
    const patient = await chattingPatient(t, '0779000020', 'org-galle');
    expect(patient.chat.staffOnline).toBe(false);
    // Staff see a chat once the patient wrote in it (issue 29 item 13).
    await patient.send('Hello');
    const staff = await seededStaff(t, 'staff.galle');
    const watch = listenTo<{ chat: ChatData }>(t.socket(patient.token), CHAT_SUBSCRIPTION, { id: patient.chat.id });
    await watch.next(1);

    const console = listenTo<{ staffChatsChanged: SummaryData[] }>(t.socket(staff.token), STAFF_CHATS_CHANGED);
    const [list] = await console.next(1);
    expect(list?.data?.staffChatsChanged.map((chat) => chat.id)).toContain(patient.chat.id);
    expect((await readChat(t, patient.token, patient.chat.id)).staffOnline).toBe(true);
    await eventually(
      () => watch.results.at(-1)?.data?.chat.staffOnline,
      (online) => online === true,
    );

    // A second console of the hospital, closed again, leaves it online.
    const second = listenTo<{ staffChatsChanged: SummaryData[] }>(t.socket(staff.token), STAFF_CHATS_CHANGED);
    await second.next(1);
    second.stop();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await readChat(t, patient.token, patient.chat.id)).staffOnline).toBe(true);

    // The list hears of the hospital's chats changing.
    await patient.send('Is anyone there?');
    const updated = await eventually(
      () => console.results.at(-1)?.data?.staffChatsChanged.find((chat) => chat.id === patient.chat.id),
      (chat) => chat?.unread === 2,
    );
    expect(updated).toMatchObject({ unread: 2, lastMessage: 'Is anyone there?' });

    console.stop();
    const offline = await eventually(
      () => readChat(t, patient.token, patient.chat.id),
      (chat) => !chat.staffOnline,
    );
    expect(offline.staffOnline).toBe(false);
    await eventually(
      () => watch.results.at(-1)?.data?.chat.staffOnline,
      (online) => online === false,
    );
    expect(watch.results.at(-1)?.data?.chat.staffOnline).toBe(false);
    watch.stop();
  });

  it('refuses a patient token for the staff list (ARO-E1022)', async () => {
    const patient = await chattingPatient(t, '0779000021');
    const console = listenTo<{ staffChatsChanged: SummaryData[] }>(t.socket(patient.token), STAFF_CHATS_CHANGED);
    expect((await console.next(1))[0]?.errors?.[0]?.message).toBe('ARO-E1022:Authentication failed');
  });
});

describe('typing', () => {
  it('shows either side typing until it stops or TYPING_TTL_MS pass (server clock)', async () => {
    const patient = await chattingPatient(t, '0779000030');
    const staff = await seededStaff(t, 'staff.colombo');
    await t.gql(PICK_UP, { id: patient.chat.id }, staff.token);
    const staffView = async (): Promise<ChatData> =>
      dataOf(await t.gql<{ staffChat: ChatData }>(STAFF_CHAT, { id: patient.chat.id }, staff.token), 'staffChat')
        .staffChat;
    const watch = listenTo<{ chat: ChatData }>(t.socket(patient.token), CHAT_SUBSCRIPTION, { id: patient.chat.id });
    await watch.next(1);

    expect(
      (await t.gql<{ chatTyping: boolean }>(TYPING, { id: patient.chat.id, typing: true }, patient.token)).data
        ?.chatTyping,
    ).toBe(true);
    expect((await staffView()).patientTyping).toBe(true);
    t.advance(TYPING_TTL_MS - 1000);
    // Renewed: another full TYPING_TTL_MS from now.
    await t.gql(TYPING, { id: patient.chat.id, typing: true }, patient.token);
    t.advance(TYPING_TTL_MS - 1);
    expect((await staffView()).patientTyping).toBe(true);
    t.advance(2);
    expect((await staffView()).patientTyping).toBe(false);

    await t.gql(STAFF_TYPING, { id: patient.chat.id, typing: true }, staff.token);
    const typing = await eventually(
      () => watch.results.at(-1)?.data?.chat.staffTyping,
      (shown) => shown === true,
    );
    expect(typing).toBe(true);
    await t.gql(STAFF_TYPING, { id: patient.chat.id, typing: false }, staff.token);
    const stopped = await eventually(
      () => watch.results.at(-1)?.data?.chat.staffTyping,
      (shown) => shown === false,
    );
    expect(stopped).toBe(false);
    watch.stop();
  });
});

describe('staffChatTyping', () => {
  it('is only for the staff member answering the chat: others of the hospital get ARO-E1053', async () => {
    const patient = await chattingPatient(t, '0779000031');
    const answering = await seededStaff(t, 'staff.colombo');
    const colleague = await addStaff(t, 'org-colombo', 'typing.colombo', 'Typing Colleague');
    const report = (token: string, typing: boolean) =>
      t.gql<{ staffChatTyping: boolean }>(STAFF_TYPING, { id: patient.chat.id, typing }, token);
    const ANOTHER_ANSWERS = 'ARO-E1053:Another staff member is answering this chat.';

    // Waiting: nobody answers it yet.
    expect(errorOf(await report(answering.token, true))).toBe(ANOTHER_ANSWERS);
    await t.gql(PICK_UP, { id: patient.chat.id }, answering.token);
    expect(errorOf(await report(colleague.token, true))).toBe(ANOTHER_ANSWERS);
    expect(errorOf(await report(colleague.token, false))).toBe(ANOTHER_ANSWERS);
    expect((await readChat(t, patient.token, patient.chat.id)).staffTyping).toBe(false);

    expect((await report(answering.token, true)).data?.staffChatTyping).toBe(true);
    expect((await readChat(t, patient.token, patient.chat.id)).staffTyping).toBe(true);

    // Closed: no typing shows, and a late "stopped" is answered, not refused.
    await t.gql(PATCH, { id: patient.chat.id, patch: { status: 'completed' } }, patient.token);
    expect((await report(answering.token, false)).data?.staffChatTyping).toBe(false);
    expect((await report(answering.token, true)).data?.staffChatTyping).toBe(false);
    expect((await readChat(t, patient.token, patient.chat.id)).staffTyping).toBe(false);
  });
});

describe('typing registry', () => {
  it('clears a flag and reports the lapse when its timer runs out, unless renewed', () => {
    vi.useFakeTimers();
    try {
      let clock = 0;
      const lapsed: string[] = [];
      const registry = createTypingRegistry({ now: () => clock, onLapse: (chatId) => lapsed.push(chatId) });
      expect(registry.set('c1', 'patient', true)).toBe(true);
      expect(registry.set('c1', 'patient', true)).toBe(false);
      expect(registry.isTyping('c1', 'patient')).toBe(true);
      expect(registry.isTyping('c1', 'staff')).toBe(false);
      vi.advanceTimersByTime(TYPING_TTL_MS - 1);
      clock += TYPING_TTL_MS - 1;
      expect(registry.set('c1', 'patient', true)).toBe(false);
      vi.advanceTimersByTime(TYPING_TTL_MS - 1);
      expect(lapsed).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(lapsed).toEqual(['c1']);
      expect(registry.isTyping('c1', 'patient')).toBe(false);
      expect(registry.set('c1', 'staff', true)).toBe(true);
      expect(registry.set('c1', 'staff', false)).toBe(true);
      vi.advanceTimersByTime(TYPING_TTL_MS);
      expect(lapsed).toEqual(['c1']);
    } finally {
      vi.useRealTimers();
    }
  });
});
