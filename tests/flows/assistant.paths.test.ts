import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startAssistant, type AssistantHarness } from './assistantHarness';

/**
 * The assistant's less travelled paths, driven through the transcript as the patient would: a
 * refused or failed step of sign-in, and answers the registration questions refuse or that SUBMIT
 * finds wrong. Each test asserts what the patient reads, the composer and buttons they get, and
 * where the conversation stands.
 */

// startAssistant builds its fake auth API with fakeAuthApi(); each test switches on the failure it needs.
interface AuthFaults {
  readonly resendFails?: boolean;
  readonly verifyFails?: boolean;
  readonly profileFails?: boolean;
}
const faults = vi.hoisted((): { auth: AuthFaults } => ({ auth: {} }));
vi.mock('../machines/authHarness', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../machines/authHarness')>();
  return {
    ...actual,
    fakeAuthApi: (options: Parameters<typeof actual.fakeAuthApi>[0] = {}) =>
      actual.fakeAuthApi({ ...options, ...faults.auth }),
  };
});

const OTP = (secondsLeft: number): object => ({
  kind: 'otp',
  submitLabel: 'Verify now',
  resend: { label: 'Resend OTP', secondsLeft },
});
const MOBILE = { kind: 'mobile', submitLabel: 'Send now' };
const FAMILY = { kind: 'text', label: 'Family name', placeholder: 'Family name', submitLabel: 'Send' };
const DATE = {
  day: { kind: 'digits', label: 'Day of birth', placeholder: 'DD', submitLabel: 'Send', maxLength: 2 },
  month: { kind: 'digits', label: 'Month of birth', placeholder: 'MM', submitLabel: 'Send', maxLength: 2 },
  year: { kind: 'digits', label: 'Year of birth', placeholder: 'YYYY', submitLabel: 'Send', maxLength: 4 },
};
const RELATIONSHIPS = ['Me', 'Father', 'Mother', 'Husband', 'Wife', 'Brother', 'Sister', 'Daughter', 'Son', 'Friend'];

beforeEach(() => {
  faults.auth = {};
  vi.useFakeTimers();
  // 1 June 2025: a birth date later than today is refused.
  vi.setSystemTime(new Date(2025, 5, 1, 9, 30));
});
afterEach(() => {
  vi.useRealTimers();
});

const stateOf = (chat: AssistantHarness): unknown => chat.actor.getSnapshot().value;

/** Greeting, menu, a service tap, the number: ends with the code sent and only the code lines unread. */
async function upToCode(chat: AssistantHarness): Promise<void> {
  await chat.wait(1000);
  await chat.tap('Home Lab Test');
  await chat.wait(300);
  await chat.type('0771234567');
  expect(chat.newLines().slice(-2)).toEqual([
    'assistant: [success] OTP sent successfully',
    'assistant: I sent a 4-digit code to your number ending in 4567',
  ]);
}

/** Signs a new number in and answers the prefix Mr (male, so no gender question): ends at the given name. */
async function upToGivenName(chat: AssistantHarness): Promise<void> {
  await upToCode(chat);
  await chat.type('4821');
  await chat.wait(1600);
  await chat.tap('Mr');
  await chat.wait(300);
  chat.newLines();
}

/** Types each answer, waiting out the next question's 300 ms delay. */
async function answer(chat: AssistantHarness, ...answers: string[]): Promise<void> {
  for (const text of answers) {
    await chat.type(text);
    await chat.wait(300);
  }
}

