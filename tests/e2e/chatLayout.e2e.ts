import { mkdirSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { freshMobile, latestCode, untilCodeRequestable } from './browser';
import { bubble, reply, tap } from './chat';
import { useBrowser } from './useBrowser';

/** A phone's screen (issue 14 item 14): 390 × 844. */
const PHONE = { width: 390, height: 844 };
// A seeded account with a patient (server/seed/people.ts, the first filler) that no other browser test signs in, so no
// other file's code to the same number within the minute makes this one wait.
const SEEDED_ACCOUNT = { typed: '0700000101', normalised: '94700000101' };
const SIGNED_IN_MENU = [
  'Book a Doctor',
  'Video Channel',
  'Home Visit',
  'Home Lab Test',
  'Online Pharmacy',
  'Chat With Hospital',
  'What is my upcoming',
  'Lab Reports',
  'Show my profile',
  'Show my online payment history',
];

async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, locale: 'en-US', timezoneId: 'Asia/Colombo' });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  // A mid-range phone's CPU, as Lighthouse's mobile run assumes.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return page;
}

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (found === null) throw new Error('not rendered');
  return found;
}

/** Whether `inner` lies wholly inside `outer` (half a pixel of rounding allowed). */
function inside(inner: Box, outer: Box): boolean {
  return (
    inner.x >= outer.x - 0.5 &&
    inner.y >= outer.y - 0.5 &&
    inner.x + inner.width <= outer.x + outer.width + 0.5 &&
    inner.y + inner.height <= outer.y + outer.height + 0.5
  );
}

/** The part of the screen above the bottom bars. */
async function aboveBars(page: Page): Promise<Box> {
  const bars = await box(page.getByRole('navigation', { name: 'My records' }));
  return { x: 0, y: 0, width: PHONE.width, height: bars.y };
}

/** Signs in through the chat (the first menu choice that asks for the number) and waits for the code's answer. */
async function signInByChat(page: Page, baseUrl: string, mobile: { typed: string; normalised: string }): Promise<void> {
  await untilCodeRequestable(baseUrl, mobile.normalised);
  await page.goto(`${baseUrl}/chat-home`);
  await tap(page, 'Home Lab Test');
  await reply(page, 'Mobile number', mobile.typed, 'Send now');
  await bubble(page, 'OTP sent successfully');
  const code = await latestCode(baseUrl, mobile.normalised);
  await reply(page, 'Verification code', code, 'Verify now');
  await bubble(page, 'OTP verified successfully');
}

describe('the chat on a 390 × 844 phone', () => {
  const baseUrl = inject('chatUrl');
  const browser = useBrowser();

  it('does not shift the layout while the menu comes in after the greeting (no layout shift over the first 2 s and the arrival of the menu)', async () => {
    const page = await phonePage(browser());
    await page.addInitScript(`
      window.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__shift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    `);
    await page.goto(`${baseUrl}/chat-home`);
    await page.getByRole('group', { name: 'Replies' }).getByRole('button', { name: 'Book a Doctor' }).waitFor();
    // The first 2 s, and at least half a second after the menu came in (later when the CPU is slow).
    await page.waitForTimeout(500);
    await page.waitForFunction(() => performance.now() > 2000);
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
    await page.context().close();
  });

  it('lays the signed-in menu out so that every button is on screen above the bottom bars', async () => {
    const page = await phonePage(browser());
    await signInByChat(page, baseUrl, SEEDED_ACCOUNT);
    // The lab test tapped signed out goes on once signed in (for the account's only patient, without asking); the
    // menu is one tap back.
    await bubble(page, 'Which tests would you like?');
    await tap(page, 'Back to menu');
    const group = page.getByRole('group', { name: 'Replies' });
    await group.getByRole('button', { name: 'Show my online payment history' }).waitFor();
    await page.waitForTimeout(600);
    expect(await group.getByRole('button').allInnerTexts()).toEqual(SIGNED_IN_MENU);
    const screen = await aboveBars(page);
    const groupBox = await box(group);
    expect(inside(groupBox, screen)).toBe(true);
    for (const label of SIGNED_IN_MENU) {
      const button = await box(group.getByRole('button', { name: label, exact: true }));
      expect(inside(button, screen), label).toBe(true);
      // Not scrolled out of sight inside the group either.
      expect(inside(button, groupBox), label).toBe(true);
    }
    // The newest bubble stays in view above the menu.
    const log = await box(page.getByRole('log', { name: 'Conversation' }));
    expect(inside(await box((await bubble(page, 'OTP verified successfully')).last()), log)).toBe(true);
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/signed-in-menu-390x844.png' });
    await page.context().close();
  }, 120_000);

  it("keeps the newest bubble in view: a new number's first registration question and its buttons, right after the code (issue 14 item 13)", async () => {
    const page = await phonePage(browser());
    await signInByChat(page, baseUrl, freshMobile());
    const question = (await bubble(page, 'What is the name prefix?')).last();
    const group = page.getByRole('group', { name: 'Replies' });
    await group.getByRole('button', { name: 'Mr', exact: true }).waitFor();
    await page.waitForTimeout(600);
    const log = await box(page.getByRole('log', { name: 'Conversation' }));
    expect(inside(await box(question), log)).toBe(true);
    expect(inside(await box(group), await aboveBars(page))).toBe(true);
    // The chat's own sign-in is not reported back to it as one made elsewhere.
    expect(
      await page
        .getByRole('log')
        .getByText(/You are signed in with your number/)
        .count(),
    ).toBe(0);
    await page.screenshot({ path: 'test-results/registration-question-390x844.png' });
    await page.context().close();
  }, 120_000);
});
