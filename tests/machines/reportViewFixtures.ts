import type { ReportResults, ReportSummary } from '../../machines/reportView.types';

/** A final, paid lab report of the demo holder; tests set status, verifiedTime and credit per case. */
const REPORT: ReportSummary = {
  id: 'dr-1',
  name: 'Full Blood Count',
  code: '10000001',
  patientId: 'p1',
  hospitalName: 'Colombo General',
  createdTime: '2026-11-26T08:00:00.000Z',
  status: 'final',
  diagnosticReportOutsourcedType: 'internal',
  verifiedTime: '2026-11-26T09:00:00.000Z',
  patientCreditStatus: 'paid',
};

const HAEMOGLOBIN = {
  code: '20000001',
  name: 'Haemoglobin',
  category: 'LAB',
  resultOption: 'numeric',
  value: 11.2,
  unit: 'g/dL',
  resultDisplay: '11.2',
  referenceRange: [
    { type: 'normal', low: 12, high: 16, appliesTo: 'female', ageLow: null, ageHigh: null },
    { type: 'normal', low: 13, high: 17, appliesTo: 'male', ageLow: null, ageHigh: null },
    { type: 'critical', low: 7, high: 20, appliesTo: null, ageLow: null, ageHigh: null },
  ],
  subTestClassification: null,
  parameterOrder: 1,
  organism: null,
  antibiogram: [],
} as const;

export const RESULTS: ReportResults = {
  report: {
    id: 'dr-1',
    name: 'Full Blood Count',
    code: '10000001',
    category: 'LAB',
    patientName: 'Mrs. Nimali Perera',
    gender: 'female',
    birthDate: '1980-05-01',
    hospitalName: 'Colombo General',
    verifiedTime: '2026-11-26T09:00:00.000Z',
    specimenCollectedTime: '2026-11-26T07:30:00.000Z',
    results: [HAEMOGLOBIN],
  },
  earlier: [],
};

/** The report verified `minutesAgo` minutes before `now`. */
export function verifiedAgo(now: number, minutesAgo: number, more: Partial<ReportSummary> = {}): ReportSummary {
  return { ...REPORT, verifiedTime: new Date(now - minutesAgo * 60_000).toISOString(), ...more };
}
