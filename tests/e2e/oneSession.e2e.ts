import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { freshMobile, newPage, untilCodeRequestable } from './browser';
import { bubble, tap } from './chat';
import { registerHolder, signInAtLogin } from './loginSteps';
import { bookableDoctor } from './sessions';
import { useBrowser } from './useBrowser';

/**
 * One login for the chat and the flat screens (issue 14 item 7): a sign-in on /login, or in another tab,
 * reaches the chat assistant, which then never asks for the number again; a logout makes it forget the patient.
 */

async function smsSentTo(baseUrl: string, mobile: string): Promise<number> {
  const response = await fetch(`${baseUrl}/dev/sms`);
  return ((await response.json()) as { mobile: string }[]).filter((sms) => sms.mobile === mobile).length;
}

const replies = (page: Page) => page.getByRole('group', { name: 'Replies' });

describe('one login for the chat and the flat screens (chat tenant)', () => {
  const baseUrl = inject('chatUrl');
  const browser = useBrowser();

  it('a sign-in on /login reaches a chat begun signed out: the signed-in menu, a booking without the number and no new code; a logout forgets the patient', async () => {
    const mobile = freshMobile();
    const doctor = await bookableDoctor(baseUrl);
    const { context, page } = await newPage(browser());
    await page.goto(`${baseUrl}/chat-home`);
    await bubble(page, /I'm your hospital assistant/);
    await replies(page).getByRole('button', { name: 'Book a Doctor' }).waitFor();
    expect(await replies(page).getByRole('button', { name: 'Show my profile' }).count()).toBe(0);

    // The flat screens of the same tab: /login, then the new number's first profile, which ends at the chat home.
    await page.goto(`${baseUrl}/login`);
    await signInAtLogin(page, baseUrl, mobile);
    await registerHolder(page, 'Anoma', 'Dias');
    const sent = await smsSentTo(baseUrl, mobile.normalised);
    // The same tab's conversation, begun signed out, now knows the login.
    await page.waitForURL(/\/chat-home$/, { timeout: 20_000 });
    await replies(page).getByRole('button', { name: 'Show my profile' }).waitFor();

    await tap(page, 'Book a Doctor');
    await bubble(page, 'Type a doctor name or speciality');
    await page.getByLabel('Doctor or speciality', { exact: true }).fill(doctor.name);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const name = new RegExp(`^${doctor.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(,|$)`);
    await replies(page).getByRole('button', { name }).first().click();
    await bubble(page, 'we found these sessions for you');
    await replies(page)
      .getByRole('button', { name: /^Book / })
      .first()
      .click();
    // Straight to the booking for the account's patient: no number asked, no code sent.
    await bubble(page, /Reserve a number for Mrs\. Anoma Dias with /);
    expect(await page.getByText('To continue, please type your mobile number.').count()).toBe(0);
    expect(await smsSentTo(baseUrl, mobile.normalised)).toBe(sent);

    // Logout on the account page: back in the chat, the signed-out menu and no patient.
    await page.goto(`${baseUrl}/profiles`);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/chat-home$/);
    await replies(page).getByRole('button', { name: 'Book a Doctor' }).waitFor();
    expect(await replies(page).getByRole('button', { name: 'Show my profile' }).count()).toBe(0);
    expect(await page.getByText('Anoma').count()).toBe(0);
    await context.close();
  }, 120_000);

  it('a sign-in in another tab moves a chat waiting for the number on as signed in; a logout there brings back the signed-out menu', async () => {
    // A seeded account with a patient (server/seed/people.ts, the second filler) that no other browser test signs in.
    const mobile = { typed: '0700000102', normalised: '94700000102' };
    await untilCodeRequestable(baseUrl, mobile.normalised);
    const { context, page } = await newPage(browser());
    await page.goto(`${baseUrl}/chat-home`);
    await tap(page, 'Home Lab Test');
    await bubble(page, 'To continue, please type your mobile number.');
    await page.getByLabel('Mobile number', { exact: true }).waitFor();

    const other = await context.newPage();
    await other.goto(`${baseUrl}/login`);
    await signInAtLogin(other, baseUrl, mobile);
    await other.waitForURL(/\/home-dashboard$/);
    const sent = await smsSentTo(baseUrl, mobile.normalised);
    // The first tab's chat moves on as signed in: no number asked any more.
    await bubble(page, 'You are signed in with your number ending in 0102.');
    // The lab test it was waiting for goes on (for the account's only patient, without asking); back at the menu, it is the signed-in one.
    await bubble(page, 'Which tests would you like?');
    await tap(page, 'Back to menu');
    await replies(page).getByRole('button', { name: 'Show my profile' }).waitFor();
    expect(await page.getByLabel('Mobile number', { exact: true }).count()).toBe(0);

    expect(await smsSentTo(baseUrl, mobile.normalised)).toBe(sent);

    await other.goto(`${baseUrl}/profiles`);
    await other.getByRole('button', { name: 'Logout' }).click();
    await other.waitForURL(/\/chat-home$/);
    await expect.poll(() => replies(page).getByRole('button', { name: 'Show my profile' }).count()).toBe(0);
    await replies(page).getByRole('button', { name: 'Book a Doctor' }).waitFor();
    await context.close();
  }, 120_000);
});
