import { isClosedOrderStatus, ORDER_INITIATED_FOR, type OrderInitiatedFor } from '../../../domain/orderStatus';
import { cleanLine, cutText } from '../../../domain/textSafety';
import type { Services } from '../../context';
import { apiError } from '../../graphql/apiError';
import { cashAllowed } from './categoryFeature';
import { hasAddress } from './createServiceRequest';
import { accountsOrder } from './orderAccess';
import { updateOrderIf, type OrderChange } from './orderUpdate';
import { serviceRequestView, type ServiceRequestView } from './orderView';

/** server/schema.graphql `ServiceRequestPatch`. */
export interface ServiceRequestPatch {
  readonly addressLineOne?: string | null;
  readonly addressLineTwo?: string | null;
  readonly addressLineThree?: string | null;
  readonly addressCity?: string | null;
  readonly requestedLat?: number | null;
  readonly requestedLng?: number | null;
  readonly serviceRequestInitiatedFor?: string | null;
  readonly serviceRequestPaymentMethod?: string | null;
  readonly heartbeatLinkSeen?: boolean | null;
  readonly heartbeatLastSeen?: boolean | null;
}

const ADDRESS_FIELDS = ['addressLineOne', 'addressLineTwo', 'addressLineThree', 'addressCity'] as const;
const given = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined;

/** The part of a patch that changes the order itself (not the heartbeat); refused once the order is closed. */
function orderChanges(
  services: Services,
  row: Parameters<typeof serviceRequestView>[0],
  patch: ServiceRequestPatch,
): OrderChange {
  const change: { -readonly [K in keyof OrderChange]: OrderChange[K] } = {};
  for (const field of ADDRESS_FIELDS) {
    const value = patch[field];
    const line = value === undefined || value === null ? value : cleanLine(value).trim();
    if (line !== undefined) change[field] = line === null || line === '' ? null : cutText(line, 500);
  }
  if (patch.requestedLat !== undefined) change.requestedLat = patch.requestedLat;
  if (patch.requestedLng !== undefined) change.requestedLng = patch.requestedLng;
  if (given(patch.serviceRequestInitiatedFor)) {
    if (!ORDER_INITIATED_FOR.includes(patch.serviceRequestInitiatedFor as OrderInitiatedFor))
      throw apiError('ARO-E1074', 'Choose homecare or appointment.');
    change.initiatedFor = patch.serviceRequestInitiatedFor as OrderInitiatedFor;
  }
  if (given(patch.serviceRequestPaymentMethod)) {
    // Only cash is chosen here; an online gateway is recorded by the payment itself.
    if (patch.serviceRequestPaymentMethod !== 'cash') throw apiError('ARO-E1046', 'Only cash can be chosen here.');
    if (!cashAllowed(services.tenant)) throw apiError('ARO-E1073', 'Cash payment is not available.');
    if (row.paymentStatus !== 'pending') throw apiError('ARO-E1073', 'This order is already paid.');
    change.paymentMethod = 'cash';
  }
  if (Object.keys(change).length > 0 && isClosedOrderStatus(row.orderStatus))
    throw apiError('ARO-E1073', 'This order is closed.');
  const after = {
    addressLineOne: change.addressLineOne === undefined ? row.addressLineOne : change.addressLineOne,
    addressLineTwo: change.addressLineTwo === undefined ? row.addressLineTwo : change.addressLineTwo,
    addressLineThree: change.addressLineThree === undefined ? row.addressLineThree : change.addressLineThree,
    addressCity: change.addressCity === undefined ? row.addressCity : change.addressCity,
  };
  if ((change.initiatedFor ?? row.initiatedFor) === 'homecare' && !hasAddress(after))
    throw apiError('ARO-E1074', 'Please enter the address.');
  return change;
}

/**
 * The patient's changes to one of the account's orders (spec 001 §4, §7 patchServiceRequest): the address, the
 * change request (homecare ⇄ appointment), cash on delivery while unpaid, and the heartbeat (first view and last
 * seen), which alone is still taken once the order is closed and is not announced.
 */
export async function patchServiceRequest(
  services: Services,
  accountId: string,
  id: string,
  patch: ServiceRequestPatch,
): Promise<ServiceRequestView> {
  const row = await accountsOrder(services.db, accountId, id);
  const change: { -readonly [K in keyof OrderChange]: OrderChange[K] } = { ...orderChanges(services, row, patch) };
  const orderChanged = Object.keys(change).length > 0;
  if (given(patch.heartbeatLinkSeen)) change.heartbeatLinkSeen = row.heartbeatLinkSeen || patch.heartbeatLinkSeen;
  if (patch.heartbeatLastSeen === true) change.heartbeatLastSeen = new Date(services.now());
  if (Object.keys(change).length === 0) return serviceRequestView(row, services.tenant.payment.currency);
  const updated = await updateOrderIf(services, row, change, !orderChanged);
  return serviceRequestView(updated, services.tenant.payment.currency);
}
