// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionStore } from '../../../src/lib/session/sessionStore';
import { ExaminationHistoryScreen } from '../../../src/features/reports/history/ExaminationHistoryScreen';
import { ReportRow } from '../../../src/features/reports/history/ReportRow';
import { toReportSummary } from '../../../src/features/reports/api/reportShapes';
import { fakeServer } from '../screens/doctor/searchServer';
import { renderScreen } from '../screens/renderWithApp';
import { HOLDER, serverReport, SON } from './reportFixtures';

// The PDF maker is the PDF work's module, loaded on Download only; these screens never press it.
vi.mock('../../../src/features/reports/api/downloadPdfLazily', () => ({
  downloadPdfLazily: () => Promise.reject(new Error('not in these tests')),
}));

function open(answer: (variables: Record<string, unknown>) => unknown, url = '/history/examination') {
  const server = fakeServer({ ReportList: answer });
  const store = createSessionStore(localStorage, sessionStorage);
  store.signIn({
    accessToken: 'token-1',
    profile: { id: 'profile-1', mobileNo: '94771234567', patients: [HOLDER, SON] },
  });
  renderScreen(<ExaminationHistoryScreen />, { path: '/history/examination', url, store, client: server.client });
  return server;
}

const rows = () => within(screen.getByRole('list', { name: 'Lab Tests' })).getAllByRole('article');

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ExaminationHistoryScreen (spec 001 §2, §4)', () => {
  it('lists the holder’s lab tests first, each with hospital, date and availability; a chip shows another profile’s', async () => {
    const server = open((variables) => ({
      queryDiagnosticReport:
        (variables.patientIds as string[])[0] === 'p2'
          ? [serverReport('dr-9', { name: 'Urine Full Report', patientId: 'p2' })]
          : [
              serverReport('dr-1'),
              serverReport('dr-2', { name: 'Lipid Profile', status: 'preliminary', verifiedTime: null }),
              serverReport('dr-3', { name: 'Thyroid Panel', diagnosticReportOutsourcedType: 'external' }),
              serverReport('dr-4', { name: 'ESR', patientCreditStatus: 'pending' }),
            ],
    }));
    await waitFor(() => expect(rows()).toHaveLength(4));
    const [ready, awaiting, external, pending] = rows();
    expect(ready?.textContent).toContain('Full Blood Count');
    expect(ready?.textContent).toContain('Colombo General');
    expect(ready?.textContent).toContain('20 Nov 2026');
    expect(
      within(ready as HTMLElement)
        .getByRole('link', { name: 'Result of Full Blood Count' })
        .getAttribute('href'),
    ).toBe('/history/examination?reportId=dr-1');
    expect(awaiting?.textContent).toContain('Awaiting Result');
    expect(external?.textContent).toContain('Online view facility is not available');
    const disabled = within(pending as HTMLElement).getByRole<HTMLButtonElement>('button', { name: 'Result' });
    expect(disabled.disabled).toBe(true);
    expect(pending?.textContent).toContain('Payment is pending');
    expect(server.operations.find((operation) => operation.name === 'ReportList')?.variables).toMatchObject({
      patientIds: ['p1'],
      limit: 11,
    });

    const chips = screen.getByRole('list', { name: 'Profiles' });
    expect(
      within(chips)
        .getByRole('button', { name: /Nimali Perera \(Me\)/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    fireEvent.click(within(chips).getByRole('button', { name: /Sahan Perera \(Son\)/ }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]?.textContent).toContain('Urine Full Report');
  });

  it('?patientId= picks the profile', async () => {
    const server = open(() => ({ queryDiagnosticReport: [] }), '/history/examination?patientId=p2');
    expect(await screen.findByText("We didn't find any Lab Tests of you")).toBeTruthy();
    expect(server.operations.find((operation) => operation.name === 'ReportList')?.variables).toMatchObject({
      patientIds: ['p2'],
    });
  });

  it('says so when the list cannot be loaded', async () => {
    open(() => new Error('ARO-E1014:nope'));
    expect(await screen.findByText('There is a problem loading your orders, or Lab Tests.')).toBeTruthy();
  });

  it('a report verified while the list is open starts its wait (the live update reads the list again)', async () => {
    let verified = false;
    const server = open(() => ({
      queryDiagnosticReport: [
        serverReport(
          'dr-1',
          verified ? { verifiedTime: new Date().toISOString() } : { status: 'preliminary', verifiedTime: null },
        ),
      ],
    }));
    await waitFor(() => expect(rows()[0]?.textContent).toContain('Awaiting Result'));
    verified = true;
    server.push('ReportsChanged', {
      diagnosticReportsChanged: serverReport('dr-1', { verifiedTime: new Date().toISOString() }),
    });
    await waitFor(() => expect(rows()[0]?.textContent).toContain('Waiting Result'));
    expect(within(rows()[0] as HTMLElement).getByRole('timer').textContent).toMatch(/^ready in 1[45] min$/);
  });
});

describe('ReportRow countdown (simulated clock)', () => {
  it('counts down the minutes until 15 minutes after verification (never a bare mm:ss, which reads as a time of day), then offers the Result', () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00.000Z') });
    const report = toReportSummary(serverReport('dr-1', { verifiedTime: '2026-11-26T09:50:00.000Z' }) as never);
    render(
      <MemoryRouter>
        <ReportRow report={report} />
      </MemoryRouter>,
    );
    expect(screen.getByText(/Waiting Result/)).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('ready in 5 min');
    expect(screen.getByRole('timer').getAttribute('aria-label')).toBe('Result ready in 5 min');
    act(() => void vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('timer').textContent).toBe('ready in 5 min');
    act(() => void vi.advanceTimersByTime(59_000));
    expect(screen.getByRole('timer').textContent).toBe('ready in 4 min');
    act(() => void vi.advanceTimersByTime(3 * 60_000 + 59_000));
    expect(screen.getByRole('timer').textContent).toBe('ready in 1 min');
    expect(screen.getByRole('timer').textContent).not.toMatch(/\d:\d\d/);
    expect(screen.queryByRole('link')).toBeNull();
    act(() => void vi.advanceTimersByTime(1_000));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByRole('link', { name: 'Result of Full Blood Count' }).getAttribute('href')).toBe(
      '/history/examination?reportId=dr-1',
    );
  });
});

