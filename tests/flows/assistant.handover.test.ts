import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AGENT_CHAT_TEXT } from '../../domain/chatText';
import { applyChatEvent, emptyTranscript, type ChatEmitted } from '../../flows/chatProtocol';
import { HOLDER, registerFirstPatient, SIGNED_IN, startAssistant, type AssistantHarness } from './assistantHarness';

/**
 * Chat With Hospital: the assistant hands the conversation over to the hospital's staff (chat.handover
 * with the hospital) and waits until the patient comes back (chat.handback), signing a signed-out
 * patient in first (and registering a new account's first patient) without losing the choice.
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
const HANDOVER = `assistant: ${AGENT_CHAT_TEXT.handover}`;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2025, 5, 1, 9, 30));
});
afterEach(() => {
  vi.useRealTimers();
});

const stateOf = (chat: AssistantHarness): unknown => chat.actor.getSnapshot().value;
const handovers = (chat: AssistantHarness): ChatEmitted[] =>
  chat.emitted.filter((event) => event.type === 'chat.handover');

describe('assistant: Chat With Hospital signed in', () => {
  it('says the hand-over after 300 ms and hands the transcript to the hospital of the agent chat', async () => {
    const chat = startAssistant({ session: SIGNED_IN, chatHospitalId: 'org-kandy' });
    await chat.wait(1000);
    chat.newLines();
    await chat.tap('Chat With Hospital');
    expect(chat.newLines()).toEqual(['patient: Chat With Hospital']);
    expect(chat.buttons()).toEqual([]);
    expect(chat.transcript().agent).toBeNull();
    await chat.wait(299);
    expect(chat.newLines()).toEqual([]);
    await chat.wait(1);
    expect(chat.newLines()).toEqual([HANDOVER]);
    expect(handovers(chat)).toEqual([{ type: 'chat.handover', hospitalId: 'org-kandy' }]);
    expect(chat.transcript().agent).toMatchObject({ hospitalId: 'org-kandy' });
    expect(chat.composer()).toEqual({ kind: 'none' });
    expect(stateOf(chat)).toEqual({ handover: 'handedOver' });
    // Waiting for the patient: no menu comes back on its own.
    await chat.wait(60_000);
    expect(chat.buttons()).toEqual([]);
    expect(chat.newLines()).toEqual([]);
  });

  it('hands over to the input hospital when no agent chat hospital is given', async () => {
    const chat = startAssistant({ session: SIGNED_IN });
    await chat.wait(1000);
    await chat.tap('Chat With Hospital');
    await chat.wait(300);
    expect(chat.transcript().agent).toMatchObject({ hospitalId: chat.input.hospitalId });
  });

  it('takes the patient back: chat.handover null and the menu again, and can hand over again', async () => {
    const chat = startAssistant({ session: SIGNED_IN, chatHospitalId: 'org-kandy' });
    await chat.wait(1000);
    await chat.tap('Chat With Hospital');
    await chat.wait(300);
    chat.newLines();
    const handedOverAt = chat.transcript().bubbles.at(-1)?.id;
    expect(chat.transcript().agent).toEqual({ hospitalId: 'org-kandy', afterBubbleId: handedOverAt });
    await chat.handback(['chat-1']);
    expect(handovers(chat)).toEqual([
      { type: 'chat.handover', hospitalId: 'org-kandy' },
      { type: 'chat.handover', hospitalId: null, chatIds: ['chat-1'] },
    ]);
    expect(chat.transcript().agent).toBeNull();
    // The agent chat's chats stay in the transcript, after the hand-over's bubble (issue 29 item 14).
    expect(chat.transcript().handedBack).toEqual([
      { hospitalId: 'org-kandy', afterBubbleId: handedOverAt, chatIds: ['chat-1'] },
    ]);
    expect(chat.buttons()).toEqual([...SERVICES, ...EXTRAS]);
    expect(stateOf(chat)).toBe('menu');
    expect(chat.newLines()).toEqual([]);
    await chat.tap('Chat With Hospital');
    await chat.wait(300);
    expect(chat.newLines()).toEqual(['patient: Chat With Hospital', HANDOVER]);
    expect(chat.transcript().agent).toMatchObject({ hospitalId: 'org-kandy' });
  });

  it('ignores a hand-back when not handed over, and taps or typing while handed over', async () => {
    const chat = startAssistant({ session: SIGNED_IN });
    await chat.wait(1000);
    chat.actor.send({ type: 'chat.handback', chatIds: [] });
    expect(stateOf(chat)).toBe('menu');
    expect(handovers(chat)).toEqual([]);
    await chat.tap('Chat With Hospital');
    await chat.wait(300);
    chat.newLines();
    chat.actor.send({ type: 'chat.tap', command: { type: 'menu', choice: 'profile' }, label: 'Show my profile' });
    chat.actor.send({ type: 'chat.submit', text: 'hello' });
    expect(chat.newLines()).toEqual([]);
    expect(chat.navigations).toEqual([]);
    expect(stateOf(chat)).toEqual({ handover: 'handedOver' });
  });

  it('stays handed over through a reload and comes back from there', async () => {
    const chat = startAssistant({ session: SIGNED_IN, chatHospitalId: 'org-kandy' });
    await chat.wait(1000);
    await chat.tap('Chat With Hospital');
    await chat.wait(300);
    chat.reload();
    expect(stateOf(chat)).toEqual({ handover: 'handedOver' });
    // The UI keeps the transcript (and so the hand-over) itself; the snapshot carries the hospital.
    expect(chat.actor.getSnapshot().context.chatHospitalId).toBe('org-kandy');
    await chat.handback();
    expect(chat.buttons()).toEqual([...SERVICES, ...EXTRAS]);
  });
});

describe('assistant: Chat With Hospital signed out', () => {
  it('signs the patient in first, then hands over without offering the menu', async () => {
    const chat = startAssistant({ patients: [HOLDER] });
    await chat.wait(1000);
    await chat.tap('Chat With Hospital');
    await chat.wait(300);
    expect(chat.composer()).toEqual({ kind: 'mobile', submitLabel: 'Send now' });
    expect(chat.transcript().agent).toBeNull();
    await chat.type('0771234567');
    await chat.type('4821');
    expect(stateOf(chat)).toEqual({ handover: 'announcing' });
    await chat.wait(300);
    expect(chat.lines()).toEqual([
      expect.stringContaining('Good morning'),
      'patient: Chat With Hospital',
      'assistant: To continue, please type your mobile number.',
      'patient: 0771234567',
      'assistant: [success] OTP sent successfully',
      'assistant: I sent a 4-digit code to your number ending in 4567',
      'patient: 4821',
      'assistant: [success] OTP verified successfully',
      HANDOVER,
    ]);
    expect(chat.transcript().agent).toMatchObject({ hospitalId: 'org-colombo' });
    expect(chat.buttons()).toEqual([]);
    expect(chat.actor.getSnapshot().context.pendingHandover).toBe(false);
    // Back with the assistant, signed in now: the menu has the signed-in extras.
    await chat.handback();
    expect(chat.buttons()).toEqual([...SERVICES, ...EXTRAS]);
  });

  it('registers a new account first patient, then hands over', async () => {
    const chat = startAssistant();
    await chat.wait(1000);
    await chat.tap('Chat With Hospital');
    await chat.wait(300);
    await chat.type('0771234567');
    await chat.type('4821');
    await chat.wait(1600);
    // The profile is refetched 2 s after creation; the hand-over's 300 ms follow.
    await registerFirstPatient(chat);
    expect(chat.calls.registration.created).toHaveLength(1);
    expect(stateOf(chat)).toEqual({ handover: 'announcing' });
    await chat.wait(300);
    expect(chat.lines().slice(-2)).toEqual(['assistant: [success] Patient created successfully', HANDOVER]);
    expect(chat.transcript().agent).toMatchObject({ hospitalId: 'org-colombo' });
    expect(stateOf(chat)).toEqual({ handover: 'handedOver' });
  });

  it('gives up the hand-over when the new patient cannot be reloaded: the menu, and nothing pending after', async () => {
    const chat = startAssistant({ refetchFailures: 5 });
    await chat.wait(1000);
    await chat.tap('Chat With Hospital');
    await chat.wait(300);
    await chat.type('0771234567');
    await chat.type('4821');
    await chat.wait(1600);
    await registerFirstPatient(chat);
    await chat.wait(4 * 2000 + 1000);
    expect(chat.lines().slice(-1)).toEqual(['assistant: Something went wrong']);
    expect(chat.buttons()).toEqual([...SERVICES, ...EXTRAS]);
    expect(handovers(chat)).toEqual([]);
    expect(chat.actor.getSnapshot().context.pendingHandover).toBe(false);
  });

  it('forgets nothing of another choice: a service tapped signed out goes on with that service, not the hand-over', async () => {
    const chat = startAssistant({ patients: [HOLDER] });
    await chat.wait(1000);
    await chat.tap('Home Lab Test');
    await chat.wait(300);
    await chat.type('0771234567');
    await chat.type('4821');
    await chat.wait(1500);
    expect(chat.buttons()).toContain('FBC (10000001)');
    expect(handovers(chat)).toEqual([]);
  });
});

describe('transcript: chat.handover', () => {
  it('sets and clears the agent hand-over, keeping the same state for a repeat', () => {
    const handed = applyChatEvent(emptyTranscript, { type: 'chat.handover', hospitalId: 'org-colombo' });
    expect(handed.agent).toEqual({ hospitalId: 'org-colombo', afterBubbleId: null });
    expect(applyChatEvent(handed, { type: 'chat.handover', hospitalId: 'org-colombo' })).toBe(handed);
    expect(applyChatEvent(handed, { type: 'chat.handover', hospitalId: 'org-kandy' }).agent).toEqual({
      hospitalId: 'org-kandy',
      afterBubbleId: null,
    });
    const back = applyChatEvent(handed, { type: 'chat.handover', hospitalId: null, chatIds: [] });
    expect(back).toEqual({
      ...emptyTranscript,
      handedBack: [{ hospitalId: 'org-colombo', afterBubbleId: null, chatIds: [] }],
    });
    expect(applyChatEvent(back, { type: 'chat.handover', hospitalId: null, chatIds: [] })).toBe(back);
  });

  it('keeps the chats of a hand-back where the agent chat was: after the bubble it followed (issue 29 item 14)', () => {
    const said = applyChatEvent(emptyTranscript, {
      type: 'chat.say',
      id: '7',
      from: 'assistant',
      content: { kind: 'text', text: 'Handing over' },
    });
    const handed = applyChatEvent(said, { type: 'chat.handover', hospitalId: 'org-colombo' });
    expect(handed.agent).toEqual({ hospitalId: 'org-colombo', afterBubbleId: '7' });
    const back = applyChatEvent(handed, { type: 'chat.handover', hospitalId: null, chatIds: ['chat-0', 'chat-1'] });
    const again = applyChatEvent(
      applyChatEvent(back, { type: 'chat.say', id: '8', from: 'assistant', content: { kind: 'text', text: 'Menu' } }),
      { type: 'chat.handover', hospitalId: 'org-colombo' },
    );
    expect(again.agent).toEqual({ hospitalId: 'org-colombo', afterBubbleId: '8' });
    expect(again.handedBack).toEqual([
      { hospitalId: 'org-colombo', afterBubbleId: '7', chatIds: ['chat-0', 'chat-1'] },
    ]);
  });
});
