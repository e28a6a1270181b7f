import { ORDER_STATUS_FIELD, type OrderCategory } from './orderStatus';

/**
 * What the patient reads of an order's progress (spec 001 §4): the tracker steps of its category, the step it
 * is at, and the status text and message of that state with the hospital's name. The status values and the
 * staff moves are in orderStatus.ts; this file only reads them.
 *
 * The Examination tracker follows the order's lab report (spec 001 §4): Testing once results are entered (summary
 * 'report') and Report once it is verified ('print_ready'), whatever the order's own status says; before a report,
 * sampleCollecting and processing are Testing. The Procedure tracker's Report step is never reached (spec 001 §4):
 * a completed procedure stays on Procedure, as Completed.
 */

/** The fields of an order that its tracker reads. */
export interface TrackedOrder {
  readonly category: OrderCategory;
  /** The service request's own status: draft, active, revoked, completed, entered_in_error. */
  readonly status: string;
  readonly medicationOrderStatus?: string | null;
  readonly examinationOrderStatus?: string | null;
  readonly procedureOrderStatus?: string | null;
  readonly encounterOrderStatus?: string | null;
  readonly orderCanceledReason?: string | null;
  readonly orderCommunicationStatus: string;
  readonly serviceRequestInitiatedFor: string;
  readonly serviceRequestPaymentMethod?: string | null;
  readonly serviceRequestPaymentStatus: string;
  /** How many images or documents are attached (Admission's Documents step). */
  readonly documentCount: number;
  /** An examination's lab report summary (new, sample_collected, report, print_ready); null without a report. */
  readonly reportSummaryStatus?: string | null;
}

type TrackerOutcome = 'open' | 'completed' | 'canceled';

export interface OrderTrackerView {
  /** The step labels, in order. */
  readonly steps: readonly string[];
  /** The index of the step reached; -1 for a status the app does not know (shown raw). */
  readonly current: number;
  readonly outcome: TrackerOutcome;
  /** The status text: 'Pay and confirm', 'Delivering to your home', 'Completed', or the unknown status as it is. */
  readonly statusText: string;
  /** One sentence about the state, with the hospital's name. */
  readonly message: string;
}

/** Users see Finance as Admission (spec 001 §1). */
export function orderCategoryLabel(category: OrderCategory): string {
  return category === 'Finance' ? 'Admission' : category;
}

/**
 * What the patient calls the order: its category's label, but a procedure at home is the Home Visit the menu
 * offered (issue 29: 'Procedure' read as something else).
 */
export function orderKindLabel(order: {
  readonly category: OrderCategory;
  readonly serviceRequestInitiatedFor: string;
}): string {
  return order.category === 'Procedure' && order.serviceRequestInitiatedFor === 'homecare'
    ? 'Home Visit'
    : orderCategoryLabel(order.category);
}

/** 'Request Another Medication', 'Request Another Admission', 'Request Another Home Visit' (spec 001 §4). */
export function requestAnotherLabel(order: {
  readonly category: OrderCategory;
  readonly serviceRequestInitiatedFor: string;
}): string {
  return `Request Another ${orderKindLabel(order)}`;
}

export const ORDER_TRACKER_STEPS: Readonly<Record<OrderCategory, readonly string[]>> = {
  Medication: ['New', 'Confirming', 'Preparing', 'Delivering', 'Completed'],
  Examination: ['New', 'Payment', 'Testing', 'Report'],
  Procedure: ['New', 'Payment', 'Procedure', 'Report'],
  Finance: ['New', 'Documents', 'Confirm', 'Admitted'],
};

export const ADMISSION_CANCELED = 'Admission Canceled';

/** The cancel reasons as the patient reads them. */
const CANCEL_REASON_TEXT: Readonly<Record<string, string>> = {
  outOfStock: 'the items are out of stock',
  patientNoResponse: 'we could not reach you',
  patientRequested: 'you asked us to cancel it',
};

/** The category's own status field of an order (only that one is set). */
export function orderStatusOf(
  order: Pick<
    TrackedOrder,
    'category' | 'medicationOrderStatus' | 'examinationOrderStatus' | 'procedureOrderStatus' | 'encounterOrderStatus'
  >,
): string | null {
  return order[ORDER_STATUS_FIELD[order.category]] ?? null;
}

function canceledMessage(order: TrackedOrder, hospital: string): string {
  const reason =
    order.orderCanceledReason === null || order.orderCanceledReason === undefined
      ? undefined
      : CANCEL_REASON_TEXT[order.orderCanceledReason];
  return reason === undefined
    ? `${hospital} canceled this order.`
    : `${hospital} canceled this order because ${reason}.`;
}

