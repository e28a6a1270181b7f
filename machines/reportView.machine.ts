import { assign, setup } from 'xstate';
import { parseError } from '../domain/errors';
import { reportAvailability } from '../domain/reportAvailability';
import { errorMessage } from './errorMessage';
import { notProvided } from './notProvided';
import type { ReportResults, ReportSummary, ReportViewEvent, ReportViewInput } from './reportView.types';

export type * from './reportView.types';

/**
 * One lab report's view (spec 001 §4 Examination report availability, §7, §9): where the report stands for
 * the patient (awaiting, external, the 15-minute wait with its countdown, payment pending, ready), and once
 * opened its results with the two earlier reports of the same test, and the PDF download followed by the
 * heartbeat. A live update (REPORT_CHANGED) judges the report again, so one verified while the list is open
 * starts its wait. The wait is the named delay `resultDelay`, so tests run it on a simulated clock.
 */

export interface ReportViewContext {
  readonly report: ReportSummary;
  /** The view's clock (epoch ms): the start, then each countdown tick. */
  readonly now: number;
  /** Epoch ms the Result may be opened; null unless waiting. */
  readonly viewableAt: number | null;
  /** The patient opened it (or came by its link): its results show whenever it is ready. */
  readonly open: boolean;
  readonly results: ReportResults | null;
  readonly error: string | null;
  readonly downloadError: string | null;
  /** The file name of the last download: the 'downloaded' note. */
  readonly downloaded: string | null;
}

/** Spec 001 §8 'Unable to load file!': what a PDF that cannot be made says, unless the server said why. */
export const PDF_FAILED_TEXT = 'Unable to load file!';

function downloadErrorOf(error: unknown): string {
  const raw = error instanceof Error ? error.message : null;
  return parseError(raw).code === null ? PDF_FAILED_TEXT : errorMessage(error);
}

/** Milliseconds until the Result, never below zero; 0 when not waiting. */
export function remainingMs(context: Pick<ReportViewContext, 'viewableAt' | 'now'>): number {
  return context.viewableAt === null ? 0 : Math.max(0, context.viewableAt - context.now);
}

/** The next countdown tick lands on a whole second of the remaining time. */
function tickMs(context: ReportViewContext): number {
  const remaining = remainingMs(context);
  return remaining % 1000 || 1000;
}

/**
 * A change while results load or the PDF is made is kept, not judged: the request answers first, and the next
 * change judges the report (leaving now would drop a saved file's heartbeat).
 */
const keepChange = {
  guard: {
    type: 'isThisReport',
    params: ({ event }: { event: Extract<ReportViewEvent, { type: 'REPORT_CHANGED' }> }) => ({ report: event.report }),
  },
  actions: {
    type: 'takeReport',
    params: ({ event }: { event: Extract<ReportViewEvent, { type: 'REPORT_CHANGED' }> }) => ({
      report: event.report,
      now: event.now,
    }),
  },
} as const;

const kindOf = (context: ReportViewContext) => reportAvailability(context.report, context.now).kind;

