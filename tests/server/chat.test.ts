import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blobUrl, decodeChatPayload } from '../../domain/chatPayload';
import {
  accountIdOf,
  chattingPatient,
  contentPayload,
  dataOf,
  insertBlob,
  MARK_DELIVERED,
  PATCH,
  PICK_UP,
  PREPARE,
  QUERY_OPEN_CHAT,
  readChat,
  SEND,
  seededStaff,
  STAFF_CHATS,
  STAFF_COMPLETE,
  STAFF_MARK_DELIVERED,
  staffSend,
  textPayload,
  type ChatData,
  type MessageData,
  type SummaryData,
} from './chatApi';
import { errorOf, newPatient, startTestServer, type TestServer } from './harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ codeRequestsPerAddressPerHour: 1000 });
});
afterAll(async () => {
  await t.close();
});

describe('prepareChat', () => {
  it('opens a chat of the holder in preparation and returns the same open chat again', async () => {
    const { token, patientId } = await newPatient(t, '0778700001', 'Kamal');
    const first = dataOf(
      await t.gql<{ prepareChat: ChatData }>(PREPARE, { hospitalId: 'org-kandy' }, token),
      'prepareChat',
    ).prepareChat;
    expect(first).toMatchObject({
      status: 'preparation',
      sender: `Patient/${patientId}`,
      patientName: 'Mr. Kamal Silva',
      hospital: { id: 'org-kandy' },
      staff: null,
      lastSeq: 0,
      rating: null,
    });
    // In nobody's queue until the patient writes (issue 29 item 13).
    expect(first.queuePosition).toBeNull();
    const again = await Promise.all(
      [1, 2].map(() => t.gql<{ prepareChat: ChatData }>(PREPARE, { hospitalId: 'org-kandy' }, token)),
    );
    expect(again.map((response) => response.data?.prepareChat.id)).toEqual([first.id, first.id]);
    const open = await t.gql<{ queryOpenChat: ChatData | null }>(QUERY_OPEN_CHAT, { hospitalId: 'org-kandy' }, token);
    expect(open.data?.queryOpenChat?.id).toBe(first.id);
    expect(
      (await t.gql<{ queryOpenChat: ChatData | null }>(QUERY_OPEN_CHAT, { hospitalId: 'org-galle' }, token)).data
        ?.queryOpenChat,
    ).toBeNull();
  });

  it('needs a patient on the account (ARO-E1040) and a hospital of the network (ARO-E1046)', async () => {
    const token = await t.signIn('0778700002');
    expect(errorOf(await t.gql(PREPARE, { hospitalId: 'org-colombo' }, token))).toBe(
      'ARO-E1040:We need a valid patient profile.',
    );
    const { token: withPatient } = await newPatient(t, '0778700003');
    expect(errorOf(await t.gql(PREPARE, { hospitalId: 'org-nowhere' }, withPatient))).toMatch(/^ARO-E1046:/);
    expect(errorOf(await t.gql(PREPARE, { hospitalId: 'org-colombo' }))).toBe('ARO-E1023:Please login.');
  });

  it('opens a new chat once the open one is closed', async () => {
    const patient = await chattingPatient(t, '0778700004');
    await t.gql(PATCH, { id: patient.chat.id, patch: { status: 'completed' } }, patient.token);
    const next = dataOf(
      await t.gql<{ prepareChat: ChatData }>(PREPARE, { hospitalId: 'org-colombo' }, patient.token),
      'prepareChat',
    ).prepareChat;
    expect(next.id).not.toBe(patient.chat.id);
    expect(next.status).toBe('preparation');
  });
});