describe('assistant paths: sign-in refused or failed', () => {
  it('says a locked code, keeps the countdown, and takes a new code once resent', async () => {
    const chat = startAssistant();
    await upToCode(chat);
    await chat.wait(2000);
    await chat.type('3333');
    expect(chat.newLines()).toEqual([
      'patient: 3333',
      'assistant: Too many wrong codes. Tap Resend OTP for a new one.',
    ]);
    expect(chat.composer()).toEqual(OTP(58));
    expect(stateOf(chat)).toEqual({ signingIn: 'enteringCode' });
    expect(chat.calls.auth.complete).toEqual([{ id: 'initiation-1', code: 3333 }]);

    await chat.wait(58_000);
    await chat.resend();
    expect(chat.newLines()).toEqual([
      'assistant: There may be SMS delays. Please wait and check again your SMS.',
      'assistant: [success] OTP Resent',
    ]);
    await chat.type('4821');
    expect(chat.newLines()).toEqual(['patient: 4821', 'assistant: [success] OTP verified successfully']);
    expect(chat.calls.auth.complete.at(-1)).toEqual({ id: 'initiation-2', code: 4821 });
  });

  it('narrates a verification that failed on the way and takes the code again, the countdown running on', async () => {
    faults.auth = { verifyFails: true };
    const chat = startAssistant();
    await upToCode(chat);
    await chat.wait(5000);
    await chat.type('4821');
    expect(chat.newLines()).toEqual([
      'patient: 4821',
      'assistant: [failure] OTP verification failure (Something went wrong)',
    ]);
    expect(chat.composer()).toEqual(OTP(55));
    expect(stateOf(chat)).toEqual({ signingIn: 'enteringCode' });
    await chat.wait(1000);
    expect(chat.composer()).toEqual(OTP(54));
    // Typed again, it is tried again.
    await chat.type('4821');
    expect(chat.calls.auth.complete).toEqual([
      { id: 'initiation-1', code: 4821 },
      { id: 'initiation-1', code: 4821 },
    ]);
    expect(chat.newLines()).toEqual([
      'patient: 4821',
      'assistant: [failure] OTP verification failure (Something went wrong)',
    ]);
  });

  it('narrates a refused resend; the code sent before still signs in', async () => {
    faults.auth = { resendFails: true };
    const chat = startAssistant();
    await upToCode(chat);
    await chat.wait(60_000);
    expect(chat.newLines()).toEqual(['assistant: There may be SMS delays. Please wait and check again your SMS.']);
    await chat.resend();
    expect(chat.calls.auth.initiate).toEqual(['94771234567', '94771234567']);
    expect(chat.newLines()).toEqual([
      'assistant: [failure] OTP sending failure (Please wait a minute before asking for another code.)',
    ]);
    // Resend stays available: the countdown is over and no new code went out.
    expect(chat.composer()).toEqual(OTP(0));
    expect(stateOf(chat)).toEqual({ signingIn: 'enteringCode' });

    await chat.type('4821');
    expect(chat.calls.auth.complete).toEqual([{ id: 'initiation-1', code: 4821 }]);
    expect(chat.newLines()).toEqual(['patient: 4821', 'assistant: [success] OTP verified successfully']);
  });

  it('says why the account could not be loaded after a right code and asks for the number again', async () => {
    faults.auth = { profileFails: true };
    const chat = startAssistant();
    await upToCode(chat);
    await chat.type('4821');
    expect(chat.newLines()).toEqual([
      'patient: 4821',
      'assistant: [success] OTP verified successfully',
      'assistant: Please login.',
    ]);
    expect(chat.composer()).toEqual({ kind: 'none' });
    await chat.wait(300);
    expect(chat.newLines()).toEqual(['assistant: To continue, please type your mobile number.']);
    expect(chat.composer()).toEqual(MOBILE);
    expect(stateOf(chat)).toEqual({ signingIn: 'enteringMobile' });
    expect(chat.buttons()).toEqual(['Back to menu']);

    // A fresh code goes to the number typed now, with a fresh countdown.
    await chat.type('0712345678');
    expect(chat.calls.auth.initiate).toEqual(['94771234567', '94712345678']);
    expect(chat.newLines()).toEqual([
      'patient: 0712345678',
      'assistant: [success] OTP sent successfully',
      'assistant: I sent a 4-digit code to your number ending in 5678',
    ]);
    expect(chat.composer()).toEqual(OTP(60));
  });
});

