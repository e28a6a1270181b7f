import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { createActor, type InspectionEvent } from 'xstate';
import { composeAssistant } from '../../flows/compose';
import { toJson } from '../../flows/trace/json';
import { createRecorder } from '../../flows/trace/recorder';
import { replayTrace, runTrace } from '../../flows/trace/replay';
import { parseTrace, type Trace } from '../../flows/trace/trace';
import { captureTimers, restoreTimers } from '../../src/lib/persistedTimers';
import { recordScript, type Patient_ } from '../replays/recordScript';
import { ScriptClock, settle } from '../replays/scriptClock';
import { scriptedApi } from '../replays/scriptedApi';
import { SCRIPTS } from '../replays/scripts';
import { inReplayTimeZone } from '../replays/replayTimeZone';

const SMS_DELAY = 'assistant: There may be SMS delays. Please wait and check again your SMS.';

inReplayTimeZone();

async function waitForLine(p: Patient_, text: string): Promise<void> {
  for (let waited = 0; waited < 10_000; waited += 100) {
    if (p.lines().some((line) => line.includes(text))) return;
    await p.wait(100);
  }
  throw new Error(`'${text}' never appeared`);
}

describe('recorder', () => {
  it('records the UI events reaching the root and the API results, with their times, and what the patient saw', async () => {
    const { trace } = await recordScript(SCRIPTS['sign-in-holder']!, { recordedAt: '2025-06-02T04:00:00.000Z' });
    expect(
      trace.steps.map((step) =>
        step.kind === 'event' ? `${step.at} ${step.event.type}` : `${step.at} ${step.actor} ${step.outcome}`,
      ),
    ).toEqual([
      '2100 chat.tap',
      '6400 chat.submit',
      // The API answered 420 ms after the number was sent.
      '6820 initiateAuthentication done',
      '16200 chat.submit',
      '16460 completeAuthentication done',
      '16640 loadProfile done',
      '18800 chat.tap',
      '20200 chat.tap',
    ]);
    expect(trace.machines).toEqual(['assistant', 'auth']);
    expect(trace.expected.finalState).toEqual({ order: { medication: { choosingPatient: 'answering' } } });
    expect(trace.expected.transcript).toContain('assistant: I sent a 4-digit code to your number ending in 4567');
    // What it wrote is a valid trace.
    expect(parseTrace(JSON.parse(JSON.stringify(trace)))).toEqual(trace);
  });

  it('takes the input from the root start event, and logs events with sources, targets and resulting states', async () => {
    const clock = new ScriptClock();
    const api = scriptedApi(clock, {});
    const recorder = createRecorder({
      flow: 'assistant',
      tenant: 'carechat-demo',
      input: null,
      clock,
    });
    const input = SCRIPTS['greeting-and-menu']!.input;
    const actor = createActor(composeAssistant(api.actors), { input, clock, inspect: (ev) => recorder.inspect(ev) });
    actor.start();
    await clock.advance(1500);
    actor.send({ type: 'chat.tap', command: { type: 'menu', choice: 'examinationOrder' }, label: 'Home Lab Test' });
    const trace = recorder.toTrace({ value: toJson(actor.getSnapshot().value) });
    expect(trace.input).toEqual(toJson(input));
    const tap = recorder.log().find((entry) => entry.eventType === 'chat.tap');
    expect(tap).toMatchObject({
      type: '@xstate.event',
      at: 1500,
      source: null,
      target: 'assistant',
      state: { order: { examination: { choosingPatient: 'asking' } } },
      internal: false,
    });
    const greetingDelay = recorder.log().find((entry) => entry.eventType.startsWith('xstate.after.buttonsDelay'));
    // Signed in, the greeting checks the upcoming appointments before the menu (spec 000 §2).
    expect(greetingDelay).toMatchObject({
      at: 1000,
      source: 'assistant',
      target: 'assistant',
      internal: true,
      state: 'checkingUpcoming',
    });
  });

  it('ignores actor systems of other machines', () => {
    const recorder = createRecorder({ flow: 'auth', tenant: 't', input: null, clock: { now: () => 0 } });
    const actor = createActor(composeAssistant(scriptedApi(new ScriptClock(), {}).actors), {
      input: SCRIPTS['greeting-and-menu']!.input,
      inspect: (ev) => recorder.inspect(ev),
    });
    actor.start();
    actor.stop();
    expect(recorder.log()).toEqual([]);
  });

  it('keeps a step before a timer that was due but had not fired yet (a late timer), so the replay takes the same path', async () => {
    // Every timer fires 1.5 s late, as in a throttled background tab: the countdown's last tick
    // is due 60 s after the code was sent but fires at 150 s. The code is typed at 149.9 s.
    const script = {
      ...SCRIPTS['sign-in-holder']!,
      play: async (p: Patient_) => {
        await p.wait(4000);
        await p.tap('Home Lab Test');
        await p.wait(4000);
        await p.type('0771234567');
        await waitForLine(p, 'I sent a 4-digit code');
        await p.wait(149_850);
        await p.type(p.latestCode());
        await p.wait(12_000);
      },
    };
    const { trace, wallTimes } = await recordScript(script, { lag: () => 1500 });
    // Live, the code beat the late tick: no SMS-delay message.
    expect(trace.expected.transcript).not.toContain(SMS_DELAY);
    expect(trace.expected.transcript).toContain('assistant: [success] OTP verified successfully');
    expect(await runTrace(trace)).toEqual(trace.expected);

    // Kept on wall-clock times instead, the replay would fire the last tick first and say more.
    expect(wallTimes).toHaveLength(trace.steps.length);
    const wallClock: Trace = {
      ...trace,
      steps: trace.steps.map((step, index) => ({ ...step, at: wallTimes[index] ?? 0 })),
      duration: clockEnd(wallTimes),
    };
    expect((await runTrace(wallClock)).transcript).toContain(SMS_DELAY);
  });

  it('follows a conversation resumed from its stored snapshot (React StrictMode connects twice)', async () => {
    // XState stamps scheduled timers with the wall clock: held still, the restore is exact on a loaded machine too.
    const wallClock = vi.spyOn(Date, 'now').mockReturnValue(Date.now());
    onTestFinished(() => wallClock.mockRestore());
    const clock = new ScriptClock();
    const api = scriptedApi(clock, {});
    const logic = composeAssistant(api.actors);
    const recorder = createRecorder({
      flow: 'assistant',
      tenant: 'carechat-demo',
      input: null,
      clock,
    });
    const inspect = (ev: InspectionEvent): void => recorder.inspect(ev);
    const input = SCRIPTS['sign-in-holder']!.input;
    const first = createActor(logic, { input, clock, inspect });
    first.on('*', (ev) => recorder.emitted(ev));
    first.start();
    const stored = { snapshot: first.getPersistedSnapshot(), timers: captureTimers(first) };
    first.stop();
    const second = createActor(logic, {
      snapshot: JSON.parse(JSON.stringify(stored.snapshot)) as typeof stored.snapshot,
      input,
      clock,
      inspect,
    });
    second.on('*', (ev) => recorder.emitted(ev));
    second.start();
    restoreTimers(second, stored.timers, Date.now());
    await clock.advance(2000);
    const menu = second.getSnapshot().value;
    second.send({ type: 'chat.tap', command: { type: 'menu', choice: 'examinationOrder' }, label: 'Home Lab Test' });
    await clock.advance(2000);
    await settle();
    const trace = recorder.toTrace({ value: toJson(second.getSnapshot().value) });
    expect(menu).toBe('menu');
    expect(trace.input).toEqual(toJson(input));
    expect(trace.steps).toHaveLength(1);
    expect(trace.steps[0]).toMatchObject({
      kind: 'event',
      event: { type: 'chat.tap', command: { type: 'menu', choice: 'examinationOrder' }, label: 'Home Lab Test' },
    });
    // The restored timers were rescheduled for the time they had left: the step is where the first run had it.
    expect(trace.steps[0]?.at).toBe(2000);
    expect(await runTrace(trace)).toEqual(trace.expected);
    expect(replayTrace(trace).lines.slice(-2)).toEqual([
      'assistant: To continue, please type your mobile number.',
      'buttons: Back to menu',
    ]);
  });
});

