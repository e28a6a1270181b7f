import type { MessageId } from '../i18n/messages.generated';
import { FINAL_REPORT_STATUSES, REPORT_RESULT_DELAY_MS, type ReportStatus } from './labReport';

/**
 * Whether the patient may open a lab report's results (spec 001 §4 Examination report availability). The server
 * returns results and prints only what this rule calls ready; the patient's list shows its text. Sensitive
 * reports never reach this rule: the server does not return them to patients at all.
 */

/** The fields of a report the rule reads. */
export interface AvailabilityInput {
  readonly status: string;
  readonly diagnosticReportOutsourcedType: string;
  /** ISO time; null until verified. */
  readonly verifiedTime: string | null;
  readonly patientCreditStatus: string;
}

export type ReportAvailability =
  /** Not final: results are not out yet. */
  | { readonly kind: 'awaiting' }
  /** Outsourced to another laboratory: not viewable online. */
  | { readonly kind: 'external' }
  /** Final, within 15 minutes of verification: a countdown to `viewableAt` (epoch ms). */
  | { readonly kind: 'waiting'; readonly viewableAt: number }
  /** Viewable, but the patient owes its payment: the Result button is disabled. */
  | { readonly kind: 'paymentPending' }
  /** The Result button opens it. */
  | { readonly kind: 'ready' };

/** What the list shows for each kind (spec 001 §4 wording; 'Result' is the button), in the patient's language. */
export const AVAILABILITY_IDS = {
  awaiting: 'reports.availability.awaiting',
  external: 'reports.availability.external',
  waiting: 'reports.availability.waiting',
  paymentPending: 'reports.availability.paymentPending',
  ready: 'reports.availability.ready',
} as const satisfies Readonly<Record<ReportAvailability['kind'], MessageId>>;

/** The same in English, for the server's refusals (server/modules/reports/printReport.ts). */
export const AVAILABILITY_TEXT = {
  awaiting: 'Awaiting Result',
  external: 'Online view facility is not available',
  waiting: 'Waiting Result',
  paymentPending: 'Payment is pending',
  ready: 'Result',
} as const satisfies Readonly<Record<ReportAvailability['kind'], string>>;

export function isFinalReport(status: string): boolean {
  return FINAL_REPORT_STATUSES.includes(status as ReportStatus);
}

/** When a verified report may be opened (epoch ms): 15 minutes after verifiedTime; null when not verified. */
export function viewableAt(verifiedTime: string | null): number | null {
  if (verifiedTime === null) return null;
  const verified = Date.parse(verifiedTime);
  return Number.isNaN(verified) ? null : verified + REPORT_RESULT_DELAY_MS;
}

/**
 * The availability of a report at `now` (epoch ms). External wins over everything (it is never viewable online);
 * then not final; then the 15-minute wait; then payment.
 */
export function reportAvailability(report: AvailabilityInput, now: number): ReportAvailability {
  if (report.diagnosticReportOutsourcedType === 'external') return { kind: 'external' };
  if (!isFinalReport(report.status)) return { kind: 'awaiting' };
  const at = viewableAt(report.verifiedTime);
  if (at === null) return { kind: 'awaiting' };
  if (now < at) return { kind: 'waiting', viewableAt: at };
  if (report.patientCreditStatus === 'pending') return { kind: 'paymentPending' };
  return { kind: 'ready' };
}

/** Whether the results may be returned to the patient and printed now. */
export function resultsViewable(report: AvailabilityInput, now: number): boolean {
  return reportAvailability(report, now).kind === 'ready';
}
