import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newPage } from './browser';
import { bubble, tap, transcript } from './chat';
import { signedInPage } from './signedIn';
import { useBrowser } from './useBrowser';

const CHAT_TENANT_NAME = 'Carechat Hospitals';
const GREETING =
  /^Assistant saidGood (morning|afternoon|evening)! I'm your hospital assistant\. How can I help you today\?$/;

/**
 * Holds the app's code until released, so the test sees the first screen index.html painted before any script,
 * and records from inside the page how the app's first rows look while it takes over (opacity and transform of
 * every row, every frame for half a second) and any layout shift until then.
 */
async function holdTheApp(page: Page): Promise<() => void> {
  const release = await holdRequests(page, /\/assets\/index-[^/]+\.js$/);
  await page.addInitScript(`
    window.__takeover = { at: null, minOpacity: 1, transformed: false, shift: 0 };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (window.__takeover.at === null || entry.startTime < window.__takeover.at + 500) window.__takeover.shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    let seenStatic = false;
    new MutationObserver((_, observer) => {
      if (document.querySelector('[data-first-paint]') !== null) { seenStatic = true; return; }
      if (!seenStatic) return;
      observer.disconnect();
      window.__takeover.at = performance.now();
      const sample = () => {
        for (const row of document.querySelectorAll('#root li, #root h1')) {
          const style = getComputedStyle(row);
          window.__takeover.minOpacity = Math.min(window.__takeover.minOpacity, Number(style.opacity));
          if (style.transform !== 'none') window.__takeover.transformed = true;
        }
        if (performance.now() < window.__takeover.at + 500) requestAnimationFrame(sample);
      };
      sample();
    }).observe(document, { childList: true, subtree: true });
  `);
  return release;
}

/** Holds the requests for matching urls until the returned function is called. */
async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

interface Takeover {
  readonly at: number | null;
  readonly minOpacity: number;
  readonly transformed: boolean;
  readonly shift: number;
}

type Recorded = Window & { __takeover: Takeover };

/** Functions, not strings: the page's content security policy forbids evaluating strings. */
async function takeover(page: Page): Promise<Takeover> {
  await page.waitForFunction(() => {
    const { at } = (window as unknown as Recorded).__takeover;
    return at !== null && performance.now() > at + 500;
  });
  return page.evaluate(() => (window as unknown as Recorded).__takeover);
}

describe('the first screen at first paint', () => {
  const chatUrl = inject('chatUrl');
  const flatUrl = inject('flatUrl');
  const browser = useBrowser();

  it("shows the tenant's greeting bubble on the chat home without any JavaScript", async () => {
    const context = await browser().newContext({
      javaScriptEnabled: false,
      viewport: { width: 420, height: 860 },
      locale: 'en-US',
      timezoneId: 'Asia/Colombo',
    });
    const page = await context.newPage();
    await page.goto(`${chatUrl}/chat-home`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(CHAT_TENANT_NAME);
    const rows = page.getByRole('log', { name: 'Conversation' }).getByRole('listitem');
    expect(await rows.count()).toBe(1);
    expect(await rows.first().textContent()).toBe(
      "Assistant saidHello! I'm your hospital assistant. How can I help you today?",
    );
    expect(await rows.first().isVisible()).toBe(true);
    await context.close();
  });

  it('hands that bubble to the app: one greeting, on the same pixels, not animated in again, then the reply buttons', async () => {
    const { context, page } = await newPage(browser());
    const release = await holdTheApp(page);
    await page.goto(`${chatUrl}/chat-home`, { waitUntil: 'commit' });
    const painted = page.locator('[data-first-paint] li');
    await painted.waitFor();
    const before = { text: await painted.textContent(), box: await painted.boundingBox() };
    expect(before.text).toMatch(GREETING);

    release();
    await page.getByRole('group', { name: 'Replies' }).getByRole('button').first().waitFor();
    const seen = await takeover(page);
    expect(await page.locator('[data-first-paint]').count()).toBe(0);
    const rows = transcript(page).getByRole('listitem');
    expect(await rows.count()).toBe(1);
    expect(await rows.first().textContent()).toBe(before.text);
    expect(await rows.first().boundingBox()).toEqual(before.box);
    expect(seen).toMatchObject({ minOpacity: 1, transformed: false, shift: 0 });
    await context.close();
  });

  it("takes a tap on the reply buttons before the assistant's conversations have loaded, and answers it once they have", async () => {
    const { context, page } = await newPage(browser());
    // The whole assistant's code (src/features/chat/assistantFlow.ts) is held: the greeting and the menu come without it.
    const release = await holdRequests(page, /\/assets\/assistantFlow-[^/]+\.js$/);
    await page.goto(`${chatUrl}/chat-home`);
    await tap(page, 'Home Lab Test');
    await page.waitForTimeout(500);
    const rows = transcript(page).getByRole('listitem');
    expect(await rows.count()).toBe(1);

    release();
    await bubble(page, 'To continue, please type your mobile number.');
    expect(
      await transcript(page)
        .getByRole('listitem')
        .filter({ hasText: /^You saidHome Lab Test$/ })
        .count(),
    ).toBe(1);
    expect(await page.getByLabel('Mobile number', { exact: true }).isVisible()).toBe(true);
    await context.close();
  });

  it("hands the flat tenant's home heading to the app without moving it", async () => {
    const { context, page } = await signedInPage(browser(), flatUrl, 'org-galle');
    const release = await holdTheApp(page);
    await page.goto(`${flatUrl}/home-dashboard`, { waitUntil: 'commit' });
    const painted = page.locator('[data-first-paint] h1');
    await painted.waitFor();
    const before = { text: await painted.textContent(), box: await painted.boundingBox() };
    expect(before.text).toMatch(/^Good (morning|afternoon|evening)$/);

    release();
    const heading = page.getByRole('heading', { level: 1, name: /Ruwani Perera/ });
    await heading.waitFor();
    const seen = await takeover(page);
    expect(await page.locator('[data-first-paint]').count()).toBe(0);
    expect(await heading.textContent()).toBe(`${before.text ?? ''}, Ms. Ruwani Perera`);
    const after = await heading.boundingBox();
    expect({ x: after?.x, y: after?.y }).toEqual({ x: before.box?.x, y: before.box?.y });
    expect(seen).toMatchObject({ minOpacity: 1, transformed: false, shift: 0 });
    await context.close();
  });
});
