import { describe, expect, inject, it } from 'vitest';
import { freshMobile, latestCode, newPage, untilCodeRequestable } from './browser';
import { useBrowser } from './useBrowser';

// The flat-flow tenant (harbour-clinic): sign-in through /login, driven by the same auth machine as the chat.
describe('flat tenant sign-in', () => {
  const baseUrl = inject('flatUrl');
  const browser = useBrowser();

  it('signs in a demo holder through /login after a wrong code, and lands on the dashboard', async () => {
    // The suite's setup signed the holder in by SMS: within its minute the app would rightly ask for that code.
    await untilCodeRequestable(baseUrl, '94771234567');
    const { context, page } = await newPage(browser());
    await page.goto(`${baseUrl}/`);
    await page.waitForURL(/\/login$/);

    await page.getByRole('button', { name: 'Send now' }).click();
    await expect.poll(() => page.getByText('Type Your Mobile No.').count()).toBe(1);

    await page.getByLabel('Mobile No.').fill('0771234567');
    await page.getByRole('button', { name: 'Send now' }).click();
    await page.getByText('I sent a 4-digit code to your number ending in 4567').waitFor();
    const code = await latestCode(baseUrl, '94771234567');

    const wrong = code === '1000' ? '1001' : '1000';
    await page.getByLabel('Verification code').fill(wrong);
    await page.getByRole('button', { name: 'Verify now' }).click();
    await page.getByText('that is not the code I sent you').waitFor();

    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify now' }).click();
    await page.waitForURL(/\/home-dashboard$/);
    await page.getByRole('heading', { name: /Kasun Jayawardena/ }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toMatch(/.{20,}/);
    await context.close();
  });

  it('registers a new number with the profile form', async () => {
    const { context, page } = await newPage(browser());
    const mobile = freshMobile();
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Mobile No.').fill(mobile.typed);
    await page.getByRole('button', { name: 'Send now' }).click();
    const code = await latestCode(baseUrl, mobile.normalised);
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify now' }).click();

    await page.waitForURL(/\/profiles\/registration/);
    await page.getByRole('heading', { name: 'Add New Profile' }).waitFor();
    const submit = page.getByRole('button', { name: 'SUBMIT' });
    expect(await submit.isDisabled()).toBe(true); // until a relationship is chosen

    await page.getByRole('button', { name: 'Mrs', exact: true }).click();
    await page.getByLabel('Given name').fill('Dilani');
    await page.getByLabel('Family name').fill('Fernando');
    await page.getByLabel('Day').fill('7');
    await page.getByLabel('Month').pressSequentially('1x2'); // non-digits are ignored as typed
    expect(await page.getByLabel('Month').inputValue()).toBe('12');
    await page.getByLabel('Year').fill('1988');
    await page.getByRole('button', { name: 'Me', exact: true }).click();
    await submit.click();

    await page.waitForURL(/\/home-dashboard$/, { timeout: 15_000 });
    await page.getByRole('heading', { name: /Mrs\. Dilani Fernando/ }).waitFor();
    await context.close();
  });
});
