import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { diagnosticReports, labResults } from './tables';
import { assertOwnPatient } from '../orders';
import { patientVisible } from './reportAccess';
import { labResultView, type LabResultView } from './reportView';
import { viewableAtSql } from './viewable';

/** One parameter's results of one of the account's patients, oldest first, from viewable non-sensitive reports (the graph). */
export async function queryLabResults(
  db: Db,
  accountId: string,
  patientId: string,
  code: string,
  now: number,
): Promise<LabResultView[]> {
  await assertOwnPatient(db, accountId, patientId);
  const effective = sql`coalesce(${diagnosticReports.verifiedTime}, ${diagnosticReports.reportedTime})`;
  const rows = await db
    .select({
      result: labResults,
      verifiedTime: diagnosticReports.verifiedTime,
      reportedTime: diagnosticReports.reportedTime,
    })
    .from(labResults)
    .innerJoin(diagnosticReports, eq(diagnosticReports.id, labResults.diagnosticReportId))
    .where(
      and(
        eq(labResults.patientId, patientId),
        eq(labResults.code, code),
        eq(diagnosticReports.patientId, patientId),
        patientVisible(db, accountId),
        viewableAtSql(now),
      ),
    )
    .orderBy(asc(effective), asc(labResults.id));
  return rows.map((row) => labResultView(row.result, row));
}