describe('the queue (issue 29 item 13): a chat joins it when the patient writes', () => {
  it('keeps a chat opened only to read out of the staff list and the queue; the first message queues it, at that time', async () => {
    const staff = await seededStaff(t, 'staff.kandy');
    const listed = async (): Promise<SummaryData[]> =>
      dataOf(await t.gql<{ staffChats: SummaryData[] }>(STAFF_CHATS, {}, staff.token), 'staffChats').staffChats;
    const ahead = await chattingPatient(t, '0778700005', 'org-kandy');
    const reader = await chattingPatient(t, '0778700006', 'org-kandy');
    expect((await listed()).map((chat) => chat.id)).not.toContain(reader.chat.id);
    expect(reader.chat.queuePosition).toBeNull();

    // Opened only to re-read, then completed: closed in error, never shown to staff, nothing to rate.
    await t.gql(PATCH, { id: reader.chat.id, patch: { status: 'completed' } }, reader.token);
    expect((await readChat(t, reader.token, reader.chat.id)).status).toBe('entered_in_error');
    expect((await listed()).map((chat) => chat.id)).not.toContain(reader.chat.id);

    // A chat prepared earlier joins the queue when the patient writes: behind one written in before it.
    const writer = await chattingPatient(t, '0778700007', 'org-kandy');
    t.advance(60_000);
    await ahead.send('I was here first');
    t.advance(60_000);
    await writer.send('I need a doctor');
    const [first, second] = await Promise.all([
      readChat(t, ahead.token, ahead.chat.id),
      readChat(t, writer.token, writer.chat.id),
    ]);
    expect(second.queuePosition).toBe((first.queuePosition ?? 0) + 1);
    const row = (await listed()).find((chat) => chat.id === writer.chat.id);
    expect(row).toMatchObject({ status: 'preparation', lastMessage: 'I need a doctor', unread: 1 });
    expect(row?.queuedTime).toBe(new Date(t.now()).toISOString());
    // Further messages keep its place.
    t.advance(60_000);
    await writer.send('Is anyone there?');
    expect((await listed()).find((chat) => chat.id === writer.chat.id)?.queuedTime).toBe(row?.queuedTime);
  });
});

