import { randomBytes, randomUUID } from 'node:crypto';
import { encodeChatPayload, type ChatContent } from '../../domain/chatPayload';
import { blobs, chatMessages, chats, staffAccounts } from '../../server/db/schema';
import type { Db } from '../../server/db/connect';
import { hashPassword } from '../../server/modules/staff/password';
import { errorOf, newPatient, signInStaff, type GraphqlResponse, type TestServer } from './harness';

/** GraphQL documents and helpers of the agent chat server tests (tests/server/chat*.test.ts). */

const CHAT_FIELDS = `id status createdTime hospital { id orgName } sender patientName staff { id displayName organization { id } } rating queuePosition
  staffOnline staffTyping patientTyping lastSeq patientDeliveredSeq staffDeliveredSeq`;
export const MESSAGE_FIELDS = 'id chatId seq author authorName authorRef payload createdTime';
const SUMMARY_FIELDS = 'id status patientName mobileNo staff { id } queuedTime updatedTime unread lastMessage rating';

export const PREPARE = `mutation ($hospitalId: ID!) { prepareChat(hospitalId: $hospitalId) { ${CHAT_FIELDS} } }`;
export const QUERY_CHAT = `query ($id: ID!, $afterSeq: Int) { queryChat(id: $id, afterSeq: $afterSeq) { ${CHAT_FIELDS} messages { ${MESSAGE_FIELDS} } } }`;
export const QUERY_OPEN_CHAT = `query ($hospitalId: ID!) { queryOpenChat(hospitalId: $hospitalId) { ${CHAT_FIELDS} } }`;
export const SEND = `mutation ($input: SendChatInput!) { sendChat(input: $input) { ${MESSAGE_FIELDS} } }`;
export const PATCH = `mutation ($id: ID!, $patch: ChatPatch!) { patchChat(id: $id, patch: $patch) { ${CHAT_FIELDS} } }`;
export const MARK_DELIVERED = `mutation ($id: ID!, $seq: Int!) { markChatDelivered(id: $id, seq: $seq) { ${CHAT_FIELDS} } }`;
export const TYPING = 'mutation ($id: ID!, $typing: Boolean!) { chatTyping(id: $id, typing: $typing) }';

export const STAFF_CHATS = `{ staffChats { ${SUMMARY_FIELDS} } }`;
export const STAFF_CHAT = `query ($id: ID!, $afterSeq: Int) { staffChat(id: $id, afterSeq: $afterSeq) { ${CHAT_FIELDS} messages { ${MESSAGE_FIELDS} } } }`;
export const STAFF_COLLEAGUES = '{ staffColleagues { id username displayName organization { id } } }';
export const PICK_UP = `mutation ($id: ID!) { staffPickUpChat(id: $id) { ${CHAT_FIELDS} } }`;
export const TRANSFER = `mutation ($id: ID!, $toStaffId: ID) { staffTransferChat(id: $id, toStaffId: $toStaffId) { ${CHAT_FIELDS} } }`;
export const STAFF_SEND = `mutation ($input: SendChatInput!) { staffSendChat(input: $input) { ${MESSAGE_FIELDS} } }`;
export const STAFF_COMPLETE = `mutation ($id: ID!) { staffCompleteChat(id: $id) { ${CHAT_FIELDS} } }`;
export const STAFF_MARK_DELIVERED = `mutation ($id: ID!, $seq: Int!) { staffMarkChatDelivered(id: $id, seq: $seq) { ${SUMMARY_FIELDS} } }`;
export const STAFF_TYPING = 'mutation ($id: ID!, $typing: Boolean!) { staffChatTyping(id: $id, typing: $typing) }';

export const CHAT_SUBSCRIPTION = `subscription ($id: ID!) { chat(id: $id) { ${CHAT_FIELDS} } }`;
export const COMMUNICATION = `subscription ($chatId: ID!, $afterSeq: Int) { communication(chatId: $chatId, afterSeq: $afterSeq) { ${MESSAGE_FIELDS} } }`;
export const STAFF_CHATS_CHANGED = `subscription { staffChatsChanged { ${SUMMARY_FIELDS} } }`;

export interface ChatData {
  id: string;
  status: string;
  createdTime: string;
  hospital: { id: string; orgName: string };
  sender: string;
  patientName: string;
  staff: { id: string; displayName: string; organization: { id: string } } | null;
  rating: number | null;
  queuePosition: number | null;
  staffOnline: boolean;
  staffTyping: boolean;
  patientTyping: boolean;
  lastSeq: number;
  patientDeliveredSeq: number;
  staffDeliveredSeq: number;
  messages?: MessageData[];
}

export interface MessageData {
  id: string;
  chatId: string;
  seq: number;
  author: string;
  authorName: string;
  authorRef: string;
  payload: string;
  createdTime: string;
}

export interface SummaryData {
  id: string;
  status: string;
  patientName: string;
  mobileNo: string;
  staff: { id: string } | null;
  queuedTime: string;
  updatedTime: string;
  unread: number;
  lastMessage: string | null;
  rating: number | null;
}

/** A payload of a typed message (or any content) by `authorRef`. */
export function textPayload(authorRef: string, message: string): string {
  return encodeChatPayload({ authorRef, timestamp: Date.now(), content: { kind: 'message', message } });
}

export function contentPayload(authorRef: string, content: ChatContent): string {
  return encodeChatPayload({ authorRef, timestamp: Date.now(), content });
}

