import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, setup, type Actor } from 'xstate';
import { REPORT_RESULT_DELAY_MS } from '../../domain/labReport';
import {
  remainingMs,
  reportViewMachine,
  type ReportResults,
  type ReportSummary,
} from '../../machines/reportView.machine';
import { modelPaths } from './modelPaths';
import { deferredApi } from './paymentHarness';
import { RESULTS, verifiedAgo } from './reportViewFixtures';

/**
 * Model-based test of machines/reportView.machine.ts: the report the list holds (waiting, unpaid, awaiting,
 * external, or opened by its link), the clock, the live updates, what the patient presses and what the server
 * answers, and what must follow (state, requests sent, the countdown, the notes). Paths from xstate/graph
 * replayed against the real machine on a simulated clock with deferred actors.
 */

const EVENT_TYPES = [
  'START',
  'START_UNPAID',
  'START_LINK',
  'START_AWAITING',
  'START_EXTERNAL',
  'TICK',
  'ELAPSE',
  'VERIFY',
  'PAID',
  'OPEN',
  'LOAD_OK',
  'LOAD_FAILS',
  'RETRY',
  'DOWNLOAD',
  'DOWNLOAD_OK',
  'DOWNLOAD_FAILS',
  'BEAT_OK',
  'BEAT_FAILS',
  'DISMISS',
  'AMEND',
] as const;
type ModelEvent = { type: (typeof EVENT_TYPES)[number] };

interface Expected {
  loads: number;
  downloads: number;
  beats: number;
  unpaid: boolean;
  /** The 'downloaded' note shows. */
  downloaded: boolean;
  loadError: boolean;
  downloadError: boolean;
  /** A live change came while a request was in flight (once: a loop would have no end). */
  changedInFlight: boolean;
  ticked: boolean;
}

const inFlight = { guard: 'notChangedInFlight', actions: 'changeInFlight' } as const;

const model = setup({
  types: { context: {} as Expected, events: {} as ModelEvent },
  actions: {
    load: assign({ loads: ({ context }) => context.loads + 1, loadError: false }),
    download: assign({ downloads: ({ context }) => context.downloads + 1, downloadError: false, downloaded: false }),
    changeInFlight: assign({ changedInFlight: true }),
  },
  guards: { notChangedInFlight: ({ context }) => !context.changedInFlight },
}).createMachine({
  id: 'reportViewModel',
  context: {
    loads: 0,
    downloads: 0,
    beats: 0,
    unpaid: false,
    downloaded: false,
    loadError: false,
    downloadError: false,
    changedInFlight: false,
    ticked: false,
  },
  initial: 'unstarted',
  states: {
    unstarted: {
      on: {
        START: 'waiting',
        START_UNPAID: { target: 'waiting', actions: assign({ unpaid: true }) },
        START_LINK: 'waitingOpened',
        START_AWAITING: 'awaiting',
        START_EXTERNAL: 'external',
      },
    },
    awaiting: { on: { VERIFY: 'waiting' } },
    external: {},
    waiting: {
      on: {
        TICK: { guard: ({ context }) => !context.ticked, actions: assign({ ticked: true }) },
        ELAPSE: [{ guard: ({ context }) => context.unpaid, target: 'paymentPending' }, { target: 'ready' }],
      },
    },
    /** Opened by its link before the wait is over: the results load when it is. */
    waitingOpened: { on: { ELAPSE: { target: 'loading', actions: 'load' } } },
    paymentPending: { on: { PAID: { target: 'ready', actions: assign({ unpaid: false }) } } },
    ready: { on: { OPEN: { target: 'loading', actions: 'load' } } },
    loading: {
      on: {
        LOAD_OK: 'showing',
        LOAD_FAILS: { target: 'loadFailed', actions: assign({ loadError: true }) },
        // Kept for later: the answer comes first.
        AMEND: inFlight,
      },
    },
    loadFailed: {
      on: { RETRY: { target: 'loading', actions: 'load' }, AMEND: { target: 'loading', actions: 'load' } },
    },
    showing: {
      on: {
        DOWNLOAD: { target: 'downloading', actions: 'download' },
        // An amended report is read again.
        AMEND: { target: 'loading', actions: 'load' },
      },
    },
    downloading: {
      on: {
        // The file is saved: the heartbeat follows.
        DOWNLOAD_OK: {
          target: 'heartbeat',
          actions: assign({ beats: ({ context }) => context.beats + 1, downloaded: true }),
        },
        DOWNLOAD_FAILS: { target: 'downloadFailed', actions: assign({ downloadError: true }) },
        AMEND: inFlight,
      },
    },
    heartbeat: {
      on: {
        BEAT_OK: 'showing',
        // A lost heartbeat is not the patient's problem.
        BEAT_FAILS: 'showing',
        AMEND: inFlight,
      },
    },
    downloadFailed: {
      on: {
        RETRY: { target: 'downloading', actions: 'download' },
        DISMISS: { target: 'showing', actions: assign({ downloadError: false }) },
        AMEND: { target: 'loading', actions: ['load', assign({ downloadError: false })] },
      },
    },
  },
});

const {
  paths,
  stepsOf,
  describe: describePath,
} = modelPaths<ModelEvent>(model, EVENT_TYPES, ['loads', 'downloads', 'beats']);

const NAMES = ['loadResults', 'downloadPdf', 'sendHeartbeat'] as const;
type Api = ReturnType<typeof deferredApi<(typeof NAMES)[number]>>;
interface Rig {
  actor: Actor<typeof reportViewMachine>;
  api: Api;
}

