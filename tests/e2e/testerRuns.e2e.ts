import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newPage } from './browser';
import { bubble, pickSession, tap } from './chat';
import { staffConsole } from './staff';
import { bookableDoctor } from './sessions';
import { signedInPage } from './signedIn';
import { useBrowser } from './useBrowser';

const LIVE = { timeout: 15_000 };

/** The bubbles of a transcript (the patient's chat, or the replay's at its step), as a screen reader reads them. */
async function bubbles(page: Page, region?: RegExp): Promise<string[]> {
  const scope = region === undefined ? page.getByRole('log') : page.getByRole('region', { name: region });
  return scope.getByRole('listitem').allInnerTexts();
}

// Issue 33: a booking abandoned at the invoice in one browser is in the testers' library within seconds, masked, and
// replays step by step to the same transcript.
describe("the testers' library of recorded runs (chat tenant)", () => {
  const baseUrl = inject('chatUrl');
  const browser = useBrowser();

  it('a patient stops at the invoice; a tester finds the run masked, opens it, and its last step shows what the patient saw', async () => {
    const doctor = await bookableDoctor(baseUrl);
    const patient = await signedInPage(browser(), baseUrl, 'org-colombo');
    const { page } = patient;
    await page.goto(`${baseUrl}/chat-home`);
    await pickSession(page, doctor.name);
    await bubble(page, /Reserve a number for Ms\. Ruwani Perera with /);
    await tap(page, 'Reserve');
    // The patient reads the invoice (the run is uploaded within 2 s of its last change, masked off the main
    // thread: the upload that carries the Pay buttons is the one a tester will see).
    const uploaded = page.waitForRequest(
      (request) => /recordRun/.test(request.postData() ?? '') && /buttons: Pay by card/.test(request.postData() ?? ''),
      { timeout: 15_000 },
    );
    await page.getByRole('log').getByRole('table').last().waitFor();
    await page.getByRole('group', { name: 'Replies' }).getByRole('button', { name: 'Pay by card' }).waitFor();
    await uploaded;
    const seen = await bubbles(page);
    const mobile = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('userProfile') ?? '{}') as { mobileNo?: string }).mobileNo ?? '',
    );
    expect(mobile).not.toBe('');
    // The patient stops here: the page leaves, the run's last upload goes with it.
    await page.goto('about:blank');
    await patient.context.close();

    const tester = await newPage(browser());
    const library = tester.page;
    await library.goto(`${baseUrl}/inspect/runs`);
    await library.getByRole('heading', { name: 'Tester sign-in' }).waitFor();
    await library.getByLabel('Username', { exact: true }).fill('tester.colombo');
    await library.getByLabel('Password', { exact: true }).fill(process.env.STAFF_DEMO_PASSWORD ?? 'carechat-staff');
    await library.getByRole('button', { name: 'Sign in', exact: true }).click();
    await library.getByRole('heading', { name: 'Recorded runs' }).waitFor();

    // Within seconds: the newest run is the patient's, stopped at the invoice.
    const newest = library.getByRole('table').getByRole('row').nth(1);
    await expect
      .poll(
        async () => {
          await library.getByRole('button', { name: 'Refresh' }).click();
          return (await newest.count()) === 0 ? '' : newest.innerText();
        },
        { timeout: 15_000, interval: 1000 },
      )
      .toMatch(/booking/);
    // Masked: no patient name or number anywhere on the page.
    const listed = await library.locator('body').innerText();
    for (const secret of ['Ruwani', 'Perera', mobile, mobile.slice(-9)]) expect(listed).not.toContain(secret);

    await newest.getByRole('link').click();
    await library.getByRole('heading', { name: /^Run of assistant, started / }).waitFor();
    const scrubber = library.getByRole('slider', { name: 'Step' });
    const last = Number(await scrubber.getAttribute('max'));
    await scrubber.focus();
    await library.keyboard.press('End');
    await library.getByText(new RegExp(`^Step ${last} of ${last}`)).waitFor();
    // Cards (sessions, the invoice) draw once their component has loaded.
    await expect
      .poll(async () => (await bubbles(library, /^Transcript at step \d+$/)).join('\n'), LIVE)
      .not.toContain('Loading…');
    const replayed = await bubbles(library, /^Transcript at step \d+$/);
    const opened = await library.locator('body').innerText();
    for (const secret of ['Ruwani', 'Perera', mobile, mobile.slice(-9)]) expect(opened).not.toContain(secret);
    // The same transcript: bubble for bubble, but for the patient's own details the masking replaced.
    expect(replayed).toHaveLength(seen.length);
    seen.forEach((text, index) => {
      if (!text.includes('Ruwani') && !text.includes(mobile.slice(-9))) expect(replayed[index]).toBe(text);
    });
    await tester.context.close();
  }, 120_000);

  it("staff picking up a chat the assistant handed over read the patient's masked story with the assistant", async () => {
    const patient = await signedInPage(browser(), baseUrl, 'org-colombo');
    const { page } = patient;
    await page.goto(`${baseUrl}/chat-home`);
    await bubble(page, /I'm your hospital assistant/);
    await tap(page, 'Chat With Hospital');
    await bubble(page, 'I am handing you over to the hospital staff. Type your message below.');
    const message = `Help with my booking ${Date.now()}`;
    await page.getByLabel('Message to the hospital', { exact: true }).fill(message);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText(message).waitFor();

    const staff = await staffConsole(browser(), baseUrl, 'staff.colombo');
    await staff.page
      .getByRole('link', { name: new RegExp(message) })
      .first()
      .click();
    const story = staff.page.getByText('What the patient did with the assistant', { exact: true });
    await story.click();
    const lines = staff.page.getByRole('list', { name: 'What the patient did with the assistant' });
    await lines.getByText('patient: Chat With Hospital', { exact: true }).waitFor(LIVE);
    await lines
      .getByText('assistant: I am handing you over to the hospital staff. Type your message below.', { exact: true })
      .waitFor();
    // Masked on the phone: the patient's own name is not in it.
    expect(await lines.innerText()).not.toContain('Ruwani');
    await staff.page.screenshot({ path: '/tmp/e2e-shots/staff-assistant-story.png', fullPage: true });
    await staff.context.close();
    await patient.context.close();
  }, 120_000);
});
