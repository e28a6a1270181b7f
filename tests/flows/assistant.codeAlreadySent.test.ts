import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { assistantMachine } from '../../flows/assistant.machine';
import { applyChatEvent, emptyTranscript, type TranscriptState } from '../../flows/chatProtocol';
import { authMachine, type Completion, type Initiation } from '../../machines/auth.machine';
import type { Profile } from '../../machines/types';
import { carechatDemo } from '../../tenants/carechat-demo';
import { describeBubble } from './assistantHarness';

/**
 * A code sent less than a minute ago (another tab, a deep link opened twice): the server sends no new
 * one, and the chat asks for that code with what is left of its countdown instead of the number again.
 */

const PROFILE: Profile = { id: 'profile-1', mobileNo: '94771234567', patients: [] };

function start(initiation: Initiation) {
  const auth = authMachine.provide({
    actors: {
      initiateAuthentication: fromPromise<Initiation, { mobile: string }>(() => Promise.resolve(initiation)),
      completeAuthentication: fromPromise<Completion, { id: string; code: number }>(() =>
        Promise.resolve({ outcome: 'failed', accessToken: null, triesLeft: 4 }),
      ),
      loadProfile: fromPromise<Profile, { accessToken: string }>(() => Promise.resolve(PROFILE)),
    },
  });
  const actor = createActor(assistantMachine.provide({ actors: { auth } }), {
    input: {
      features: carechatDemo.features,
      now: new Date(2025, 5, 1, 9, 30).getTime(),
      session: null,
      deepLink: null,
      hospitalId: 'org-colombo',
    },
  });
  let transcript: TranscriptState = emptyTranscript;
  actor.on('*', (event) => {
    transcript = applyChatEvent(transcript, event);
  });
  actor.start();
  return { actor, transcript: () => transcript };
}

/** Greeting, menu, Home Lab Test (a service that needs the account), then the number. */
async function typeNumber(chat: ReturnType<typeof start>): Promise<void> {
  await vi.advanceTimersByTimeAsync(1000);
  const lab = chat.transcript().buttons.find((button) => button.label === 'Home Lab Test');
  if (lab === undefined) throw new Error('no Home Lab Test on the menu');
  chat.actor.send({ type: 'chat.tap', command: lab.command, label: lab.label });
  await vi.advanceTimersByTimeAsync(300);
  chat.actor.send({ type: 'chat.submit', text: '0771234567' });
  await vi.advanceTimersByTimeAsync(0);
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a code already sent', () => {
  it('asks for the code sent before, with what is left of its countdown, not for the number again', async () => {
    const chat = start({
      id: 'initiation-earlier',
      mobileNo: '94771234567',
      resendAfterSeconds: 42,
      alreadySent: true,
    });
    await typeNumber(chat);

    expect(chat.transcript().bubbles.slice(-3).map(describeBubble)).toEqual([
      'patient: 0771234567',
      'assistant: [success] OTP sent successfully',
      'assistant: I already sent a 4-digit code to your number ending in 4567 less than a minute ago. Please type that code.',
    ]);
    expect(chat.transcript().composer).toEqual({
      kind: 'otp',
      submitLabel: 'Verify now',
      resend: { label: 'Resend OTP', secondsLeft: 42 },
    });
    expect(chat.actor.getSnapshot().matches({ signingIn: 'enteringCode' })).toBe(true);
  });

  it('says a code sent now as before', async () => {
    const chat = start({ id: 'initiation-now', mobileNo: '94771234567', resendAfterSeconds: 60 });
    await typeNumber(chat);

    expect(chat.transcript().bubbles.at(-1)?.content).toEqual({
      kind: 'text',
      text: 'I sent a 4-digit code to your number ending in 4567',
    });
    expect(chat.transcript().composer).toMatchObject({ kind: 'otp', resend: { secondsLeft: 60 } });
  });
});
