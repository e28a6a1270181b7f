import { and, eq } from 'drizzle-orm';
import { diagnosticReports } from '../../db/schema';
import type { DbOrTx } from '../appointments/payAppointment';
import type { OrderRow } from '../orders/orderView';
import { orderPayment } from './orderPayment';

/**
 * An order paid after some of its reports were saved: those reports stop saying 'Payment is pending' and take the
 * order's invoice. Called inside the transaction that marks the order paid (gateway settlement, cash recorded).
 */
export async function markReportsPaid(tx: DbOrTx, order: OrderRow): Promise<void> {
  const payment = await orderPayment(tx, { ...order, paymentStatus: 'paid' });
  await tx
    .update(diagnosticReports)
    .set(payment)
    .where(and(eq(diagnosticReports.serviceRequestId, order.id), eq(diagnosticReports.patientCreditStatus, 'pending')));
}
