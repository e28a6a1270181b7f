/**
 * Orders (service requests, spec 001 §3–§4): the categories, each category's own status field and values, and
 * the moves hospital staff may make. The server refuses any move not listed here; the staff board offers only
 * these. What the patient reads for a status (trackers, texts) is in orderTracker.ts.
 */

import type { OrderCategory } from './orderCategories';

export { CHAT_ORDER_CATEGORIES, ORDER_CATEGORIES, type OrderCategory } from './orderCategories';

/** codeCode per category (spec 001 §3: examination, procedure, medication and admission kinds). */
export const ORDER_CODE_CODE: Readonly<Record<OrderCategory, string>> = {
  Medication: 'medication',
  Examination: 'examination',
  Procedure: 'procedure',
  Finance: 'admission',
};

/** The order's own status field per category (medicationOrderStatus, examinationOrderStatus, ...). */
export const ORDER_STATUS_FIELD = {
  Medication: 'medicationOrderStatus',
  Examination: 'examinationOrderStatus',
  Procedure: 'procedureOrderStatus',
  Finance: 'encounterOrderStatus',
} as const satisfies Readonly<Record<OrderCategory, string>>;

/** Every order status of spec 001 §4, plus drConfirming for admissions. */
export const ORDER_STATUSES = [
  'new',
  'confirming',
  'preparing',
  'sampleCollecting',
  'processing',
  'delivering',
  'drConfirming',
  'completed',
  'canceled',
  'entered_in_error',
  'aborted',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** With completed, these count as closed (spec 001 §4); a closed order takes no move. */
export const CLOSED_ORDER_STATUSES: readonly OrderStatus[] = ['completed', 'canceled', 'entered_in_error', 'aborted'];

export const ORDER_CANCEL_REASONS = ['outOfStock', 'patientNoResponse', 'patientRequested'] as const;
export type OrderCancelReason = (typeof ORDER_CANCEL_REASONS)[number];

/** serviceRequestInitiatedFor: homecare (deliver, collect or visit at home) or appointment (at the hospital). */
export const ORDER_INITIATED_FOR = ['homecare', 'appointment'] as const;
export type OrderInitiatedFor = (typeof ORDER_INITIATED_FOR)[number];

/** orderCommunicationStatus: initial; performerReplied once staff price it (pay and confirm); patientReplied when the patient writes. */
export type OrderCommunicationStatus = 'initial' | 'performerReplied' | 'patientReplied';

/** The service request's own status (spec 001 §3: includes revoked and completed); a new order is a draft. */
export type ServiceRequestStatus = 'draft' | 'active' | 'revoked' | 'completed' | 'entered_in_error';

/**
 * The forward path of each category, in order. Staff move an order one step along it; confirming is reached by
 * replying with a price (staffReplyOrder), and the step after confirming needs the order paid or set to cash.
 */
export const ORDER_PATHS: Readonly<Record<OrderCategory, readonly OrderStatus[]>> = {
  Medication: ['new', 'confirming', 'preparing', 'delivering', 'completed'],
  Examination: ['new', 'confirming', 'sampleCollecting', 'processing', 'completed'],
  Procedure: ['new', 'confirming', 'processing', 'completed'],
  Finance: ['new', 'drConfirming', 'completed'],
};

export function isClosedOrderStatus(status: string | null | undefined): boolean {
  return CLOSED_ORDER_STATUSES.includes(status as OrderStatus);
}

/** The next status on the category's path, or null at its end or off it. */
export function nextOrderStatus(category: OrderCategory, status: string): OrderStatus | null {
  const path = ORDER_PATHS[category];
  const at = path.indexOf(status as OrderStatus);
  return at < 0 || at === path.length - 1 ? null : (path[at + 1] ?? null);
}

/** Why a staff move is refused, or null when it is allowed. */
export type OrderMoveRefusal = 'closed' | 'notNext' | 'notPaid';

export interface OrderMoveFacts {
  readonly category: OrderCategory;
  readonly from: string;
  readonly to: string;
  /** serviceRequestPaymentStatus is paid. */
  readonly paid: boolean;
  /** serviceRequestPaymentMethod is cash (paid on delivery). */
  readonly cash: boolean;
  /**
   * The category's payment switch is on for the tenant: the patient pays in the app (or chooses cash) before the
   * order goes on. With it off the hospital takes payment its own way, and nothing waits for it.
   */
  readonly paymentRequired: boolean;
}

/**
 * Whether staff may move an order from one status to another: only one step forward on the category's path
 * (cancel is its own move, orderCancelRefusal); leaving confirming needs the order paid or to be paid in cash when
 * the tenant takes payment for the category in the app. Admissions never wait: they are paid by bank transfer.
 */
export function orderMoveRefusal(facts: OrderMoveFacts): OrderMoveRefusal | null {
  if (isClosedOrderStatus(facts.from)) return 'closed';
  if (nextOrderStatus(facts.category, facts.from) !== facts.to) return 'notNext';
  if (facts.from === 'confirming' && facts.paymentRequired && !facts.paid && !facts.cash) return 'notPaid';
  return null;
}

/** A cancel needs an open order and one of the three reasons. */
export function orderCancelRefusal(from: string, reason: string): 'closed' | 'reason' | null {
  if (isClosedOrderStatus(from)) return 'closed';
  if (!ORDER_CANCEL_REASONS.includes(reason as OrderCancelReason)) return 'reason';
  return null;
}
