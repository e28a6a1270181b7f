import type { ReferenceRange } from '../../../../domain/labReport';
import { displayName } from '../../../../domain/patient';
import type { EarlierReport, LabResultView, ReportDetail, ReportSummary } from '../../../../machines/reportView.types';
import { readFragment, type FragmentOf } from '../../../lib/graphql/graphql';
import { ReportRowFields } from '../graphql/reportList';
import { LabResultFields, ReportResultsFields } from '../graphql/reportResults';

// The server's reports in the shapes the report view machine and the screens use.

export function toReportSummary(masked: FragmentOf<typeof ReportRowFields>): ReportSummary {
  const report = readFragment(ReportRowFields, masked);
  return {
    id: report.id,
    name: report.name,
    code: report.code,
    status: report.status,
    patientId: report.patientId,
    createdTime: report.createdTime,
    verifiedTime: report.verifiedTime ?? null,
    diagnosticReportOutsourcedType: report.diagnosticReportOutsourcedType,
    patientCreditStatus: report.patientCreditStatus,
    hospitalName: report.organization.orgName,
  };
}

function toRange(range: {
  type: string;
  low?: number | null;
  high?: number | null;
  appliesTo?: string | null;
  ageLow?: number | null;
  ageHigh?: number | null;
}): ReferenceRange {
  return {
    type: range.type === 'critical' ? 'critical' : 'normal',
    low: range.low ?? null,
    high: range.high ?? null,
    appliesTo: range.appliesTo === 'male' || range.appliesTo === 'female' ? range.appliesTo : null,
    ageLow: range.ageLow ?? null,
    ageHigh: range.ageHigh ?? null,
  };
}

const INTERPRETATIONS = ['S', 'I', 'R'] as const;

function toLabResult(masked: FragmentOf<typeof LabResultFields>): LabResultView {
  const result = readFragment(LabResultFields, masked);
  return {
    code: result.code,
    name: result.name,
    category: result.category,
    resultOption: result.resultOption,
    value: result.valueQuantity?.value ?? null,
    // A text result keeps its unit too (issue 29: the Colony Count's CFU/mL was lost on screen).
    unit: result.unit ?? result.valueQuantity?.unit ?? null,
    resultDisplay: result.resultDisplay,
    referenceRange: result.referenceRange.map(toRange),
    subTestClassification: result.subTestClassification ?? null,
    parameterOrder: result.parameterOrder,
    organism: result.organism ?? null,
    // An interpretation the app does not know is left out rather than shown as something it is not.
    antibiogram: result.antibiogram.flatMap((entry) => {
      const interpretation = INTERPRETATIONS.find((known) => known === entry.interpretation);
      return interpretation === undefined
        ? []
        : [{ antibiotic: entry.antibiotic, interpretation, mic: entry.mic ?? null }];
    }),
  };
}

const byOrder = (a: LabResultView, b: LabResultView): number => a.parameterOrder - b.parameterOrder;

export function toReportDetail(masked: FragmentOf<typeof ReportResultsFields>): ReportDetail {
  const report = readFragment(ReportResultsFields, masked);
  return {
    id: report.id,
    name: report.name,
    code: report.code,
    category: report.category,
    patientName: displayName(report.patient),
    gender: report.patient.gender,
    birthDate: report.patient.birthDate,
    hospitalName: report.organization.orgName,
    verifiedTime: report.verifiedTime ?? null,
    specimenCollectedTime: report.specimenCollectedTime ?? null,
    results: report.results.map(toLabResult).sort(byOrder),
  };
}

interface EarlierRow {
  readonly id: string;
  readonly createdTime: string;
  readonly verifiedTime?: string | null;
  readonly results: readonly FragmentOf<typeof LabResultFields>[];
}

/** When a report counts as made: verified, or registered when never verified. */
const timeOf = (report: { createdTime: string; verifiedTime?: string | null }): string =>
  report.verifiedTime ?? report.createdTime;

/**
 * The two reports of the same test before this one, newest first: the ones with results (viewable) that are
 * older than it. Newer ones are left out, so an older report opened compares with its own past.
 */
export function earlierReports(
  reportId: string,
  reportTime: string,
  rows: readonly EarlierRow[],
  count: number,
): EarlierReport[] {
  const before = Date.parse(reportTime);
  return rows
    .filter((row) => row.id !== reportId && row.results.length > 0 && Date.parse(timeOf(row)) < before)
    .sort((a, b) => Date.parse(timeOf(b)) - Date.parse(timeOf(a)))
    .slice(0, count)
    .map((row) => ({ id: row.id, time: timeOf(row), results: row.results.map(toLabResult).sort(byOrder) }));
}
