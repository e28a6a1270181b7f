import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Services } from '../../context';
import { invoices } from '../../db/schema';
import { serviceRequests } from './tables';
import { apiError } from '../../graphql/apiError';
import { schemeFor } from '../../billing/chargingScheme';
import { linesTotal } from '../../billing/invoiceLines';
import { CASH_REASON_CODE, HOMECARE_SERVICE_CLASS } from '../../billing/invoiceCodes';
import type { StaffCaller } from '../staff';
import { orderChargeLinesOf } from './orderCharges';
import { hospitalsOrder } from './orderAccess';
import type { OrderRow } from './orderView';
import { publishOrderChange } from './publishOrder';

/**
 * The cash was taken on delivery: the order becomes paid, once, and the invoice of what was taken is written in
 * the same transaction (the cash lines of domain/orderCharges.ts, the same total the patient was shown and staff
 * were asked about; reason revenue_collected), so the order shows what was paid and how afterwards (issue 29).
 * No payments row: that table records gateway payments. The update is conditional on the status read, so of two
 * at once one applies and the other is ARO-E1072.
 */
export async function staffRecordCashPayment(services: Services, staff: StaffCaller, id: string): Promise<OrderRow> {
  const { db, tenant } = services;
  const row = await hospitalsOrder(db, staff, id);
  if (row.paymentMethod !== 'cash') throw apiError('ARO-E1046', 'This order is not paid in cash.');
  if (row.paymentStatus !== 'pending') throw apiError('ARO-E1046', 'This order is already paid.');
  if (row.orderStatus === 'canceled' || row.orderStatus === 'entered_in_error' || row.orderStatus === 'aborted')
    throw apiError('ARO-E1073', 'This order is canceled.');
  const lines = await orderChargeLinesOf(db, tenant, row, 'cash');
  const scheme = await schemeFor(db, row.organizationId, null, false);
  const now = new Date(services.now());
  const { paid, released } = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(serviceRequests)
      .set({ paymentStatus: 'paid', updatedTime: now })
      .where(
        and(
          eq(serviceRequests.id, row.id),
          eq(serviceRequests.orderStatus, row.orderStatus),
          eq(serviceRequests.paymentStatus, 'pending'),
          eq(serviceRequests.paymentMethod, 'cash'),
        ),
      )
      .returning();
    if (updated === undefined) throw apiError('ARO-E1072', 'The order was changed meanwhile; reload it.');
    await tx.insert(invoices).values({
      id: randomUUID(),
      serviceRequestId: row.id,
      organizationId: row.organizationId,
      patientId: row.patientId,
      serviceClass: row.initiatedFor === 'homecare' ? HOMECARE_SERVICE_CLASS : null,
      schemeId: scheme.id,
      variant: scheme.variant,
      reasonCode: CASH_REASON_CODE,
      items: lines,
      totalCents: linesTotal(lines),
      currency: tenant.payment.currency,
      createdAt: now,
    });
    // Lab reports already saved for the order stop saying 'Payment is pending' (issue 17).
    return { paid: updated, released: await services.hooks.releaseReportsOfPaidOrder(tx, updated) };
  });
  publishOrderChange(services.pubsub, paid);
  services.hooks.announceReleasedReports(services.pubsub, paid.accountId, released);
  return paid;
}
