import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  PDF_FAILED_TEXT,
  remainingMs,
  reportViewMachine,
  type ReportResults,
  type ReportSummary,
} from '../../machines/reportView.machine';
import { deferredApi } from './paymentHarness';
import { RESULTS, verifiedAgo } from './reportViewFixtures';

/** Scenarios of machines/reportView.machine.ts on a simulated clock (the model-based test walks every path). */

const NAMES = ['loadResults', 'downloadPdf', 'sendHeartbeat'] as const;

function start(report: ReportSummary, open = false) {
  const api = deferredApi(NAMES);
  const machine = reportViewMachine.provide({
    actors: {
      loadResults: api.actor<ReportResults, { reportId: string }>('loadResults'),
      downloadPdf: api.actor<string, { reportId: string }>('downloadPdf'),
      sendHeartbeat: api.actor<unknown, { reportId: string }>('sendHeartbeat'),
    },
  });
  const actor = createActor(machine, { input: { report, now: Date.now(), open } }).start();
  return { actor, api };
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00.000Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('report view machine, scenarios', () => {
  it('counts down each second from verifiedTime + 15 minutes, then shows the Result', async () => {
    const { actor } = start(
      verifiedAgo(Date.now(), 5, { verifiedTime: new Date(Date.now() - 5 * 60_000 - 400).toISOString() }),
    );
    expect(actor.getSnapshot().value).toEqual({ waiting: 'counting' });
    expect(remainingMs(actor.getSnapshot().context)).toBe(10 * 60_000 - 400);
    // The first tick lands on a whole second of the remaining time.
    await vi.advanceTimersByTimeAsync(600);
    expect(remainingMs(actor.getSnapshot().context)).toBe(9 * 60_000 + 59_000);
    await vi.advanceTimersByTimeAsync(9 * 60_000 + 58_000);
    expect(remainingMs(actor.getSnapshot().context)).toBe(1_000);
    expect(actor.getSnapshot().matches('waiting')).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('a report verified while the list is open starts its wait; another report’s change is not this one’s', async () => {
    const { actor } = start({ ...verifiedAgo(Date.now(), 0), status: 'preliminary', verifiedTime: null });
    expect(actor.getSnapshot().value).toBe('awaiting');
    actor.send({ type: 'REPORT_CHANGED', report: { ...verifiedAgo(Date.now(), 0), id: 'dr-2' }, now: Date.now() });
    expect(actor.getSnapshot().value).toBe('awaiting');
    await vi.advanceTimersByTimeAsync(60_000);
    actor.send({ type: 'REPORT_CHANGED', report: verifiedAgo(Date.now(), 0), now: Date.now() });
    expect(actor.getSnapshot().matches('waiting')).toBe(true);
    expect(remainingMs(actor.getSnapshot().context)).toBe(15 * 60_000);
    await vi.advanceTimersByTimeAsync(15 * 60_000);
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('external wins over everything; a verified report long past its wait with credit pending is payment pending', () => {
    expect(
      start(verifiedAgo(Date.now(), 1, { diagnosticReportOutsourcedType: 'external' })).actor.getSnapshot().value,
    ).toBe('external');
    expect(start(verifiedAgo(Date.now(), 60, { patientCreditStatus: 'pending' })).actor.getSnapshot().value).toBe(
      'paymentPending',
    );
    expect(start(verifiedAgo(Date.now(), 60)).actor.getSnapshot().value).toBe('ready');
  });

  it('opened by its link when ready: the results load at once; a change during the load waits for the answer', async () => {
    const { actor, api } = start(verifiedAgo(Date.now(), 60), true);
    expect(api.inputs('loadResults')).toEqual([{ reportId: 'dr-1' }]);
    actor.send({ type: 'REPORT_CHANGED', report: verifiedAgo(Date.now(), 60, { status: 'amended' }), now: Date.now() });
    expect(actor.getSnapshot().value).toBe('loadingResults');
    expect(actor.getSnapshot().context.report.status).toBe('amended');
    await api.answer('loadResults', RESULTS);
    expect(actor.getSnapshot().value).toBe('showing');
    expect(actor.getSnapshot().context.results).toEqual(RESULTS);
  });

  it('a report no longer viewable (payment now pending) leaves the results', async () => {
    const { actor, api } = start(verifiedAgo(Date.now(), 60), true);
    await api.answer('loadResults', RESULTS);
    actor.send({
      type: 'REPORT_CHANGED',
      report: verifiedAgo(Date.now(), 60, { patientCreditStatus: 'pending' }),
      now: Date.now(),
    });
    expect(actor.getSnapshot().value).toBe('paymentPending');
  });

  it('the download saves the file, then sends the heartbeat; a coded refusal says why, anything else is Unable to load file!', async () => {
    const { actor, api } = start(verifiedAgo(Date.now(), 60), true);
    await api.answer('loadResults', RESULTS);
    actor.send({ type: 'DOWNLOAD' });
    await vi.advanceTimersByTimeAsync(0);
    await api.fail('downloadPdf', '[GraphQL] ARO-E1080:The report is not ready yet');
    expect(actor.getSnapshot().context.downloadError).toBe('The report is not ready yet');
    actor.send({ type: 'RETRY' });
    await vi.advanceTimersByTimeAsync(0);
    await api.fail('downloadPdf', 'Failed to fetch');
    expect(actor.getSnapshot().context.downloadError).toBe(PDF_FAILED_TEXT);
    actor.send({ type: 'RETRY' });
    await vi.advanceTimersByTimeAsync(0);
    expect(api.inputs('sendHeartbeat')).toHaveLength(0);
    await api.answer('downloadPdf', 'Full Blood Count INV-00012.pdf');
    expect(api.inputs('sendHeartbeat')).toEqual([{ reportId: 'dr-1' }]);
    await api.answer('sendHeartbeat', {});
    expect(actor.getSnapshot().value).toBe('showing');
    expect(actor.getSnapshot().context.downloaded).toBe('Full Blood Count INV-00012.pdf');
    expect(actor.getSnapshot().context.downloadError).toBeNull();
  });
});
