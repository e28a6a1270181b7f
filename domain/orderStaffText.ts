/**
 * The staff console's words for orders (the order board): category, status, the move buttons, why a move is
 * refused, cancel reasons, where the order is served, payment and the thread's state. Staff's own tools are
 * not in the spec (001 §1), so these are ours; what the patient reads is in orderTracker.ts.
 */
import { gatewayLabel } from './paymentHistory';
import {
  nextOrderStatus,
  type OrderCancelReason,
  type OrderCategory,
  type OrderMoveRefusal,
  type OrderStatus,
} from './orderStatus';

/** Finance is an admission to everyone but the database (spec 001 §1). */
export const ORDER_CATEGORY_STAFF_LABELS: Readonly<Record<OrderCategory, string>> = {
  Medication: 'Medication',
  Examination: 'Examination',
  Procedure: 'Procedure',
  Finance: 'Admission',
};

const STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  new: 'New',
  confirming: 'Confirming',
  preparing: 'Preparing',
  sampleCollecting: 'Sample collecting',
  processing: 'Processing',
  delivering: 'Delivering',
  drConfirming: 'Doctor confirming',
  completed: 'Completed',
  canceled: 'Canceled',
  entered_in_error: 'Entered in error',
  aborted: 'Aborted',
};

/** A status in staff words; an admission's completed reads Admitted; an unknown status shows raw (spec 001 §4). */
export function orderStatusStaffLabel(category: OrderCategory, status: string): string {
  if (category === 'Finance' && status === 'completed') return 'Admitted';
  return (STATUS_LABELS as Readonly<Record<string, string>>)[status] ?? status;
}

/** What the move button says for each step it can take, per category (the targets of ORDER_PATHS). */
const MOVE_LABELS: Readonly<Record<OrderCategory, Partial<Record<OrderStatus, string>>>> = {
  Medication: { preparing: 'Start preparing', delivering: 'Out for delivery', completed: 'Mark completed' },
  Examination: {
    sampleCollecting: 'Start sample collection',
    processing: 'Start testing',
    completed: 'Mark completed',
  },
  Procedure: { processing: 'Start procedure', completed: 'Mark completed' },
  Finance: { drConfirming: 'Confirm (doctor)', completed: 'Admit' },
};

/**
 * The next move the board offers for an order, or null. A new order of the three paid categories is not moved
 * to confirming by hand: replying with a price does that (staffReplyOrder), so the patient has something to pay.
 */
export function staffNextMove(
  category: OrderCategory,
  status: string,
): { readonly to: OrderStatus; readonly label: string } | null {
  const to = nextOrderStatus(category, status);
  if (to === null) return null;
  const label = MOVE_LABELS[category][to];
  return label === undefined ? null : { to, label };
}

/** Why the move button is disabled, in words. */
export const ORDER_MOVE_REFUSAL_TEXT: Readonly<Record<OrderMoveRefusal, string>> = {
  closed: 'The order is closed.',
  notNext: 'That is not the next step of this order.',
  notPaid: 'Waiting for the patient to pay (or to choose cash on delivery).',
};

export const ORDER_CANCEL_REASON_LABELS: Readonly<Record<OrderCancelReason, string>> = {
  outOfStock: 'Out of stock',
  patientNoResponse: 'Patient did not respond',
  patientRequested: 'Patient requested',
};

/** A stored cancel reason in words; an unknown one raw. */
export function orderCancelReasonLabel(reason: string): string {
  return (ORDER_CANCEL_REASON_LABELS as Readonly<Record<string, string>>)[reason] ?? reason;
}

/** Where the order is served: homecare or at the hospital, in the category's own words (spec 001 §4 delivering). */
export function orderInitiatedForLabel(category: OrderCategory, initiatedFor: string): string {
  const home = initiatedFor === 'homecare';
  if (initiatedFor !== 'homecare' && initiatedFor !== 'appointment') return initiatedFor;
  switch (category) {
    case 'Medication':
      return home ? 'Deliver home' : 'Collect at the hospital';
    case 'Examination':
      return home ? 'Home sample collection' : 'At the hospital';
    case 'Procedure':
      return home ? 'Home visit' : 'At the hospital';
    case 'Finance':
      return home ? 'Homecare' : 'At the hospital';
  }
}

export function orderPaymentStatusLabel(status: string): string {
  return status === 'paid' ? 'Paid' : status === 'pending' ? 'Pending' : status;
}

/** cash is cash on delivery; a gateway in the words the payment history uses ('Card', not cardProvider); none chosen yet. */
export function orderPaymentMethodLabel(method: string | null): string {
  if (method === null || method === '') return 'Not chosen yet';
  return method === 'cash' ? 'Cash on delivery' : gatewayLabel(method);
}

const COMMUNICATION_LABELS: Readonly<Record<string, string>> = {
  initial: 'Waiting for the hospital',
  performerReplied: 'Hospital replied',
  patientReplied: 'Patient replied',
};

/** orderCommunicationStatus in staff words: whose turn it is in the thread. */
export function orderCommunicationLabel(status: string): string {
  return COMMUNICATION_LABELS[status] ?? status;
}