describe('ExaminationHistoryScreen ?reportId= (the result view over the GraphQL actors)', () => {
  it('opens the report by its link: its results, compared with the earlier report of the test', async () => {
    const result = (value: number) => ({
      id: `lr-${value}`,
      code: '20000001',
      name: 'Haemoglobin',
      category: 'LAB',
      resultOption: 'numeric',
      valueQuantity: { value, unit: 'g/dL' },
      resultDisplay: String(value),
      referenceRange: [{ type: 'normal', low: 12, high: 16, appliesTo: null, ageLow: null, ageHigh: null }],
      subTestClassification: null,
      parameterOrder: 1,
      organism: null,
      antibiogram: [],
    });
    const server = fakeServer({
      ReportRow: { queryDiagnosticReport: [serverReport('dr-2')] },
      ReportResults: {
        queryDiagnosticReport: [
          {
            ...serverReport('dr-2'),
            category: 'LAB',
            specimenCollectedTime: null,
            patient: {
              id: 'p1',
              prefix: 'Mrs',
              given: ['Nimali'],
              family: 'Perera',
              gender: 'female',
              birthDate: '1980-05-01',
            },
            results: [result(17.5)],
          },
        ],
      },
      EarlierReports: {
        queryDiagnosticReport: [
          {
            id: 'dr-2',
            status: 'final',
            createdTime: '2026-11-20T08:00:00.000Z',
            verifiedTime: '2026-11-20T09:00:00.000Z',
            results: [result(17.5)],
          },
          {
            id: 'dr-1',
            status: 'final',
            createdTime: '2026-06-01T08:00:00.000Z',
            verifiedTime: '2026-06-01T09:00:00.000Z',
            results: [result(14)],
          },
        ],
      },
    });
    renderScreen(<ExaminationHistoryScreen />, {
      path: '/history/examination',
      url: '/history/examination?reportId=dr-2',
      client: server.client,
    });
    const table = await screen.findByRole('table', { name: 'Results' });
    expect(within(table).getByRole('row', { name: /Haemoglobin/ }).textContent).toContain('↑ High');
    const compare = screen.getByRole('table', { name: 'Last three results' });
    expect(
      within(compare)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Parameter', '20 Nov 2026', '1 Jun 2026']);
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
  });

  it('a report that cannot be read says why, with Retry and Back', async () => {
    // Another account's report (ARO-E1040) goes to /accessDenied instead (ReportResultView.test.tsx).
    const server = fakeServer({ ReportRow: new Error('ARO-E1046:This report cannot be shown just now') });
    renderScreen(<ExaminationHistoryScreen />, {
      path: '/history/examination',
      url: '/history/examination?reportId=dr-x',
      client: server.client,
    });
    expect(await screen.findByText('This report cannot be shown just now')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/history/examination');
  });
});
