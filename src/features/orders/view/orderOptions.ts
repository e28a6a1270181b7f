import { onlineDiscountPercent } from '../../../../domain/orderCharges';
import type { OrderCategory } from '../../../../domain/orderStatus';
import type { OrderPaymentOptions } from '../../../../machines/orderView.machine';
import { enabledGateways } from '../../../../machines/bookingOptions';
import type { Tenant } from '../../../../tenants/schema';

const FEATURE = {
  Medication: 'medicationOrder',
  Examination: 'examinationOrder',
  Procedure: 'procedureOrder',
  Finance: 'encounterOrder',
} as const satisfies Record<OrderCategory, keyof Tenant['features']>;

/** Each category's payment switch, the enabled gateways, the cash gateway (spec 001 §6) and its online discount (§9). */
export function orderPaymentOptionsOf(tenant: Tenant): Record<OrderCategory, OrderPaymentOptions> {
  const gateways = enabledGateways(tenant.payment);
  const cash = tenant.payment.gateways.cash.enabled;
  const of = (category: OrderCategory): OrderPaymentOptions => ({
    payment: tenant.features[FEATURE[category]].payment,
    gateways,
    cash,
    onlineDiscountPercent: onlineDiscountPercent(category, tenant.payment.onlineOrderDiscountPercent),
  });
  return {
    Medication: of('Medication'),
    Examination: of('Examination'),
    Procedure: of('Procedure'),
    Finance: of('Finance'),
  };
}