/** The data of a response, or throws with its error. */
export function dataOf<T>(response: GraphqlResponse<T>, what: string): T {
  if (!response.data) throw new Error(`${what} failed: ${errorOf(response)}`);
  return response.data;
}

/** A new account with a holder, and its open chat with the hospital. */
export interface ChattingPatient {
  readonly token: string;
  readonly patientId: string;
  readonly chat: ChatData;
  /** Sends a typed message with a new id (or the one given); the response as is. */
  send(message: string, id?: string): Promise<GraphqlResponse<{ sendChat: MessageData }>>;
}

export async function chattingPatient(
  t: TestServer,
  mobile: string,
  hospitalId = 'org-colombo',
): Promise<ChattingPatient> {
  const { token, patientId } = await newPatient(t, mobile);
  const chat = dataOf(
    await t.gql<{ prepareChat: ChatData }>(PREPARE, { hospitalId }, token),
    'prepareChat',
  ).prepareChat;
  return {
    token,
    patientId,
    chat,
    send: (message, id = randomUUID()) =>
      t.gql<{ sendChat: MessageData }>(
        SEND,
        { input: { chatId: chat.id, id, payload: textPayload(`Patient/${patientId}`, message) } },
        token,
      ),
  };
}

/** A staff member's typed message to a chat with a new id (or the one given); the response as is. */
export function staffSend(
  t: TestServer,
  token: string,
  staffId: string,
  chatId: string,
  message: string,
  id = randomUUID(),
): Promise<GraphqlResponse<{ staffSendChat: MessageData }>> {
  return t.gql<{ staffSendChat: MessageData }>(
    STAFF_SEND,
    { input: { chatId, id, payload: textPayload(`Staff/${staffId}`, message) } },
    token,
  );
}

/** The chat as its owner reads it (with its messages after afterSeq). */
export async function readChat(t: TestServer, token: string, chatId: string, afterSeq = 0): Promise<ChatData> {
  return dataOf(await t.gql<{ queryChat: ChatData }>(QUERY_CHAT, { id: chatId, afterSeq }, token), 'queryChat')
    .queryChat;
}

export interface SignedInStaff {
  readonly token: string;
  readonly id: string;
}

/** A seeded staff member signed in (staff.colombo is staff-colombo). */
export async function seededStaff(t: TestServer, username: string): Promise<SignedInStaff> {
  return { token: await signInStaff(t, username), id: `staff-${username.replace(/^staff\./, '')}` };
}

/** Adds a staff member to a hospital directly in the database and signs them in. */
export async function addStaff(
  t: TestServer,
  organizationId: string,
  username: string,
  displayName: string,
): Promise<SignedInStaff> {
  const id = `staff-${username.replace(/\W/g, '-')}`;
  await t.server.services.db.insert(staffAccounts).values({
    id,
    username,
    displayName,
    organizationId,
    passwordHash: await hashPassword('colleague-pass'),
    created: new Date(t.now()),
  });
  return { token: await signInStaff(t, username, 'colleague-pass'), id };
}

/** The account id of a patient token. */
export async function accountIdOf(t: TestServer, token: string): Promise<string> {
  return dataOf(
    await t.gql<{ queryOneProfile: { id: string } }>('{ queryOneProfile { id } }', {}, token),
    'queryOneProfile',
  ).queryOneProfile.id;
}

/** A blob row stored directly (as the blob service would), owned by an account or a staff member; returns its id. */
export async function insertBlob(
  t: TestServer,
  owner: { accountId: string } | { staffId: string },
  organizationId = 'org-colombo',
): Promise<string> {
  const id = randomBytes(16).toString('base64url');
  const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  await t.server.services.db.insert(blobs).values({
    id,
    contentType: 'image/png',
    sizeBytes: bytes.length,
    bytes,
    ownerAccountId: 'accountId' in owner ? owner.accountId : null,
    ownerStaffId: 'staffId' in owner ? owner.staffId : null,
    organizationId,
    createdAt: new Date(t.now()),
  });
  return id;
}

/** Polls until `check` passes (up to 5 s): for what a closed websocket changes on the server a moment later. */
export async function eventually<T>(read: () => T | Promise<T>, check: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 5000;
  let value = await read();
  while (!check(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    value = await read();
  }
  return value;
}

/**
 * A chat of the account's patient at the hospital, written straight into the database, whose one message
 * shows the image at `imageUrl` (as a sent image message would); returns the chat's id.
 */
export async function chatShowingImage(
  db: Db,
  chat: { readonly accountId: string; readonly patientId: string; readonly organizationId: string; readonly now: Date },
  message: {
    readonly author: 'patient' | 'staff';
    readonly authorRef: string;
    readonly authorName: string;
    readonly imageUrl: string;
  },
): Promise<string> {
  const chatId = randomUUID();
  const { now } = chat;
  await db.insert(chats).values({
    id: chatId,
    accountId: chat.accountId,
    patientId: chat.patientId,
    organizationId: chat.organizationId,
    status: 'in_progress',
    queuedAt: now,
    createdAt: now,
    updatedAt: now,
    lastSeq: 1,
  });
  await db
    .insert(chatMessages)
    .values({ id: randomUUID(), chatId, seq: 1, ...message, kind: 'image', text: '', payload: '', createdAt: now });
  return chatId;
}
