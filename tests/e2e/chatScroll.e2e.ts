import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { encodeChatPayload } from '../../domain/chatPayload';
import { gql, signInStaff } from './api';
import { bubble, tap, transcript } from './chat';
import { signedInPage, type SignedInPatient } from './signedIn';
import { useBrowser } from './useBrowser';

/**
 * Issue 29 item 7 on a 390 × 844 phone: the newest bubble is always wholly in view, after a real photo loads
 * above it and for a staff reply longer than the screen (shown from its start), unless the patient scrolled up
 * to read; then 'New message' appears and brings it into view.
 */

const PHONE = { width: 390, height: 844 };
const HOSPITAL = 'org-colombo';
const LIVE = { timeout: 10_000 };

/** A new account's patient on a phone, its CPU slowed as a mid-range phone's (Lighthouse's mobile run). */
async function phonePatient(browser: Browser, baseUrl: string): Promise<SignedInPatient> {
  const patient = await signedInPage(browser, baseUrl, HOSPITAL);
  await patient.page.setViewportSize(PHONE);
  const cdp = await patient.context.newCDPSession(patient.page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  patient.page.setDefaultTimeout(20_000);
  return patient;
}

interface Box {
  readonly top: number;
  readonly bottom: number;
}

async function verticalBox(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (found === null) throw new Error('not rendered');
  return { top: found.y, bottom: found.y + found.height };
}

/** Whether the row lies wholly inside the conversation's view (half a pixel of rounding allowed). */
async function wholeInView(page: Page, row: Locator): Promise<boolean> {
  const [view, box] = [await verticalBox(transcript(page)), await verticalBox(row)];
  return box.top >= view.top - 0.5 && box.bottom <= view.bottom + 0.5;
}

/** A photo as a phone takes one: a real JPEG, portrait, of a busy page (the patient's own screen). */
async function realPhoto(browser: Browser, baseUrl: string): Promise<Buffer> {
  const context = await browser.newContext({ viewport: { width: 900, height: 1200 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/chat-home`);
  await page.getByRole('group', { name: 'Replies' }).waitFor();
  const photo = await page.screenshot({ type: 'jpeg', quality: 85 });
  await context.close();
  return photo;
}

const STAFF_ME = '{ staffMe { id } }';
const PICK_UP = 'mutation ($id: ID!) { staffPickUpChat(id: $id) { id } }';
const STAFF_SEND = 'mutation ($input: SendChatInput!) { staffSendChat(input: $input) { id } }';
const OPEN_CHAT = 'query ($h: ID!) { queryOpenChat(hospitalId: $h) { id } }';

/** Chat With Hospital, a first message (so staff see it), and a staff member who picked it up and writes through the API. */
async function chattingWithStaff(
  page: Page,
  baseUrl: string,
  patient: SignedInPatient,
): Promise<(text: string) => Promise<void>> {
  await page.goto(`${baseUrl}/chat-home`);
  await tap(page, 'Chat With Hospital');
  const message = page.getByLabel('Message to the hospital', { exact: true });
  await message.fill('Hello, I have a question about my results.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect
    .poll(
      async () =>
        (await gql<{ queryOpenChat: { id: string } | null }>(baseUrl, OPEN_CHAT, { h: HOSPITAL }, patient.token))
          .queryOpenChat?.id,
      LIVE,
    )
    .toBeTruthy();
  const chatId = (await gql<{ queryOpenChat: { id: string } }>(baseUrl, OPEN_CHAT, { h: HOSPITAL }, patient.token))
    .queryOpenChat.id;
  const token = await signInStaff(baseUrl, 'staff.colombo');
  const { staffMe } = await gql<{ staffMe: { id: string } }>(baseUrl, STAFF_ME, {}, token);
  await gql(baseUrl, PICK_UP, { id: chatId }, token);
  await transcript(page).locator('li.agent-row').filter({ hasText: 'joined the chat' }).waitFor(LIVE);
  return async (text) => {
    const payload = encodeChatPayload({
      authorRef: `Staff/${staffMe.id}`,
      timestamp: Date.now(),
      content: { kind: 'message', message: text },
    });
    await gql(baseUrl, STAFF_SEND, { input: { chatId, id: randomUUID(), payload } }, token);
  };
}

describe('the newest bubble on a 390 × 844 phone (issue 29 item 7)', () => {
  const baseUrl = inject('chatUrl');
  const browser = useBrowser();

  it('keeps a real prescription photo and "Do you have more photos?" in view once the photo has loaded', async () => {
    const photo = await realPhoto(browser(), baseUrl);
    const patient = await phonePatient(browser(), baseUrl);
    const { page } = patient;
    await page.goto(`${baseUrl}/chat-home`);
    await tap(page, 'Online Pharmacy');
    await page.getByRole('button', { name: 'Upload photo', exact: true }).waitFor();
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'prescription.jpg', mimeType: 'image/jpeg', buffer: photo });
    const image = transcript(page).getByRole('img');
    await image.waitFor();
    await expect
      .poll(() =>
        image.evaluate(
          (element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0,
        ),
      )
      .toBe(true);
    const question = (await bubble(page, 'Do you have more photos?')).last();
    await page
      .getByRole('group', { name: 'Replies' })
      .getByRole('button', { name: 'Yes, add another', exact: true })
      .waitFor();
    // Layout settles: the bubble's entry, the reply buttons.
    await page.waitForTimeout(600);
    expect(await wholeInView(page, question)).toBe(true);
    expect(
      await wholeInView(
        page,
        transcript(page)
          .getByRole('listitem')
          .filter({ has: page.getByRole('img') }),
      ),
    ).toBe(true);
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/photo-in-view-390x844.png' });
    await patient.context.close();
  }, 120_000);

  it('shows a staff reply longer than the screen from its start, not cut in half', async () => {
    const patient = await phonePatient(browser(), baseUrl);
    const { page } = patient;
    const staffSays = await chattingWithStaff(page, baseUrl, patient);
    // Near the 2000 characters a message may hold: several screens of a phone.
    const long = Array.from(
      { length: 22 },
      (_, n) => `Step ${String(n + 1)}: please bring the previous report and your prescription.`,
    ).join('\n');
    expect(long.length).toBeLessThanOrEqual(2000);
    await staffSays(long);
    const reply = transcript(page).locator('li.agent-row').filter({ hasText: 'Step 1:' });
    await reply.waitFor(LIVE);
    await page.waitForTimeout(600);
    const [view, row] = [await verticalBox(transcript(page)), await verticalBox(reply)];
    // Taller than the view: its start is on screen, at the top.
    expect(row.bottom - row.top).toBeGreaterThan(view.bottom - view.top);
    expect(row.top).toBeGreaterThanOrEqual(view.top - 0.5);
    expect(row.top).toBeLessThan(view.top + 40);
    await page.screenshot({ path: 'test-results/long-reply-390x844.png' });
    await patient.context.close();
  }, 120_000);

  it("raises 'New message' while the patient reads further up, and it brings the new message into view", async () => {
    const patient = await phonePatient(browser(), baseUrl);
    const { page } = patient;
    const staffSays = await chattingWithStaff(page, baseUrl, patient);
    // Enough conversation to scroll back through.
    for (let n = 1; n <= 8; n++)
      await staffSays(`Answer ${String(n)}: the lab opens at 7 AM and closes at 7 PM on weekdays.`);
    await transcript(page).locator('li.agent-row').filter({ hasText: 'Answer 8:' }).waitFor(LIVE);
    await page.waitForTimeout(600);
    // The patient scrolls up to read.
    await transcript(page).hover();
    await page.mouse.wheel(0, -600);
    await expect
      .poll(() =>
        transcript(page).evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight),
      )
      .toBeGreaterThan(300);
    const readingAt = await transcript(page).evaluate((element) => element.scrollTop);
    await staffSays('A new answer while you read.');
    const newest = transcript(page).locator('li.agent-row').filter({ hasText: 'A new answer while you read.' });
    await newest.waitFor(LIVE);
    const pill = page.getByRole('button', { name: 'New message', exact: true });
    await pill.waitFor();
    // The page did not move under the reader; the pill is no part of the announced log.
    expect(await transcript(page).evaluate((element) => element.scrollTop)).toBe(readingAt);
    expect(await transcript(page).getByRole('button', { name: 'New message' }).count()).toBe(0);
    expect(await transcript(page).getAttribute('aria-live')).toBe('polite');
    await page.screenshot({ path: 'test-results/new-message-390x844.png' });
    await pill.click();
    await pill.waitFor({ state: 'detached' });
    expect(await wholeInView(page, newest)).toBe(true);
    await patient.context.close();
  }, 120_000);
});
