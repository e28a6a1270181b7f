import { readFile } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { freshMobile, latestCode, newPage } from './browser';
import { useBrowser } from './useBrowser';
import { bubble, reply, tap } from './chat';

/** A tester's laptop: the chat and the inspector side by side. */
async function laptopPage(browser: Browser): Promise<{ close: () => Promise<void>; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'en-US',
    acceptDownloads: true,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return { close: () => context.close(), page };
}

/** The bubbles of the replay's transcript at the current step, as a screen reader reads them. */
async function transcriptAtStep(page: Page): Promise<string[]> {
  return page
    .getByRole('region', { name: /^Transcript at step \d+$/ })
    .getByRole('listitem')
    .allInnerTexts();
}

describe('statechart inspector (chat tenant)', () => {
  const baseUrl = inject('chatUrl');
  const browser = useBrowser();

  it('watches the sign-in live, exports it masked, imports it and steps through it beside the transcript', async () => {
    const { page, close } = await laptopPage(browser());
    const mobile = freshMobile();

    // A patient signs in on the chat home; the tester opens the inspector afterwards.
    const downloaded: string[] = [];
    page.on('request', (request) => downloaded.push(new URL(request.url()).pathname));
    await page.goto(`${baseUrl}/chat-home`);
    await tap(page, 'Home Lab Test');
    await reply(page, 'Mobile number', mobile.typed, 'Send now');
    await bubble(page, 'OTP sent successfully');
    await reply(page, 'Verification code', await latestCode(baseUrl, mobile.normalised), 'Verify now');
    await bubble(page, 'OTP verified successfully');
    await bubble(page, "There is no patient profile on your account yet. Let's add one.");

    // The patient's page never downloaded any of the inspector (an entry of its own, inspect.html).
    expect(downloaded.filter((path) => path.startsWith('/assets/inspect'))).toEqual([]);

    // The link loads the inspector's own page, handing over what the patient's page recorded.
    await page.getByRole('link', { name: 'Inspector' }).click();
    await page.waitForURL(/\/inspect$/);
    await page.getByRole('heading', { name: 'Statechart inspector' }).waitFor();
    expect(await page.locator('script[src^="/assets/inspect-"]').count()).toBe(1);
    // The same conversation goes on beside the inspector.
    const chat = page.getByRole('region', { name: 'Patient chat' });
    await chat.getByRole('log').getByRole('listitem').filter({ hasText: 'OTP verified successfully' }).waitFor();

    // The assistant's statechart with its active state highlighted, and the events listed.
    const inspector = page.getByRole('region', { name: 'Inspector' });
    await inspector.getByRole('button', { name: /^assistant assistant machine · / }).waitFor();
    await inspector.getByRole('img', { name: /^assistant statechart, active: / }).waitFor();
    expect(await inspector.locator('.sc-state--active').count()).toBeGreaterThan(0);
    const log = inspector.getByRole('table', { name: /^Event log/ });
    await log.getByRole('row').filter({ hasText: 'chat.submit' }).first().waitFor();
    expect(await log.getByRole('row').filter({ hasText: 'UI → assistant' }).count()).toBeGreaterThanOrEqual(3);

    // The patient goes on while the inspector watches: a new event is listed as it happens.
    await tap(page, 'Ms');
    await log.getByRole('row').filter({ hasText: 'Ms' }).filter({ hasText: 'chat.tap' }).first().waitFor();

    // Export (masked by default): the patient's number appears nowhere in the file.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      inspector.getByRole('button', { name: 'Export trace' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^carechat-demo-assistant-.*\.trace\.json$/);
    const path = await download.path();
    const text = await readFile(path, 'utf8');
    const trace = JSON.parse(text) as {
      format: string;
      masked: boolean;
      steps: unknown[];
      expected: { transcript: string[] };
    };
    expect(trace).toMatchObject({ format: 'carechat.trace', masked: true });
    expect(text).not.toContain(mobile.typed);
    expect(text).not.toContain(mobile.normalised);
    expect(text).not.toContain(mobile.normalised.slice(2));
    expect(trace.expected.transcript).toContain('assistant: [success] OTP verified successfully');

    // Import it and step through: the transcript beside the graph follows each step.
    await inspector.getByLabel('Import trace').setInputFiles(path);
    await inspector.getByRole('heading', { name: /^Replay of assistant/ }).waitFor();
    await inspector.getByText(new RegExp(`^Step 0 of ${trace.steps.length}`)).waitFor();
    await inspector.getByRole('button', { name: 'Last step' }).click();
    await inspector.getByText(new RegExp(`^Step ${trace.steps.length} of ${trace.steps.length}`)).waitFor();
    const atEnd = await transcriptAtStep(page);
    expect(atEnd.some((line) => line.includes('OTP verified successfully'))).toBe(true);

    await inspector.getByRole('button', { name: 'Step back' }).click();
    await inspector.getByRole('button', { name: 'Step back' }).click();
    await inspector.getByRole('button', { name: 'Step back' }).click();
    const earlier = await transcriptAtStep(page);
    expect(earlier).not.toEqual(atEnd);
    expect(earlier.length).toBeLessThan(atEnd.length);
    await inspector.getByRole('button', { name: 'Step forward' }).click();
    await inspector.getByRole('button', { name: 'Step forward' }).click();
    await inspector.getByRole('button', { name: 'Step forward' }).click();
    expect(await transcriptAtStep(page)).toEqual(atEnd);
    // The graph follows the step too.
    await inspector.getByRole('img', { name: /^assistant statechart, active: / }).waitFor();
    await close();
  });

  it('fits a phone: the chat or the inspector, one at a time', async () => {
    const { context, page } = await newPage(browser());
    await page.goto(`${baseUrl}/inspect`);
    const show = page.getByRole('group', { name: 'Show' });
    await show.getByRole('button', { name: 'Inspector' }).waitFor();
    expect(await page.getByRole('region', { name: 'Inspector' }).isVisible()).toBe(true);
    expect(await page.getByRole('region', { name: 'Patient chat' }).isVisible()).toBe(false);
    await show.getByRole('button', { name: 'Chat' }).click();
    await bubble(page, /Good (morning|afternoon|evening)! I'm your hospital assistant/);
    expect(await page.getByRole('region', { name: 'Inspector' }).isVisible()).toBe(false);
    await context.close();
  });
});

describe('statechart inspector (flat tenant, which keeps it off)', () => {
  const baseUrl = inject('flatUrl');
  const browser = useBrowser();

  it('shows no Inspector link and has no /inspect route', async () => {
    const { context, page } = await newPage(browser());
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('button', { name: 'Send now' }).waitFor();
    expect(await page.getByRole('link', { name: 'Inspector' }).count()).toBe(0);
    await page.goto(`${baseUrl}/inspect`);
    await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();
    await context.close();
  });
});