describe('sendChat', () => {
  it('stores a message once per id: the same id again returns the same answer', async () => {
    const patient = await chattingPatient(t, '0778700010');
    const id = randomUUID();
    const first = await patient.send('Hello', id);
    const again = await patient.send('Hello', id);
    expect(first.errors).toBeUndefined();
    expect(again.data?.sendChat).toEqual(first.data?.sendChat);
    expect(first.data?.sendChat).toMatchObject({
      id,
      chatId: patient.chat.id,
      seq: 1,
      author: 'patient',
      authorName: 'Mr. Nuwan Silva',
      authorRef: `Patient/${patient.patientId}`,
    });
    const chat = await readChat(t, patient.token, patient.chat.id);
    expect(chat.lastSeq).toBe(1);
    expect(chat.messages?.map((message) => message.id)).toEqual([id]);
  });

  it('stores concurrent duplicates of one id once', async () => {
    const patient = await chattingPatient(t, '0778700011');
    const id = randomUUID();
    const answers = await Promise.all(Array.from({ length: 8 }, () => patient.send('Once only', id)));
    expect(answers.map(errorOf)).toEqual(Array.from({ length: 8 }, () => ''));
    expect(new Set(answers.map((answer) => JSON.stringify(answer.data?.sendChat))).size).toBe(1);
    const chat = await readChat(t, patient.token, patient.chat.id);
    expect(chat.messages).toHaveLength(1);
    expect(chat.lastSeq).toBe(1);
  });

  it('refuses an id used in another chat or by another author (ARO-E1051)', async () => {
    const one = await chattingPatient(t, '0778700012');
    const two = await chattingPatient(t, '0778700013');
    const id = randomUUID();
    await one.send('Mine', id);
    expect(errorOf(await two.send('Theirs', id))).toMatch(/^ARO-E1051:/);
  });

  it('numbers 20 concurrent sends 1..20, each once', async () => {
    const patient = await chattingPatient(t, '0778700014');
    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => patient.send(`Message ${n + 1}`)));
    const seqs = answers.map((answer) => answer.data?.sendChat.seq ?? 0).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 20 }, (_, n) => n + 1));
    const chat = await readChat(t, patient.token, patient.chat.id);
    expect(chat.messages?.map((message) => message.seq)).toEqual(seqs);
    expect((await readChat(t, patient.token, patient.chat.id, 15)).messages?.map((message) => message.seq)).toEqual([
      16, 17, 18, 19, 20,
    ]);
  });

  it('refuses a payload that is not valid, another author, or a blank or too long message (ARO-E1051)', async () => {
    const patient = await chattingPatient(t, '0778700015');
    const send = (payload: string) =>
      t.gql(SEND, { input: { chatId: patient.chat.id, id: randomUUID(), payload } }, patient.token);
    expect(errorOf(await send('not base64 json'))).toBe(
      'ARO-E1051:This message cannot be sent. The payload is not valid.',
    );
    expect(errorOf(await send(textPayload('Patient/someone-else', 'Hi')))).toBe(
      'ARO-E1051:This message cannot be sent. The author must be the sender.',
    );
    expect(errorOf(await send(textPayload(`Patient/${patient.patientId}`, '   ')))).toBe(
      'ARO-E1051:This message cannot be sent. Please type a message.',
    );
    expect(errorOf(await send(textPayload(`Patient/${patient.patientId}`, 'x'.repeat(2001))))).toMatch(
      /^ARO-E1051:.*at most 2000 characters/,
    );
    expect(errorOf(await send(textPayload(`Patient/${patient.patientId}`, 'x'.repeat(2000))))).toBe('');
  });

  it('takes an image only as a blob the sender uploaded', async () => {
    const patient = await chattingPatient(t, '0778700016');
    const other = await newPatient(t, '0778700017');
    const own = await insertBlob(t, { accountId: await accountIdOf(t, patient.token) });
    const theirs = await insertBlob(t, { accountId: await accountIdOf(t, other.token) });
    const image = (blobId: string) =>
      contentPayload(`Patient/${patient.patientId}`, {
        kind: 'image',
        imageUrl: blobUrl(blobId),
        description: 'My rash',
        hospitalId: 'org-colombo',
      });
    const send = (payload: string) =>
      t.gql<{ sendChat: MessageData }>(
        SEND,
        { input: { chatId: patient.chat.id, id: randomUUID(), payload } },
        patient.token,
      );
    expect(errorOf(await send(image(theirs)))).toBe(
      'ARO-E1051:This message cannot be sent. Images must be uploaded first.',
    );
    expect(errorOf(await send(image('NoSuchBlob123')))).toBe(
      'ARO-E1051:This message cannot be sent. Images must be uploaded first.',
    );
    expect(
      errorOf(
        await send(
          contentPayload(`Patient/${patient.patientId}`, {
            kind: 'image',
            imageUrl: 'https://example.com/a.png',
            description: '',
          }),
        ),
      ),
    ).toMatch(/^ARO-E1051:/);
    const stored = await send(image(own));
    expect(errorOf(stored)).toBe('');
    expect(decodeChatPayload(stored.data?.sendChat.payload ?? '')?.content).toEqual({
      kind: 'image',
      imageUrl: blobUrl(own),
      description: 'My rash',
      hospitalId: 'org-colombo',
    });
    const staff = await seededStaff(t, 'staff.colombo');
    const row = dataOf(
      await t.gql<{ staffChats: SummaryData[] }>(STAFF_CHATS, {}, staff.token),
      'staffChats',
    ).staffChats.find((chat) => chat.id === patient.chat.id);
    expect(row?.lastMessage).toBe('Image');
  });

  it('refuses a closed chat (ARO-E1052) but still answers a repeat of a stored id', async () => {
    const patient = await chattingPatient(t, '0778700018');
    const id = randomUUID();
    const sent = await patient.send('Before closing', id);
    await t.gql(PATCH, { id: patient.chat.id, patch: { status: 'completed' } }, patient.token);
    expect(errorOf(await patient.send('After closing'))).toBe('ARO-E1052:This chat is closed. Start a new chat.');
    expect((await patient.send('Before closing', id)).data?.sendChat).toEqual(sent.data?.sendChat);
  });
});

