import {
  nextOrderStatus,
  orderCancelRefusal,
  orderMoveRefusal,
  isClosedOrderStatus,
  type OrderStatus,
} from '../../../domain/orderStatus';
import { cleanNote } from '../../../domain/textSafety';
import type { Services } from '../../context';
import type { OrderNote } from './tables';
import { apiError } from '../../graphql/apiError';
import type { StaffCaller } from '../staff';
import { categoryPaymentRequired } from './categoryFeature';
import { hospitalsOrder } from './orderAccess';
import { updateOrderIf } from './orderUpdate';
import type { OrderRow } from './orderView';
import { ORDER_NOTE_MAX } from './updateExtension';

/** The largest price staff may set (10 million in the tenant's currency): a typo guard, not a business rule. */
const AMOUNT_MAX_CENTS = 1_000_000_000;

function staffNote(services: Services, staff: StaffCaller, text: string): OrderNote {
  return {
    authorReference: `User/${staff.id}`,
    authorDisplay: 'Hospital Staff',
    time: new Date(services.now()).toISOString(),
    text,
  };
}

function amountCents(amount: number): number {
  const cents = Math.round(amount * 100);
  if (!Number.isFinite(amount) || cents < 0 || cents > AMOUNT_MAX_CENTS)
    throw apiError('ARO-E1046', 'That price is not valid.');
  return cents;
}

/**
 * Staff reply on an order of their hospital: a note in its thread, performerReplied, and with a price the
 * charging amount; a priced new order moves to confirming (ORDER_PATHS: confirming is reached by pricing it).
 * Admissions are not priced here: they move new → drConfirming with staffMoveOrder.
 */
export async function staffReplyOrder(
  services: Services,
  staff: StaffCaller,
  id: string,
  note: string,
  amount: number | null | undefined,
): Promise<OrderRow> {
  const row = await hospitalsOrder(services.db, staff, id);
  const text = cleanNote(note).trim();
  if (text === '') throw apiError('ARO-E1046', 'Please write a message.');
  if (text.length > ORDER_NOTE_MAX)
    throw apiError('ARO-E1046', `Please keep the message under ${ORDER_NOTE_MAX} characters.`);
  if (isClosedOrderStatus(row.orderStatus)) throw apiError('ARO-E1073', 'This order is closed.');
  const priced = amount !== null && amount !== undefined;
  if (priced && row.paymentStatus === 'paid') throw apiError('ARO-E1073', 'This order is already paid.');
  const toConfirming = priced && row.orderStatus === 'new' && nextOrderStatus(row.category, 'new') === 'confirming';
  return updateOrderIf(services, row, {
    notes: [...row.notes, staffNote(services, staff, text)],
    orderCommunicationStatus: 'performerReplied',
    ...(priced ? { chargingAmountCents: amountCents(amount) } : {}),
    ...(toConfirming ? { orderStatus: 'confirming' as const, status: 'active' as const } : {}),
  });
}

/**
 * One step forward on the category's path (domain/orderStatus.ts); completed also completes the request, and
 * Start sample collection records when and by whom.
 */
export async function staffMoveOrder(
  services: Services,
  staff: StaffCaller,
  id: string,
  to: string,
): Promise<OrderRow> {
  const row = await hospitalsOrder(services.db, staff, id);
  const refusal = orderMoveRefusal({
    category: row.category,
    from: row.orderStatus,
    to,
    paid: row.paymentStatus === 'paid',
    cash: row.paymentMethod === 'cash',
    paymentRequired: categoryPaymentRequired(services.tenant, row.category),
  });
  if (refusal !== null) throw apiError('ARO-E1072', `Refused (${refusal}): ${row.orderStatus} → ${to}.`);
  // Confirming means "priced, pay and confirm": it is reached by replying with a price, not by a bare move.
  if (to === 'confirming' && row.chargingAmountCents === null)
    throw apiError('ARO-E1072', 'Reply with a price to confirm the order.');
  const status = to as OrderStatus;
  const completed = status === 'completed';
  const now = new Date(services.now());
  return updateOrderIf(services, row, {
    orderStatus: status,
    status: completed ? 'completed' : 'active',
    ...(completed ? { closedTime: now } : {}),
    // The real collection: its reports print it as Specimen Collected, not the time the patient asked for (issue 29).
    ...(status === 'sampleCollecting'
      ? { sampleCollectionTime: now, sampleCollectionUserName: staff.displayName }
      : {}),
  });
}

/** Cancels an open order with one of the three reasons: the request is revoked. */
export async function staffCancelOrder(
  services: Services,
  staff: StaffCaller,
  id: string,
  reason: string,
): Promise<OrderRow> {
  const row = await hospitalsOrder(services.db, staff, id);
  const refusal = orderCancelRefusal(row.orderStatus, reason);
  if (refusal === 'closed') throw apiError('ARO-E1072', 'This order is already closed.');
  if (refusal === 'reason') throw apiError('ARO-E1046', 'Choose outOfStock, patientNoResponse or patientRequested.');
  return updateOrderIf(services, row, {
    orderStatus: 'canceled',
    status: 'revoked',
    orderCanceledReason: reason,
    closedTime: new Date(services.now()),
  });
}
