// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReportResultScreen } from '../../../src/features/reports/result/ReportResultScreen';
import { fakeServer } from '../screens/doctor/searchServer';
import { renderScreen } from '../screens/renderWithApp';
import { SUMMARY, open } from './reportResultHarness';

vi.mock('../../../src/features/reports/api/downloadPdfLazily', () => ({
  downloadPdfLazily: () => Promise.reject(new Error('fakes are passed')),
}));

afterEach(cleanup);

describe('ReportResultView (the result of one lab report)', () => {
  it('shows the header, each result with unit, range for the patient’s age and sex, and a worded flag', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Results' });
    expect(screen.getByRole('heading', { level: 1, name: 'Full Blood Count' })).toBeTruthy();
    expect(screen.getByText('Mrs. Nimali Perera')).toBeTruthy();
    expect(screen.getByText('Colombo General')).toBeTruthy();
    expect(screen.getByText('Specimen collected')).toBeTruthy();
    const haemoglobin = within(table).getByRole('row', { name: /Haemoglobin/ });
    // Four columns on a phone: the unit beside the value, the graph link under the name.
    expect(
      within(haemoglobin)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['11.2 g/dL', '12 – 16', '↓ Low']);
    expect(within(haemoglobin).getByRole('link', { name: 'Graph of Haemoglobin' })).toBeTruthy();
    const platelets = within(table).getByRole('row', { name: /Platelets/ });
    expect(platelets.textContent).toContain('Critical low');
    const colour = within(table).getByRole('row', { name: /Colour/ });
    expect(colour.textContent).toContain('Pale yellow');
    expect(within(colour).queryByRole('link')).toBeNull();
    expect(within(haemoglobin).getByRole('link', { name: 'Graph of Haemoglobin' }).getAttribute('href')).toBe(
      '/resultsGraph?patientId=p1&code=20000001',
    );
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/history/examination?patientId=p1');
  });

  it('shows the organism and its antibiogram', async () => {
    open();
    expect(await screen.findByText('Escherichia coli')).toBeTruthy();
    const antibiogram = screen.getByRole('table', { name: 'Antibiogram: Escherichia coli' });
    expect(within(antibiogram).getByRole('row', { name: /Ciprofloxacin/ }).textContent).toContain('R (Resistant)');
    expect(within(antibiogram).getByRole('row', { name: /Nitrofurantoin/ }).textContent).toContain('S (Sensitive)');
  });

  it('puts the last three results side by side, dated, with a dash where a report lacks the parameter', async () => {
    open();
    const compare = await screen.findByRole('table', { name: 'Last three results' });
    expect(
      within(compare)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Parameter', '20 Nov 2026', '10 Aug 2026', '2 May 2026']);
    const haemoglobin = within(compare).getByRole('row', { name: /Haemoglobin/ });
    expect(
      within(haemoglobin)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['11.2 ↓ Low', '12.4 ', '13.1 ']);
    const platelets = within(compare).getByRole('row', { name: /Platelets/ });
    expect(
      within(platelets)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['6.5 ⇊ Critical low', '—', '250 ⇈ Critical high']);
  });

  it('downloads the PDF, then sends the heartbeat and says it is downloaded; a failure says why and retries', async () => {
    let fail = true;
    const { heartbeat } = open(() =>
      fail ? Promise.reject(new Error('no canvas')) : Promise.resolve('Full Blood Count INV-00012.pdf'),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('Unable to load file!')).toBeTruthy();
    expect(heartbeat).not.toHaveBeenCalled();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Downloaded Full Blood Count INV-00012.pdf')).toBeTruthy();
    expect(heartbeat).toHaveBeenCalledTimes(1);
  });

  it('a report opened by its link while payment is pending says so and loads nothing', async () => {
    const { load } = open(undefined, { ...SUMMARY, patientCreditStatus: 'pending' });
    expect(await screen.findByText('Payment is pending')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Result' }).disabled).toBe(true);
    expect(screen.queryByRole('table')).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });
});

describe('ReportResultScreen', () => {
  it("sends another account's report to /accessDenied, as orders and appointments do (issue 29: a useless Retry)", async () => {
    const server = fakeServer({ ReportRow: new Error('ARO-E1040:We need a valid patient profile.') });
    renderScreen(<ReportResultScreen reportId="dr-not-yours" />, {
      path: '/history/examination',
      url: '/history/examination?reportId=dr-not-yours',
      client: server.client,
    });
    expect((await screen.findByTestId('landed')).textContent).toBe('/accessDenied');
  });

  it('keeps Retry for a failure that another try may mend', async () => {
    const server = fakeServer({ ReportRow: new Error('ARO-E1001:Failed to load') });
    renderScreen(<ReportResultScreen reportId="dr-1" />, {
      path: '/history/examination',
      url: '/history/examination?reportId=dr-1',
      client: server.client,
    });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.queryByTestId('landed')).toBeNull();
  });
});
