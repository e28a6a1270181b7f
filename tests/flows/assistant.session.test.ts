import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionText } from '../../domain/sessionText';
import type { Session } from '../../machines/types';
import { HOLDER, SIGNED_IN, startAssistant, type AssistantHarness } from './assistantHarness';
import { sessionOf, DOCTORS } from './bookingFakes';

/**
 * The assistant follows the app's one login (issue 14 items 7 and 23): a sign-in or logout made outside the
 * conversation (the flat /login, another tab) arrives as session.changed, and a page for signed-in patients
 * asked for signed out arrives as session.signInFor.
 */

const SERVICES = [
  'Book a Doctor',
  'Video Channel',
  'Home Visit',
  'Home Lab Test',
  'Online Pharmacy',
  'Chat With Hospital',
];
const EXTRAS = ['What is my upcoming', 'Lab Reports', 'Show my profile', 'Show my online payment history'];
const NEW_NUMBER: Session = {
  accessToken: 'token-new',
  profile: { id: 'profile-2', mobileNo: '94770000123', patients: [] },
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2025, 5, 1, 9, 30));
});
afterEach(() => {
  vi.useRealTimers();
});

const stateOf = (chat: AssistantHarness): unknown => chat.actor.getSnapshot().value;

async function sessionChanged(chat: AssistantHarness, session: Session | null): Promise<void> {
  chat.actor.send({ type: 'session.changed', session });
  await chat.wait(0);
}

async function signInFor(chat: AssistantHarness, route: string): Promise<void> {
  chat.actor.send({ type: 'session.signInFor', route });
  await chat.wait(0);
}

/** At the number prompt: the holder's number and the right code, then what follows the sign-in. */
async function signInHolder(chat: AssistantHarness): Promise<void> {
  await chat.type('0771234567');
  await chat.type('4821');
  await chat.wait(2000);
}

