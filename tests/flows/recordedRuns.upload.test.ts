// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { checkpointsOf } from '../../flows/runs/checkpoints';
import { machineVersions } from '../../flows/runs/versions';
import { maskTrace } from '../../flows/trace/mask';
import { replayTrace, runTrace } from '../../flows/trace/replay';
import type { InspectionHub } from '../../src/lib/inspection';
import type { RecordedRun } from '../../src/lib/recordedRuns/runRecording';
import { startRunUploader, type RunMasker, type RunUpload } from '../../src/lib/recordedRuns/runUploader';
import { MOBILE, RIGHT_CODE, askForCode, enterRightCode, liveAssistant, when } from '../inspector/ui/liveHarness';

/**
 * A real conversation (the assistant on its conversation store, as the app runs it) recorded by the uploader with the
 * real masking, in this thread (the app runs the same in a worker: src/lib/recordedRuns/maskWorker.ts).
 */

const mask: RunMasker = (trace) => Promise.resolve({ trace: maskTrace(trace), versions: machineVersions() });

/** What patient data the fake server and the patient gave: none of it may leave in an upload. */
const PATIENT_DATA = [
  MOBILE.typed,
  MOBILE.normalised,
  '771234567',
  RIGHT_CODE,
  'Nimal',
  'Perera',
  '"token-1"',
  '1990-05-14',
];

function record(hub: InspectionHub, page: EventTarget) {
  const uploads: RunUpload[] = [];
  const stop = startRunUploader({
    hub,
    checkpointsOf,
    mask,
    transport: (upload) => {
      uploads.push(upload);
      return Promise.resolve();
    },
    tenant: 'carechat-demo',
    storage: sessionStorage,
    page,
    delayMs: 50,
    log: (message, error) => console.error(message, error),
  });
  const last = (): RecordedRun | null => {
    const upload = uploads.at(-1);
    return upload === undefined ? null : (JSON.parse(upload.run) as RecordedRun);
  };
  return { uploads, stop, last };
}

const stepNames = (run: RecordedRun): string[] =>
  run.trace.steps.map((step) => (step.kind === 'event' ? step.event.type : step.actor));

beforeEach(() => sessionStorage.clear());

describe('a recorded conversation', () => {
  it('is uploaded masked, whole, as it goes, and replays to what it says the patient saw', async () => {
    const live = liveAssistant();
    const page = new EventTarget();
    const recording = record(live.hub, page);
    await askForCode(live);
    await enterRightCode(live);
    await when(() =>
      stepNames(recording.last() ?? ({ trace: { steps: [] } } as unknown as RecordedRun)).includes('loadProfile'),
    );
    const run = recording.last();
    if (run === null) throw new Error('nothing uploaded');
    expect(stepNames(run).slice(0, 5)).toEqual([
      'chat.tap',
      'chat.submit',
      'initiateAuthentication',
      'chat.submit',
      'completeAuthentication',
    ]);
    expect(run.trace.masked).toBe(true);
    for (const upload of recording.uploads) for (const value of PATIENT_DATA) expect(upload.run).not.toContain(value);
    // Every upload is of the same run.
    expect(new Set(recording.uploads.map((upload) => upload.id)).size).toBe(1);
    expect(recording.uploads[0]?.key).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    const replayed = await runTrace(run.trace);
    expect(replayed.transcript).toEqual(run.trace.expected.transcript);
    // Checkpoints of the live conversation, the same as its masked replay's (so testers can compare the two).
    expect(run.checkpoints.length).toBeGreaterThan(3);
    expect(run.checkpoints.at(-1)?.states.join(' ')).toContain('assistant.');
    const frame = replayTrace(run.trace);
    expect(
      checkpointsOf(frame.log, run.trace.steps).map(({ states, lines, step }) => ({ states, lines, step })),
    ).toEqual(run.checkpoints.map(({ states, lines, step }) => ({ states, lines, step })));
    expect(Object.keys(run.versions)).toContain('assistant');
    live.disconnect();
    recording.stop();
  });

  it('goes on as the same run after a reload of the tab', async () => {
    const live = liveAssistant();
    const leaving = new EventTarget();
    const first = record(live.hub, leaving);
    await askForCode(live);
    await when(() => first.last()?.trace.steps.some((step) => step.kind === 'result') === true);
    // The page is left (a reload, the payment gateway) and loads again.
    leaving.dispatchEvent(new Event('pagehide'));
    first.stop();
    // The page loads again: a new hub, and the conversation resumed from storage.
    live.reload(() => null);
    const second = record(live.hub, new EventTarget());
    live.submit(RIGHT_CODE);
    await when(
      () => second.last()?.trace.steps.some((step) => step.kind === 'result' && step.actor === 'loadProfile') === true,
    );
    const run = second.last();
    if (run === null) throw new Error('nothing uploaded');
    expect(second.uploads.at(-1)?.id).toBe(first.uploads[0]?.id);
    expect(stepNames(run).slice(0, 3)).toEqual(['chat.tap', 'chat.submit', 'initiateAuthentication']);
    for (const value of PATIENT_DATA) expect(JSON.stringify(run)).not.toContain(value);
    // The two pages' checkpoints run on as one run's: the steps go on from the first page's, and the run ends where
    // its replay ends. (Their line counts may differ from the replay's by what the resumed page words again.)
    const steps = run.checkpoints.map((checkpoint) => checkpoint.step);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    expect(steps.at(-1)).toBe(run.trace.steps.length);
    const replayed = checkpointsOf(replayTrace(run.trace).log, run.trace.steps);
    expect(run.checkpoints.at(-1)?.states).toEqual(replayed.at(-1)?.states);
    live.disconnect();
    second.stop();
  });
});
