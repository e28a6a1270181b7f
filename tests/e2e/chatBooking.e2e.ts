import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { freshMobile, latestCode, newPage } from './browser';
import { bubble, pickSession, reply, tap } from './chat';
import { payOnSandbox, TEST_CARDS } from './sandbox';
import { bookableDoctor } from './sessions';
import { signedInPage } from './signedIn';
import { useBrowser } from './useBrowser';

// The chat tenant: find a doctor, sign in on the way, book a token and pay on the (sandbox) gateway.
describe('chat booking', () => {
  const baseUrl = inject('chatUrl');
  const browser = useBrowser();

  /** The token number a bubble names. */
  function tokenOf(bubbles: Locator): Promise<string> {
    return bubbles
      .last()
      .innerText()
      .then((text) => /\d+/.exec(text)?.[0] ?? '');
  }

  async function reserveAndPayByCard(page: Page, cardNumber: string, name = 'Ms\\. Nadeesha Silva'): Promise<void> {
    await bubble(page, new RegExp(`Reserve a number for ${name} with `));
    await tap(page, 'Reserve');
    await bubble(page, 'Please wait, we are calculating your invoice');
    // The invoice bubble: its lines and total, with room inside its bubble (issue 29: it sat against the edge).
    const invoice = page.getByRole('log').getByRole('table').last();
    await invoice.waitFor();
    const inset = await invoice.evaluate((table) => {
      const bubble = table.closest('.chat-bubble')?.getBoundingClientRect();
      const own = table.getBoundingClientRect();
      return bubble === undefined
        ? null
        : { left: own.left - bubble.left, right: bubble.right - own.right, top: own.top - bubble.top };
    });
    expect(inset?.left).toBeGreaterThanOrEqual(10);
    expect(inset?.right).toBeGreaterThanOrEqual(10);
    expect(inset?.top).toBeGreaterThanOrEqual(8);
    await tap(page, 'Pay by card');
    await payOnSandbox(page, cardNumber);
  }

  it('a new patient finds a doctor, signs in and registers on the way, pays by card and is told the token back in the chat; a declined card fails, the chat says so, and Retry payment pays the held token', async () => {
    const doctor = await bookableDoctor(baseUrl);
    const { context, page } = await newPage(browser());
    const mobile = freshMobile();
    await page.goto(`${baseUrl}/chat-home`);
    await bubble(page, /I'm your hospital assistant/);

    await pickSession(page, doctor.name);
    // Booking needs an account: sign in (and register the new number), then the booking goes on.
    await bubble(page, 'To continue, please type your mobile number.');
    await reply(page, 'Mobile number', mobile.typed, 'Send now');
    await reply(page, 'Verification code', await latestCode(baseUrl, mobile.normalised), 'Verify now');
    await bubble(page, "There is no patient profile on your account yet. Let's add one.");
    await tap(page, 'Ms');
    await reply(page, 'Given name', 'Nadeesha');
    await reply(page, 'Family name', 'Silva');
    await tap(page, 'Female');
    await reply(page, 'Day of birth', '14');
    await reply(page, 'Month of birth', '3');
    await reply(page, 'Year of birth', '1990');
    await tap(page, 'SUBMIT');
    await tap(page, 'Me');
    await bubble(page, 'Patient created successfully');

    await reserveAndPayByCard(page, TEST_CARDS.accept);
    // Back from the gateway in the chat, which checks the appointment and tells the outcome (issue 14 item 10).
    await page.waitForURL(/\/chat-home\?paymentStatus=success/);
    await bubble(page, 'Payment success');
    const tokenNo = await tokenOf(await bubble(page, /Your token number is \d+/));
    await tap(page, 'View appointment');
    await page.waitForURL(/\/view\/appointment\?/);
    await page.getByLabel(`Token No. ${tokenNo}`).waitFor();
    expect(await page.getByText('Paid', { exact: true }).count()).toBeGreaterThan(0);

    // A second booking, paid with a card the bank declines: the chat says so and the held token is paid on retry.
    await page.goto(`${baseUrl}/chat-home`);
    await page.getByRole('group', { name: 'Replies' }).getByRole('button', { name: 'Book a Doctor' }).waitFor();
    await pickSession(page, doctor.name);
    await reserveAndPayByCard(page, TEST_CARDS.decline);
    await page.waitForURL(/\/chat-home\?paymentStatus=Failure/);
    await bubble(page, 'Problem with your payment');
    const heldTokenNo = await tokenOf(await bubble(page, /Your token number \d+ is still held for you/));
    await tap(page, 'Retry payment');
    await tap(page, 'Pay by card');
    await payOnSandbox(page, TEST_CARDS.accept);
    await page.waitForURL(/\/chat-home\?paymentStatus=success/);
    // The first booking's success is in the transcript too: wait for this one's token bubble, the second.
    const tokens = page
      .getByRole('log')
      .getByRole('listitem')
      .filter({ hasText: /Your token number is \d+/ });
    await tokens.nth(1).waitFor();
    expect(await tokenOf(tokens)).toBe(heldTokenNo);

    // The declined attempt is in the payment history all the same (its details fold under its card).
    await page.goto(`${baseUrl}/profiles/my-payment-history`);
    await page.getByText('Failed (DECLINE)').first().waitFor({ state: 'attached' });
    await context.close();
  }, 120_000);

  it('the back button on the gateway page: the chat checks the payment, says it was not made, and offers to pay again', async () => {
    const doctor = await bookableDoctor(baseUrl);
    const { context, page } = await signedInPage(browser(), baseUrl, 'org-colombo');
    await page.goto(`${baseUrl}/chat-home`);
    await pickSession(page, doctor.name);
    await bubble(page, /Reserve a number for Ms\. Ruwani Perera with /);
    await tap(page, 'Reserve');
    await page.getByRole('log').getByRole('table').last().waitFor();
    await tap(page, 'Pay by card');
    await page.waitForURL(/\/sandbox\//);
    await page.goBack();
    await page.waitForURL(/\/chat-home$/);
    await bubble(page, 'Problem with your payment');
    await bubble(page, /Your token number \d+ is still held for you/);
    await page.getByRole('group', { name: 'Replies' }).getByRole('button', { name: 'Retry payment' }).waitFor();
    await context.close();
  });
});
