import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeChatPayload } from '../../domain/chatPayload';
import {
  addStaff,
  CHAT_SUBSCRIPTION,
  chattingPatient,
  dataOf,
  PATCH,
  PICK_UP,
  readChat,
  seededStaff,
  STAFF_CHAT,
  STAFF_COLLEAGUES,
  staffSend,
  TRANSFER,
  type ChatData,
  type SignedInStaff,
} from './chatApi';
import { errorOf, listenTo, startTestServer, type TestServer } from './harness';

let t: TestServer;
let front: SignedInStaff;
let nurse: SignedInStaff;
let kandy: SignedInStaff;
let FRONT_NAME = '';
beforeAll(async () => {
  t = await startTestServer({ codeRequestsPerAddressPerHour: 1000 });
  front = await seededStaff(t, 'staff.colombo');
  nurse = await addStaff(t, 'org-colombo', 'nurse.colombo', 'Nurse Dilani');
  kandy = await seededStaff(t, 'staff.kandy');
  FRONT_NAME = await displayNameOf(front);
});
afterAll(async () => {
  await t.close();
});

async function displayNameOf(staff: SignedInStaff): Promise<string> {
  return dataOf(
    await t.gql<{ staffMe: { displayName: string } }>('{ staffMe { displayName } }', {}, staff.token),
    'staffMe',
  ).staffMe.displayName;
}
const ANOTHER_ANSWERS = 'ARO-E1053:Another staff member is answering this chat.';

/** The events of a chat's transcript, in order. */
async function eventsOf(token: string, chatId: string): Promise<string[]> {
  const chat = dataOf(await t.gql<{ staffChat: ChatData }>(STAFF_CHAT, { id: chatId }, token), 'staffChat').staffChat;
  return (chat.messages ?? []).flatMap((message) => {
    const content = decodeChatPayload(message.payload)?.content;
    return content?.kind === 'event' ? [content.event] : [];
  });
}

const pickUp = async (staff: SignedInStaff, chatId: string) =>
  t.gql<{ staffPickUpChat: ChatData }>(PICK_UP, { id: chatId }, staff.token);
const transfer = async (staff: SignedInStaff, chatId: string, toStaffId: string | null) =>
  t.gql<{ staffTransferChat: ChatData }>(TRANSFER, { id: chatId, toStaffId }, staff.token);

describe('picking up', () => {
  it('takes a waiting chat: in_progress, answered by the caller, with a joined event', async () => {
    const patient = await chattingPatient(t, '0778900001');
    await patient.send('Hello?');
    const taken = dataOf(await pickUp(front, patient.chat.id), 'staffPickUpChat').staffPickUpChat;
    expect(taken).toMatchObject({
      status: 'in_progress',
      staff: { id: front.id, displayName: FRONT_NAME, organization: { id: 'org-colombo' } },
      queuePosition: null,
      lastSeq: 2,
    });
    expect(await eventsOf(front.token, patient.chat.id)).toEqual([`${FRONT_NAME} joined the chat`]);
    // Picking it up again changes nothing; a colleague cannot take it.
    expect(dataOf(await pickUp(front, patient.chat.id), 'again').staffPickUpChat).toMatchObject({
      status: 'in_progress',
      lastSeq: 2,
    });
    expect(errorOf(await pickUp(nurse, patient.chat.id))).toBe(ANOTHER_ANSWERS);
    // The patient sees who answers.
    expect((await readChat(t, patient.token, patient.chat.id)).staff?.displayName).toBe(FRONT_NAME);
  });

  it('refuses a closed chat (ARO-E1052)', async () => {
    const patient = await chattingPatient(t, '0778900002');
    await t.gql(PATCH, { id: patient.chat.id, patch: { status: 'completed' } }, patient.token);
    expect(errorOf(await pickUp(front, patient.chat.id))).toBe('ARO-E1052:This chat is closed. Start a new chat.');
  });
});

describe('staffSendChat', () => {
  it('writes only to a chat the caller answers (ARO-E1053), never to a closed one (ARO-E1052)', async () => {
    const patient = await chattingPatient(t, '0778900010');
    expect(errorOf(await staffSend(t, front.token, front.id, patient.chat.id, 'Not mine yet'))).toBe(ANOTHER_ANSWERS);
    await pickUp(front, patient.chat.id);
    const sent = await staffSend(t, front.token, front.id, patient.chat.id, 'How can we help?');
    expect(sent.data?.staffSendChat).toMatchObject({
      seq: 2,
      author: 'staff',
      authorName: FRONT_NAME,
      authorRef: `Staff/${front.id}`,
    });
    expect(errorOf(await staffSend(t, nurse.token, nurse.id, patient.chat.id, 'Me too'))).toBe(ANOTHER_ANSWERS);
    await t.gql(PATCH, { id: patient.chat.id, patch: { status: 'completed' } }, patient.token);
    expect(errorOf(await staffSend(t, front.token, front.id, patient.chat.id, 'Too late'))).toBe(
      'ARO-E1052:This chat is closed. Start a new chat.',
    );
    // The patient reads the answer.
    const messages = (await readChat(t, patient.token, patient.chat.id)).messages ?? [];
    expect(messages.map((message) => message.author)).toEqual(['system', 'staff', 'system']);
  });
});

