import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { listSize } from '../../../domain/listLimits';
import type { Db } from '../../db/connect';
import { diagnosticReports } from './tables';
import { assertOwnPatient } from '../orders';
import { accountsReport, patientVisible } from './reportAccess';
import { diagnosticReportView, type DiagnosticReportView } from './reportView';

/** server/schema.graphql `DiagnosticReportFilter`. */
export interface DiagnosticReportFilter {
  readonly id?: string | null;
  readonly patientIds?: readonly string[] | null;
  readonly code?: string | null;
  readonly offset?: number | null;
  readonly limit?: number | null;
}

const LIMIT_MAX = 100;

/** The account's reports, newest first; sensitive ones are filtered in SQL (patientVisible). */
export async function queryDiagnosticReports(
  db: Db,
  accountId: string,
  filter: DiagnosticReportFilter,
): Promise<DiagnosticReportView[]> {
  if (filter.id !== undefined && filter.id !== null)
    return [diagnosticReportView(await accountsReport(db, accountId, filter.id))];
  const conditions: SQL[] = [patientVisible(db, accountId)];
  if (filter.patientIds !== undefined && filter.patientIds !== null) {
    for (const patientId of filter.patientIds) await assertOwnPatient(db, accountId, patientId);
    if (filter.patientIds.length === 0) return [];
    conditions.push(inArray(diagnosticReports.patientId, [...filter.patientIds]));
  }
  if (filter.code !== undefined && filter.code !== null) conditions.push(eq(diagnosticReports.code, filter.code));
  const limit = listSize(filter.limit, 20, LIMIT_MAX);
  const offset = Math.max(filter.offset ?? 0, 0);
  const rows = await db
    .select()
    .from(diagnosticReports)
    .where(and(...conditions))
    .orderBy(desc(diagnosticReports.createdTime), desc(diagnosticReports.id))
    .limit(limit)
    .offset(offset);
  return rows.map(diagnosticReportView);
}