describe('completion and rating', () => {
  it('closes preparation as entered_in_error, with a Chat completed event; closing again changes nothing', async () => {
    const patient = await chattingPatient(t, '0778700020');
    const closed = dataOf(
      await t.gql<{ patchChat: ChatData }>(
        PATCH,
        { id: patient.chat.id, patch: { status: 'completed' } },
        patient.token,
      ),
      'patchChat',
    ).patchChat;
    expect(closed).toMatchObject({ status: 'entered_in_error', queuePosition: null, lastSeq: 1 });
    const event = (await readChat(t, patient.token, patient.chat.id)).messages?.[0];
    expect(event).toMatchObject({ seq: 1, author: 'system', authorRef: 'Organization/org-colombo' });
    expect(decodeChatPayload(event?.payload ?? '')?.content).toEqual({ kind: 'event', event: 'Chat completed' });
    const again = dataOf(
      await t.gql<{ patchChat: ChatData }>(
        PATCH,
        { id: patient.chat.id, patch: { status: 'completed' } },
        patient.token,
      ),
      'patchChat',
    ).patchChat;
    expect(again).toMatchObject({ status: 'entered_in_error', lastSeq: 1 });
  });

  it('closes in_progress as completed and suspended as entered_in_error (staff side too)', async () => {
    const staff = await seededStaff(t, 'staff.colombo');
    const answered = await chattingPatient(t, '0778700021');
    await t.gql(PICK_UP, { id: answered.chat.id }, staff.token);
    const completed = dataOf(
      await t.gql<{ staffCompleteChat: ChatData }>(STAFF_COMPLETE, { id: answered.chat.id }, staff.token),
      'staffCompleteChat',
    ).staffCompleteChat;
    expect(completed.status).toBe('completed');

    const suspended = await chattingPatient(t, '0778700022');
    await t.gql(PICK_UP, { id: suspended.chat.id }, staff.token);
    await t.gql(
      'mutation ($id: ID!) { staffTransferChat(id: $id, toStaffId: null) { status } }',
      { id: suspended.chat.id },
      staff.token,
    );
    expect((await readChat(t, suspended.token, suspended.chat.id)).status).toBe('suspended');
    const closed = dataOf(
      await t.gql<{ patchChat: ChatData }>(
        PATCH,
        { id: suspended.chat.id, patch: { status: 'completed' } },
        suspended.token,
      ),
      'patchChat',
    ).patchChat;
    expect(closed.status).toBe('entered_in_error');
  });

  it('rates a chat staff answered and completed, 1 or 0, once (issue 29 item 14); a retried rating changes nothing', async () => {
    const patient = await chattingPatient(t, '0778700023');
    const staff = await seededStaff(t, 'staff.colombo');
    const rate = (rating: number) =>
      t.gql<{ patchChat: ChatData }>(PATCH, { id: patient.chat.id, patch: { rating } }, patient.token);
    expect(errorOf(await rate(1))).toBe(
      'ARO-E1046:That cannot be done in this state. Only a closed chat can be rated.',
    );
    await patient.send('Is the pharmacy open on Sunday?');
    await t.gql(PICK_UP, { id: patient.chat.id }, staff.token);
    await t.gql(PATCH, { id: patient.chat.id, patch: { status: 'completed' } }, patient.token);
    expect(errorOf(await rate(5))).toMatch(/^ARO-E1046:/);
    expect((await rate(1)).data?.patchChat.rating).toBe(1);
    expect((await rate(1)).data?.patchChat.rating).toBe(1);
    expect(errorOf(await rate(0))).toBe('ARO-E1046:That cannot be done in this state. This chat is already rated.');
    expect((await readChat(t, patient.token, patient.chat.id)).rating).toBe(1);
    expect(
      errorOf(await t.gql(PATCH, { id: patient.chat.id, patch: { status: 'in_progress' } }, patient.token)),
    ).toMatch(/^ARO-E1046:/);
  });

  it('closes and rates in one patch a chat staff answered', async () => {
    const patient = await chattingPatient(t, '0778700024');
    const staff = await seededStaff(t, 'staff.colombo');
    await patient.send('Thank you');
    await t.gql(PICK_UP, { id: patient.chat.id }, staff.token);
    const done = dataOf(
      await t.gql<{ patchChat: ChatData }>(
        PATCH,
        { id: patient.chat.id, patch: { status: 'completed', rating: 0 } },
        patient.token,
      ),
      'patchChat',
    ).patchChat;
    expect(done).toMatchObject({ status: 'completed', rating: 0 });
  });

  it('never rates a chat nobody answered (closed in error), and a refused patch stores nothing (issue 29 item 13)', async () => {
    const patient = await chattingPatient(t, '0778700025');
    await patient.send('Hello?');
    expect(
      errorOf(await t.gql(PATCH, { id: patient.chat.id, patch: { status: 'completed', rating: 1 } }, patient.token)),
    ).toBe('ARO-E1046:That cannot be done in this state. Only a chat the hospital answered can be rated.');
    // Nothing half-way: the chat is as it was.
    expect(await readChat(t, patient.token, patient.chat.id)).toMatchObject({ status: 'preparation', rating: null });
    await t.gql(PATCH, { id: patient.chat.id, patch: { status: 'completed' } }, patient.token);
    expect(errorOf(await t.gql(PATCH, { id: patient.chat.id, patch: { rating: 0 } }, patient.token))).toBe(
      'ARO-E1046:That cannot be done in this state. Only a chat the hospital answered can be rated.',
    );
  });
});

