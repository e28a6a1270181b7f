import { and, eq, inArray } from 'drizzle-orm';
import { FINAL_REPORT_STATUSES } from '../../../domain/labReport';
import { isClosedOrderStatus } from '../../../domain/orderStatus';
import { isFinalReport } from '../../../domain/reportAvailability';
import type { Services } from '../../context';
import { serviceRequests } from '../../db/schema';
import { diagnosticReports, labResults } from './tables';
import { apiError } from '../../graphql/apiError';
import { categoryPaymentRequired, updateOrderIf, type OrderRow, publishOrderChange } from '../orders';
import type { StaffCaller } from '../staff';
import { orderPayment } from './orderPayment';
import { publishReportChange } from './publishReport';
import { hospitalsExamination } from './staffAccess';
import { staffTestReport, type StaffTestReportView } from './staffTestReport';
import { orderTestParameters } from './testParameters';

/** Whether every test of the order has a verified report. */
async function everyTestVerified(services: Services, order: OrderRow): Promise<boolean> {
  const codes = [...new Set(order.orderDetail.map((line) => line.code))];
  if (codes.length === 0) return false;
  const rows = await services.db
    .select({ code: diagnosticReports.code })
    .from(diagnosticReports)
    .where(
      and(
        eq(diagnosticReports.serviceRequestId, order.id),
        inArray(diagnosticReports.code, codes),
        inArray(diagnosticReports.status, [...FINAL_REPORT_STATUSES]),
      ),
    );
  return new Set(rows.map((row) => row.code)).size === codes.length;
}

/**
 * Completes the order once its last test is verified. The move is conditional on the status read (updateOrderIf):
 * of two last verifications at once, one completes it and the other finds it moved or closed, which is the same end.
 * An order still owing its payment stays open, so the patient can pay it (a closed order takes no payment) and the
 * payment releases its reports (markReportsPaid).
 */
async function completeIfAllVerified(services: Services, orderId: string): Promise<void> {
  const [order] = await services.db.select().from(serviceRequests).where(eq(serviceRequests.id, orderId));
  if (order === undefined) return;
  const owesPayment = order.paymentStatus !== 'paid' && categoryPaymentRequired(services.tenant, order.category);
  if (isClosedOrderStatus(order.orderStatus) || owesPayment || !(await everyTestVerified(services, order))) {
    publishOrderChange(services.pubsub, order);
    return;
  }
  try {
    await updateOrderIf(services, order, {
      orderStatus: 'completed',
      status: 'completed',
      closedTime: new Date(services.now()),
    });
  } catch (error) {
    if (!(error instanceof Error) || !error.message.startsWith('ARO-E1072')) throw error;
  }
}

/**
 * Staff verify a report whose every parameter has a result: final, verifiedTime now, summary print_ready; the
 * 15-minute wait starts. The update is conditional on the report as read, so a save in between is not verified unseen.
 */
export async function staffVerifyReport(
  services: Services,
  staff: StaffCaller,
  id: string,
): Promise<StaffTestReportView> {
  const { db } = services;
  const [report] = await db.select().from(diagnosticReports).where(eq(diagnosticReports.id, id));
  if (report === undefined || report.organizationId !== staff.organizationId || report.serviceRequestId === null)
    throw apiError('ARO-E1014');
  const order = await hospitalsExamination(db, staff, report.serviceRequestId);
  if (isFinalReport(report.status)) throw apiError('ARO-E1081', 'This report is already verified.');
  const line = order.orderDetail.find((entry) => entry.code === report.code) ?? {
    code: report.code,
    display: report.name,
  };
  const { parameters } = await orderTestParameters(db, order.organizationId, line);
  const entered = new Set(
    (
      await db.select({ code: labResults.code }).from(labResults).where(eq(labResults.diagnosticReportId, report.id))
    ).map((row) => row.code),
  );
  const missing = parameters.filter((parameter) => !entered.has(parameter.code));
  if (missing.length > 0)
    throw apiError(
      'ARO-E1081',
      `Please enter every result before verifying (${missing.map((parameter) => parameter.name).join(', ')}).`,
    );
  const payment = orderPayment(order);
  const now = new Date(services.now());

  const verified = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(diagnosticReports)
      .set({
        status: 'final',
        summaryStatus: 'print_ready',
        verifiedTime: now,
        verifiedBy: `User/${staff.id}`,
        ...payment,
        updatedTime: now,
      })
      .where(
        and(
          eq(diagnosticReports.id, report.id),
          eq(diagnosticReports.status, report.status),
          eq(diagnosticReports.updatedTime, report.updatedTime),
        ),
      )
      .returning();
    if (row === undefined) throw apiError('ARO-E1081', 'The results changed meanwhile; check them and verify again.');
    await tx.update(labResults).set({ status: 'final' }).where(eq(labResults.diagnosticReportId, report.id));
    return row;
  });
  publishReportChange(services.pubsub, order.accountId, verified);
  await completeIfAllVerified(services, order.id);
  return staffTestReport(db, order, line);
}
