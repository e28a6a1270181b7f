import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { decodeChatPayload } from '../../domain/chatPayload';
import { gql, signInStaff } from './api';
import { expectNoAxeViolations } from './axe';
import { bubble, tap, transcript } from './chat';
import { signedInPage, type SignedInPatient } from './signedIn';
import { answer, chatRow, conversation, conversationTexts, inboxGroup, staffConsole } from './staff';
import { useBrowser } from './useBrowser';

/** The carechat-demo tenant hands Chat With Hospital over to this hospital (tenants/carechat-demo.ts). */
const HOSPITAL = 'org-colombo';
const STAFF = 'staff.colombo';

const OPEN_CHAT = 'query ($h: ID!) { queryOpenChat(hospitalId: $h) { id } }';
const PATIENT_CHAT = 'query ($id: ID!) { queryChat(id: $id) { id status rating } }';
const STAFF_CHAT = 'query ($id: ID!) { staffChat(id: $id) { id status messages { id seq author payload } } }';
const STAFF_CHATS = '{ staffChats { id status rating } }';
const PICK_UP = 'mutation ($id: ID!) { staffPickUpChat(id: $id) { id status } }';

interface StoredMessage {
  readonly id: string;
  readonly seq: number;
  readonly author: string;
  readonly payload: string;
}

/** How long live updates may take to cross from one browser to the other through the server. */
const LIVE = { timeout: 10_000 };

/** The agent chat's rows of the transcript (after the assistant's bubbles). */
function agentRows(page: Page): Locator {
  return transcript(page).locator('li.agent-row');
}

/** The texts of the agent chat's messages and events, top to bottom, as the patient sees them. */
function patientTexts(page: Page): Promise<string[]> {
  return agentRows(page).locator('.chat-bubble__text, .agent-event').allInnerTexts();
}

/** The patient's row of a message, found by its text. */
function patientRow(page: Page, text: string): Locator {
  return agentRows(page).filter({ hasText: text });
}

