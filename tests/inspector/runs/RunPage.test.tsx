// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseRecordedRun } from '../../../flows/runs/runFile';
import type { Trace } from '../../../flows/trace/trace';
import { againstBuild } from '../../../src/inspector/runs/againstBuild';
import { inReplayTimeZone } from '../../replays/replayTimeZone';
import { parseDetail, type RunDetail } from '../../../src/inspector/runs/runData';
import { RunDetailView } from '../../../src/inspector/runs/RunDetailView';
import { fakeServer } from '../../components/staff/staffServer';
import { renderRuns, runSummary } from './runsHarness';

/** A booking left at the invoice, as tests/runs/ keeps it (recorded from the real machines, masked). */
const FILE = parseRecordedRun(
  JSON.parse(
    readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '../../runs/booking-left-at-invoice.json'), 'utf8'),
  ),
);
const TRACE: Trace = FILE.trace;
const CHECKPOINTS = FILE.checkpoints;

function serverRun(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...runSummary('run-1', { outcome: 'paid', steps: TRACE.steps.length }),
    __typename: 'RecordedRun',
    ended: true,
    trace: JSON.stringify(TRACE),
    checkpoints: JSON.stringify(CHECKPOINTS),
    versions: JSON.stringify(FILE.versions),
    openings: [
      { by: 'Tara Tester (tester.colombo)', at: '2026-11-29T09:00:00.000Z' },
      { by: 'Tara Tester (tester.colombo)', at: '2026-11-29T09:30:00.000Z' },
    ],
    ...overrides,
  };
}

const run = (): RunDetail => parseDetail({ recordedRun: serverRun() })!;

inReplayTimeZone();
beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

