import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { menuMode, assistantOpening, opensWith } from '../../flows/assistant/opening';
import type { ChatEmitted } from '../../flows/chatProtocol';
import { captureTimers } from '../../src/lib/persistedTimers';
import { SIGNED_IN, startAssistant, type AssistantHarness } from './assistantHarness';

/**
 * The opening (flows/assistant/opening.ts) greets and offers the menu while the whole assistant loads; the
 * app then resumes its snapshot and pending timer in the whole assistant (src/features/chat/conversationStore.ts).
 * The patient must not be able to tell: the same bubbles and buttons at the same moments, then the same
 * conversation as if the whole assistant had been there from the start.
 */

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2025, 5, 1, 9, 30));
});
afterEach(() => {
  vi.useRealTimers();
});

/** The opening for the input a new signed-out conversation gets, and what it emitted when. */
function startOpening(input: AssistantHarness['input']) {
  const emitted: { at: number; event: ChatEmitted }[] = [];
  const actor = createActor(assistantOpening, { input });
  actor.on('*', (event) => emitted.push({ at: Date.now(), event }));
  actor.start();
  /** What the app hands over: the snapshot as sessionStorage would keep it, and the pending timers. */
  const handOver = () => {
    const handed = {
      snapshot: JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as unknown,
      timers: captureTimers(actor),
    };
    actor.stop();
    return handed;
  };
  return { actor, emitted, handOver };
}

describe("the assistant's opening", () => {
  it('says and offers exactly what the whole assistant does, at the same moments', async () => {
    const whole = startAssistant();
    const wholeEmitted: { at: number; event: ChatEmitted }[] = [];
    whole.actor.on('*', (event) => wholeEmitted.push({ at: Date.now(), event }));
    const opening = startOpening(whole.input);
    // The whole assistant's greeting was emitted before the listener above: it is the first of its transcript.
    expect(opening.emitted.map(({ event }) => event)).toEqual(whole.emitted);
    await vi.advanceTimersByTimeAsync(1500);
    expect(opening.emitted.slice(1)).toEqual(wholeEmitted);
    expect(opening.emitted.map(({ event }) => event.type)).toEqual(['chat.say', 'chat.input', 'chat.ask']);
    expect(opening.actor.getSnapshot().value).toBe('menu');
  });

  it('hands over during the greeting: the whole assistant offers the menu when the opening would have', async () => {
    const { input } = startAssistant();
    const opening = startOpening(input);
    await vi.advanceTimersByTimeAsync(400);
    const handed = opening.handOver();
    expect(handed.timers).toHaveLength(1);

    const chat = startAssistant({ resume: handed });
    expect(chat.actor.getSnapshot().value).toBe('greeting');
    await chat.wait(599);
    expect(chat.buttons()).toEqual([]);
    await chat.wait(1);
    expect(chat.buttons()).toEqual([
      'Book a Doctor',
      'Video Channel',
      'Home Visit',
      'Home Lab Test',
      'Online Pharmacy',
      'Chat With Hospital',
    ]);
  });

  it('hands over at the menu: a tap then goes on as in an assistant that was there from the start, bubble ids included', async () => {
    const fromStart = startAssistant();
    const opening = startOpening(fromStart.input);
    await vi.advanceTimersByTimeAsync(1000);
    const offered = opening.emitted.flatMap(({ event }) => (event.type === 'chat.ask' ? event.buttons : []));
    const homeLabTest = offered.find((button) => button.label === 'Home Lab Test');
    if (homeLabTest === undefined) throw new Error('the opening offered no Home Lab Test');
    const chat = startAssistant({ resume: opening.handOver() });
    expect(chat.actor.getSnapshot().value).toBe('menu');

    const before = fromStart.emitted.length;
    for (const each of [fromStart, chat])
      each.actor.send({ type: 'chat.tap', command: homeLabTest.command, label: homeLabTest.label });
    await vi.advanceTimersByTimeAsync(1500);
    expect(chat.emitted.length).toBeGreaterThan(1);
    expect(chat.emitted).toEqual(fromStart.emitted.slice(before));
    expect(chat.transcript().bubbles.map((bubble) => [bubble.id, bubble.from])).toEqual(
      fromStart
        .transcript()
        .bubbles.slice(1)
        .map((bubble) => [bubble.id, bubble.from]),
    );
    expect(chat.lines()[0]).toBe('patient: Home Lab Test');
  });

  it("offers the menu's text box with its buttons, and a sentence typed there before the whole assistant came is understood as if it had been there", async () => {
    const fromStart = startAssistant();
    const opening = startOpening(fromStart.input);
    await vi.advanceTimersByTimeAsync(1000);
    expect(opening.emitted.map(({ event }) => event)).toContainEqual({ type: 'chat.input', mode: menuMode() });
    const chat = startAssistant({ resume: opening.handOver() });
    const before = fromStart.emitted.length;
    for (const each of [fromStart, chat]) each.actor.send({ type: 'chat.submit', text: 'cardiologist tomorrow' });
    await vi.advanceTimersByTimeAsync(1500);
    expect(chat.emitted).toEqual(fromStart.emitted.slice(before));
    expect(chat.lines()).toContain('assistant: we found these sessions for you');
  });

  it('opens only a new conversation signed out without a deep link', () => {
    const { input } = startAssistant();
    expect(opensWith(input)).toBe(true);
    expect(opensWith({ ...input, session: SIGNED_IN })).toBe(false);
    expect(
      opensWith({
        ...input,
        deepLink: {
          kind: 'appointment',
          mobile: '94771234567',
          patientId: 'p',
          sessionId: 's',
          appointmentId: 'a',
          extra: 'x',
        },
      }),
    ).toBe(false);
  });
});