describe('assistant: a login made elsewhere', () => {
  it('at the signed-out menu, says who is signed in and offers the signed-in menu after the reply delay', async () => {
    const chat = startAssistant();
    await chat.wait(1000);
    expect(chat.buttons()).toEqual(SERVICES);
    chat.newLines();

    await sessionChanged(chat, SIGNED_IN);
    expect(chat.newLines()).toEqual(['assistant: You are signed in with your number ending in 4567.']);
    expect(chat.buttons()).toEqual([]);
    expect(chat.actor.getSnapshot().context.session).toEqual(SIGNED_IN);
    await chat.wait(1000);
    expect(chat.buttons()).toEqual([...SERVICES, ...EXTRAS]);
  });

  it('a conversation resumed after a sign-in on /login books without asking for the number', async () => {
    const chat = startAssistant({ booking: { sessions: [sessionOf('s-anil-3', DOCTORS.anil, 2, 9)] } });
    await chat.wait(1000);
    chat.reload();
    await sessionChanged(chat, SIGNED_IN);
    await chat.wait(1000);
    await chat.tap('Book a Doctor');
    await chat.wait(300);
    await chat.type('anil');
    await chat.wait(1000);
    await chat.tap('Dr. Anil Gunasekara, Consultant Cardiologist');
    await chat.wait(2000);
    await chat.tap('Book Tue, 3 Jun 9:00 AM');
    await chat.wait(300);
    expect(chat.calls.auth.initiate).toEqual([]);
    expect(chat.composer()).toEqual({ kind: 'none' });
    expect(chat.lines().at(-1)).toBe(
      'assistant: Reserve a number for Mr. Nimal Perera with Dr. Anil Gunasekara on 3 Jun 2025 at 9:00 AM?',
    );
  });

  it('at the menu, a new number signed in elsewhere registers its first patient', async () => {
    const chat = startAssistant();
    await chat.wait(1000);
    await sessionChanged(chat, NEW_NUMBER);
    expect(stateOf(chat)).toMatchObject({ registering: expect.anything() as unknown });
  });

  it('mid-sign-in, moves on as signed in: the composer closes and what waited (the hand-over) goes on', async () => {
    const chat = startAssistant();
    await chat.wait(1000);
    await chat.tap('Chat With Hospital');
    await chat.wait(300);
    expect(chat.composer().kind).toBe('mobile');
    chat.newLines();

    await sessionChanged(chat, SIGNED_IN);
    expect(chat.newLines()).toEqual(['assistant: You are signed in with your number ending in 4567.']);
    expect(chat.composer()).toEqual({ kind: 'none' });
    expect(chat.calls.auth.initiate).toEqual([]);
    await chat.wait(300);
    expect(stateOf(chat)).toEqual({ handover: 'handedOver' });
  });

  it('mid-sign-in, a logout elsewhere changes nothing: the number is still asked', async () => {
    const chat = startAssistant();
    await chat.wait(1000);
    await chat.tap('Home Lab Test');
    await chat.wait(300);
    await sessionChanged(chat, null);
    expect(chat.composer().kind).toBe('mobile');
    expect(stateOf(chat)).toEqual({ signingIn: 'enteringMobile' });
  });

  it('at the signed-in menu, a logout elsewhere says so and offers the signed-out menu', async () => {
    const chat = startAssistant({ session: SIGNED_IN });
    await chat.wait(1000);
    chat.newLines();
    await sessionChanged(chat, null);
    expect(chat.newLines()).toEqual([`assistant: ${sessionText().signedOutElsewhere}`]);
    expect(chat.actor.getSnapshot().context.session).toBeNull();
    await chat.wait(1000);
    expect(chat.buttons()).toEqual(SERVICES);
  });

  it('notes a profile update anywhere without a word, and the same login changes nothing', async () => {
    const chat = startAssistant({ session: SIGNED_IN });
    await sessionChanged(chat, SIGNED_IN);
    expect(stateOf(chat)).toBe('greeting');
    await chat.wait(1000);
    const updated: Session = {
      ...SIGNED_IN,
      profile: { ...SIGNED_IN.profile, patients: [HOLDER, { ...HOLDER, id: 'patient-2', given: ['Kamala'] }] },
    };
    chat.newLines();
    await sessionChanged(chat, updated);
    expect(chat.newLines()).toEqual([]);
    expect(stateOf(chat)).toBe('menu');
    expect(chat.actor.getSnapshot().context.session).toEqual(updated);
  });
});

describe('assistant: a page for signed-in patients asked for signed out', () => {
  it('says a sign-in is needed, asks for the number and opens the page once signed in', async () => {
    const chat = startAssistant({ patients: [HOLDER] });
    await chat.wait(1000);
    chat.newLines();
    await signInFor(chat, '/profiles');
    expect(chat.newLines()).toEqual([`assistant: ${sessionText().signInNeeded}`]);
    await chat.wait(300);
    expect(chat.composer().kind).toBe('mobile');
    await signInHolder(chat);
    expect(chat.navigations).toEqual(['/profiles']);
  });

  it('interrupts the greeting, and a second request while signing in only changes the page to open', async () => {
    const chat = startAssistant({ patients: [HOLDER] });
    await signInFor(chat, '/profiles');
    expect(stateOf(chat)).toEqual({ signingIn: 'prompting' });
    await chat.wait(300);
    chat.newLines();
    await signInFor(chat, '/profiles/my-payment-history');
    expect(chat.newLines()).toEqual([]);
    expect(chat.composer().kind).toBe('mobile');
    await signInHolder(chat);
    expect(chat.navigations).toEqual(['/profiles/my-payment-history']);
  });

  it('is ignored when already signed in (a Back to the redirect)', async () => {
    const chat = startAssistant({ session: SIGNED_IN });
    await chat.wait(1000);
    chat.newLines();
    await signInFor(chat, '/profiles');
    expect(chat.newLines()).toEqual([]);
    expect(stateOf(chat)).toBe('menu');
    expect(chat.navigations).toEqual([]);
  });
});
