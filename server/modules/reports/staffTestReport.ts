import { and, eq } from 'drizzle-orm';
import type { OrderDetailLine } from '../../db/schema';
import { diagnosticReports } from '../../db/schema';
import type { DbOrTx } from '../../db/dbOrTx';
import type { OrderRow } from '../orders';
import { allResults } from './reportResults';
import { diagnosticReportView, type DiagnosticReportView, type LabResultView } from './reportView';
import { orderTestParameters, type TestParameterView } from './testParameters';

/** server/schema.graphql `StaffTestReport`. */
export interface StaffTestReportView {
  readonly serviceRequestId: string;
  readonly code: string;
  readonly name: string;
  readonly resultOption: string;
  readonly parameters: readonly TestParameterView[];
  readonly report: DiagnosticReportView | null;
  readonly results: readonly LabResultView[];
}

/** One test of an order as staff enter it: its parameters, its report (null before the first save) and every result. */
export async function staffTestReport(
  db: DbOrTx,
  order: OrderRow,
  line: Pick<OrderDetailLine, 'code' | 'display'>,
): Promise<StaffTestReportView> {
  const { test, parameters } = await orderTestParameters(db, order.organizationId, line);
  const [report] = await db
    .select()
    .from(diagnosticReports)
    .where(and(eq(diagnosticReports.serviceRequestId, order.id), eq(diagnosticReports.code, line.code)));
  return {
    serviceRequestId: order.id,
    code: line.code,
    name: test.name,
    resultOption:
      parameters.length === 1 && parameters[0]?.code === line.code
        ? parameters[0].resultOption
        : (test.resultOption ?? 'text'),
    parameters,
    report: report === undefined ? null : diagnosticReportView(report),
    results: report === undefined ? [] : await allResults(db, report),
  };
}

/** Every test of the order, in the order's own order. */
export async function staffOrderReports(db: DbOrTx, order: OrderRow): Promise<StaffTestReportView[]> {
  const views: StaffTestReportView[] = [];
  for (const line of order.orderDetail) views.push(await staffTestReport(db, order, line));
  return views;
}
