import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeChatPayload } from '../../domain/chatPayload';
import {
  chattingPatient,
  dataOf,
  MESSAGE_FIELDS,
  PATCH,
  PICK_UP,
  PREPARE,
  SEND,
  seededStaff,
  staffSend,
  textPayload,
  type ChatData,
  type MessageData,
} from './chatApi';
import { errorOf, startTestServer, type TestServer } from './harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ codeRequestsPerAddressPerHour: 1000 });
});
afterAll(async () => {
  await t.close();
});

const HISTORY = `query ($hospitalId: ID!, $before: String, $first: Int) {
  queryChatHistory(hospitalId: $hospitalId, before: $before, first: $first) {
    chats { id status rating closedTime createdTime hospital { id } messages { ${MESSAGE_FIELDS} } }
    nextBefore
  }
}`;

interface HistoryChat {
  id: string;
  status: string;
  rating: number | null;
  closedTime: string | null;
  createdTime: string;
  hospital: { id: string };
  messages: MessageData[];
}
interface HistoryPage {
  chats: HistoryChat[];
  nextBefore: string | null;
}

async function history(
  token: string,
  variables: { hospitalId?: string; before?: string | null; first?: number } = {},
): Promise<HistoryPage> {
  return dataOf(
    await t.gql<{ queryChatHistory: HistoryPage }>(HISTORY, { hospitalId: 'org-colombo', ...variables }, token),
    'queryChatHistory',
  ).queryChatHistory;
}

function texts(chat: HistoryChat): string[] {
  return chat.messages.map((message) => {
    const content = decodeChatPayload(message.payload)?.content;
    return content?.kind === 'message' ? content.message : content?.kind === 'event' ? content.event : '';
  });
}

const prepare = async (token: string): Promise<ChatData> =>
  dataOf(await t.gql<{ prepareChat: ChatData }>(PREPARE, { hospitalId: 'org-colombo' }, token), 'prepareChat')
    .prepareChat;
/** The patient writes in a chat (a chat nobody wrote in is no history: issue 29 item 13). */
const write = async (token: string, chat: ChatData, message: string): Promise<void> => {
  dataOf(
    await t.gql(
      SEND,
      { input: { chatId: chat.id, id: randomUUID(), payload: textPayload(chat.sender, message) } },
      token,
    ),
    'sendChat',
  );
};
const complete = async (token: string, chatId: string): Promise<ChatData> =>
  dataOf(
    await t.gql<{ patchChat: ChatData }>(PATCH, { id: chatId, patch: { status: 'completed' } }, token),
    'patchChat',
  ).patchChat;