function clockEnd(times: readonly number[]): number {
  return (times.at(-1) ?? 0) + 12_000;
}

describe('recorder on the real clock', () => {
  it('records a sign-in run on real timers (Date.now, setTimeout) that replays to the same transcript', async () => {
    const realTimers = { setTimeout: (fn: () => void, ms: number): number => Number(setTimeout(fn, ms)) };
    const api = scriptedApi(realTimers, {});
    const input = SCRIPTS['sign-in-holder']!.input;
    const recorder = createRecorder({ flow: 'assistant', tenant: 'carechat-demo', input: toJson(input) });
    const actor = createActor(composeAssistant(api.actors), { input, inspect: (ev) => recorder.inspect(ev) });
    actor.on('*', (ev) => recorder.emitted(ev));
    const lines = (): string[] =>
      recorder
        .log()
        .filter((entry) => entry.type === 'emitted')
        .map((entry) => JSON.stringify(entry.payload));
    const until = async (text: string): Promise<void> => {
      const started = Date.now();
      while (!lines().some((line) => line.includes(text))) {
        if (Date.now() - started > 5000) throw new Error(`'${text}' never appeared`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    actor.start();
    await until('Home Lab Test');
    actor.send({ type: 'chat.tap', command: { type: 'menu', choice: 'examinationOrder' }, label: 'Home Lab Test' });
    await until('type your mobile number');
    actor.send({ type: 'chat.submit', text: '0779876543' });
    await until('I sent a 4-digit code');
    actor.send({ type: 'chat.submit', text: api.latestCode() });
    // A new number: registration asks for the prefix with buttons.
    await until('Baby Of');
    const trace = recorder.toTrace({ value: toJson(actor.getSnapshot().value) });
    actor.stop();
    expect(trace.expected.finalState).toEqual({ registering: { prefix: 'answering' } });
    expect(trace.expected.transcript.at(-1)).toBe('buttons: Mr | Miss | Mrs | Ms | Baby | Baby Of');
    expect(await runTrace(trace)).toEqual(trace.expected);
  }, 15_000);
});
