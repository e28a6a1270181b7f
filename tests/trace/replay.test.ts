import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createReplay, replayTrace, runTrace } from '../../flows/trace/replay';
import { parseTrace, type Trace } from '../../flows/trace/trace';
import { speak } from '../support/language';
import { activeLanguage } from '../../i18n/translate';
import { inReplayTimeZone } from '../replays/replayTimeZone';

function saved(name: string): Trace {
  return parseTrace(JSON.parse(readFileSync(new URL(`../../flows/replays/${name}.json`, import.meta.url), 'utf8')));
}

inReplayTimeZone();

describe('replay', () => {
  const trace = saved('wrong-code');
  const replay = createReplay(trace);

  it('frame 0 is what the patient saw before acting: the greeting and the menu', () => {
    const frame = replay.frame(0);
    expect(frame.step).toBeNull();
    expect(frame.lines).toEqual([
      "assistant: Good evening! I'm your hospital assistant. How can I help you today?",
      'buttons: Book a Doctor | Video Channel | Home Visit | Home Lab Test | Online Pharmacy | Chat With Hospital',
    ]);
    expect(frame.transcript.buttons.map((button) => button.label)).toContain('Chat With Hospital');
    expect(
      frame.actors.map(({ id, machineId, parentId, value, activeIds }) => ({
        id,
        machineId,
        parentId,
        value,
        activeIds,
      })),
    ).toEqual([
      {
        id: 'assistant',
        machineId: 'assistant',
        parentId: null,
        value: 'menu',
        activeIds: ['assistant', 'assistant.menu'],
      },
    ]);
    // Each actor's context as JSON, for the inspector's context pane.
    expect(frame.actors[0]?.context).toHaveProperty('counter');
  });

  it('each frame runs the clock on to the next step: after the tap, the patient is asked for their number', () => {
    const frame = replay.frame(1);
    expect(frame.step).toMatchObject({ kind: 'event', event: { type: 'chat.tap', label: 'Home Lab Test' } });
    expect(frame.lines.slice(-2)).toEqual([
      'assistant: To continue, please type your mobile number.',
      'buttons: Back to menu',
    ]);
    expect(frame.transcript.composer).toEqual({ kind: 'mobile', submitLabel: 'Send now' });
    expect(frame.actors.map((actor) => `${actor.id}<${actor.parentId ?? ''}> ${JSON.stringify(actor.value)}`)).toEqual([
      'assistant<> {"signingIn":"enteringMobile"}',
      'auth<assistant> "enteringMobile"',
    ]);
  });

  it('answers an API call with its recorded result when the replay reaches it', () => {
    const sending = replay.frame(2);
    expect(sending.actors.find((actor) => actor.id === 'auth')?.value).toBe('sendingCode');
    const sent = replay.frame(3);
    expect(sent.step).toMatchObject({ kind: 'result', actor: 'initiateAuthentication', outcome: 'done' });
    expect(sent.actors.find((actor) => actor.id === 'auth')?.activeIds).toEqual([
      'auth',
      'auth.enteringCode',
      'auth.enteringCode.counting',
    ]);
    expect(sent.lines).toContain('assistant: [success] OTP sent successfully');
  });

  it('steps back by running again from the start: the same frame as before', () => {
    const forward = replay.frame(5);
    const later = replay.frame(replay.length);
    const back = replay.frame(5);
    expect(back.lines).toEqual(forward.lines);
    expect(back.actors).toEqual(forward.actors);
    expect(back.log).toEqual(forward.log);
    expect(later.lines.length).toBeGreaterThan(back.lines.length);
  });

  it('delays run exactly: the countdown ticks every 1000 ms until the SMS-delay message', () => {
    const frames = Array.from({ length: replay.length + 1 }, (_, index) => replay.frame(index));
    const delayed = frames.findIndex((frame) =>
      frame.lines.includes('assistant: There may be SMS delays. Please wait and check again your SMS.'),
    );
    // Said while waiting after the wrong code, before the patient tapped Resend OTP.
    expect(frames[delayed + 1]?.step).toMatchObject({
      kind: 'event',
      event: { type: 'chat.tap', label: 'Resend OTP' },
    });
    const ticks = (frames[delayed]?.log ?? []).filter(
      (entry) => entry.type === '@xstate.event' && entry.eventType === 'auth.tick' && entry.target === 'assistant',
    );
    expect(ticks).toHaveLength(60);
    expect(ticks.at(-1)?.payload).toEqual({ secondsLeft: 0 });
    // After the wrong code the countdown went on from a fresh second; every other tick is a second after the one before.
    const gaps = ticks.slice(1).map((tick, index) => tick.at - (ticks[index]?.at ?? 0));
    expect(gaps.filter((gap) => gap !== 1000)).toHaveLength(1);
  });

  it('lists every event of the run in its log, with the time on the flow clock', () => {
    const { log } = replay.frame(replay.length);
    expect(
      log
        .filter((entry) => !entry.internal && entry.type === '@xstate.event')
        .map((entry) => `${entry.source ?? 'UI'} -> ${entry.target}: ${entry.eventType}`),
    ).toEqual(
      expect.arrayContaining([
        'UI -> assistant: chat.tap',
        'assistant -> auth: SUBMIT_MOBILE',
        'auth -> assistant: auth.codeSent',
        'auth -> assistant: auth.wrongCode',
      ]),
    );
    expect(log.map((entry) => entry.seq)).toEqual(log.map((_, index) => index + 1));
  });

  it('reports where a trace no longer fits the flow, and the replay test sees the difference', async () => {
    // A result nobody asks for: the code step removed, so verification never starts.
    const broken: Trace = {
      ...trace,
      steps: trace.steps.filter(
        (step) => !(step.kind === 'event' && step.event.type === 'chat.submit' && step.at > 10_000),
      ),
    };
    expect(replayTrace(broken).problems).toEqual(
      expect.arrayContaining([expect.stringMatching(/no completeAuthentication call was waiting/)]),
    );
    expect((await runTrace(broken)).transcript).not.toEqual(trace.expected.transcript);
  });
});

describe('a replay in the language it was recorded in', () => {
  it('words the conversation in Sinhala for a Sinhala recording, on a page in English', () => {
    const back = speak('si');
    back(); // loaded; the page goes on in English
    const frame = replayTrace({ ...saved('wrong-code'), language: 'si' });
    expect(frame.lines[0]).toMatch(/^assistant: සුභ සන්ධ්‍යාවක්! මම ඔබේ රෝහල් සහායකයා/);
    expect(frame.lines[1]).toMatch(/^buttons: වෛද්‍යවරයෙකු වෙන් කරන්න \| /);
    // The page's own language is untouched.
    expect(activeLanguage()).toBe('en');
  });

  it('records the language a conversation was worded in', () => {
    expect(parseTrace({ ...saved('wrong-code'), language: 'ta' }).language).toBe('ta');
    expect(() => parseTrace({ ...saved('wrong-code'), language: 'fr' })).toThrow(/language/);
  });
});
