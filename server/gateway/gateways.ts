import {
  gatewayOf,
  isPaymentGatewayType,
  isQuickPay,
  type PaymentGateway,
  type PaymentGatewayType,
} from '../../domain/payment';
import type { Tenant } from '../../tenants/schema';
import { apiError } from '../graphql/apiError';

/** A gateway type the tenant offers (cardProvider, masterCard, genie or their QuickPay variants); else ARO-E1044. */
export function enabledGatewayType(tenant: Tenant, value: string): PaymentGatewayType {
  if (!isPaymentGatewayType(value)) throw apiError('ARO-E1044', 'Unknown payment gateway.');
  if (!tenant.payment.gateways[gatewayOf(value)].enabled)
    throw apiError('ARO-E1044', 'This payment gateway is not offered.');
  return value;
}

/** The real gateway's hosted page when the tenant has one; null means the local sandbox. */
export function gatewayEndpoint(tenant: Tenant, gateway: PaymentGateway): string | null {
  return tenant.payment.gateways[gateway].endpoint ?? null;
}

/** Public identifiers of the merchant in the form (not secrets): the tenant's merchantId, or the sandbox's. */
export function merchantIdentifiers(
  tenant: Tenant,
  gateway: PaymentGateway,
): { readonly accessKey: string; readonly profileId: string } {
  const merchantId = tenant.payment.gateways[gateway].merchantId ?? `sandbox-${tenant.id}`;
  return { accessKey: `${merchantId}-access`, profileId: merchantId };
}

/**
 * ARO-E1044 for a masterCard or genie gateway with a real endpoint: their hosted checkout needs an
 * adapter of its own (docs/PAYMENTS.md), so until one is written only the sandbox serves them.
 */
export function assertConnected(tenant: Tenant, type: PaymentGatewayType): void {
  const gateway = gatewayOf(type);
  if (!isQuickPay(type) && gateway !== 'cardProvider' && gatewayEndpoint(tenant, gateway) !== null) {
    throw apiError('ARO-E1044', 'This payment gateway is not connected.');
  }
}
