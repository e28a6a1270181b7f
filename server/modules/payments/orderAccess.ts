import { and, eq } from 'drizzle-orm';
import { isClosedOrderStatus, type OrderCategory } from '../../../domain/orderStatus';
import type { Db } from '../../db/connect';
import { patients, serviceRequests } from '../../db/schema';
import { apiError } from '../../graphql/apiError';
import type { Tenant } from '../../../tenants/schema';
import type { DbOrTx } from '../../db/dbOrTx';

export type OrderRow = typeof serviceRequests.$inferSelect;

/** The tenant switch that offers payment for each order category (spec 001 §6: medicationOrder ... encounterOrder). */
const ORDER_PAYMENT_FEATURE = {
  Medication: 'medicationOrder',
  Examination: 'examinationOrder',
  Procedure: 'procedureOrder',
  Finance: 'encounterOrder',
} as const satisfies Readonly<Record<OrderCategory, keyof Tenant['features']>>;

/** Whether the tenant takes payment in the app for orders of this category. */
function orderPaymentOffered(tenant: Tenant, category: OrderCategory): boolean {
  return tenant.features[ORDER_PAYMENT_FEATURE[category]].payment;
}

/** An order of one of the account's patients; another's (or none) is ARO-E1040. */
export async function ownOrder(db: Db, accountId: string, orderId: string): Promise<OrderRow> {
  const [row] = await db
    .select({ order: serviceRequests })
    .from(serviceRequests)
    .innerJoin(patients, eq(patients.id, serviceRequests.patientId))
    .where(and(eq(serviceRequests.id, orderId), eq(patients.accountId, accountId)));
  if (row === undefined) throw apiError('ARO-E1040');
  return row.order;
}

/**
 * ARO-E1073 unless the order can be paid in the app now: its category's payment switch on, still open and
 * unpaid; ARO-E1046 while staff have not priced it. A cash order can still be paid online (the payment then
 * switches its method to the gateway).
 */
export function assertOrderPayable(tenant: Tenant, order: OrderRow): void {
  if (!orderPaymentOffered(tenant, order.category))
    throw apiError('ARO-E1073', 'Payment is not offered for this order.');
  if (isClosedOrderStatus(order.orderStatus) || order.paymentStatus !== 'pending')
    throw apiError('ARO-E1073', 'This order can no longer be paid.');
  if (order.chargingAmountCents === null) throw apiError('ARO-E1046', 'This order has not been priced yet.');
}

/**
 * The order a booking or invoice pays for, if it can still be paid. With `lock`, inside a transaction, its row
 * is locked FOR UPDATE: what initiateBooking, completeBooking and settleBooking serialise an order's payments on.
 */
export async function payableOrder(db: DbOrTx, tenant: Tenant, orderId: string, lock = false): Promise<OrderRow> {
  const query = db.select().from(serviceRequests).where(eq(serviceRequests.id, orderId));
  const [row] = lock ? await query.for('update') : await query;
  if (row === undefined) throw apiError('ARO-E1073');
  assertOrderPayable(tenant, row);
  return row;
}