/**
 * Spec 001 §4's confirming sub-state 'cash method with performerReplied and pending payment means cash on
 * delivery': it holds for every category that is paid, not only medication (issue 29: a home visit paid in cash
 * kept asking to be paid).
 */
function isCashOnDelivery(
  order: Pick<TrackedOrder, 'serviceRequestPaymentMethod' | 'serviceRequestPaymentStatus' | 'orderCommunicationStatus'>,
): boolean {
  return (
    order.serviceRequestPaymentMethod === 'cash' &&
    order.orderCommunicationStatus === 'performerReplied' &&
    order.serviceRequestPaymentStatus !== 'paid'
  );
}

/** The Medication confirming sub-state (spec 001 §4), the most decisive first. */
function confirmingText(order: TrackedOrder, hospital: string): { statusText: string; message: string } {
  if (order.serviceRequestPaymentStatus === 'paid')
    return {
      statusText: 'Paid',
      message: `Thank you, your payment is received. ${hospital} will prepare your order shortly.`,
    };
  if (isCashOnDelivery(order))
    return {
      statusText: 'Cash on delivery',
      message: `You will pay in cash when you receive your order. ${hospital} will prepare it shortly.`,
    };
  if (order.orderCommunicationStatus === 'performerReplied')
    return { statusText: 'Pay and confirm', message: `${hospital} has priced your order. Please pay to confirm it.` };
  if (order.orderCommunicationStatus === 'patientReplied')
    return { statusText: 'Notes updated', message: `Your note has been sent. ${hospital} will reply shortly.` };
  return { statusText: 'Confirming', message: `${hospital} is checking your order.` };
}

function atHome(order: TrackedOrder): boolean {
  return order.serviceRequestInitiatedFor === 'homecare';
}

function view(
  steps: readonly string[],
  current: number,
  outcome: TrackerOutcome,
  statusText: string,
  message: string,
): OrderTrackerView {
  return { steps, current, outcome, statusText, message };
}

function medication(order: TrackedOrder, status: string, hospital: string): OrderTrackerView | null {
  const steps = ORDER_TRACKER_STEPS.Medication;
  switch (status) {
    case 'new':
      return view(steps, 0, 'open', 'Order received', `${hospital} has received your order and will check it shortly.`);
    case 'confirming': {
      const { statusText, message } = confirmingText(order, hospital);
      return view(steps, 1, 'open', statusText, message);
    }
    case 'preparing':
      return view(steps, 2, 'open', 'Preparing', `${hospital} is preparing your medicine.`);
    case 'delivering':
      return atHome(order)
        ? view(steps, 3, 'open', 'Deliver to home', `${hospital} is delivering your medicine to your address.`)
        : view(steps, 3, 'open', 'Collect at the hospital', `Your medicine is ready to collect at ${hospital}.`);
    default:
      return null;
  }
}

/** The lab report's step of an examination (spec 001 §4): Report when verified, Testing once results are entered. */
function reportStep(order: Pick<TrackedOrder, 'reportSummaryStatus'>): number | null {
  const steps = ORDER_TRACKER_STEPS.Examination;
  if (order.reportSummaryStatus === 'print_ready') return steps.indexOf('Report');
  if (order.reportSummaryStatus === 'report') return steps.indexOf('Testing');
  return null;
}

function examination(order: TrackedOrder, status: string, hospital: string): OrderTrackerView | null {
  const steps = ORDER_TRACKER_STEPS.Examination;
  // The report is ahead of the order's own status: staff verify it before they close the order.
  const byReport = reportStep(order);
  if (byReport === steps.indexOf('Report'))
    return view(steps, byReport, 'open', 'Report', `Your lab report from ${hospital} is ready.`);
  if (byReport !== null) return view(steps, byReport, 'open', 'Testing', `${hospital} is testing your sample.`);
  switch (status) {
    case 'new':
      return view(
        steps,
        0,
        'open',
        'Order received',
        `${hospital} has received your lab test order and will check it shortly.`,
      );
    case 'confirming':
      if (order.serviceRequestPaymentStatus === 'paid')
        return view(
          steps,
          1,
          'open',
          'Paid',
          `Thank you, your payment is received. ${hospital} will arrange your sample collection.`,
        );
      if (isCashOnDelivery(order))
        return view(
          steps,
          1,
          'open',
          'Cash on delivery',
          `You will pay in cash when your sample is collected. ${hospital} will arrange it shortly.`,
        );
      return view(steps, 1, 'open', 'Payment', `${hospital} has priced your lab tests. Please pay to confirm them.`);
    case 'sampleCollecting':
      return atHome(order)
        ? view(steps, 2, 'open', 'Sample collecting', `${hospital} will collect your sample at your address.`)
        : view(steps, 2, 'open', 'Sample collecting', `Please give your sample at ${hospital}.`);
    case 'processing':
      return view(steps, 2, 'open', 'Testing', `${hospital} is testing your sample.`);
    default:
      return null;
  }
}

