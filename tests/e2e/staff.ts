import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { newPage } from './browser';

/** The hospital staff console (/staff) as a front-desk member uses it, in a browser context of its own. */

export interface StaffConsole {
  readonly context: BrowserContext;
  readonly page: Page;
  /** As the console's header shows it (and system events name the staff member). */
  readonly displayName: string;
}

/** Signs a seeded staff member in through the console's form (development password, docs/decisions/0015-booking-and-payment.md). */
export async function staffConsole(
  browser: Browser,
  baseUrl: string,
  username: string,
  timezoneId?: string,
): Promise<StaffConsole> {
  const { context, page } = await newPage(browser, timezoneId);
  await page.goto(`${baseUrl}/staff`);
  await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(process.env.STAFF_DEMO_PASSWORD ?? 'carechat-staff');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const name = page.getByText('Signed in as').locator('strong');
  await name.waitFor();
  return { context, page, displayName: await name.innerText() };
}

/** An inbox group (Waiting, Mine, Colleagues, Closed): its heading names it, with its count. */
export function inboxGroup(page: Page, title: 'Waiting' | 'Mine' | 'Colleagues' | 'Closed'): Locator {
  return page
    .getByRole('navigation', { name: 'Chats' })
    .getByRole('region', { name: new RegExp(`^${title} \\(\\d+\\)$`) });
}

/** One chat's row in the inbox (a link to its conversation); the same patient name can occur in many rows. */
export function chatRow(scope: Page | Locator, chatId: string): Locator {
  return scope.locator(`a[href="/staff/chats/${encodeURIComponent(chatId)}"]`);
}

/** The open conversation's message list (a log named after the patient). */
export function conversation(page: Page): Locator {
  return page.getByRole('log', { name: /^Conversation with / });
}

/** The texts of the conversation's messages and events, top to bottom. */
export async function conversationTexts(page: Page): Promise<string[]> {
  return conversation(page).locator('li .staff-msg__text').allInnerTexts();
}

/** Writes in the reply box and sends it. */
export async function answer(page: Page, text: string): Promise<void> {
  await page.getByLabel('Message to the patient', { exact: true }).fill(text);
  await page.getByRole('form', { name: 'Reply' }).getByRole('button', { name: 'Send', exact: true }).click();
}
