import { describe, expect, inject, it } from 'vitest';
import { latestCode, newPage, untilCodeRequestable } from './browser';
import { useBrowser } from './useBrowser';
import { bubble, reply } from './chat';

/** A link as the hospital sends it: base64 of {mobile}_{patientId}_{sessionId}_{appointmentId}_{extra}. */
function appointmentLink(baseUrl: string, parts: string): string {
  return `${baseUrl}/?access_token=${encodeURIComponent(Buffer.from(parts).toString('base64'))}`;
}

async function smsCount(baseUrl: string): Promise<number> {
  const response = await fetch(`${baseUrl}/dev/sms`);
  return ((await response.json()) as unknown[]).length;
}

describe('deep links into an appointment (chat tenant)', () => {
  const baseUrl = inject('chatUrl');
  const browser = useBrowser();

  it('sends a code to the link’s number, then opens the appointment; signed in, the next link opens at once', async () => {
    await untilCodeRequestable(baseUrl, '94771234567');
    const { context, page } = await newPage(browser());
    await page.goto(appointmentLink(baseUrl, '0771234567_pat-demo-holder-me_sess-demo_appt-0001_web'));
    await bubble(page, 'I sent a 4-digit code to your number ending in 4567');
    const code = await latestCode(baseUrl, '94771234567');
    await reply(page, 'Verification code', code, 'Verify now');
    await page.waitForURL(/\/view\/appointment\?sessionId=sess-demo&appointmentId=appt-0001$/);

    const sent = await smsCount(baseUrl);
    await page.goto(appointmentLink(baseUrl, '94771234567_pat-demo-holder-me_sess-demo_appt-0002_web'));
    await page.waitForURL(/\/view\/appointment\?sessionId=sess-demo&appointmentId=appt-0002$/);
    expect(await smsCount(baseUrl)).toBe(sent);
    await context.close();
  }, 120_000);

  it('does nothing for a link with an invalid number: no code is sent and the assistant greets as usual', async () => {
    const { context, page } = await newPage(browser());
    const sent = await smsCount(baseUrl);
    await page.goto(appointmentLink(baseUrl, '0123_pat-demo-holder-me_sess-demo_appt-0001_web'));
    await bubble(page, /I'm your hospital assistant/);
    await page.getByRole('button', { name: 'Book a Doctor' }).waitFor();
    expect(await smsCount(baseUrl)).toBe(sent);
    await context.close();
  });
});
