import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { bookings, invoices, payments } from '../../db/schema';
import type { Tenant } from '../../../tenants/schema';
import { CASH_REASON_CODE } from '../../billing/invoiceCodes';
import { chargeView, orderChargeLinesOf, type ChargedOrder, type OrderChargeView } from './orderCharges';

/** server/schema.graphql `OrderPaid`. */
export interface OrderPaidView {
  readonly charge: OrderChargeView;
  readonly method: string;
  readonly time: string;
  readonly cardNumber: string | null;
}

/** The accepted gateway payment that paid the order (its booking settled it), with the invoice it was charged by. */
async function gatewayPaid(db: Db, order: ChargedOrder): Promise<OrderPaidView | null> {
  const [paid] = await db
    .select({ payment: payments, items: invoices.items, currency: invoices.currency })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .innerJoin(invoices, eq(invoices.id, bookings.invoiceId))
    .where(and(eq(payments.serviceRequestId, order.id), eq(payments.status, 'ACCEPT'), eq(bookings.status, 'paid')))
    .orderBy(desc(payments.transactionDate))
    .limit(1);
  if (paid === undefined) return null;
  return {
    charge: chargeView(paid.items, paid.currency),
    method: paid.payment.gatewayType,
    time: paid.payment.transactionDate.toISOString(),
    cardNumber: paid.payment.cardNumber,
  };
}

/** The invoice staff wrote when they recorded the cash (recordCashPayment.ts). */
async function cashPaid(db: Db, order: ChargedOrder): Promise<OrderPaidView | null> {
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.serviceRequestId, order.id), eq(invoices.reasonCode, CASH_REASON_CODE)))
    .orderBy(desc(invoices.createdAt))
    .limit(1);
  if (invoice === undefined) return null;
  return {
    charge: chargeView(invoice.items, invoice.currency),
    method: 'cash',
    time: invoice.createdAt.toISOString(),
    cardNumber: null,
  };
}

/**
 * ServiceRequest.paid (issue 29): what was paid and how, for the patient and staff alike once the order is paid.
 * A gateway payment shows its own invoice (with the online discount, if any) and card; cash shows the invoice
 * written when staff recorded it. An order paid before either was kept (the demo's) shows the cash lines as they
 * stand, at its last change.
 */
export async function orderPaid(db: Db, tenant: Tenant, order: ChargedOrder): Promise<OrderPaidView | null> {
  if (order.paymentStatus !== 'paid') return null;
  const found = order.paymentMethod === 'cash' ? await cashPaid(db, order) : await gatewayPaid(db, order);
  if (found !== null) return found;
  const lines = await orderChargeLinesOf(db, tenant, order, 'cash');
  return {
    charge: chargeView(lines, tenant.payment.currency),
    method: order.paymentMethod ?? 'cash',
    time: order.updatedTime.toISOString(),
    cardNumber: null,
  };
}
