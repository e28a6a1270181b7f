import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { isClosedOrderStatus } from '../../../domain/orderStatus';
import { isFinalReport } from '../../../domain/reportAvailability';
import type { Services } from '../../context';
import { diagnosticReports, labResults } from './tables';
import { apiError } from '../../graphql/apiError';
import { publishOrderChange } from '../orders';
import type { StaffCaller } from '../staff';
import { orderPayment } from './orderPayment';
import { publishReportChange } from './publishReport';
import { hospitalsExamination } from './staffAccess';
import { staffTestReport, type StaffTestReportView } from './staffTestReport';
import { orderTestParameters } from './testParameters';
import { validateResults, type LabResultInput } from './validateResults';

/** server/schema.graphql `ReportResultsInput`. */
export interface ReportResultsInput {
  readonly serviceRequestId: string;
  readonly code: string;
  readonly results: readonly LabResultInput[];
  readonly sensitive?: boolean | null;
  readonly external?: boolean | null;
}

/**
 * Staff save a test's results: the report is made on the first save (preliminary, summary report) and its results
 * replaced in one transaction. Two saves at once meet on the (order, test) unique key: the insert does nothing for
 * the second and both then lock the one row, so no duplicate report or result is left. Verified reports are closed.
 */
export async function staffSaveResults(
  services: Services,
  staff: StaffCaller,
  input: ReportResultsInput,
): Promise<StaffTestReportView> {
  const { db } = services;
  const order = await hospitalsExamination(db, staff, input.serviceRequestId);
  if (isClosedOrderStatus(order.orderStatus) && order.orderStatus !== 'completed')
    throw apiError('ARO-E1081', 'This order is canceled.');
  const line = order.orderDetail.find((entry) => entry.code === input.code);
  if (line === undefined) throw apiError('ARO-E1081', `'${input.code}' is not a test of this order.`);
  const { test, parameters } = await orderTestParameters(db, order.organizationId, line);
  const valid = validateResults(parameters, input.results);
  const payment = orderPayment(order);
  const now = new Date(services.now());

  const saved = await db.transaction(async (tx) => {
    await tx
      .insert(diagnosticReports)
      .values({
        id: randomUUID(),
        patientId: order.patientId,
        organizationId: order.organizationId,
        serviceRequestId: order.id,
        code: line.code,
        name: test.name,
        category: 'LAB',
        status: 'registered',
        summaryStatus: 'new',
        codeType: test.resultOption ?? 'text',
        patientCreditStatus: payment.patientCreditStatus,
        paymentStatus: payment.paymentStatus,
        createdTime: now,
        updatedTime: now,
      })
      .onConflictDoNothing();
    const [report] = await tx
      .select()
      .from(diagnosticReports)
      .where(and(eq(diagnosticReports.serviceRequestId, order.id), eq(diagnosticReports.code, line.code)))
      .for('update');
    if (report === undefined) throw new Error(`Report of ${order.id}/${line.code} vanished`);
    if (isFinalReport(report.status))
      throw apiError('ARO-E1081', 'This report is verified; its results cannot be changed.');
    const [updated] = await tx
      .update(diagnosticReports)
      .set({
        status: 'preliminary',
        summaryStatus: 'report',
        category: parameters.some((parameter) => parameter.microbiology) ? 'MICRO' : 'LAB',
        ...payment,
        ...(typeof input.sensitive === 'boolean' ? { sensitive: input.sensitive } : {}),
        ...(typeof input.external === 'boolean'
          ? { outsourcedType: input.external ? ('external' as const) : ('internal' as const) }
          : {}),
        // When staff started collecting (the time asked for may be hours later than what really happened).
        specimenCollectedTime: report.specimenCollectedTime ?? order.sampleCollectionTime ?? now,
        specimenReceivedTime: report.specimenReceivedTime ?? now,
        reportedTime: now,
        updatedTime: now,
      })
      .where(eq(diagnosticReports.id, report.id))
      .returning();
    if (updated === undefined) throw new Error(`Report ${report.id} vanished`);
    await tx.delete(labResults).where(eq(labResults.diagnosticReportId, report.id));
    if (valid.length > 0) {
      await tx.insert(labResults).values(
        valid.map((result) => ({
          id: randomUUID(),
          diagnosticReportId: report.id,
          patientId: order.patientId,
          status: 'preliminary' as const,
          code: result.parameter.code,
          name: result.parameter.name,
          category: result.parameter.microbiology ? ('MICRO' as const) : ('LAB' as const),
          resultOption: result.parameter.resultOption,
          valueQuantity: result.valueQuantity,
          unit: result.parameter.unit,
          valueString: result.valueString,
          referenceRange: [...result.parameter.referenceRange],
          parameterOrder: result.parameter.parameterOrder,
          subTestClassification: result.parameter.subTestClassification,
          organism: result.organism,
          antibiogram: result.antibiogram,
          createdTime: now,
        })),
      );
    }
    return updated;
  });
  publishReportChange(services.pubsub, order.accountId, saved);
  // The examination tracker reads reportSummaryStatus: its order views reload.
  publishOrderChange(services.pubsub, order);
  return staffTestReport(db, order, line);
}
