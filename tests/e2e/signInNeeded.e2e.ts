import { describe, inject, it } from 'vitest';
import { freshMobile, latestCode, newPage } from './browser';
import { bubble, reply, tap } from './chat';
import { registerHolder, signInAtLogin } from './loginSteps';
import { useBrowser } from './useBrowser';

/**
 * A page for signed-in patients opened signed out (issue 14 item 23): the patient is told a sign-in is
 * needed, signs in, and lands on the page they asked for.
 */

const SIGN_IN_NEEDED =
  'Please login. That page is only for signed-in patients: once you are signed in, you will be taken back to it.';

describe('signed out, a page for signed-in patients', () => {
  it('chat tenant: the assistant says a sign-in is needed, signs the patient in and opens /profiles', async () => {
    const baseUrl = inject('chatUrl');
    const mobile = freshMobile();
    const { context, page } = await newPage(browser());
    await page.goto(`${baseUrl}/profiles`);
    await page.waitForURL(/\/chat-home$/);
    await bubble(page, SIGN_IN_NEEDED);
    await bubble(page, 'To continue, please type your mobile number.');
    await reply(page, 'Mobile number', mobile.typed, 'Send now');
    await reply(page, 'Verification code', await latestCode(baseUrl, mobile.normalised), 'Verify now');
    // A new number registers its first patient in the chat; then the page asked for opens.
    await bubble(page, "There is no patient profile on your account yet. Let's add one.");
    await tap(page, 'Mr');
    await reply(page, 'Given name', 'Ruwan');
    await reply(page, 'Family name', 'Silva');
    await reply(page, 'Day of birth', '20');
    await reply(page, 'Month of birth', '8');
    await reply(page, 'Year of birth', '1980');
    await tap(page, 'SUBMIT');
    await tap(page, 'Me');
    await page.waitForURL(/\/profiles$/);
    await page.getByRole('heading', { name: 'My Account' }).waitFor();
    await page.getByText('Mr. Ruwan Silva').waitFor();
    await context.close();
  }, 120_000);

  it('flat tenant: /login says a sign-in is needed and returns to the payment history after it', async () => {
    const baseUrl = inject('flatUrl');
    const { context, page } = await newPage(browser());
    const mobile = freshMobile();
    await page.goto(`${baseUrl}/profiles/my-payment-history`);
    await page.waitForURL(/\/login\?back=%2Fprofiles%2Fmy-payment-history$/);
    await page.getByText(SIGN_IN_NEEDED).waitFor();
    await signInAtLogin(page, baseUrl, mobile);
    // A new number adds its first profile on the way.
    await registerHolder(page, 'Ruwani', 'Silva');
    await page.waitForURL(/\/profiles\/my-payment-history$/, { timeout: 20_000 });
    await page.getByRole('heading', { name: 'Payment History' }).waitFor();
    await context.close();
  }, 120_000);

  const browser = useBrowser();
});