function procedure(order: TrackedOrder, status: string, hospital: string): OrderTrackerView | null {
  const steps = ORDER_TRACKER_STEPS.Procedure;
  switch (status) {
    case 'new':
      return view(
        steps,
        0,
        'open',
        'Request received',
        `${hospital} has received your request and will check it shortly.`,
      );
    case 'confirming':
      if (order.serviceRequestPaymentStatus === 'paid')
        return view(
          steps,
          1,
          'open',
          'Paid',
          `Thank you, your payment is received. ${hospital} will arrange your visit.`,
        );
      if (isCashOnDelivery(order))
        return view(
          steps,
          1,
          'open',
          'Cash on delivery',
          `You will pay in cash at the visit. ${hospital} will arrange it shortly.`,
        );
      return view(steps, 1, 'open', 'Payment', `${hospital} has priced your request. Please pay to confirm it.`);
    case 'processing':
      return view(
        steps,
        2,
        'open',
        'Procedure',
        atHome(order) ? `${hospital} is arranging your home visit.` : `${hospital} is arranging your procedure.`,
      );
    default:
      return null;
  }
}

function admission(order: TrackedOrder, status: string, hospital: string): OrderTrackerView | null {
  const steps = ORDER_TRACKER_STEPS.Finance;
  switch (status) {
    case 'new':
      return order.documentCount > 0
        ? view(steps, 1, 'open', 'Documents received', `${hospital} has your documents and will check your admission.`)
        : view(steps, 0, 'open', 'Request received', `${hospital} has received your admission request.`);
    case 'drConfirming':
      return view(steps, 2, 'open', 'Doctor confirming', `A doctor at ${hospital} is confirming your admission.`);
    default:
      return null;
  }
}

/**
 * The step a completed order shows last: the category's final step, but Procedure never reaches Report and an
 * examination reaches it only with its report verified (Testing until then).
 */
function completedStep(order: TrackedOrder): number {
  const steps = ORDER_TRACKER_STEPS[order.category];
  if (order.category === 'Procedure') return steps.indexOf('Procedure');
  if (order.category === 'Examination') return reportStep(order) ?? steps.indexOf('Testing');
  return steps.length - 1;
}

/** The tracker of an order: its category's steps, the step reached, and what its state says. */
export function orderTracker(order: TrackedOrder, hospital: string): OrderTrackerView {
  const steps = ORDER_TRACKER_STEPS[order.category];
  const status = orderStatusOf(order) ?? '';
  const admissionCanceled = order.category === 'Finance' && (order.status === 'revoked' || status === 'canceled');
  if (admissionCanceled) return view(steps, -1, 'canceled', ADMISSION_CANCELED, canceledMessage(order, hospital));
  if (status === 'canceled' || order.status === 'revoked')
    return view(steps, -1, 'canceled', 'Canceled', canceledMessage(order, hospital));
  if (status === 'completed' || order.status === 'completed') {
    const message =
      order.category === 'Finance'
        ? `You are admitted at ${hospital}.`
        : `${hospital} has completed this order. Thank you.`;
    return view(steps, completedStep(order), 'completed', 'Completed', message);
  }
  const byCategory = { Medication: medication, Examination: examination, Procedure: procedure, Finance: admission }[
    order.category
  ];
  const known = byCategory(order, status, hospital);
  // Spec 001 §4: an unknown status is shown raw.
  return known ?? view(steps, -1, 'open', status, `${hospital} is working on your order.`);
}

/** At Report (an examination's verified lab report): the order view offers View results. */
export function isAtReport(tracker: Pick<OrderTrackerView, 'steps' | 'current'>): boolean {
  return tracker.current >= 0 && tracker.steps[tracker.current] === 'Report';
}

/** Completed or canceled: the reply field hides (completed) and Request Another shows (both). */
export function isOrderOver(tracker: Pick<OrderTrackerView, 'outcome'>): boolean {
  return tracker.outcome !== 'open';
}

/** Spec 001 §9: the bank transfer instruction for admissions. (The discount message is in orderCharges.ts.) */
export const BANK_TRANSFER_TEXT =
  'You can also pay for your admission by bank transfer: please quote your order number as the reference and send the receipt to the hospital.';

export function showsBankTransfer(category: OrderCategory): boolean {
  return category === 'Finance';
}

/** Spec 001 §2 loading text. */
export const ORDER_LOADING_TEXT = 'Please wait, We are loading your order.';
