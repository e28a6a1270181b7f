import { and, desc, eq, inArray, lt, ne } from 'drizzle-orm';
import { COMPARED_REPORTS } from '../../../domain/labReport';
import { ageInYears, resultFlag } from '../../../domain/referenceRange';
import type { Db } from '../../db/connect';
import { diagnosticReports, labResults } from './tables';
import { effectiveTimeOf, resultDisplay, type ReportRow } from './reportView';
import { viewableAtSql } from './viewable';

/** server/schema.graphql `PreviousResult`. */
export interface PreviousResultView {
  readonly diagnosticReportId: string;
  readonly time: string;
  readonly result: string;
  readonly flag: string | null;
}

/**
 * The same parameters in the reports of the same test before this one (viewable, never sensitive), newest first:
 * the two that sit beside this one when three are compared. Keyed by parameter code.
 */
export async function previousResults(
  db: Db,
  report: ReportRow,
  patient: { readonly gender: string; readonly birthDate: string },
  now: number,
): Promise<Map<string, PreviousResultView[]>> {
  const before = report.verifiedTime ?? report.reportedTime ?? report.createdTime;
  const earlier = await db
    .select()
    .from(diagnosticReports)
    .where(
      and(
        eq(diagnosticReports.patientId, report.patientId),
        eq(diagnosticReports.code, report.code),
        ne(diagnosticReports.id, report.id),
        eq(diagnosticReports.sensitive, false),
        viewableAtSql(now),
        lt(diagnosticReports.verifiedTime, before),
      ),
    )
    .orderBy(desc(diagnosticReports.verifiedTime))
    .limit(COMPARED_REPORTS - 1);
  const byCode = new Map<string, PreviousResultView[]>();
  if (earlier.length === 0) return byCode;
  const results = await db
    .select()
    .from(labResults)
    .where(
      inArray(
        labResults.diagnosticReportId,
        earlier.map((row) => row.id),
      ),
    );
  for (const older of earlier) {
    const time = effectiveTimeOf(older, { createdTime: older.createdTime });
    const subject = { gender: patient.gender, ageYears: ageInYears(patient.birthDate, time.getTime()) };
    for (const result of results.filter((row) => row.diagnosticReportId === older.id)) {
      const list = byCode.get(result.code) ?? [];
      list.push({
        diagnosticReportId: older.id,
        time: time.toISOString(),
        result: resultDisplay(result),
        flag: resultFlag(result.valueQuantity, result.referenceRange, subject),
      });
      byCode.set(result.code, list);
    }
  }
  return byCode;
}
