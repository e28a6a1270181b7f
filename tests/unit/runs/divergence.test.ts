import { describe, expect, it } from 'vitest';
import { enqueueActions } from 'xstate';
import { composeAssistant } from '../../../flows/compose';
import { checkpointsOf, type Checkpoint } from '../../../flows/runs/checkpoints';
import { firstDivergence } from '../../../flows/runs/divergence';
import { replayDivergence } from '../../../flows/runs/replayDivergence';
import { maskTrace } from '../../../flows/trace/mask';
import type { ReplayOptions } from '../../../flows/trace/replay';
import { inReplayTimeZone } from '../../replays/replayTimeZone';
import { recordScript } from '../../replays/recordScript';
import { SCRIPTS } from '../../replays/scripts';
import { divergenceText } from '../../runs/divergenceText';

inReplayTimeZone();

/** A run as the browser uploads it: the masked trace and the checkpoints of the live log. */
async function recordedRun(name: string): Promise<{ trace: ReturnType<typeof maskTrace>; checkpoints: Checkpoint[] }> {
  const { trace, log } = await recordScript(SCRIPTS[name]!, { recordedAt: '2025-06-02T04:00:00.000Z' });
  return { trace: maskTrace(trace), checkpoints: checkpointsOf(log, trace.steps) };
}

/** "The next build": the real assistant with one guard or action given another way, nothing edited. */
const payButtonsIgnored: ReplayOptions = {
  compose: (_flow, api) => composeAssistant(api).provide({ guards: { tappedPay: () => false } }),
};

const shoutedEcho: ReplayOptions = {
  compose: (_flow, api) =>
    composeAssistant(api).provide({
      actions: {
        // The patient's tap said in capitals, through the real `say`.
        echo: enqueueActions(({ event, enqueue }) => {
          if (event.type === 'chat.tap')
            enqueue({
              type: 'say',
              params: { from: 'patient', content: { kind: 'text', text: event.label.toUpperCase() } },
            });
        }),
      },
    }),
};

describe('replayDivergence', () => {
  it('finds nothing when the machines did not change', async () => {
    const run = await recordedRun('booking-quick-pay');
    const { divergence, problems } = replayDivergence(run);
    expect(problems).toEqual([]);
    expect(divergence).toBeNull();
  });

  it('shows the step where a changed guard takes the conversation elsewhere', async () => {
    const run = await recordedRun('booking-quick-pay');
    const payStep = run.trace.steps.findIndex(
      (step) =>
        step.kind === 'event' &&
        step.event.type === 'chat.tap' &&
        typeof step.event.label === 'string' &&
        step.event.label.startsWith('Pay'),
    );
    expect(payStep).toBeGreaterThan(0);

    const { divergence } = replayDivergence(run, payButtonsIgnored);
    expect(divergence).not.toBeNull();
    // Everything before the tap on Pay agrees; the tap is where they part.
    expect(divergence?.recorded).toMatchObject({ step: payStep + 1, event: 'chat.tap' });
    expect(divergence?.recorded?.states).toContain('assistant.booking.running.working');
    expect(divergence?.replayed?.states ?? []).not.toContain('assistant.booking.running.working');
    expect(run.checkpoints.slice(0, divergence?.index)).toEqual(
      replayDivergence(run).replayed.checkpoints.slice(0, divergence?.index),
    );
    // The transcripts side by side: the same up to the patient's tap, then apart.
    const pairs = divergence?.lines ?? [];
    const first = divergence?.firstLine ?? -1;
    expect(first).toBeGreaterThan(0);
    expect(pairs.slice(0, first).every((pair) => pair.same)).toBe(true);
    expect(pairs[first]?.same).toBe(false);
    expect(pairs[first]?.recorded).toMatch(/^patient: Pay/);
    // As the folder of recorded runs (tests/runs) reports it.
    const text = divergenceText(divergence!, ['assistant']);
    expect(text).toContain(`First divergence at checkpoint ${divergence!.index + 1}:`);
    expect(text).toContain('Machines changed since the recording: assistant.');
    expect(text).toMatch(new RegExp(`≠ +${first + 1} patient: Pay`));
  });

  it('shows a wording change at the first bubble it changed, the path being the same', async () => {
    const run = await recordedRun('booking-quick-pay');
    const { divergence } = replayDivergence(run, shoutedEcho);
    expect(divergence?.index).toBe(2);
    expect(divergence?.recorded).toEqual(divergence?.replayed);
    expect(divergence?.recorded).toMatchObject({ step: 1, event: 'chat.tap' });
    const first = divergence?.firstLine ?? -1;
    expect(divergence?.lines[first]).toEqual({
      recorded: 'patient: Book a Doctor',
      replayed: 'patient: BOOK A DOCTOR',
      same: false,
    });
  });
});

function at(step: number, states: string[], lines: number): Checkpoint {
  return { at: step * 100, step, event: 'chat.tap', states, lines };
}

describe('firstDivergence (rules)', () => {
  const recorded = { checkpoints: [at(0, ['a', 'a.menu'], 1), at(1, ['a', 'a.x'], 2)], lines: ['hello', 'x'] };

  it('ignores times alone', () => {
    const later = recorded.checkpoints.map((checkpoint) => ({ ...checkpoint, at: checkpoint.at + 5 }));
    expect(firstDivergence(recorded, { ...recorded, checkpoints: later })).toBeNull();
  });

  it('reports a replay that stops short, or goes on, at the first checkpoint one side lacks', () => {
    const short = { checkpoints: recorded.checkpoints.slice(0, 1), lines: ['hello'] };
    expect(firstDivergence(recorded, short)).toEqual({
      index: 1,
      recorded: recorded.checkpoints[1],
      replayed: null,
      firstLine: 1,
      lines: [
        { recorded: 'hello', replayed: 'hello', same: true },
        { recorded: 'x', replayed: null, same: false },
      ],
    });
    expect(firstDivergence(short, recorded)?.index).toBe(1);
  });

  it('reports lines left over past the last checkpoint', () => {
    expect(firstDivergence(recorded, { ...recorded, lines: ['hello', 'x', 'more'] })).toMatchObject({
      index: 2,
      recorded: null,
      replayed: null,
      firstLine: 2,
    });
  });
});
