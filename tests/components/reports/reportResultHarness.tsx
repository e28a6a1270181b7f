import { vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { EarlierReport, LabResultView, ReportResults, ReportSummary } from '../../../machines/reportView.types';
import type { ReportViewActors } from '../../../src/features/reports/api/reportViewActors';
import { ReportResultView } from '../../../src/features/reports/result/ReportResultView';
import { renderScreen } from '../screens/renderWithApp';

/** One lab report with earlier ones and a culture, and ReportResultView opened on it with fake calls. */

export const SUMMARY: ReportSummary = {
  id: 'dr-3',
  name: 'Full Blood Count',
  code: '10000001',
  patientId: 'p1',
  hospitalName: 'Colombo General',
  createdTime: '2026-11-20T08:00:00.000Z',
  status: 'final',
  diagnosticReportOutsourcedType: 'internal',
  verifiedTime: '2026-11-20T09:00:00.000Z',
  patientCreditStatus: 'paid',
};

function numeric(code: string, name: string, value: number, more: Partial<LabResultView> = {}): LabResultView {
  return {
    code,
    name,
    category: 'LAB',
    resultOption: 'numeric',
    value,
    unit: 'g/dL',
    resultDisplay: String(value),
    referenceRange: [
      { type: 'normal', low: 12, high: 16, appliesTo: 'female', ageLow: 18, ageHigh: null },
      { type: 'normal', low: 13, high: 17, appliesTo: 'male', ageLow: 18, ageHigh: null },
      { type: 'critical', low: 7, high: 20, appliesTo: null, ageLow: null, ageHigh: null },
    ],
    subTestClassification: null,
    parameterOrder: 1,
    organism: null,
    antibiogram: [],
    ...more,
  };
}

const CULTURE: LabResultView = {
  ...numeric('30000001', 'Urine culture', 0),
  category: 'MICRO',
  resultOption: 'text',
  value: null,
  unit: null,
  resultDisplay: 'Growth',
  referenceRange: [],
  organism: 'Escherichia coli',
  antibiogram: [
    { antibiotic: 'Ciprofloxacin', interpretation: 'R', mic: '≥ 4' },
    { antibiotic: 'Nitrofurantoin', interpretation: 'S', mic: null },
  ],
  parameterOrder: 3,
};

const EARLIER: EarlierReport[] = [
  { id: 'dr-2', time: '2026-08-10T09:00:00.000Z', results: [numeric('20000001', 'Haemoglobin', 12.4)] },
  {
    id: 'dr-1',
    time: '2026-05-02T09:00:00.000Z',
    results: [numeric('20000001', 'Haemoglobin', 13.1), numeric('20000002', 'Platelets', 250, { unit: '10^9/L' })],
  },
];

const RESULTS: ReportResults = {
  report: {
    id: 'dr-3',
    name: 'Full Blood Count',
    code: '10000001',
    category: 'LAB',
    patientName: 'Mrs. Nimali Perera',
    gender: 'female',
    birthDate: '1980-05-01',
    hospitalName: 'Colombo General',
    verifiedTime: '2026-11-20T09:00:00.000Z',
    specimenCollectedTime: '2026-11-20T07:30:00.000Z',
    results: [
      numeric('20000001', 'Haemoglobin', 11.2),
      numeric('20000002', 'Platelets', 6.5, { unit: '10^9/L', resultDisplay: '6.5', parameterOrder: 2 }),
      numeric('20000003', 'Colour', 0, {
        value: null,
        unit: null,
        resultDisplay: 'Pale yellow',
        referenceRange: [],
        resultOption: 'listSingle',
        parameterOrder: 4,
      }),
      CULTURE,
    ],
  },
  earlier: EARLIER,
};

export function open(
  download: () => Promise<string> = () => Promise.resolve('Full Blood Count INV-00012.pdf'),
  report: ReportSummary = SUMMARY,
) {
  return openWith(download, report);
}

function openWith(download: () => Promise<string>, report: ReportSummary) {
  const heartbeat = vi.fn((): Promise<unknown> => Promise.resolve({}));
  const load = vi.fn(() => Promise.resolve(RESULTS));
  const actors: ReportViewActors = {
    loadResults: fromPromise(load),
    downloadPdf: fromPromise(download),
    sendHeartbeat: fromPromise(heartbeat),
  };
  renderScreen(<ReportResultView report={report} live={null} actors={actors} />, {
    path: '/history/examination',
    url: '/history/examination?reportId=dr-3',
  });
  return { heartbeat, load };
}
