import { and, eq } from 'drizzle-orm';
import { diagnosticReports } from './tables';
import type { DbOrTx } from '../../db/dbOrTx';
import type { OrderRow } from '../orders';
import { orderPayment } from './orderPayment';
import { publishReportChange } from './publishReport';
import type { PubSub } from '../../pubsub';

/** A report released by a payment: enough to announce it once the transaction has committed. */
export interface ReleasedReport {
  readonly id: string;
  readonly sensitive: boolean;
}

/**
 * An order paid after some of its reports were saved: those reports stop saying 'Payment is pending' and take the
 * order's invoice. Called inside the transaction that marks the order paid (gateway settlement, cash recorded);
 * returns the released reports so that the caller announces them after commit (publishReleasedReports).
 */
export async function markReportsPaid(tx: DbOrTx, order: OrderRow): Promise<readonly ReleasedReport[]> {
  const payment = orderPayment({ ...order, paymentStatus: 'paid' });
  return tx
    .update(diagnosticReports)
    .set(payment)
    .where(and(eq(diagnosticReports.serviceRequestId, order.id), eq(diagnosticReports.patientCreditStatus, 'pending')))
    .returning({ id: diagnosticReports.id, sensitive: diagnosticReports.sensitive });
}

/** The patient's open report list swaps 'Payment is pending' for the countdown or Result without a reload. */
export function publishReleasedReports(pubsub: PubSub, accountId: string, reports: readonly ReleasedReport[]): void {
  for (const report of reports) publishReportChange(pubsub, accountId, report);
}