describe('queryChatHistory: the patient scrolls back through earlier chats with the hospital', () => {
  it("returns the account's closed chats with the hospital, newest first, with every message, and never the open one", async () => {
    const patient = await chattingPatient(t, '0778600001');
    const staff = await seededStaff(t, 'staff.colombo');
    // The first chat: answered by staff, then completed by the patient.
    await patient.send('Is the pharmacy open on Sunday?');
    await t.gql(PICK_UP, { id: patient.chat.id }, staff.token);
    await staffSend(t, staff.token, staff.id, patient.chat.id, 'Yes, from 8 to 12.');
    t.advance(60_000);
    await complete(patient.token, patient.chat.id);
    // The second: completed before anyone answered (entered_in_error, spec's completion rule).
    t.advance(60_000);
    const second = await prepare(patient.token);
    await write(patient.token, second, 'Anyone there?');
    t.advance(60_000);
    await complete(patient.token, second.id);
    // The third is open: it is the current chat, not history.
    const third = await prepare(patient.token);

    const page = await history(patient.token);
    expect(page.chats.map((chat) => chat.id)).toEqual([second.id, patient.chat.id]);
    expect(page.chats.map((chat) => chat.status)).toEqual(['entered_in_error', 'completed']);
    expect(page.chats.map((chat) => chat.id)).not.toContain(third.id);
    expect(page.nextBefore).toBeNull();
    const first = page.chats[1];
    expect(first && texts(first)).toEqual([
      'Is the pharmacy open on Sunday?',
      expect.stringContaining('joined the chat'),
      'Yes, from 8 to 12.',
      'Chat completed',
    ]);
    expect(first?.closedTime).toBe(new Date(t.now() - 120_000).toISOString());
    expect(first?.hospital.id).toBe('org-colombo');
  });

  it('pages older chats with nextBefore, each chat once', async () => {
    const patient = await chattingPatient(t, '0778600002');
    const ids = [patient.chat.id];
    await patient.send('Question 0');
    await complete(patient.token, patient.chat.id);
    for (let n = 0; n < 4; n += 1) {
      t.advance(1000);
      const chat = await prepare(patient.token);
      ids.push(chat.id);
      await write(patient.token, chat, `Question ${n + 1}`);
      // Two chats closed at the same instant are still ordered (by id), never repeated or skipped.
      if (n !== 1) t.advance(1000);
      await complete(patient.token, chat.id);
    }
    const newestFirst = [...ids].reverse();
    const seen: string[] = [];
    let before: string | null = null;
    let pages = 0;
    do {
      const page = await history(patient.token, { first: 2, before });
      seen.push(...page.chats.map((chat) => chat.id));
      before = page.nextBefore;
      pages += 1;
    } while (before !== null && pages < 10);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(5);
    expect(seen.toSorted()).toEqual(newestFirst.toSorted());
    // Newest first, apart from the pair closed at the same instant (their order is by id).
    expect(seen[0]).toBe(newestFirst[0]);
    expect(seen.at(-1)).toBe(newestFirst.at(-1));
  });

  it("never shows another account's chats, nor another hospital's", async () => {
    const owner = await chattingPatient(t, '0778600003');
    await owner.send('Private question');
    await complete(owner.token, owner.chat.id);
    const other = await chattingPatient(t, '0778600004');
    await other.send('Another question');
    await complete(other.token, other.chat.id);

    expect((await history(other.token)).chats.map((chat) => chat.id)).toEqual([other.chat.id]);
    expect((await history(owner.token)).chats.map((chat) => chat.id)).toEqual([owner.chat.id]);
    // Another hospital of the network: none of this chat.
    expect((await history(owner.token, { hospitalId: 'org-kandy' })).chats).toEqual([]);
    // A cursor naming the owner's chat lets nobody else read it.
    const cursor = `${new Date(t.now() + 60_000).toISOString()}~zzzz`;
    expect((await history(other.token, { before: cursor })).chats.map((chat) => chat.id)).toEqual([other.chat.id]);
  });

  it('leaves out a chat opened only to read and closed unwritten (issue 29 item 13)', async () => {
    const patient = await chattingPatient(t, '0778600006');
    await patient.send('A real question');
    await complete(patient.token, patient.chat.id);
    t.advance(1000);
    const unwritten = await prepare(patient.token);
    await complete(patient.token, unwritten.id);
    expect((await history(patient.token)).chats.map((chat) => chat.id)).toEqual([patient.chat.id]);
  });

  it('needs a signed-in patient and a cursor it gave', async () => {
    const patient = await chattingPatient(t, '0778600005');
    expect(errorOf(await t.gql(HISTORY, { hospitalId: 'org-colombo' }))).toMatch(/^ARO-E1023:/);
    const staff = await seededStaff(t, 'staff.colombo');
    expect(errorOf(await t.gql(HISTORY, { hospitalId: 'org-colombo' }, staff.token))).toMatch(/^ARO-E1022:/);
    expect(errorOf(await t.gql(HISTORY, { hospitalId: 'org-colombo', before: 'not a cursor' }, patient.token))).toMatch(
      /^ARO-E1046:.*That page of the chat history cannot be found\.$/,
    );
  });
});
