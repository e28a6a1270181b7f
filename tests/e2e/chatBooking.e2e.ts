import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { freshMobile, latestCode, newPage } from './browser';
import { bubble, reply, tap } from './chat';
import { payOnSandbox, TEST_CARDS } from './sandbox';
import { bookableDoctor } from './sessions';
import { useBrowser } from './useBrowser';

// The chat tenant: find a doctor, sign in on the way, book a token and pay on the (sandbox) gateway.
describe('chat booking', () => {
  const baseUrl = inject('chatUrl');
  const browser = useBrowser();

  /** From the menu: search the doctor by name and tap their first bookable session. */
  async function pickSession(page: Page, doctorName: string): Promise<void> {
    await tap(page, 'Book a Doctor');
    await bubble(page, 'Type a doctor name or speciality');
    await reply(page, 'Doctor or speciality', doctorName);
    await bubble(page, 'Choose a doctor or speciality, or type another name.');
    // A doctor's button names the role after the name ('Dr. Anil Gunasekara, Consultant Cardiologist').
    const name = new RegExp(`^${doctorName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(,|$)`);
    await page.getByRole('group', { name: 'Replies' }).getByRole('button', { name }).first().click();
    await bubble(page, 'we found these sessions for you');
    await page.getByRole('group', { name: 'Replies' }).getByRole('button', { name: /^Book / }).first().click();
  }

  async function reserveAndPayByCard(page: Page, cardNumber: string): Promise<void> {
    await bubble(page, /Reserve a number for Ms\. Nadeesha Silva with /);
    await tap(page, 'Reserve');
    await bubble(page, 'Please wait, we are calculating your invoice');
    // The invoice bubble: its lines and total.
    await page.getByRole('log').getByRole('table').last().waitFor();
    await tap(page, 'Pay by card');
    await payOnSandbox(page, cardNumber);
  }

  it('a new patient finds a doctor, signs in and registers on the way, pays by card and sees the token; a declined card fails, says so in payment history, and the held token is paid on retry', async () => {
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
    await page.waitForURL(/\/view\/appointment\?.*paymentStatus=success/);
    await page.getByText('Payment success').waitFor();
    const token = page.getByLabel(/^Token No\. \d+$/);
    await token.waitFor();
    expect(await page.getByText('Paid', { exact: true }).count()).toBeGreaterThan(0);
    await page.getByText('Booked', { exact: true }).first().waitFor();

    // Back in the chat, a second booking is paid with a card the bank declines.
    await page.goto(`${baseUrl}/chat-home`);
    await page.getByRole('group', { name: 'Replies' }).getByRole('button', { name: 'Book a Doctor' }).waitFor();
    await pickSession(page, doctor.name);
    await reserveAndPayByCard(page, TEST_CARDS.decline);
    // Spec 000 §4: 'Payment failed', and payment history with that payment opened.
    await page.waitForURL(/\/profiles\/my-payment-history\?paymentId=[^&]+&paymentStatus=Failure$/);
    await page.getByText('Payment failed', { exact: true }).waitFor();
    await page.getByText('Problem with your payment').waitFor();
    const declined = page.getByRole('article').filter({ has: page.getByRole('button', { expanded: true }) });
    await declined.getByText('Failed (DECLINE)').waitFor();

    // The token is still held: from the payment's appointment, Retry payment pays that same token.
    await declined.getByRole('link', { name: 'Appointment' }).click();
    await page.waitForURL(/\/view\/appointment\?/);
    const heldToken = await page.getByLabel(/^Token No\. \d+$/).getAttribute('aria-label');
    await page.getByRole('link', { name: 'Retry payment' }).click();
    await page.waitForURL(/\/view\/session\?sessionId=[^&]+&appointmentId=/);
    await page.getByRole('button', { name: 'Pay by card' }).click();
    await payOnSandbox(page, TEST_CARDS.accept);
    await page.waitForURL(/\/view\/appointment\?.*paymentStatus=success/);
    await page.getByText('Payment success').waitFor();
    expect(await page.getByLabel(/^Token No\. \d+$/).getAttribute('aria-label')).toBe(heldToken);
    await context.close();
  });
});
