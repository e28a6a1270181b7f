import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { freshMobile, latestCode, newPage } from './browser';
import { bubble, transcript } from './chat';
import { TEST_CARDS } from './sandbox';
import { bookableDoctor } from './sessions';
import { useBrowser } from './useBrowser';

/**
 * Issue 20: a consultation booked and paid in the chat without a pointer (page.keyboard only: Tab, Shift+Tab,
 * Enter, typing), and the transcript's live region announcing each new bubble once: a MutationObserver records
 * every row inserted into the log, so a bubble re-inserted (read out again) is counted twice.
 */

// A string, not a function: the test runner's transform would rename a function's helpers.
// What the parser inserts is the page as it loads, read as such, not announced: recording starts once parsing is over
// (readyState 'interactive' comes before the app's deferred module script runs).
const RECORD_LOG_ADDITIONS = `
  window.__logAdditions = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) {
      if (node.nodeType !== 1 || node.matches('[role=log]')) continue;
      if (node.parentElement === null || node.parentElement.closest('[role=log]') === null || node.closest('[aria-hidden=true]') !== null) continue;
      // What a screen reader says of it: aria-hidden parts are silent; a row's speaker alone (its card still loading) is not a bubble.
      const spoken = node.cloneNode(true);
      for (const hidden of spoken.querySelectorAll('[aria-hidden=true]')) hidden.remove();
      const text = spoken.textContent.trim();
      if (text !== '' && !/^(Assistant|You|Hospital staff) said$/.test(text)) window.__logAdditions.push(text);
    }
  });
  document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive') observer.observe(document, { childList: true, subtree: true });
  });`;

/** The focused element's accessible name as a keyboard user hears it (label, aria-label or text). */
function focusedName(page: Page): Promise<{ name: string; body: boolean }> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (element === null || element === document.body) return { name: '', body: true };
    const text = element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : element.textContent;
    const label = element.getAttribute('aria-label') ?? text ?? '';
    return { name: label.trim(), body: false };
  });
}

/**
 * Presses Tab until the named control has the focus; fails if it cannot be reached in 10 s. Reply buttons come
 * a second after their bubble, so the Tab order is walked round again (as a patient would) until they are there.
 */
async function tabTo(page: Page, name: string | RegExp): Promise<void> {
  const matches = (found: string): boolean => (typeof name === 'string' ? found === name : name.test(found));
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (matches((await focusedName(page)).name)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`'${String(name)}' cannot be reached with Tab (focus on '${(await focusedName(page)).name}')`);
}

/** Tab to a button and press Enter. */
async function press(page: Page, name: string | RegExp): Promise<void> {
  await tabTo(page, name);
  await page.keyboard.press('Enter');
}

/** Tab to an input, type, and submit with Enter. */
async function answer(page: Page, inputName: string, text: string): Promise<void> {
  await tabTo(page, inputName);
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

/** The rows recorded as inserted into the log, by their text. */
async function additions(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __logAdditions: string[] }).__logAdditions);
}

/** Each text was inserted into the log at most once: no bubble is announced twice. */
async function expectEachAnnouncedOnce(page: Page): Promise<void> {
  const added = await additions(page);
  const repeated = added.filter((text, index) => added.indexOf(text) !== index);
  expect(repeated).toEqual([]);
}

describe('keyboard only (chat tenant)', () => {
  const baseUrl = inject('chatUrl');
  const browser = useBrowser();

  it('a new patient finds a doctor, signs in, registers, books and pays by card with the keyboard alone; each bubble is announced once', async () => {
    const doctor = await bookableDoctor(baseUrl);
    const { context, page } = await newPage(browser());
    await context.addInitScript(RECORD_LOG_ADDITIONS);
    await page.setViewportSize({ width: 390, height: 844 });
    const mobile = freshMobile();
    await page.goto(`${baseUrl}/chat-home`);
    await bubble(page, /I'm your hospital assistant/);

    await press(page, 'Book a Doctor');
    await bubble(page, 'Type a doctor name or speciality');
    // The app has taken over the greeting index.html painted (page content, read with the page): its log came in
    // with the greeting already in it, so the greeting was never added to a log, nor announced a second time.
    expect((await additions(page)).filter((text) => text.includes("I'm your hospital assistant"))).toEqual([]);
    await answer(page, 'Doctor or speciality', doctor.name);
    await bubble(page, 'Choose a doctor or speciality, or type another name.');
    await press(page, new RegExp(`^${doctor.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(,|$)`));
    await bubble(page, 'we found these sessions for you');
    await press(page, /^Book /);

    await bubble(page, 'To continue, please type your mobile number.');
    await answer(page, 'Mobile number', mobile.typed);
    await answer(page, 'Verification code', await latestCode(baseUrl, mobile.normalised));
    await bubble(page, "There is no patient profile on your account yet. Let's add one.");
    await press(page, 'Ms');
    await answer(page, 'Given name', 'Nadeesha');
    await answer(page, 'Family name', 'Silva');
    await press(page, 'Female');
    await answer(page, 'Day of birth', '14');
    await answer(page, 'Month of birth', '3');
    await answer(page, 'Year of birth', '1990');
    await press(page, 'SUBMIT');
    await press(page, 'Me');
    await bubble(page, 'Patient created successfully');

    await bubble(page, /Reserve a number for Ms\. Nadeesha Silva with /);
    await press(page, 'Reserve');
    await transcript(page).getByRole('table').last().waitFor();
    await expectEachAnnouncedOnce(page);
    await press(page, 'Pay by card');

    // The gateway's own card page, by keyboard too.
    await page.waitForURL(/\/sandbox\//);
    await tabTo(page, 'Name on card');
    await page.keyboard.type('Nadeesha Silva');
    await page.keyboard.press('Tab');
    await page.keyboard.type(TEST_CARDS.accept);
    await page.keyboard.press('Tab');
    await page.keyboard.type('1230');
    await page.keyboard.press('Tab');
    await page.keyboard.type('123');
    await press(page, /^Pay /);

    await page.waitForURL(/\/chat-home\?paymentStatus=success/, { timeout: 20_000 });
    await bubble(page, 'Payment success');
    const token = await bubble(page, /Your token number is \d+/);
    expect(await token.last().innerText()).toMatch(/Your token number is \d+/);
    // The resumed conversation is not inserted again; the new bubbles each once.
    await expectEachAnnouncedOnce(page);
    const added = await additions(page);
    expect(added.filter((text) => text.includes('Payment success'))).toHaveLength(1);
    await press(page, 'View appointment');
    await page.waitForURL(/\/view\/appointment\?/);
    await context.close();
  }, 60_000);
});
