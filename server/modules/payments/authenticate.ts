import type { Services } from '../../context';
import { apiError } from '../../graphql/apiError';
import { checkoutPath, isCheckoutGateway } from '../../sandbox/paths';
import { ownBooking } from './access';
import { assertConnected } from '../../gateway/gateways';
import { loadMerchantKey } from '../../gateway/merchantKey';
import { checkoutSignature } from '../../gateway/signature';
import { payableSubject } from './subject';

export interface GatewayAuthenticationView {
  readonly redirectUrl: string | null;
  readonly redirectHtml: string | null;
}

/**
 * The hosted checkout of one of the account's masterCard or genie bookings: a link signed with the
 * merchant key, which the browser follows 1 s after it is ready. ARO-E1040 for another account's booking,
 * ARO-E1044 for another gateway or a booking already settled, ARO-E1043 when the appointment is no longer held
 * (ARO-E1073 when the order can no longer be paid).
 */
export async function authenticatePaymentGateway(
  services: Services,
  accountId: string,
  bookingId: string,
): Promise<GatewayAuthenticationView> {
  const { db } = services;
  const booking = await ownBooking(db, accountId, bookingId);
  const gateway = booking.gatewayType;
  if (!isCheckoutGateway(gateway)) throw apiError('ARO-E1044', 'This booking has no gateway page.');
  assertConnected(services.tenant, gateway);
  if (booking.status !== 'initiated') throw apiError('ARO-E1044', 'This payment is already complete.');
  await payableSubject(db, services.tenant, booking, services.now());
  const key = await loadMerchantKey(db);
  return {
    redirectUrl: checkoutPath(gateway, booking.id, checkoutSignature(key, gateway, booking.id)),
    redirectHtml: null,
  };
}
