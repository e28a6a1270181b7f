import { patientChoiceLabel } from '../../domain/patient';
import { AVAILABILITY_IDS, reportAvailability, type ReportAvailability } from '../../domain/reportAvailability';
import { t } from '../../i18n/translate';

/**
 * The account's lab reports as the chat's 'Lab Reports' answer reads them (issue 17): which are ready to open
 * (domain/reportAvailability.ts), newest first, and the routes their links open.
 */

interface ReportPatient {
  readonly prefix: string;
  readonly given: readonly string[];
  readonly family: string;
  readonly relationship: string | null;
}

/** One report as the chat loads it (queryDiagnosticReport). */
export interface ChatLabReport {
  readonly id: string;
  /** The test's name: 'Full Blood Count'. */
  readonly name: string;
  /** Whose test (named as the chat names a patient: 'Mrs. Nimali Silva (Mother)'). */
  readonly patient: ReportPatient;
  readonly status: string;
  readonly diagnosticReportOutsourcedType: string;
  /** ISO; null until verified. */
  readonly verifiedTime: string | null;
  readonly patientCreditStatus: string;
  /** ISO. */
  readonly createdTime: string;
}

/** What the chat's actor answers: the reports, and when they were loaded (the clock availability is judged by). */
export interface LabReportsLoad {
  readonly reports: readonly ChatLabReport[];
  /** Epoch ms: recorded with the answer, so a replay judges the 15-minute wait as the patient saw it. */
  readonly loadedAt: number;
}

/** One line of the chat's lab reports card: the test, whose it is, its date, and its Result link. */
export interface LabReportLine {
  readonly id: string;
  readonly name: string;
  readonly patient: string;
  /** Epoch ms: verified (reported) time, or when the report was made. */
  readonly date: number;
}

/** The chat lists at most this many ready reports; See all opens the rest. */
const CHAT_LAB_REPORT_LIMIT = 5;

export const LAB_TESTS_ROUTE = '/history/examination';

/** Every 'Result' link (the shared route name of issue 17). */
export function reportResultRoute(reportId: string): string {
  return `${LAB_TESTS_ROUTE}?reportId=${encodeURIComponent(reportId)}`;
}

/** One patient's lab tests (the order view's View results). */
export function patientLabTestsRoute(patientId: string): string {
  return `${LAB_TESTS_ROUTE}?patientId=${encodeURIComponent(patientId)}`;
}

function reportDate(report: ChatLabReport): number {
  const verified = report.verifiedTime === null ? Number.NaN : Date.parse(report.verifiedTime);
  return Number.isNaN(verified) ? Date.parse(report.createdTime) : verified;
}

export type LabReportsAnswer =
  | { readonly kind: 'ready'; readonly lines: readonly LabReportLine[]; readonly more: number }
  /** None ready: the soonest of those waiting their 15 minutes, and how many are in each other state. */
  | {
      readonly kind: 'notReady';
      readonly soonest: (LabReportLine & { readonly viewableAt: number }) | null;
      readonly others: readonly { readonly text: string; readonly count: number }[];
    }
  | { readonly kind: 'none' };

const NOT_READY_ORDER = [
  'awaiting',
  'paymentPending',
  'external',
] as const satisfies readonly ReportAvailability['kind'][];

export function labReportsAnswer(reports: readonly ChatLabReport[], now: number): LabReportsAnswer {
  if (reports.length === 0) return { kind: 'none' };
  const judged = reports.map((report) => ({
    line: { id: report.id, name: report.name, patient: patientChoiceLabel(report.patient), date: reportDate(report) },
    availability: reportAvailability(report, now),
  }));
  const ready = judged
    .filter((entry) => entry.availability.kind === 'ready')
    .map((entry) => entry.line)
    .sort((a, b) => b.date - a.date);
  if (ready.length > 0)
    return {
      kind: 'ready',
      lines: ready.slice(0, CHAT_LAB_REPORT_LIMIT),
      more: Math.max(0, ready.length - CHAT_LAB_REPORT_LIMIT),
    };
  const waiting = judged
    .flatMap((entry) =>
      entry.availability.kind === 'waiting' ? [{ ...entry.line, viewableAt: entry.availability.viewableAt }] : [],
    )
    .sort((a, b) => a.viewableAt - b.viewableAt);
  const others = NOT_READY_ORDER.map((kind) => ({
    text: t(AVAILABILITY_IDS[kind]),
    count: judged.filter((entry) => entry.availability.kind === kind).length,
  })).filter((entry) => entry.count > 0);
  return { kind: 'notReady', soonest: waiting[0] ?? null, others };
}
