import { describe, expect, it } from 'vitest';
import { checkpointsOf } from '../../../flows/runs/checkpoints';
import { maskTrace } from '../../../flows/trace/mask';
import type { LogEntry } from '../../../flows/trace/recorder';
import { replayTrace } from '../../../flows/trace/replay';
import type { JsonValue } from '../../../flows/trace/json';
import { recordScript } from '../../replays/recordScript';
import { SCRIPTS } from '../../replays/scripts';
import { SAVED_REPLAYS, replayedCheckpoints, savedReplay } from './runFixtures';
import { inReplayTimeZone } from '../../replays/replayTimeZone';

inReplayTimeZone();

describe('checkpointsOf over the committed replays', () => {
  it.each(SAVED_REPLAYS)(
    '%s: the same checkpoints each time, ending with every step, line and active state',
    (name) => {
      const trace = savedReplay(name);
      const frame = replayTrace(trace);
      const checkpoints = checkpointsOf(frame.log, trace.steps);
      expect(replayedCheckpoints(trace)).toEqual(checkpoints);

      const last = checkpoints.at(-1);
      expect(last?.step).toBe(trace.steps.length);
      expect(last?.lines).toBe(trace.expected.transcript.length);
      // The ids are XState's own node ids, as the inspector graph names its nodes.
      for (const actor of frame.actors) expect(last?.states).toEqual(expect.arrayContaining(actor.activeIds));
      // In order, and each differs from the one before.
      checkpoints.forEach((checkpoint, index) => {
        const before = checkpoints[index - 1];
        if (before === undefined) return;
        expect(checkpoint.at).toBeGreaterThanOrEqual(before.at);
        expect(checkpoint.step).toBeGreaterThanOrEqual(before.step);
        expect([checkpoint.states, checkpoint.lines]).not.toEqual([before.states, before.lines]);
        expect(checkpoint.states).toEqual([...checkpoint.states].sort());
      });
    },
  );

  it('names each checkpoint after what moved the conversation, with the transcript count at that moment', () => {
    const checkpoints = replayedCheckpoints(savedReplay('booking-quick-pay'));
    expect(checkpoints[0]).toEqual({
      at: 0,
      step: 0,
      event: 'xstate.init',
      states: ['assistant', 'assistant.greeting'],
      lines: 1,
    });
    const paid = checkpoints.find((checkpoint) => checkpoint.states.includes('payment.paid'));
    expect(paid).toMatchObject({
      event: 'xstate.done.actor.0.payment.completing',
      states: [
        'assistant',
        'assistant.booking',
        'assistant.booking.booked',
        'booking',
        'booking.booked',
        'payment',
        'payment.paid',
      ],
    });
    // The finished booking and payment machines are gone from the next checkpoint.
    const next = checkpoints[checkpoints.indexOf(paid!) + 1];
    expect(next?.states).toEqual(['assistant', 'assistant.booking', 'assistant.booking.viewing']);
  });
});

describe('checkpointsOf live and on replay', () => {
  it.each(['booking-quick-pay', 'wrong-code', 'registration-new-number', 'agent-chat-handover'])(
    '%s: a recorded conversation has the same checkpoints live, on replay and on replay of its masked trace',
    async (name) => {
      const { trace, log } = await recordScript(SCRIPTS[name]!, { recordedAt: '2025-06-02T04:00:00.000Z' });
      const live = checkpointsOf(log, trace.steps);
      expect(live.length).toBeGreaterThan(3);
      expect(replayedCheckpoints(trace)).toEqual(live);
      expect(replayedCheckpoints(maskTrace(trace))).toEqual(live);
    },
  );

  it.each(['booking-quick-pay', 'appointment-refund', 'order-lab-test'])(
    '%s: timers firing late on the phone change no checkpoint (the recorder keeps flow time)',
    async (name) => {
      const { trace, log } = await recordScript(SCRIPTS[name]!, { lag: (nth) => (nth % 3) * 40 });
      expect(replayedCheckpoints(trace)).toEqual(checkpointsOf(log, trace.steps));
    },
  );
});

