import type { Patient } from '../../../machines/types';

/** Two profiles of the account: the holder and her son. */
export const HOLDER: Patient = {
  id: 'p1',
  prefix: 'Mrs',
  given: ['Nimali'],
  family: 'Perera',
  gender: 'female',
  birthDate: '1980-05-01',
  relationship: 'Me',
  hospitalId: 'H1',
  mobileNo: '94771234567',
};
export const SON: Patient = {
  ...HOLDER,
  id: 'p2',
  prefix: 'Master',
  given: ['Sahan'],
  gender: 'male',
  birthDate: '2015-02-01',
  relationship: 'Son',
};

/** A report as the server sends the list (ReportRowFields). */
export function serverReport(id: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id,
    name: 'Full Blood Count',
    code: '10000001',
    status: 'final',
    patientId: 'p1',
    createdTime: '2026-11-20T08:00:00.000Z',
    verifiedTime: '2026-11-20T09:00:00.000Z',
    diagnosticReportOutsourcedType: 'internal',
    patientCreditStatus: 'paid',
    organization: { id: 'org-colombo', orgName: 'Colombo General' },
    ...overrides,
  };
}
