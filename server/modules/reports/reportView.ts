import type { AntibiogramEntry, ReferenceRange } from '../../../domain/labReport';
import { viewableAt } from '../../../domain/reportAvailability';
import type { diagnosticReports, labResults } from './tables';

export type ReportRow = typeof diagnosticReports.$inferSelect;
export type ResultRow = typeof labResults.$inferSelect;

const iso = (value: Date | null): string | null => (value === null ? null : value.toISOString());

/** server/schema.graphql `DiagnosticReport` without `patient`, `organization` and `results` (field resolvers). */
export interface DiagnosticReportView {
  readonly id: string;
  readonly status: string;
  readonly code: string;
  readonly name: string;
  readonly category: string;
  readonly summaryStatus: string;
  readonly patientId: string;
  readonly organizationId: string;
  readonly serviceRequestId: string | null;
  readonly verifiedTime: string | null;
  readonly viewableTime: string | null;
  readonly diagnosticReportOutsourcedType: string;
  readonly diagnosticReportCodeType: string;
  readonly patientCreditStatus: string;
  readonly diagnosticReportPaymentStatus: string;
  readonly diagnosticReportSensitive: boolean;
  readonly invoiceIdentifier: string | null;
  readonly specimenCollectedTime: string | null;
  readonly reportedTime: string | null;
  readonly heartbeatLastSeen: string | null;
  readonly createdTime: string;
  readonly updatedTime: string;
}

export function diagnosticReportView(row: ReportRow): DiagnosticReportView {
  const verifiedTime = iso(row.verifiedTime);
  const at = viewableAt(verifiedTime);
  return {
    id: row.id,
    status: row.status,
    code: row.code,
    name: row.name,
    category: row.category,
    summaryStatus: row.summaryStatus,
    patientId: row.patientId,
    organizationId: row.organizationId,
    serviceRequestId: row.serviceRequestId,
    verifiedTime,
    viewableTime: at === null ? null : new Date(at).toISOString(),
    diagnosticReportOutsourcedType: row.outsourcedType,
    diagnosticReportCodeType: row.codeType,
    patientCreditStatus: row.patientCreditStatus,
    diagnosticReportPaymentStatus: row.paymentStatus,
    diagnosticReportSensitive: row.sensitive,
    invoiceIdentifier: row.invoiceIdentifier,
    specimenCollectedTime: iso(row.specimenCollectedTime),
    reportedTime: iso(row.reportedTime),
    heartbeatLastSeen: iso(row.heartbeatLastSeen),
    createdTime: row.createdTime.toISOString(),
    updatedTime: row.updatedTime.toISOString(),
  };
}

/** server/schema.graphql `LabResult`. */
export interface LabResultView {
  readonly id: string;
  readonly status: string;
  readonly basedOn: string;
  readonly patientId: string;
  readonly code: string;
  readonly name: string;
  readonly category: string;
  readonly resultOption: string;
  readonly valueQuantity: { readonly value: number; readonly unit: string | null } | null;
  readonly valueString: string | null;
  /** The parameter's unit, a text result's too ('> 100,000' CFU/mL). */
  readonly unit: string | null;
  readonly resultDisplay: string;
  readonly referenceRange: readonly ReferenceRange[];
  readonly subTestClassification: string | null;
  readonly parameterOrder: number;
  readonly organism: string | null;
  readonly antibiogram: readonly AntibiogramEntry[];
  readonly specimen: string | null;
  readonly effectiveTime: string;
  readonly createdTime: string;
}

/** The value as the patient reads it: the number, the text or the options; 'Not Available' when none. */
export function resultDisplay(row: Pick<ResultRow, 'valueQuantity' | 'valueString'>): string {
  if (row.valueQuantity !== null) return String(row.valueQuantity);
  if (row.valueString !== null && row.valueString !== '') return row.valueString;
  return 'Not Available';
}

/** Where a result sits in time: its report's verifiedTime, else its reportedTime, else when it was entered. */
export function effectiveTimeOf(
  report: Pick<ReportRow, 'verifiedTime' | 'reportedTime'>,
  result: Pick<ResultRow, 'createdTime'>,
): Date {
  return report.verifiedTime ?? report.reportedTime ?? result.createdTime;
}

export function labResultView(row: ResultRow, report: Pick<ReportRow, 'verifiedTime' | 'reportedTime'>): LabResultView {
  return {
    id: row.id,
    status: row.status,
    basedOn: row.diagnosticReportId,
    patientId: row.patientId,
    code: row.code,
    name: row.name,
    category: row.category,
    resultOption: row.resultOption,
    valueQuantity: row.valueQuantity === null ? null : { value: row.valueQuantity, unit: row.unit },
    valueString: row.valueString,
    unit: row.unit,
    resultDisplay: resultDisplay(row),
    referenceRange: row.referenceRange,
    subTestClassification: row.subTestClassification,
    parameterOrder: row.parameterOrder,
    organism: row.organism,
    antibiogram: row.antibiogram,
    specimen: row.specimen,
    effectiveTime: effectiveTimeOf(report, row).toISOString(),
    createdTime: row.createdTime.toISOString(),
  };
}