/** From the chat home: Chat With Hospital, then the assistant hands over and the message field appears. */
async function handOver(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/chat-home`);
  await bubble(page, /I'm your hospital assistant/);
  await tap(page, 'Chat With Hospital');
  await bubble(page, 'I am handing you over to the hospital staff. Type your message below.');
  await page.getByLabel('Message to the hospital', { exact: true }).waitFor();
}

/** Types a message to the hospital and sends it (Send is only enabled once something is typed). */
async function say(page: Page, text: string): Promise<void> {
  const send = page.getByRole('button', { name: 'Send', exact: true });
  expect(await send.isDisabled()).toBe(true);
  await page.getByLabel('Message to the hospital', { exact: true }).fill(text);
  await send.click();
  await patientRow(page, text).waitFor();
}

/** Complete chat, and 'Yes, complete chat' when asked 'Are you sure?'. */
async function completeChat(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Complete chat', exact: true }).click();
  const question = page.getByRole('dialog', { name: 'Are you sure?' });
  await question.waitFor();
  // Issue 20: the chat's confirm dialog under axe at WCAG 2.2 AA.
  await expectNoAxeViolations(page, "the agent chat's Are you sure? question");
  await question.getByRole('button', { name: 'Yes, complete chat', exact: true }).click();
}

/** The chat the hand-over prepared, as the patient's account holds it. */
async function openChatId(baseUrl: string, patient: SignedInPatient): Promise<string> {
  const { queryOpenChat } = await gql<{ queryOpenChat: { id: string } | null }>(
    baseUrl,
    OPEN_CHAT,
    { h: HOSPITAL },
    patient.token,
  );
  if (queryOpenChat === null) throw new Error('the hand-over prepared no chat');
  return queryOpenChat.id;
}

/** A stored message's text (or event) as its payload carries it. */
function storedText(message: StoredMessage): string {
  const content = decodeChatPayload(message.payload)?.content;
  if (content === undefined) throw new Error(`message ${message.id} has no valid payload`);
  if (content.kind === 'message') return content.message;
  if (content.kind === 'event') return content.event;
  return content.imageUrl;
}

// Chat With Hospital: the assistant hands over to the hospital's staff, who answer from the staff console.
describe('agent chat with hospital staff', () => {
  const baseUrl = inject('chatUrl');
  const browser = useBrowser();

  it('a patient and a staff member chat both ways live; the patient sees the pick-up and their message delivered', async () => {
    const patient = await signedInPage(browser(), baseUrl, HOSPITAL);
    const { page } = patient;
    await handOver(page, baseUrl);
    // Nobody has the console open yet: the patient is told the message is kept.
    await page.getByText('No staff member is online right now.', { exact: false }).waitFor();
    const question = 'Hello, is my lab report ready?';
    await say(page, question);
    await patientRow(page, question).filter({ hasText: 'Sent' }).waitFor();
    const chatId = await openChatId(baseUrl, patient);

    const staff = await staffConsole(browser(), baseUrl, STAFF);
    // The patient learns that staff are online and where they are in the queue.
    await page.getByText(/You are number \d+ in the queue\./).waitFor(LIVE);
    const row = chatRow(inboxGroup(staff.page, 'Waiting'), chatId);
    await row.waitFor(LIVE);
    expect(await row.innerText()).toContain('Ms. Ruwani Perera');
    expect(await row.innerText()).toContain(question);
    await row.getByRole('img', { name: '1 unread' }).waitFor();

    // Opening the chat shows the message; the patient's bubble turns Delivered.
    await row.click();
    await conversation(staff.page).getByText(question).waitFor();
    await patientRow(page, question).filter({ hasText: 'Delivered' }).waitFor(LIVE);
    expect(await staff.page.getByLabel('Message to the patient', { exact: true }).isDisabled()).toBe(true);

    await staff.page.getByRole('button', { name: 'Pick up', exact: true }).click();
    const joined = `${staff.displayName} joined the chat`;
    await conversation(staff.page).getByText(joined).waitFor();
    await staff.page.getByText('In progress · You are answering').waitFor();
    await chatRow(inboxGroup(staff.page, 'Mine'), chatId).waitFor();
    // Picked up: the patient sees who joined, and the queue notice goes.
    await patientRow(page, joined).waitFor(LIVE);
    await expect.poll(() => page.getByText(/in the queue/).count(), LIVE).toBe(0);

    const reply = 'Yes, it is ready. You can collect it at the counter.';
    await answer(staff.page, reply);
    const staffBubble = patientRow(page, reply);
    await staffBubble.waitFor(LIVE);
    // Written by the staff member (left side, named for screen readers), not by the patient.
    expect(await staffBubble.getAttribute('data-side')).toBe('left');
    expect(await staffBubble.innerText()).toContain(`${staff.displayName} from the hospital said`);
    // The patient's app received it: the staff member sees it delivered.
    await conversation(staff.page)
      .locator('li')
      .filter({ hasText: reply })
      .filter({ hasText: 'Delivered' })
      .waitFor(LIVE);

    // And back: the patient's next message reaches the open conversation live, shown as typed (text, never HTML).
    const thanks = 'Thank you, I will come <b>today</b>.';
    await say(page, thanks);
    await conversation(staff.page).getByText(thanks).waitFor(LIVE);
    await patientRow(page, thanks).filter({ hasText: 'Delivered' }).waitFor(LIVE);
    expect(await conversation(staff.page).locator('b').count()).toBe(0);
    expect(await agentRows(page).locator('b').count()).toBe(0);

    const expected = [question, joined, reply, thanks];
    expect(await patientTexts(page)).toEqual(expected);
    expect(await conversationTexts(staff.page)).toEqual(expected);
    await staff.context.close();
    await patient.context.close();
  });

  it('messages typed offline wait for the network, then every message of both sides arrives once, in order', async () => {
    const patient = await signedInPage(browser(), baseUrl, HOSPITAL);
    const { page, context } = patient;
    const staff = await staffConsole(browser(), baseUrl, STAFF);
    await handOver(page, baseUrl);
    const first = 'I need to change my appointment.';
    await say(page, first);
    const chatId = await openChatId(baseUrl, patient);
    const row = chatRow(inboxGroup(staff.page, 'Waiting'), chatId);
    await row.click(LIVE);
    await staff.page.getByRole('button', { name: 'Pick up', exact: true }).click();
    const joined = `${staff.displayName} joined the chat`;
    await patientRow(page, joined).waitFor(LIVE);

    // The patient's phone loses the network mid-conversation.
    await context.setOffline(true);
    await page.getByText('You are offline. Your messages will be sent when you are back online.').waitFor();
    const offline = ['Offline message one', 'Offline message two'];
    for (const text of offline) {
      await say(page, text);
      await patientRow(page, text).filter({ hasText: 'Waiting for network' }).waitFor();
    }
    // Meanwhile the staff member writes.
    const meanwhile = 'Which date would suit you?';
    await answer(staff.page, meanwhile);
    await conversation(staff.page).getByText(meanwhile).waitFor();
    // Still offline: the queued messages have not left the phone.
    expect(await conversationTexts(staff.page)).toEqual([first, joined, meanwhile]);
    for (const text of offline) expect(await patientRow(page, text).innerText()).toContain('Waiting for network');

    await context.setOffline(false);
    for (const text of offline) await patientRow(page, text).filter({ hasText: 'Delivered' }).waitFor(LIVE);
    await patientRow(page, meanwhile).waitFor(LIVE);

    // The staff message was stored before the queued ones were sent: that is the one order both sides show.
    const expected = [first, joined, meanwhile, ...offline];
    await expect.poll(() => patientTexts(page), LIVE).toEqual(expected);
    await expect.poll(() => conversationTexts(staff.page), LIVE).toEqual(expected);
    // Nothing duplicated or reordered on the server either.
    const token = await signInStaff(baseUrl, STAFF);
    const { staffChat } = await gql<{ staffChat: { messages: StoredMessage[] } }>(
      baseUrl,
      STAFF_CHAT,
      { id: chatId },
      token,
    );
    expect(staffChat.messages.map(storedText)).toEqual(expected);
    expect(staffChat.messages.map((message) => message.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(staffChat.messages.map((message) => message.id)).size).toBe(expected.length);
    expect(staffChat.messages.map((message) => message.author)).toEqual([
      'patient',
      'system',
      'staff',
      'patient',
      'patient',
    ]);

    // A reload (what the phone shows after the app was closed) holds the same transcript.
    await page.reload();
    await patientRow(page, offline[1] ?? '').waitFor();
    await expect.poll(() => patientTexts(page), LIVE).toEqual(expected);
    await staff.context.close();
    await patient.context.close();
  });

  it('the patient completes the chat, rates it happy (recorded as 1) and is offered a new chat', async () => {
    const patient = await signedInPage(browser(), baseUrl, HOSPITAL);
    const { page } = patient;
    await handOver(page, baseUrl);
    await say(page, 'Do you have parking at the hospital?');
    const chatId = await openChatId(baseUrl, patient);
    const staffToken = await signInStaff(baseUrl, STAFF);
    await gql(baseUrl, PICK_UP, { id: chatId }, staffToken);
    await patientRow(page, 'joined the chat').waitFor(LIVE);

    await completeChat(page);
    await page.getByText('This chat is completed.').waitFor(LIVE);
    // The closing event is fetched after the chat closed: the patient sees it too.
    await patientRow(page, 'Chat completed').waitFor(LIVE);
    expect(await page.getByRole('button', { name: 'Complete chat', exact: true }).count()).toBe(0);
    expect(await page.getByLabel('Message to the hospital', { exact: true }).count()).toBe(0);

    const rating = page.getByRole('group', { name: 'How was your chat with the hospital?' });
    const happy = rating.getByRole('button', { name: 'Happy', exact: true });
    await happy.click();
    await page.getByText('Thank you for your feedback!', { exact: false }).waitFor(LIVE);
    expect(await happy.getAttribute('aria-pressed')).toBe('true');
    expect(await rating.getByRole('button', { name: 'Unhappy', exact: true }).getAttribute('aria-pressed')).toBe(
      'false',
    );

    const { queryChat } = await gql<{ queryChat: { status: string; rating: number | null } }>(
      baseUrl,
      PATIENT_CHAT,
      { id: chatId },
      patient.token,
    );
    expect(queryChat).toMatchObject({ status: 'completed', rating: 1 });
    const { staffChats } = await gql<{ staffChats: { id: string; status: string; rating: number | null }[] }>(
      baseUrl,
      STAFF_CHATS,
      {},
      staffToken,
    );
    expect(staffChats.find((chat) => chat.id === chatId)).toMatchObject({ status: 'completed', rating: 1 });
    // The completion is recorded in the transcript the staff read.
    const { staffChat } = await gql<{ staffChat: { messages: StoredMessage[] } }>(
      baseUrl,
      STAFF_CHAT,
      { id: chatId },
      staffToken,
    );
    expect(staffChat.messages.map(storedText).at(-1)).toBe('Chat completed');

    // Start new chat: a fresh chat with the hospital, ready for a message.
    await page.getByRole('button', { name: 'Start new chat', exact: true }).click();
    await page.getByLabel('Message to the hospital', { exact: true }).waitFor(LIVE);
    await expect
      .poll(
        async () =>
          (await gql<{ queryOpenChat: { id: string } | null }>(baseUrl, OPEN_CHAT, { h: HOSPITAL }, patient.token))
            .queryOpenChat?.id,
        LIVE,
      )
      .not.toBeOneOf([undefined, chatId]);
    await patient.context.close();
  });

  it('queues the chat for staff only once the patient writes; after completing, one rating, and Back to the assistant keeps the chat in the transcript, through a reload (issue 29 items 13, 14)', async () => {
    const patient = await signedInPage(browser(), baseUrl, HOSPITAL);
    const { page } = patient;
    const staffToken = await signInStaff(baseUrl, STAFF);
    const listedForStaff = async (chatId: string): Promise<boolean> =>
      (await gql<{ staffChats: { id: string }[] }>(baseUrl, STAFF_CHATS, {}, staffToken)).staffChats.some(
        (chat) => chat.id === chatId,
      );
    await handOver(page, baseUrl);
    // Opened, nothing written: no work for staff yet.
    const chatId = await openChatId(baseUrl, patient);
    expect(await listedForStaff(chatId)).toBe(false);
    const question = 'Can I change my lab test to Friday?';
    await say(page, question);
    await expect.poll(() => listedForStaff(chatId), LIVE).toBe(true);
    await gql(baseUrl, PICK_UP, { id: chatId }, staffToken);
    await patientRow(page, 'joined the chat').waitFor(LIVE);
    await completeChat(page);
    await patientRow(page, 'Chat completed').waitFor(LIVE);

    // Rated once: the thumbs then take no other rating.
    const rating = page.getByRole('group', { name: 'How was your chat with the hospital?' });
    await rating.getByRole('button', { name: 'Happy', exact: true }).click();
    await page.getByText('Thank you for your feedback!', { exact: false }).waitFor(LIVE);
    const unhappy = rating.getByRole('button', { name: 'Unhappy', exact: true });
    expect(await unhappy.getAttribute('aria-disabled')).toBe('true');
    await unhappy.click({ force: true });
    expect(
      (await gql<{ queryChat: { rating: number | null } }>(baseUrl, PATIENT_CHAT, { id: chatId }, patient.token))
        .queryChat.rating,
    ).toBe(1);

    // Back to the assistant: the chat stays where it was, and what the assistant says next comes after it.
    await page.getByRole('button', { name: 'Back to the assistant', exact: true }).click();
    await tap(page, 'What is my upcoming');
    await bubble(page, "You don't have any upcoming appointments.");
    const order = async (): Promise<number[]> => {
      const rows = await transcript(page).getByRole('listitem').allInnerTexts();
      return [question, 'Chat completed', "You don't have any upcoming appointments."].map((text) =>
        rows.findIndex((row) => row.includes(text)),
      );
    };
    const inOrder = (indexes: number[]): boolean =>
      indexes.every((index, at) => index >= 0 && (at === 0 || index > (indexes[at - 1] ?? -1)));
    expect(await order()).toSatisfy(inOrder);
    // A reload reads the chat again, in the same place.
    await page.reload();
    await patientRow(page, question).waitFor(LIVE);
    await bubble(page, "You don't have any upcoming appointments.");
    expect(await order()).toSatisfy(inOrder);
    await patient.context.close();
  });

  it('earlier chats stay: Complete chat asks first, Start new chat appends below a dated divider, and a new tab starts a new chat under the history', async () => {
    const patient = await signedInPage(browser(), baseUrl, HOSPITAL);
    const { page, context } = patient;
    await handOver(page, baseUrl);
    const first = 'My first question about visiting hours';
    await say(page, first);
    const firstChat = await openChatId(baseUrl, patient);
    const staffToken = await signInStaff(baseUrl, STAFF);
    await gql(baseUrl, PICK_UP, { id: firstChat }, staffToken);
    await patientRow(page, 'joined the chat').waitFor(LIVE);

    // Are you sure? Escape and Cancel keep the chat open, with the focus back on Complete chat.
    const complete = page.getByRole('button', { name: 'Complete chat', exact: true });
    await complete.click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
    await dialog.waitFor();
    expect(
      await dialog
        .getByRole('button', { name: 'Cancel', exact: true })
        .evaluate((button) => button === document.activeElement),
    ).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await complete.evaluate((button) => button === document.activeElement)).toBe(true);
    await complete.click();
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(
      (await gql<{ queryChat: { status: string } }>(baseUrl, PATIENT_CHAT, { id: firstChat }, patient.token)).queryChat
        .status,
    ).toBe('in_progress');

    await completeChat(page);
    await patientRow(page, 'Chat completed').waitFor(LIVE);
    await page.getByRole('button', { name: 'Start new chat', exact: true }).click();
    await page.getByLabel('Message to the hospital', { exact: true }).waitFor(LIVE);
    // The earlier conversation is still there, above a divider saying when it ended; the new one goes below.
    const divider = agentRows(page).filter({ hasText: /^Chat completed on \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [AP]M$/ });
    await divider.waitFor();
    const second = 'A second question, in a new chat';
    await say(page, second);
    const texts = await agentRows(page).allInnerTexts();
    const at = (text: string): number => texts.findIndex((row) => row.includes(text));
    expect(at(first)).toBeGreaterThanOrEqual(0);
    expect(at(first)).toBeLessThan(texts.findIndex((row) => row.startsWith('Chat completed on')));
    expect(texts.findIndex((row) => row.startsWith('Chat completed on'))).toBeLessThan(at(second));
    const secondChat = await openChatId(baseUrl, patient);
    expect(secondChat).not.toBe(firstChat);

    // The second chat is completed too, before anyone answered (closed in error); then a new tab: it shows
    // both earlier chats and starts a new one.
    await completeChat(page);
    await page.getByText('This chat was closed before a staff member answered.').waitFor(LIVE);
    const tab = await context.newPage();
    await handOver(tab, baseUrl);
    await agentRows(tab).filter({ hasText: second }).waitFor(LIVE);
    await agentRows(tab).filter({ hasText: first }).waitFor(LIVE);
    await tab.getByLabel('Message to the hospital', { exact: true }).waitFor(LIVE);
    expect(await tab.getByText(/^This chat (is completed|was closed)/).count()).toBe(0);
    expect(await tab.getByRole('button', { name: 'Start new chat', exact: true }).count()).toBe(0);
    const tabTexts = await agentRows(tab).allInnerTexts();
    expect(tabTexts.filter((row) => /^Chat (completed|closed) on /.test(row))).toHaveLength(2);
    expect(tabTexts.findIndex((row) => row.includes(first))).toBeLessThan(
      tabTexts.findIndex((row) => row.includes(second)),
    );
    await expect
      .poll(
        async () =>
          (await gql<{ queryOpenChat: { id: string } | null }>(baseUrl, OPEN_CHAT, { h: HOSPITAL }, patient.token))
            .queryOpenChat?.id,
        LIVE,
      )
      .not.toBeOneOf([undefined, firstChat, secondChat]);
    await patient.context.close();
  });
});