describe('transferring', () => {
  it('hands the chat to a colleague of the same hospital', async () => {
    const patient = await chattingPatient(t, '0778900020');
    await pickUp(front, patient.chat.id);
    expect(errorOf(await transfer(nurse, patient.chat.id, nurse.id))).toBe(ANOTHER_ANSWERS);
    expect(errorOf(await transfer(front, patient.chat.id, kandy.id))).toMatch(/^ARO-E1046:.*colleague/);
    expect(errorOf(await transfer(front, patient.chat.id, front.id))).toMatch(/^ARO-E1046:/);
    expect(errorOf(await transfer(front, patient.chat.id, 'staff-nobody'))).toMatch(/^ARO-E1046:/);

    const handed = dataOf(await transfer(front, patient.chat.id, nurse.id), 'staffTransferChat').staffTransferChat;
    expect(handed).toMatchObject({ status: 'in_progress', staff: { id: nurse.id, displayName: 'Nurse Dilani' } });
    expect(await eventsOf(nurse.token, patient.chat.id)).toEqual([
      `${FRONT_NAME} joined the chat`,
      `${FRONT_NAME} handed the chat to Nurse Dilani`,
    ]);
    expect(errorOf(await staffSend(t, front.token, front.id, patient.chat.id, 'Still here'))).toBe(ANOTHER_ANSWERS);
    expect(errorOf(await staffSend(t, nurse.token, nurse.id, patient.chat.id, 'Nurse here'))).toBe('');
  });

  it('puts the chat back in the queue: suspended, unassigned, keeping its place', async () => {
    // The test clock stands still unless moved: each starts waiting a second after the one before.
    // Each joins the queue with its first message.
    const first = await chattingPatient(t, '0778900030', 'org-galle');
    await first.send('First');
    t.advance(1000);
    const second = await chattingPatient(t, '0778900031', 'org-galle');
    await second.send('Second');
    t.advance(1000);
    const third = await chattingPatient(t, '0778900032', 'org-galle');
    await third.send('Third');
    const galle = await seededStaff(t, 'staff.galle');
    const place = async (patient: typeof first): Promise<number | null> =>
      (await readChat(t, patient.token, patient.chat.id)).queuePosition;
    const start = (await place(first)) ?? 0;
    expect([await place(first), await place(second), await place(third)]).toEqual([start, start + 1, start + 2]);

    // The third patient watches their place move.
    const watch = listenTo<{ chat: ChatData }>(t.socket(third.token), CHAT_SUBSCRIPTION, { id: third.chat.id });
    await watch.next(1);
    await pickUp(galle, first.chat.id);
    expect([await place(first), await place(second), await place(third)]).toEqual([null, start, start + 1]);
    const moved = await watch.next(2);
    expect(moved.at(-1)?.data?.chat.queuePosition).toBe(start + 1);

    const back = dataOf(await transfer(galle, first.chat.id, null), 'staffTransferChat').staffTransferChat;
    expect(back).toMatchObject({ status: 'suspended', staff: null, queuePosition: start });
    expect([await place(second), await place(third)]).toEqual([start + 1, start + 2]);
    expect((await eventsOf(galle.token, first.chat.id)).at(-1)).toBe(
      `${await displayNameOf(galle)} put the chat back in the queue`,
    );
    expect((await watch.next(3)).at(-1)?.data?.chat.queuePosition).toBe(start + 2);
    watch.stop();
    // Picked up again from the queue by anyone of the hospital.
    expect(dataOf(await pickUp(galle, first.chat.id), 'again').staffPickUpChat.status).toBe('in_progress');
  });
});

describe('staffColleagues', () => {
  it('lists the staff of the same hospital who may answer a chat, but not the caller', async () => {
    const list = dataOf(
      await t.gql<{ staffColleagues: { id: string; organization: { id: string } }[] }>(
        STAFF_COLLEAGUES,
        {},
        front.token,
      ),
      'staffColleagues',
    ).staffColleagues;
    // Not the seeded doctor login of the hospital (issue 18): chats are the front desk's (domain/staffRoles.ts).
    expect(list.map((member) => member.id)).toEqual([nurse.id]);
    const theirs = dataOf(
      await t.gql<{ staffColleagues: { id: string }[] }>(STAFF_COLLEAGUES, {}, kandy.token),
      'staffColleagues',
    ).staffColleagues;
    expect(theirs).toEqual([]);
  });
});
