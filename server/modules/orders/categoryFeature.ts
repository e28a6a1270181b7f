import type { OrderCategory } from '../../../domain/orderStatus';
import type { Tenant } from '../../../tenants/schema';

/** The tenant feature that switches each order category on (Finance is the admission, encounterOrder). */
const FEATURE = {
  Medication: 'medicationOrder',
  Examination: 'examinationOrder',
  Procedure: 'procedureOrder',
  Finance: 'encounterOrder',
} as const satisfies Readonly<Record<OrderCategory, keyof Tenant['features']>>;

export function categoryEnabled(tenant: Tenant, category: OrderCategory): boolean {
  return tenant.features[FEATURE[category]].enabled;
}

/** Whether patients pay for the category in the app, so staff wait for the payment (or cash) after pricing. */
export function categoryPaymentRequired(tenant: Tenant, category: OrderCategory): boolean {
  return tenant.features[FEATURE[category]].payment;
}

/** Cash on delivery (or at the counter): the tenant's cash gateway. */
export function cashAllowed(tenant: Tenant): boolean {
  return tenant.payment.gateways.cash.enabled;
}