const transcriptAtStep = (): string[] =>
  within(screen.getByRole('region', { name: /^Transcript at step \d+$/ }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

// The statechart layout (elkjs) is CPU-bound: beside another test worker on 2 cores it takes seconds.
describe('one recorded run', { timeout: 60_000 }, () => {
  it('asks the server for the run once and shows what it was, who opened it and its versions against this build', async () => {
    const server = fakeServer({ RecordedRun: { recordedRun: serverRun() } });
    renderRuns(server, { path: '/inspect/runs/run-1' });
    expect(await screen.findByRole('heading', { name: /^Run of assistant, started / })).toBeTruthy();
    expect(server.sent('RecordedRun')).toEqual([{ id: 'run-1' }]);
    const openings = within(screen.getByRole('table', { name: 'Every opening of this run, oldest first' }));
    expect(openings.getAllByRole('row')).toHaveLength(3);
    expect(openings.getAllByRole('cell')[0]?.textContent).toBe('Tara Tester (tester.colombo)');
  });

  it('says so when the server knows no such run', async () => {
    renderRuns(fakeServer({ RecordedRun: { recordedRun: null } }), { path: '/inspect/runs/nope' });
    expect((await screen.findByRole('alert')).textContent).toMatch(/^No recorded run has this id/);
  });

  it('the timeline scrubber takes the transcript, the graph and the context to any step', async () => {
    render(
      <RunDetailView
        run={run()}
        currentVersions={{ ...FILE.versions, booking: 'c4c4c4' }}
        againstBuild={() => ({ kind: 'same', checkpoints: 1, problems: [] })}
      />,
      { wrapper: MemoryRouter },
    );
    expect(screen.getByText('Changed since the run: booking.')).toBeTruthy();
    const scrubber = screen.getByRole('slider', { name: 'Step' });
    expect(scrubber.getAttribute('max')).toBe(String(TRACE.steps.length));

    fireEvent.change(scrubber, { target: { value: String(TRACE.steps.length) } });
    expect(screen.getByText(new RegExp(`^Step ${TRACE.steps.length} of ${TRACE.steps.length}`))).toBeTruthy();
    // The last step shows the transcript the patient saw at the end (bubbles as a screen reader reads them).
    // The invoice bubble (its table loads with the bubble's code).
    await waitFor(() => expect(transcriptAtStep().join(' ')).toMatch(/3,250\.00/), { timeout: 10_000 });
    expect(
      within(screen.getByRole('region', { name: `Context of assistant at step ${TRACE.steps.length}` })).getByText(
        /"counter"/,
      ),
    ).toBeTruthy();
    const graph = await screen.findByRole('img', { name: /^assistant statechart, active: / }, { timeout: 30_000 });
    const atEnd = graph.getAttribute('aria-labelledby');
    const graphName = (): string => document.getElementById(atEnd ?? '')?.textContent ?? '';
    const endName = graphName();

    fireEvent.change(scrubber, { target: { value: '1' } });
    expect(scrubber.getAttribute('aria-valuetext')).toMatch(/^Step 1 of \d+: /);
    expect(transcriptAtStep().join(' ')).not.toMatch(/3,250\.00/);
    expect(screen.getByRole('region', { name: 'Context of assistant at step 1' })).toBeTruthy();
    // The graph follows: other active states than at the end.
    await waitFor(() => expect(graphName()).not.toBe(endName));
    expect(graphName()).toMatch(/^assistant statechart, active: /);
  });

  it('downloads the run as a regression test in the tests/runs/ format', async () => {
    const download = vi.fn<(name: string, text: string) => void>();
    render(
      <RunDetailView
        run={run()}
        currentVersions={{}}
        againstBuild={() => ({ kind: 'same', checkpoints: 1, problems: [] })}
        download={download}
      />,
      { wrapper: MemoryRouter },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Download as regression test' }));
    const [name, text] = download.mock.calls[0]!;
    expect(name).toBe('assistant-2026-11-29-run-1.json');
    // The file tests/runs/ reads: the same run, whole.
    expect(parseRecordedRun(JSON.parse(text))).toEqual(FILE);
  });

  it('replays the run against this build: no divergence, or the first one when the recording differs', async () => {
    const user = userEvent.setup();
    render(<RunDetailView run={run()} currentVersions={FILE.versions} againstBuild={againstBuild} />, {
      wrapper: MemoryRouter,
    });
    await user.click(screen.getByRole('button', { name: 'Replay against this build' }));
    expect(screen.getByText(`No divergence: all ${CHECKPOINTS.length} checkpoints replay the same.`)).toBeTruthy();
    cleanup();

    // A recording whose invoice step went elsewhere: the replay on this build parts from it there.
    const changed = CHECKPOINTS.map((checkpoint, index) =>
      index === CHECKPOINTS.length - 1
        ? { ...checkpoint, states: [...checkpoint.states.slice(0, -1), 'booking.paying'] }
        : checkpoint,
    );
    render(
      <RunDetailView
        run={{ ...run(), checkpoints: changed }}
        currentVersions={FILE.versions}
        againstBuild={againstBuild}
      />,
      { wrapper: MemoryRouter },
    );
    await user.click(screen.getByRole('button', { name: 'Replay against this build' }));
    expect(
      screen.getByText(`First divergence at checkpoint ${CHECKPOINTS.length}, after step ${TRACE.steps.length}.`),
    ).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Recorded' })).getByText(/booking\.paying$/)).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Replayed on this build' })).getByText(/booking\.invoiced$/),
    ).toBeTruthy();
  });

  it('draws the sequence of the actors when asked', async () => {
    const user = userEvent.setup();
    render(<RunDetailView run={run()} currentVersions={FILE.versions} againstBuild={againstBuild} />, {
      wrapper: MemoryRouter,
    });
    expect(screen.queryByRole('img', { name: /^Sequence diagram/ })).toBeNull();
    await user.click(screen.getByText('Sequence diagram of the actors'));
    const diagram = await screen.findByRole('img', { name: /^Sequence diagram: \d+ messages between ui, assistant/ });
    expect(diagram.getAttribute('aria-label')).toMatch(/booking/);
    expect(within(screen.getByRole('region', { name: 'Sequence' })).getAllByRole('listitem').length).toBeGreaterThan(
      10,
    );
  });
});