describe('delivery marks and unread counts', () => {
  it("counts the patient's messages after the console's mark; marks only rise and stop at the newest", async () => {
    const staff = await seededStaff(t, 'staff.colombo');
    const patient = await chattingPatient(t, '0778700030');
    await patient.send('One');
    await patient.send('Two');
    await patient.send('Three');
    const unreadOf = async (): Promise<number | undefined> =>
      dataOf(await t.gql<{ staffChats: SummaryData[] }>(STAFF_CHATS, {}, staff.token), 'staffChats').staffChats.find(
        (chat) => chat.id === patient.chat.id,
      )?.unread;
    expect(await unreadOf()).toBe(3);

    const marked = dataOf(
      await t.gql<{ staffMarkChatDelivered: SummaryData }>(
        STAFF_MARK_DELIVERED,
        { id: patient.chat.id, seq: 2 },
        staff.token,
      ),
      'staffMarkChatDelivered',
    );
    expect(marked.staffMarkChatDelivered).toMatchObject({ id: patient.chat.id, unread: 1, lastMessage: 'Three' });
    await t.gql(STAFF_MARK_DELIVERED, { id: patient.chat.id, seq: 1 }, staff.token);
    expect((await readChat(t, patient.token, patient.chat.id)).staffDeliveredSeq).toBe(2);
    await t.gql(STAFF_MARK_DELIVERED, { id: patient.chat.id, seq: 99 }, staff.token);
    expect((await readChat(t, patient.token, patient.chat.id)).staffDeliveredSeq).toBe(3);
    expect(await unreadOf()).toBe(0);

    // The staff member's answers do not count as unread; the patient's mark works the same way.
    await t.gql(PICK_UP, { id: patient.chat.id }, staff.token);
    await staffSend(t, staff.token, staff.id, patient.chat.id, 'How can I help?');
    expect(await unreadOf()).toBe(0);
    const seen = dataOf(
      await t.gql<{ markChatDelivered: ChatData }>(MARK_DELIVERED, { id: patient.chat.id, seq: 100 }, patient.token),
      'markChatDelivered',
    ).markChatDelivered;
    expect(seen).toMatchObject({ lastSeq: 5, patientDeliveredSeq: 5 });
    await t.gql(MARK_DELIVERED, { id: patient.chat.id, seq: 2 }, patient.token);
    expect((await readChat(t, patient.token, patient.chat.id)).patientDeliveredSeq).toBe(5);
  });

  it("lists the hospital's chats with the patient's name and number, open ones first", async () => {
    const staff = await seededStaff(t, 'staff.galle');
    const open = await chattingPatient(t, '0778700031', 'org-galle');
    const closed = await chattingPatient(t, '0778700032', 'org-galle');
    await open.send('When does the clinic open?');
    await closed.send('Never mind');
    await t.gql(PATCH, { id: closed.chat.id, patch: { status: 'completed' } }, closed.token);
    const list = dataOf(
      await t.gql<{ staffChats: SummaryData[] }>(STAFF_CHATS, {}, staff.token),
      'staffChats',
    ).staffChats;
    const ids = list.map((chat) => chat.id);
    expect(ids.indexOf(open.chat.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(open.chat.id)).toBeLessThan(ids.indexOf(closed.chat.id));
    expect(list.find((chat) => chat.id === open.chat.id)).toMatchObject({
      status: 'preparation',
      patientName: 'Mr. Nuwan Silva',
      mobileNo: '94778700031',
      staff: null,
      lastMessage: 'When does the clinic open?',
      unread: 1,
    });
    expect(list.find((chat) => chat.id === closed.chat.id)).toMatchObject({
      status: 'entered_in_error',
      lastMessage: 'Chat completed',
    });
    // Another hospital's staff never see it.
    const colombo = await seededStaff(t, 'staff.colombo');
    const theirs = dataOf(
      await t.gql<{ staffChats: SummaryData[] }>(STAFF_CHATS, {}, colombo.token),
      'staffChats',
    ).staffChats;
    expect(theirs.map((chat) => chat.id)).not.toContain(open.chat.id);
  });
});