describe('assistant paths: registration answers refused', () => {
  it('says a blank family name is needed and opens the composer for it again', async () => {
    const chat = startAssistant();
    await upToGivenName(chat);
    await answer(chat, 'Nimal');
    chat.newLines();
    await chat.type('   ');
    // Nothing to echo: only the rule it breaks is said.
    expect(chat.newLines()).toEqual(['assistant: We need your family name!']);
    expect(chat.composer()).toEqual(FAMILY);
    expect(stateOf(chat)).toEqual({ registering: { family: 'answering' } });
    await answer(chat, 'Perera');
    expect(chat.newLines()).toEqual(['patient: Perera', 'assistant: What is the day of birth?']);
    expect(chat.composer()).toEqual(DATE.day);
  });

  it('says a month that does not exist and asks for the month again', async () => {
    const chat = startAssistant();
    await upToGivenName(chat);
    await answer(chat, 'Nimal', 'Perera', '14');
    chat.newLines();
    await chat.type('13');
    expect(chat.newLines()).toEqual(['patient: 13', 'assistant: Your date of birth, month should be valid']);
    expect(chat.composer()).toEqual(DATE.month);
    expect(stateOf(chat)).toEqual({ registering: { month: 'answering' } });
    await answer(chat, '5');
    expect(chat.newLines()).toEqual(['patient: 5', 'assistant: What is the year of birth?']);
    expect(chat.composer()).toEqual(DATE.year);
  });

  it.each([
    ['1800', 'before 1901'],
    ['2026', 'after this year'],
  ])('says a year of birth %s (%s) is not valid and asks for the year again', async (year) => {
    const chat = startAssistant();
    await upToGivenName(chat);
    await answer(chat, 'Nimal', 'Perera', '14', '5');
    chat.newLines();
    await chat.type(year);
    expect(chat.newLines()).toEqual([`patient: ${year}`, 'assistant: Your date of birth, year should be valid']);
    expect(chat.composer()).toEqual(DATE.year);
    expect(stateOf(chat)).toEqual({ registering: { year: 'answering' } });
    await chat.type('1990');
    await chat.wait(1300);
    expect(chat.newLines()).toEqual(['patient: 1990', 'assistant: Tap SUBMIT to save this profile.']);
    expect(chat.buttons()).toEqual(['SUBMIT']);
  });

  it('says a birth date in the future found at SUBMIT, asks the year again, then goes straight back to SUBMIT', async () => {
    const chat = startAssistant();
    await upToGivenName(chat);
    // 31 June does not exist, so the year alone passes; SUBMIT says the day first.
    await answer(chat, 'Nimal', 'Perera', '31', '6', '2025');
    await chat.wait(1000);
    await chat.tap('SUBMIT');
    await chat.wait(300);
    chat.newLines();
    // 30 June 2025 is a real day, but after 1 June 2025.
    await chat.type('30');
    await chat.wait(1300);
    await chat.tap('SUBMIT');
    expect(chat.newLines()).toEqual([
      'patient: 30',
      'assistant: Tap SUBMIT to save this profile.',
      'patient: SUBMIT',
      'assistant: Your date of birth can not be in the future',
    ]);
    expect(chat.buttons()).toEqual([]);
    await chat.wait(300);
    expect(chat.newLines()).toEqual(['assistant: What is the year of birth?']);
    expect(chat.composer()).toEqual(DATE.year);
    expect(stateOf(chat)).toEqual({ registering: { year: 'answering' } });

    // While correcting, a refused year is said and asked again like any other.
    await chat.type('1800');
    expect(chat.newLines()).toEqual(['patient: 1800', 'assistant: Your date of birth, year should be valid']);
    expect(chat.composer()).toEqual(DATE.year);

    // Once the year is fixed: no month or day question, SUBMIT again.
    await chat.type('2024');
    expect(chat.composer()).toEqual({ kind: 'none' });
    await chat.wait(1300);
    expect(chat.newLines()).toEqual(['patient: 2024', 'assistant: Tap SUBMIT to save this profile.']);
    expect(chat.buttons()).toEqual(['SUBMIT']);
    expect(stateOf(chat)).toEqual({ registering: { review: 'answering' } });
    await chat.tap('SUBMIT');
    await chat.wait(1300);
    expect(chat.buttons()).toEqual(RELATIONSHIPS);
    await chat.tap('Me');
    expect(chat.newLines()).toEqual([
      'patient: SUBMIT',
      'assistant: This account is for?',
      'patient: Me',
      'assistant: [success] Patient created successfully',
    ]);
    expect(chat.calls.registration.created.map((call) => call.input.birthDate)).toEqual(['2024-06-30']);
  });

  it('says any other rule SUBMIT finds broken and offers SUBMIT again (the chat validates each answer, so this is the safety net)', async () => {
    const chat = startAssistant();
    await upToGivenName(chat);
    await answer(chat, 'Nimal', 'Perera', '14', '5');
    await chat.type('1990');
    await chat.wait(1300);
    chat.newLines();
    // As the registration child reports it, e.g. for a form changed behind the chat's back.
    chat.actor.send({ type: 'registration.invalid', field: 'given', message: 'We need your given name!' });
    await chat.wait(1300);
    expect(chat.newLines()).toEqual([
      'assistant: We need your given name!',
      'assistant: Tap SUBMIT to save this profile.',
    ]);
    expect(chat.buttons()).toEqual(['SUBMIT']);
  });
});
