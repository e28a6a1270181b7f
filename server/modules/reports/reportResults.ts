import { asc, eq } from 'drizzle-orm';
import { resultsViewable } from '../../../domain/reportAvailability';
import type { Db } from '../../db/connect';
import { labResults } from './tables';
import type { DbOrTx } from '../../db/dbOrTx';
import {
  labResultView,
  type DiagnosticReportView,
  type LabResultView,
  type ReportRow,
  type ResultRow,
} from './reportView';

const dateOf = (value: string | null): Date | null => (value === null ? null : new Date(value));

/** The result rows of a report in print order. */
export function resultRows(db: DbOrTx, reportId: string): Promise<ResultRow[]> {
  return db
    .select()
    .from(labResults)
    .where(eq(labResults.diagnosticReportId, reportId))
    .orderBy(asc(labResults.parameterOrder), asc(labResults.code));
}

/** Every result of a report in print order (staff, and the checks behind print). */
export async function allResults(
  db: DbOrTx,
  report: Pick<ReportRow, 'id' | 'verifiedTime' | 'reportedTime'>,
): Promise<LabResultView[]> {
  return (await resultRows(db, report.id)).map((row) => labResultView(row, report));
}

/** DiagnosticReport.results: empty until domain/reportAvailability.ts says ready at `now`. */
export async function viewableResults(db: Db, report: DiagnosticReportView, now: number): Promise<LabResultView[]> {
  if (!resultsViewable(report, now)) return [];
  return allResults(db, {
    id: report.id,
    verifiedTime: dateOf(report.verifiedTime),
    reportedTime: dateOf(report.reportedTime),
  });
}
