// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Profile } from '../../../machines/types';
import { createSessionStore } from '../../../src/lib/session/sessionStore';
import type { GraphResult } from '../../../src/features/reports/graph/graphModel';
import { ResultsGraphScreen } from '../../../src/features/reports/graph/ResultsGraphScreen';
import { fakeServer } from '../screens/doctor/searchServer';
import { renderScreen } from '../screens/renderWithApp';
import { haemoglobin } from '../../unit/reports/haemoglobin';

const HOLDER: Profile = {
  id: 'profile-1',
  mobileNo: '94771234567',
  patients: [
    {
      id: 'p1',
      prefix: 'Mr',
      given: ['Nimal'],
      family: 'Perera',
      gender: 'male',
      birthDate: '1980-05-01',
      relationship: 'Me',
      hospitalId: 'org-galle',
      mobileNo: '94771234567',
    },
  ],
};

const PROFILE_ANSWER = { id: 'profile-1', patients: [{ id: 'p1', gender: 'male', birthDate: '1980-05-01' }] };

function open(results: readonly GraphResult[] | Error, url = '/resultsGraph?patientId=p1&code=HB') {
  const server = fakeServer({
    ResultsGraph: () =>
      results instanceof Error ? results : { queryLabResults: results, queryOneProfile: PROFILE_ANSWER },
  });
  const store = createSessionStore(localStorage, sessionStorage);
  store.signIn({ accessToken: 'token-1', profile: HOLDER });
  renderScreen(<ResultsGraphScreen />, { path: '/resultsGraph', url, store, client: server.client });
  return server;
}

const bodyRows = async () =>
  within((await screen.findByRole('table')).querySelector('tbody') as HTMLElement).getAllByRole('row');
const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

