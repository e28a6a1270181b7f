import { PAYMENT_GATEWAYS, type PaymentGateway } from '../domain/paymentGateways';
import type { Tenant } from '../tenants/schema';

/** What a booking may offer, from the tenant's switches (spec 000 §6). */
export interface BookingOptions {
  /** Pay online (channelling.payment, or videoChannelling.payment for a video session). */
  readonly payment: boolean;
  /** Book without paying now: pay at the hospital (channelling.reserve). Never for a video session: the patient does not come to the hospital. */
  readonly reserve: boolean;
  /** The value pack variant of the invoice (openValuePacks). */
  readonly valuepack: boolean;
  /** Enabled gateways, in the tenant config's order. */
  readonly gateways: readonly PaymentGateway[];
}

/** The same rule from the parts a flow carries (the assistant has the features and gateways, not the tenant). */
export function bookingOptionsFrom(
  features: Tenant['features'],
  gateways: readonly PaymentGateway[],
  video: boolean,
): BookingOptions {
  return {
    payment: video ? features.videoChannelling.payment : features.channelling.payment,
    reserve: !video && features.channelling.reserve,
    valuepack: features.openValuePacks.enabled,
    gateways: [...gateways],
  };
}

/** The enabled card provider, masterCard and genie gateways of a tenant. */
export function enabledGateways(payment: Tenant['payment']): PaymentGateway[] {
  return PAYMENT_GATEWAYS.filter((gateway) => payment.gateways[gateway].enabled);
}

export function bookingOptionsOf(tenant: Tenant, video: boolean): BookingOptions {
  return bookingOptionsFrom(tenant.features, enabledGateways(tenant.payment), video);
}