function entry(type: LogEntry['type'], target: string, eventType: string, extra: Partial<LogEntry> = {}): LogEntry {
  return { seq: 0, at: 0, type, source: null, target, eventType, payload: {}, state: null, internal: false, ...extra };
}

function actor(name: string, machine: string | null, path: string, source: string | null): LogEntry {
  return entry('@xstate.actor', name, '@xstate.actor', { source, payload: { machine, path } });
}

function snapshot(name: string, eventType: string, state: JsonValue, status = 'active', at = 0): LogEntry {
  return entry('@xstate.snapshot', name, eventType, { state, at, payload: { status } });
}

describe('checkpointsOf over a log (rules)', () => {
  it('drops a stopped machine at once, and a conversation resumed in a new root starts afresh', () => {
    const log: LogEntry[] = [
      actor('assistant', 'assistant', '', null),
      entry('@xstate.event', 'assistant', 'xstate.init'),
      actor('auth', 'auth', '/auth', 'assistant'),
      entry('@xstate.event', 'auth', 'xstate.init', { source: 'assistant' }),
      snapshot('auth', 'xstate.init', 'enteringMobile'),
      snapshot('assistant', 'xstate.init', { signingIn: 'enteringMobile' }),
      entry('@xstate.event', 'assistant', 'chat.tap', { at: 5 }),
      snapshot('auth', 'xstate.stop', 'enteringMobile', 'stopped', 5),
      snapshot('assistant', 'chat.tap', 'menu', 'active', 5),
      actor('assistant', 'assistant', '', null),
      entry('@xstate.event', 'assistant', 'xstate.init', { at: 9 }),
      snapshot('assistant', 'xstate.init', 'menu', 'active', 9),
    ];
    expect(checkpointsOf(log, [{ kind: 'event', at: 5, event: { type: 'chat.tap' } }])).toEqual([
      {
        at: 0,
        step: 0,
        event: 'xstate.init',
        states: [
          'assistant',
          'assistant.signingIn',
          'assistant.signingIn.enteringMobile',
          'auth',
          'auth.enteringMobile',
        ],
        lines: 0,
      },
      { at: 5, step: 1, event: 'chat.tap', states: ['assistant', 'assistant.menu'], lines: 0 },
    ]);
  });

  it('counts a result step when its call settles, and a handling cut short ends at the next one', () => {
    const log: LogEntry[] = [
      actor('assistant', 'assistant', '', null),
      entry('@xstate.event', 'assistant', 'xstate.init'),
      actor('understandText', null, '/0.assistant.reading', 'assistant'),
      // Sent to an actor that had stopped: logged, never snapshotted.
      entry('@xstate.event', 'gone', 'PING', { source: 'assistant' }),
      snapshot('assistant', 'xstate.init', 'reading'),
      entry('@xstate.event', 'understandText', 'xstate.promise.resolve', { source: 'understandText', at: 20 }),
      entry('@xstate.event', 'assistant', 'xstate.done.actor.0.assistant.reading', {
        source: 'understandText',
        at: 20,
      }),
      entry('emitted', 'transcript', 'chat.say', {
        source: 'assistant',
        at: 20,
        payload: { id: 'b1', from: 'assistant', content: { kind: 'text', text: 'Found it' } },
      }),
      snapshot('assistant', 'xstate.done.actor.0.assistant.reading', 'ready', 'active', 20),
      snapshot('understandText', 'xstate.promise.resolve', 'done', 'done', 20),
    ];
    expect(
      checkpointsOf(log, [{ kind: 'result', at: 20, actor: 'understandText', outcome: 'done', output: null }]),
    ).toEqual([
      { at: 0, step: 0, event: 'xstate.init', states: ['assistant', 'assistant.reading'], lines: 0 },
      {
        at: 20,
        step: 1,
        event: 'xstate.done.actor.0.assistant.reading',
        states: ['assistant', 'assistant.ready'],
        lines: 1,
      },
    ]);
  });
});
