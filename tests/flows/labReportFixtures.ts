import type { ChatLabReport } from '../../flows/reports/labReport';

/** The clock and the reports the Lab Reports conversation's tests load (a morning in June 2025). */

export const NOW = new Date(2025, 5, 1, 9, 30).getTime();
export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;

export const ME = { prefix: 'Mr', given: ['Nimal'], family: 'Perera', relationship: 'Me' };

/** A final, paid report of the holder verified a day ago: ready to view. */
export function report(id: string, more: Partial<ChatLabReport> = {}): ChatLabReport {
  return {
    id,
    name: 'FBC',
    patient: ME,
    status: 'final',
    diagnosticReportOutsourcedType: 'internal',
    verifiedTime: new Date(NOW - DAY).toISOString(),
    patientCreditStatus: 'paid',
    createdTime: new Date(NOW - 2 * DAY).toISOString(),
    ...more,
  };
}