function start(report: ReportSummary, open = false): Rig {
  const api = deferredApi(NAMES);
  const machine = reportViewMachine.provide({
    actors: {
      loadResults: api.actor<ReportResults, { reportId: string }>('loadResults'),
      downloadPdf: api.actor<string, { reportId: string }>('downloadPdf'),
      sendHeartbeat: api.actor<unknown, { reportId: string }>('sendHeartbeat'),
    },
  });
  return { actor: createActor(machine, { input: { report, now: Date.now(), open } }).start(), api };
}

const report = (rig: Rig): ReportSummary => rig.actor.getSnapshot().context.report;
const change = (rig: Rig, next: ReportSummary): void =>
  rig.actor.send({ type: 'REPORT_CHANGED', report: next, now: Date.now() });

async function perform(rig: Rig | null, event: ModelEvent): Promise<Rig | null> {
  const now = Date.now();
  switch (event.type) {
    case 'START':
      return start(verifiedAgo(now, 5));
    case 'START_UNPAID':
      return start(verifiedAgo(now, 5, { patientCreditStatus: 'pending' }));
    case 'START_LINK':
      return start(verifiedAgo(now, 5), true);
    case 'START_AWAITING':
      return start(verifiedAgo(now, 0, { status: 'preliminary', verifiedTime: null }));
    case 'START_EXTERNAL':
      return start(verifiedAgo(now, 30, { diagnosticReportOutsourcedType: 'external' }));
    case 'TICK': {
      const before = rig === null ? 0 : remainingMs(rig.actor.getSnapshot().context);
      await vi.advanceTimersByTimeAsync(1_000);
      if (rig) expect(remainingMs(rig.actor.getSnapshot().context)).toBe(before - 1_000);
      return rig;
    }
    case 'ELAPSE':
      if (rig) await vi.advanceTimersByTimeAsync(remainingMs(rig.actor.getSnapshot().context));
      break;
    case 'VERIFY':
      if (rig) change(rig, { ...report(rig), status: 'final', verifiedTime: new Date(now).toISOString() });
      break;
    case 'PAID':
      if (rig) change(rig, { ...report(rig), patientCreditStatus: 'paid' });
      break;
    case 'AMEND':
      if (rig) change(rig, { ...report(rig), status: 'amended' });
      break;
    case 'LOAD_OK':
      await rig?.api.answer('loadResults', RESULTS);
      break;
    case 'LOAD_FAILS':
      await rig?.api.fail('loadResults', '[GraphQL] ARO-E1080:The report is not ready yet');
      break;
    case 'DOWNLOAD_OK':
      await rig?.api.answer('downloadPdf', 'Full Blood Count INV-00012.pdf');
      break;
    case 'DOWNLOAD_FAILS':
      await rig?.api.fail('downloadPdf', 'jsPDF could not add the image');
      break;
    case 'BEAT_OK':
      await rig?.api.answer('sendHeartbeat', {});
      break;
    case 'BEAT_FAILS':
      await rig?.api.fail('sendHeartbeat', 'network down');
      break;
    case 'OPEN':
    case 'RETRY':
    case 'DOWNLOAD':
    case 'DISMISS':
      rig?.actor.send({ type: event.type });
      break;
  }
  await vi.advanceTimersByTimeAsync(0);
  return rig;
}

const REAL_STATE: Record<string, string> = {
  waitingOpened: 'waiting',
  loading: 'loadingResults',
  downloading: 'downloadingPdf',
};

function assertSame(rig: Rig | null, expected: { value: unknown; context: Expected }): void {
  if (expected.value === 'unstarted') {
    expect(rig).toBeNull();
    return;
  }
  if (rig === null) throw new Error('the machine did not start');
  const value = String(expected.value);
  const actual = rig.actor.getSnapshot();
  expect(actual.matches((REAL_STATE[value] ?? value) as 'ready')).toBe(true);
  const { context } = actual;
  expect(rig.api.inputs('loadResults')).toEqual(
    Array.from({ length: expected.context.loads }, () => ({ reportId: 'dr-1' })),
  );
  expect(rig.api.inputs('downloadPdf')).toEqual(
    Array.from({ length: expected.context.downloads }, () => ({ reportId: 'dr-1' })),
  );
  expect(rig.api.inputs('sendHeartbeat')).toEqual(
    Array.from({ length: expected.context.beats }, () => ({ reportId: 'dr-1' })),
  );
  expect(context.downloaded !== null).toBe(expected.context.downloaded);
  if (expected.context.downloaded) expect(context.downloaded).toBe('Full Blood Count INV-00012.pdf');
  expect(context.downloadError).toBe(expected.context.downloadError ? 'Unable to load file!' : null);
  if (value === 'loadFailed') expect(context.error).toBe('The report is not ready yet');
  if (value === 'showing') expect(context.results).toEqual(RESULTS);
  // The countdown runs only while waiting: at most the whole 15 minutes.
  if (actual.matches('waiting')) {
    expect(context.viewableAt).not.toBeNull();
    expect(remainingMs(context)).toBeGreaterThan(0);
    expect(remainingMs(context)).toBeLessThanOrEqual(REPORT_RESULT_DELAY_MS);
  } else expect(context.viewableAt).toBeNull();
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00.000Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('report view machine, model-based', () => {
  it('the generated paths reach every state of the model', () => {
    const states = new Set(paths.map((path): unknown => path.state.value));
    for (const state of Object.keys(model.config.states ?? {}).filter((state) => state !== 'unstarted'))
      expect(states).toContain(state);
  });

  describe.each(paths.map((path) => [describePath(path), path] as const))('shortest path %s', (_, path) => {
    it('does what the model says at every step', async () => {
      const modelActor = createActor(model).start();
      let rig: Rig | null = null;
      for (const event of stepsOf(path)) {
        modelActor.send(event);
        rig = await perform(rig, event);
        assertSame(rig, modelActor.getSnapshot());
      }
      rig?.actor.stop();
    });
  });
});
