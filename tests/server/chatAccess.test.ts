import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_SUBSCRIPTION,
  chattingPatient,
  COMMUNICATION,
  MARK_DELIVERED,
  PATCH,
  PICK_UP,
  PREPARE,
  QUERY_CHAT,
  SEND,
  seededStaff,
  STAFF_CHAT,
  STAFF_CHATS,
  STAFF_COMPLETE,
  STAFF_MARK_DELIVERED,
  STAFF_TYPING,
  staffSend,
  textPayload,
  TRANSFER,
  TYPING,
  type ChatData,
  type MessageData,
} from './chatApi';
import { errorOf, listenTo, startTestServer, type TestServer } from './harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ codeRequestsPerAddressPerHour: 1000 });
});
afterAll(async () => {
  await t.close();
});

const NOT_YOURS = 'ARO-E1050:This chat is not yours.';
const NOT_A_TOKEN_OF_THIS_KIND = 'ARO-E1022:Authentication failed';

describe('patient and staff tokens are kept apart', () => {
  it('refuses a patient token for staff operations and a staff token for patient ones (ARO-E1022)', async () => {
    const patient = await chattingPatient(t, '0778800001');
    const staff = await seededStaff(t, 'staff.colombo');
    expect(errorOf(await t.gql(STAFF_CHATS, {}, patient.token))).toBe(NOT_A_TOKEN_OF_THIS_KIND);
    expect(errorOf(await t.gql(STAFF_CHAT, { id: patient.chat.id }, patient.token))).toBe(NOT_A_TOKEN_OF_THIS_KIND);
    expect(errorOf(await t.gql(PICK_UP, { id: patient.chat.id }, patient.token))).toBe(NOT_A_TOKEN_OF_THIS_KIND);
    expect(errorOf(await staffSend(t, patient.token, 'staff-colombo', patient.chat.id, 'Pretending'))).toBe(
      NOT_A_TOKEN_OF_THIS_KIND,
    );
    expect(errorOf(await t.gql(STAFF_COMPLETE, { id: patient.chat.id }, patient.token))).toBe(NOT_A_TOKEN_OF_THIS_KIND);

    expect(errorOf(await t.gql(PREPARE, { hospitalId: 'org-colombo' }, staff.token))).toBe(NOT_A_TOKEN_OF_THIS_KIND);
    const asPatient = {
      chatId: patient.chat.id,
      id: randomUUID(),
      payload: textPayload(`Patient/${patient.patientId}`, 'Pretending'),
    };
    expect(errorOf(await t.gql(SEND, { input: asPatient }, staff.token))).toBe(NOT_A_TOKEN_OF_THIS_KIND);
    expect(errorOf(await t.gql(QUERY_CHAT, { id: patient.chat.id }, staff.token))).toBe(NOT_A_TOKEN_OF_THIS_KIND);
    expect(errorOf(await t.gql(PATCH, { id: patient.chat.id, patch: { status: 'completed' } }, staff.token))).toBe(
      NOT_A_TOKEN_OF_THIS_KIND,
    );
    expect(errorOf(await t.gql(TYPING, { id: patient.chat.id, typing: true }, staff.token))).toBe(
      NOT_A_TOKEN_OF_THIS_KIND,
    );
  });

  it('refuses a staff member writing as someone else', async () => {
    const patient = await chattingPatient(t, '0778800002');
    const staff = await seededStaff(t, 'staff.colombo');
    await t.gql(PICK_UP, { id: patient.chat.id }, staff.token);
    const asPatient = {
      chatId: patient.chat.id,
      id: randomUUID(),
      payload: textPayload(`Patient/${patient.patientId}`, 'Forged'),
    };
    expect(
      errorOf(
        await t.gql(
          'mutation ($input: SendChatInput!) { staffSendChat(input: $input) { id } }',
          { input: asPatient },
          staff.token,
        ),
      ),
    ).toMatch(/^ARO-E1051:/);
  });
});

