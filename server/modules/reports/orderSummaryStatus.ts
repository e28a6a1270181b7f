import { eq, sql } from 'drizzle-orm';
import type { ReportSummaryStatus } from '../../../domain/labReport';
import { isFinalReport } from '../../../domain/reportAvailability';
import type { Db } from '../../db/connect';
import { diagnosticReports } from './tables';

/** The facts of one order's reports that its summary reads. */
export interface OrderReportFacts {
  readonly code: string;
  readonly status: string;
  readonly hasResults: boolean;
}

/** print_ready once every test has a verified report, report once any has results, null before. */
export function summaryOf(
  testCodes: readonly string[],
  reports: readonly OrderReportFacts[],
): Extract<ReportSummaryStatus, 'report' | 'print_ready'> | null {
  const verified = new Set(reports.filter((report) => isFinalReport(report.status)).map((report) => report.code));
  const codes = new Set(testCodes);
  if (codes.size > 0 && [...codes].every((code) => verified.has(code))) return 'print_ready';
  return reports.some((report) => report.hasResults) ? 'report' : null;
}

/** ServiceRequest.reportSummaryStatus: examination orders only, one query per order. */
export async function orderReportSummary(
  db: Db,
  order: { readonly id: string; readonly category: string; readonly orderDetail: readonly { readonly code: string }[] },
): Promise<string | null> {
  if (order.category !== 'Examination') return null;
  // Written out with its table names: drizzle leaves the columns of a select unqualified, and "id" would be lab_results'.
  const hasResults = sql<boolean>`exists (select 1 from lab_results r where r.diagnostic_report_id = "diagnostic_reports"."id")`;
  const reports = await db
    .select({ code: diagnosticReports.code, status: diagnosticReports.status, hasResults })
    .from(diagnosticReports)
    .where(eq(diagnosticReports.serviceRequestId, order.id));
  return summaryOf(
    order.orderDetail.map((line) => line.code),
    reports,
  );
}