export const reportViewMachine = setup({
  types: {
    input: {} as ReportViewInput,
    context: {} as ReportViewContext,
    events: {} as ReportViewEvent,
  },
  actors: {
    loadResults: notProvided<ReportResults, { reportId: string }>('loadResults'),
    /** Builds and saves the PDF; answers its file name. */
    downloadPdf: notProvided<string, { reportId: string }>('downloadPdf'),
    /** updateExtensionOfDiagnosticReport heartbeatLastSeen, after a download. */
    sendHeartbeat: notProvided<unknown, { reportId: string }>('sendHeartbeat'),
  },
  actions: {
    takeReport: assign((_, params: { report: ReportSummary; now: number }) => ({
      report: params.report,
      now: params.now,
    })),
    markWait: assign(({ context }) => {
      const availability = reportAvailability(context.report, context.now);
      return { viewableAt: availability.kind === 'waiting' ? availability.viewableAt : null };
    }),
    clearWait: assign({ viewableAt: null }),
    tick: assign(({ context }) => ({ now: context.now + tickMs(context) })),
    /** The wait is over: the clock is at the moment the report became viewable. */
    endWait: assign(({ context }) => ({ now: Math.max(context.now, context.viewableAt ?? context.now) })),
  },
  guards: {
    isExternal: ({ context }) => kindOf(context) === 'external',
    isAwaiting: ({ context }) => kindOf(context) === 'awaiting',
    isWaiting: ({ context }) => kindOf(context) === 'waiting',
    isPaymentPending: ({ context }) => kindOf(context) === 'paymentPending',
    isOpen: ({ context }) => context.open,
    isThisReport: ({ context }, params: { report: ReportSummary }) => params.report.id === context.report.id,
  },
  delays: {
    resultDelay: ({ context }) => remainingMs(context),
    tick: ({ context }) => tickMs(context),
  },
}).createMachine({
  id: 'reportView',
  context: ({ input }) => ({
    report: input.report,
    now: input.now,
    viewableAt: null,
    open: input.open ?? false,
    results: null,
    error: null,
    downloadError: null,
    downloaded: null,
  }),
  initial: 'evaluating',
  states: {
    /** Spec 001 §4, in the rule's order (domain/reportAvailability.ts). */
    evaluating: {
      always: [
        { guard: 'isExternal', target: 'external', actions: 'clearWait' },
        { guard: 'isAwaiting', target: 'awaiting', actions: 'clearWait' },
        { guard: 'isWaiting', target: 'waiting', actions: 'markWait' },
        { guard: 'isPaymentPending', target: 'paymentPending', actions: 'clearWait' },
        { target: 'ready', actions: 'clearWait' },
      ],
    },
    awaiting: {},
    external: {},
    paymentPending: {},
    waiting: {
      after: { resultDelay: { target: 'evaluating', actions: 'endWait' } },
      initial: 'counting',
      states: {
        /** The countdown (mm:ss) moves each second. */
        counting: { after: { tick: { target: 'counting', reenter: true, actions: 'tick' } } },
      },
    },
    ready: {
      always: { guard: 'isOpen', target: 'loadingResults' },
      on: { OPEN: { target: 'loadingResults', actions: assign({ open: true }) } },
    },
    loadingResults: {
      on: { REPORT_CHANGED: keepChange },
      entry: assign({ error: null }),
      invoke: {
        src: 'loadResults',
        input: ({ context }) => ({ reportId: context.report.id }),
        onDone: { target: 'showing', actions: assign({ results: ({ event }) => event.output }) },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    loadFailed: { on: { RETRY: 'loadingResults' } },
    showing: {
      on: { DOWNLOAD: { target: 'downloadingPdf', actions: assign({ downloadError: null, downloaded: null }) } },
    },
    downloadingPdf: {
      on: { REPORT_CHANGED: keepChange },
      invoke: {
        src: 'downloadPdf',
        input: ({ context }) => ({ reportId: context.report.id }),
        onDone: { target: 'heartbeat', actions: assign({ downloaded: ({ event }) => event.output }) },
        onError: {
          target: 'downloadFailed',
          actions: assign({ downloadError: ({ event }) => downloadErrorOf(event.error) }),
        },
      },
    },
    /** Spec 001 §7: heartbeatLastSeen after the PDF download. */
    heartbeat: {
      on: { REPORT_CHANGED: keepChange },
      invoke: {
        src: 'sendHeartbeat',
        input: ({ context }) => ({ reportId: context.report.id }),
        // A lost heartbeat is not the patient's problem: the file is saved either way.
        onDone: 'showing',
        onError: 'showing',
      },
    },
    downloadFailed: {
      on: {
        RETRY: { target: 'downloadingPdf', actions: assign({ downloadError: null }) },
        DISMISS: { target: 'showing', actions: assign({ downloadError: null }) },
      },
    },
  },
  on: {
    // The report as it now is, judged again (a request in flight keeps it for later: see `keepChange`).
    REPORT_CHANGED: {
      guard: { type: 'isThisReport', params: ({ event }) => ({ report: event.report }) },
      target: '.evaluating',
      actions: { type: 'takeReport', params: ({ event }) => ({ report: event.report, now: event.now }) },
    },
  },
});
