import { orderChargeLines, type OrderChargeFacts, type OrderPayWay } from '../../../domain/orderCharges';
import type { InvoiceLine } from '../../db/schema';
import type { Tenant } from '../../../tenants/schema';
import type { DbOrTx } from '../../db/dbOrTx';
import { amountView, type AmountView } from '../../billing/amounts';
import { linesTotal } from '../../billing/invoiceLines';
import { orderDeliveryChargeCents } from './deliveryCharge';
import type { OrderCategory } from '../../../domain/orderStatus';
import type { ServiceRequestView } from './orderView';

/** server/schema.graphql `OrderCharge`. */
export interface OrderChargeView {
  readonly items: readonly { readonly description: string; readonly category: string; readonly amount: AmountView }[];
  readonly total: AmountView;
}

/** What the charges and the payment of an order are read from: a stored row, or the API's view of one. */
export interface ChargedOrder {
  readonly id: string;
  readonly category: OrderCategory;
  readonly chargingAmountCents: number | null;
  readonly initiatedFor: string;
  readonly organizationId: string;
  readonly paymentStatus: string;
  readonly paymentMethod: string | null;
  readonly updatedTime: Date;
}

/** The ServiceRequest field resolvers get the view: its fields as ChargedOrder reads them. */
export function chargedOrderOf(view: ServiceRequestView): ChargedOrder {
  return {
    id: view.id,
    category: view.category,
    chargingAmountCents:
      view.serviceRequestChargingAmount === null ? null : Math.round(view.serviceRequestChargingAmount * 100),
    initiatedFor: view.serviceRequestInitiatedFor,
    organizationId: view.organizationId,
    paymentStatus: view.serviceRequestPaymentStatus,
    paymentMethod: view.serviceRequestPaymentMethod,
    updatedTime: new Date(view.updatedTime),
  };
}

/** What domain/orderCharges.ts reads of a priced order: its price, where it is served, the hospital's charge, the tenant's discount. */
async function orderChargeFacts(db: DbOrTx, tenant: Tenant, order: ChargedOrder): Promise<OrderChargeFacts> {
  const homecare = order.initiatedFor === 'homecare';
  return {
    category: order.category,
    priceCents: order.chargingAmountCents ?? 0,
    homecare,
    homecareChargeCents: homecare ? await orderDeliveryChargeCents(db, order.organizationId) : 0,
    onlineDiscountPercent: tenant.payment.onlineOrderDiscountPercent,
  };
}

/** The order's invoice lines paid `way` (the online invoice, the cash one staff record): one rule for both sides. */
export async function orderChargeLinesOf(
  db: DbOrTx,
  tenant: Tenant,
  order: ChargedOrder,
  way: OrderPayWay,
): Promise<InvoiceLine[]> {
  return orderChargeLines(await orderChargeFacts(db, tenant, order), way);
}

export function chargeView(lines: readonly InvoiceLine[], currency: string): OrderChargeView {
  return {
    items: lines.map((line) => ({
      description: line.description,
      category: line.category,
      amount: amountView(line.amountCents, currency),
    })),
    total: amountView(linesTotal(lines), currency),
  };
}

/**
 * ServiceRequest.cashCharge: what cash on delivery collects, the same total whoever reads it (the patient choosing
 * cash, staff recording it). Null until staff price the order, and for admissions (paid by bank transfer).
 */
export async function cashCharge(db: DbOrTx, tenant: Tenant, order: ChargedOrder): Promise<OrderChargeView | null> {
  if (order.chargingAmountCents === null || order.category === 'Finance') return null;
  return chargeView(await orderChargeLinesOf(db, tenant, order, 'cash'), tenant.payment.currency);
}
