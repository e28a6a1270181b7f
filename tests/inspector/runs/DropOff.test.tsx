// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dropOffCsv } from '../../../flows/runs/dropOffCsv';
import { authMachine } from '../../../machines/auth.machine';
import { machineGraph } from '../../../src/inspector/graph/machineGraph';
import { dropOffCounts, type DropOffResult } from '../../../src/inspector/runs/dropOffData';
import { DropOffView } from '../../../src/inspector/runs/DropOffView';
import { fakeServer } from '../../components/staff/staffServer';
import { renderRuns } from './runsHarness';

/** 50 sign-ins: 10 typed no number, 19 stopped waiting for the code, 21 signed in. */
const RESULT: DropOffResult = {
  runs: 50,
  states: [
    { state: 'auth.enteringMobile', runs: 50, times: 52, share: 1 },
    { state: 'auth.sendingCode', runs: 40, times: 40, share: 0.8 },
    { state: 'auth.enteringCode.counting', runs: 40, times: 40, share: 0.8 },
    { state: 'auth.signedIn', runs: 21, times: 21, share: 0.42 },
  ],
  transitions: [
    {
      machine: 'auth',
      from: ['auth.enteringMobile'],
      to: ['auth.sendingCode'],
      event: 'SUBMIT_MOBILE',
      runs: 40,
      times: 40,
      share: 0.8,
    },
  ],
  stops: [
    { states: ['auth.enteringCode.counting'], runs: 19, share: 0.38 },
    { states: ['auth.signedIn'], runs: 21, share: 0.42 },
    { states: ['auth.enteringMobile'], runs: 10, share: 0.2 },
  ],
};

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

describe('drop-off', { timeout: 60_000 }, () => {
  it('matches each transition taken to the statechart edge of its event and states', () => {
    const model = machineGraph(authMachine);
    const counts = dropOffCounts(RESULT, 'auth')(model);
    expect(counts.states.get('auth.sendingCode')).toBe(40);
    const edge = model.edges.find((candidate) => counts.edges.has(candidate.id));
    expect(edge).toMatchObject({ source: 'auth.enteringMobile', eventType: 'SUBMIT_MOBILE' });
    expect(edge?.targets).toEqual(['auth.sendingCode']);
    expect([...counts.edges.values()]).toEqual([40]);
  });

  it('says where runs stopped, draws the counts on the statechart, lists them and downloads them as CSV', async () => {
    const download = vi.fn<(name: string, text: string) => void>();
    const { container } = render(<DropOffView result={RESULT} csv={dropOffCsv} download={download} />);

    expect(screen.getByText('50 runs.')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Where most runs stopped' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '38% stopped at auth.enteringCode.counting',
      '42% stopped at auth.signedIn',
      '20% stopped at auth.enteringMobile',
    ]);
    expect(await screen.findByRole('img', { name: 'auth statechart, not running' }, { timeout: 30_000 })).toBeTruthy();
    const drawn = (kind: string): string[] =>
      [...container.querySelectorAll(`.sc-count--${kind}`)].map((mark) => mark.textContent);
    expect(drawn('state').sort()).toEqual(['21', '40', '40', '50']);
    expect(drawn('edge')).toEqual(['×40']);

    const stops = within(screen.getByRole('table', { name: 'Where the runs stopped, most first' }));
    expect(stops.getAllByRole('row')[1]?.textContent).toBe('auth.enteringCode.counting1938%');
    const reached = within(screen.getByRole('table', { name: 'Runs that reached each state' }));
    expect(reached.getAllByRole('row')).toHaveLength(5);
    const taken = within(screen.getByRole('table', { name: 'Runs that took each transition' }));
    expect(taken.getAllByRole('row')[1]?.textContent).toBe('authauth.enteringMobileSUBMIT_MOBILEauth.sendingCode4080%');

    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(download).toHaveBeenCalledWith('drop-off.csv', dropOffCsv(RESULT));
    expect(download.mock.calls[0]?.[1]).toMatch(/^kind,machine,from,to,event,runs,times/);
  });

  it('asks the server for the drop-off of the filter in the address', async () => {
    const server = fakeServer({ RunDropOff: { runDropOff: JSON.stringify({ ...RESULT, runs: 0 }) } });
    renderRuns(server, { path: '/inspect/runs/drop-off?outcome=abandoned&from=2026-11-01' });
    expect(await screen.findByText('No recorded run matches this filter.')).toBeTruthy();
    expect(server.sent('RunDropOff')).toEqual([{ filter: { from: '2026-11-01', outcome: 'abandoned' } }]);
    expect(screen.getByLabelText<HTMLSelectElement>('Outcome').value).toBe('abandoned');
  });
});
