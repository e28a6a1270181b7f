import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeepLink } from '../../domain/deepLink';
import { menuMode } from '../../flows/assistant/opening';
import { startAssistant } from './assistantHarness';

/** Every input step of the sign-in offers a way back to the menu (issue 14 item 9): nobody is held on a question. */

const SERVICES = [
  'Book a Doctor',
  'Video Channel',
  'Home Visit',
  'Home Lab Test',
  'Online Pharmacy',
  'Chat With Hospital',
];

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2025, 5, 1, 9, 30));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('back to the menu from the sign-in', () => {
  it("leaves the mobile number prompt for the menu, whose text box takes the number's place", async () => {
    const chat = startAssistant();
    await chat.wait(1000);
    await chat.tap('Home Lab Test');
    await chat.wait(300);
    expect(chat.buttons()).toEqual(['Back to menu']);
    expect(chat.composer().kind).toBe('mobile');

    await chat.tap('Back to menu');
    expect(chat.actor.getSnapshot().value).toBe('menu');
    expect(chat.composer()).toEqual(menuMode());
    expect(chat.buttons()).toEqual(SERVICES);
    expect(chat.lines().at(-1)).toBe('patient: Back to menu');
  });

  it('leaves the code entry for the menu; the code step offered it beside Resend OTP', async () => {
    const chat = startAssistant();
    await chat.wait(1000);
    await chat.tap('Home Lab Test');
    await chat.wait(300);
    await chat.type('0771234567');
    expect(chat.composer().kind).toBe('otp');
    expect(chat.buttons()).toEqual(['Back to menu']);

    await chat.tap('Back to menu');
    expect(chat.actor.getSnapshot().value).toBe('menu');
    expect(chat.buttons()).toEqual(SERVICES);
    // The sign-in is given up: a service tapped now asks for the number afresh.
    await chat.tap('Home Lab Test');
    await chat.wait(300);
    expect(chat.composer().kind).toBe('mobile');
  });

  it('gives up the deep link that waited for the code, so a later sign-in opens nothing by itself', async () => {
    const link: DeepLink = {
      kind: 'appointment',
      mobile: '94771234567',
      patientId: 'patient-holder',
      sessionId: 's1',
      appointmentId: 'a1',
      extra: 'x',
    };
    const chat = startAssistant({ deepLink: link });
    await chat.wait(1000);
    expect(chat.composer().kind).toBe('otp');
    await chat.tap('Back to menu');
    expect(chat.actor.getSnapshot().context.pendingRoute).toBeNull();
    expect(chat.actor.getSnapshot().context.signInMobile).toBeNull();

    await chat.tap('Home Lab Test');
    await chat.wait(300);
    await chat.type('0771234567');
    await chat.type('4821');
    await chat.wait(2000);
    expect(chat.navigations).toEqual([]);
  });
});