describe('staff of another hospital', () => {
  it('are refused every operation on the chat (ARO-E1050)', async () => {
    const patient = await chattingPatient(t, '0778800010');
    const kandy = await seededStaff(t, 'staff.kandy');
    expect(errorOf(await t.gql(STAFF_CHAT, { id: patient.chat.id }, kandy.token))).toBe(NOT_YOURS);
    expect(errorOf(await t.gql(PICK_UP, { id: patient.chat.id }, kandy.token))).toBe(NOT_YOURS);
    expect(errorOf(await t.gql(TRANSFER, { id: patient.chat.id, toStaffId: null }, kandy.token))).toBe(NOT_YOURS);
    expect(errorOf(await t.gql(STAFF_COMPLETE, { id: patient.chat.id }, kandy.token))).toBe(NOT_YOURS);
    expect(errorOf(await t.gql(STAFF_MARK_DELIVERED, { id: patient.chat.id, seq: 1 }, kandy.token))).toBe(NOT_YOURS);
    expect(errorOf(await t.gql(STAFF_TYPING, { id: patient.chat.id, typing: true }, kandy.token))).toBe(NOT_YOURS);
    expect(errorOf(await staffSend(t, kandy.token, kandy.id, patient.chat.id, 'Hello'))).toBe(NOT_YOURS);
    // An unknown chat id answers the same: the answer never tells whether a chat exists.
    expect(errorOf(await t.gql(STAFF_CHAT, { id: 'chat-missing' }, kandy.token))).toBe(NOT_YOURS);
  });

  it('are refused the chat and communication subscriptions (ARO-E1050)', async () => {
    const patient = await chattingPatient(t, '0778800011');
    const kandy = await seededStaff(t, 'staff.kandy');
    const socket = t.socket(kandy.token);
    const chat = listenTo<{ chat: ChatData }>(socket, CHAT_SUBSCRIPTION, { id: patient.chat.id });
    const messages = listenTo<{ communication: MessageData }>(socket, COMMUNICATION, { chatId: patient.chat.id });
    expect((await chat.next(1))[0]?.errors?.[0]?.message).toBe(NOT_YOURS);
    expect((await messages.next(1))[0]?.errors?.[0]?.message).toBe(NOT_YOURS);
  });

  it('the own hospital staff may subscribe to both', async () => {
    const patient = await chattingPatient(t, '0778800012');
    await patient.send('Anyone there?');
    const colombo = await seededStaff(t, 'staff.colombo');
    const socket = t.socket(colombo.token);
    const chat = listenTo<{ chat: ChatData }>(socket, CHAT_SUBSCRIPTION, { id: patient.chat.id });
    const messages = listenTo<{ communication: MessageData }>(socket, COMMUNICATION, { chatId: patient.chat.id });
    expect((await chat.next(1))[0]?.data?.chat).toMatchObject({ id: patient.chat.id, lastSeq: 1 });
    expect((await messages.next(1))[0]?.data?.communication).toMatchObject({ seq: 1, author: 'patient' });
    chat.stop();
    messages.stop();
  });
});

describe('a patient of another account', () => {
  it('is refused the chat (ARO-E1050) in queries, mutations and subscriptions', async () => {
    const owner = await chattingPatient(t, '0778800020');
    const other = await chattingPatient(t, '0778800021');
    expect(errorOf(await t.gql(QUERY_CHAT, { id: owner.chat.id }, other.token))).toBe(NOT_YOURS);
    expect(errorOf(await t.gql(PATCH, { id: owner.chat.id, patch: { status: 'completed' } }, other.token))).toBe(
      NOT_YOURS,
    );
    expect(errorOf(await t.gql(MARK_DELIVERED, { id: owner.chat.id, seq: 1 }, other.token))).toBe(NOT_YOURS);
    expect(errorOf(await t.gql(TYPING, { id: owner.chat.id, typing: true }, other.token))).toBe(NOT_YOURS);
    const forged = {
      chatId: owner.chat.id,
      id: randomUUID(),
      payload: textPayload(`Patient/${owner.patientId}`, 'Hi'),
    };
    expect(errorOf(await t.gql(SEND, { input: forged }, other.token))).toBe(NOT_YOURS);

    const socket = t.socket(other.token);
    const chat = listenTo<{ chat: ChatData }>(socket, CHAT_SUBSCRIPTION, { id: owner.chat.id });
    const messages = listenTo<{ communication: MessageData }>(socket, COMMUNICATION, { chatId: owner.chat.id });
    expect((await chat.next(1))[0]?.errors?.[0]?.message).toBe(NOT_YOURS);
    expect((await messages.next(1))[0]?.errors?.[0]?.message).toBe(NOT_YOURS);
  });

  it('refuses the subscriptions without a token (ARO-E1023) or with an unknown one (ARO-E1022)', async () => {
    const owner = await chattingPatient(t, '0778800022');
    const none = listenTo<{ chat: ChatData }>(t.socket(null), CHAT_SUBSCRIPTION, { id: owner.chat.id });
    expect((await none.next(1))[0]?.errors?.[0]?.message).toBe('ARO-E1023:Please login.');
    const unknown = listenTo<{ chat: ChatData }>(t.socket('not-a-token'), COMMUNICATION, { chatId: owner.chat.id });
    expect((await unknown.next(1))[0]?.errors?.[0]?.message).toBe(NOT_A_TOKEN_OF_THIS_KIND);
  });
});
