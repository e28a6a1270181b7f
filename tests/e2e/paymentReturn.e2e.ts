import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { payableSession } from './payAppointment';
import { payOnSandbox, TEST_CARDS } from './sandbox';
import { signedInPage } from './signedIn';
import { useBrowser } from './useBrowser';

/** What Chromium shows instead of a page when going back would post a form again. */
const RESUBMISSION = /Confirm Form Resubmission|ERR_CACHE_MISS/;

/** Back one history entry; the sandbox page found there must be a page of its own, not Chromium's resubmission prompt. */
async function backToSandboxPage(page: Page): Promise<void> {
  await page.goBack();
  await page.waitForURL(/\/sandbox\//);
  expect(await page.content()).not.toMatch(RESUBMISSION);
  await page.getByText('This payment has already been processed.').waitFor();
}

// Issue 14 item 11: the back button after paying. Every sandbox page a paying browser lands on is a GET (the
// POSTs answer 303), so going back after the payment asks nothing again (before, Chromium showed
// ERR_CACHE_MISS, its 'Confirm Form Resubmission'); a paid payment's pages say so and lead back to the appointment.
describe('back after paying in the gateway sandbox', () => {
  const baseUrl = inject('flatUrl');
  const browser = useBrowser();

  it('pays by card, goes back to a sandbox page that links back to the appointment, and follows that link into the app', async () => {
    const session = await payableSession(baseUrl);
    const { context, page } = await signedInPage(browser(), baseUrl, 'org-galle');
    await page.goto(`${baseUrl}/view/session?sessionId=${encodeURIComponent(session.id)}`);
    await page.getByRole('dialog').getByRole('button', { name: 'Reserve', exact: true }).click();
    await page.getByRole('button', { name: 'Pay by card' }).click();
    await payOnSandbox(page, TEST_CARDS.accept);
    await page.waitForURL(/\/view\/appointment\?.*paymentStatus=success/);
    await page.getByText('Payment success').waitFor();
    const appointmentId = new URL(page.url()).searchParams.get('appointmentId') ?? '';
    expect(appointmentId).not.toBe('');

    // Back lands on the card form (Chromium replaced the result page's entry with its auto-submitted form):
    // a GET now, which finds the payment already answered and posts nothing again.
    await backToSandboxPage(page);

    await page.getByRole('link', { name: 'Back to your appointment' }).click();
    await page.waitForURL(/\/view\/appointment\?/);
    expect(new URL(page.url()).searchParams.get('appointmentId')).toBe(appointmentId);
    await page.getByText('Paid', { exact: true }).waitFor();
    await context.close();
  });
});