describe('ResultsGraphScreen (spec 001 §2 /resultsGraph)', () => {
  it('asks for the patient’s results of the code and names the parameter with its unit', async () => {
    const server = open([haemoglobin('r1', '2026-01-10', 14.1), haemoglobin('r2', '2026-05-20', 12.4)]);
    expect(screen.getByRole('heading', { level: 1, name: 'Results Graph' })).toBeTruthy();
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('Haemoglobin (g/dL)');
    expect(server.operations.find((operation) => operation.name === 'ResultsGraph')?.variables).toEqual({
      patientId: 'p1',
      code: 'HB',
    });
  });

  it('reads the results again when a report becomes viewable', async () => {
    const results = [haemoglobin('r1', '2026-01-10', 14.1)];
    const server = open(results);
    expect(await bodyRows()).toHaveLength(1);
    await waitFor(() => expect(server.subscribed('GraphReportsChanged')).toBe(1));
    results.push(haemoglobin('r2', '2026-05-20', 12.4));
    server.push('GraphReportsChanged', { diagnosticReportsChanged: { id: 'dr-2' } });
    await waitFor(async () => expect(await bodyRows()).toHaveLength(2));
  });

  it('lists every value in a table with a caption and headers: date, value, unit, range, flag', async () => {
    open([
      haemoglobin('r3', '2026-09-01', 18.2),
      haemoglobin('r1', '2026-01-10', 14.1),
      haemoglobin('r2', '2026-05-20', 12.4),
      haemoglobin('r4', '2026-10-01', 6.1),
    ]);
    const table = await screen.findByRole('table', { name: 'Haemoglobin results, oldest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date', 'Value', 'Unit', 'Range', 'Flag']);
    expect((await bodyRows()).map(cells)).toEqual([
      ['10 Jan 2026', '14.1', 'g/dL', '13 – 17', 'Normal'],
      ['20 May 2026', '12.4', 'g/dL', '13 – 17', 'Low'],
      ['1 Sep 2026', '18.2', 'g/dL', '13 – 17', 'High'],
      ['1 Oct 2026', '6.1', 'g/dL', '13 – 17', 'Critical low'],
    ]);
  });

  it('draws the chart as one named image with the normal band shaded and the flags marked by shape and label', async () => {
    open([
      haemoglobin('r1', '2026-01-10', 14.1),
      haemoglobin('r2', '2026-05-20', 12.4),
      haemoglobin('r3', '2026-09-01', 18.2),
      haemoglobin('r4', '2026-10-01', 6.1),
    ]);
    const chart = await screen.findByRole('img');
    expect(chart.getAttribute('aria-label')).toBe(
      'Haemoglobin graph: 4 results from 10 Jan 2026 to 1 Oct 2026, falling from 14.1 to 6.1 g/dL; latest critical low; 3 outside the normal range.',
    );
    const band = within(chart).getAllByTestId('normal-band');
    expect(band).toHaveLength(1);
    // The band spans 13 to 17 on the value axis: its edges sit where those values fall between the labelled ticks.
    const ticks = [...chart.querySelectorAll('.results-chart__tick line')].map((line, index) => ({
      value: Number(chart.querySelectorAll('.results-chart__tick text')[index]?.textContent),
      y: Number(line.getAttribute('y1')),
    }));
    const [first, last] = [ticks[0], ticks.at(-1)];
    if (first === undefined || last === undefined) throw new Error('no value ticks');
    const yOf = (value: number) => first.y + ((value - first.value) / (last.value - first.value)) * (last.y - first.y);
    expect(Number(band[0]?.getAttribute('y'))).toBeCloseTo(yOf(17));
    expect(Number(band[0]?.getAttribute('y')) + Number(band[0]?.getAttribute('height'))).toBeCloseTo(yOf(13));
    expect(chart.querySelectorAll('circle.results-chart__point')).toHaveLength(1);
    const flags = [...chart.querySelectorAll('.results-chart__flag')];
    expect(flags.map((flag) => flag.querySelector('text')?.textContent)).toEqual(['L', 'H', 'LL']);
    expect(flags.map((flag) => flag.classList.contains('results-chart__flag--critical'))).toEqual([false, false, true]);
    expect(chart.querySelector('.results-chart__line')?.getAttribute('d')?.match(/[ML]/g)).toHaveLength(4);
    // 1 Sep is a month before the latest result: too near for both labels, and the latest date always shows.
    expect([...chart.querySelectorAll('.results-chart__date')].map((text) => text.textContent)).toEqual([
      '10 Jan 2026',
      '20 May 2026',
      '1 Oct 2026',
    ]);
  });

  it('shows text results in the table only, saying there is nothing to plot', async () => {
    const text = (id: string, date: string, display: string) =>
      haemoglobin(id, date, null, {
        name: 'Urine sugar',
        resultOption: 'listSingle',
        resultDisplay: display,
        referenceRange: [],
      });
    open([text('u1', '2026-02-01', 'Nil'), text('u2', '2026-06-01', 'Trace')]);
    expect(
      await screen.findByText(
        'These results are text, so there is nothing to plot. They are listed in the table below.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect((await bodyRows()).map(cells)).toEqual([
      ['1 Feb 2026', 'Nil', 'Not Available', 'Not Available', 'Not Available'],
      ['1 Jun 2026', 'Trace', 'Not Available', 'Not Available', 'Not Available'],
    ]);
  });

  it('says so when there are no results, and when they cannot be loaded', async () => {
    open([]);
    expect(await screen.findByText("We didn't find any results of this test of you")).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    cleanup();
    open(new Error('ARO-E1014:nope'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There is a problem loading your orders, or Lab Tests.',
    );
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('asks for a test when the address names none, and sends a patient not on the account to access denied', async () => {
    const server = open([], '/resultsGraph?patientId=p1');
    expect(screen.getByText('Choose a test from your Lab Tests to see its graph.')).toBeTruthy();
    expect(server.operations).toEqual([]);
    cleanup();
    open([], '/resultsGraph?patientId=someone-else&code=HB');
    await waitFor(() => expect(screen.getByTestId('landed').textContent).toBe('/accessDenied'));
  });

  it('goes back to the patient’s Lab Tests when opened by its address', async () => {
    open([haemoglobin('r1', '2026-01-10', 14.1)]);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByTestId('landed').textContent).toBe('/history/examination?patientId=p1'));
  });
});
