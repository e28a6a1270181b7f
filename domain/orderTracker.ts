import type { MessageId } from '../i18n/messages.generated';
import { t } from '../i18n/translate';
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
  /** The step labels, in order, in the patient's language. */
  readonly steps: readonly string[];
  /** The index of the step reached; -1 for a status the app does not know (shown raw). */
  readonly current: number;
  /** The step reached, by its English name (ORDER_TRACKER_STEPS); null off the steps. */
  readonly step: TrackerStep | null;
  readonly outcome: TrackerOutcome;
  /** The status text: 'Pay and confirm', 'Delivering to your home', 'Completed', or the unknown status as it is. */
  readonly statusText: string;
  /** One sentence about the state, with the hospital's name. */
  readonly message: string;
}

/** Users see Finance as Admission (spec 001 §1). */
export function orderCategoryLabel(category: OrderCategory): string {
  switch (category) {
    case 'Medication':
      return t('orders.kind.medication');
    case 'Examination':
      return t('orders.kind.examination');
    case 'Procedure':
      return t('orders.kind.procedure');
    case 'Finance':
      return t('orders.kind.admission');
  }
}

/**
 * What the patient calls the order: its category's label, but a procedure at home is the Home Visit the menu
 * offered (issue 29: 'Procedure' read as something else).
 */
export function orderKindLabel(order: {
  readonly category: OrderCategory;
  readonly serviceRequestInitiatedFor: string;
}): string {
  return isHomeVisit(order) ? t('orders.kind.homeVisit') : orderCategoryLabel(order.category);
}

function isHomeVisit(order: {
  readonly category: OrderCategory;
  readonly serviceRequestInitiatedFor: string;
}): boolean {
  return order.category === 'Procedure' && order.serviceRequestInitiatedFor === 'homecare';
}

/** 'Request Another Medication', 'Request Another Admission', 'Request Another Home Visit' (spec 001 §4). */
export function requestAnotherLabel(order: {
  readonly category: OrderCategory;
  readonly serviceRequestInitiatedFor: string;
}): string {
  if (isHomeVisit(order)) return t('orders.requestAnother.homeVisit');
  switch (order.category) {
    case 'Medication':
      return t('orders.requestAnother.medication');
    case 'Examination':
      return t('orders.requestAnother.examination');
    case 'Procedure':
      return t('orders.requestAnother.procedure');
    case 'Finance':
      return t('orders.requestAnother.admission');
  }
}

type TrackerStep =
  | 'New'
  | 'Confirming'
  | 'Preparing'
  | 'Delivering'
  | 'Completed'
  | 'Payment'
  | 'Testing'
  | 'Report'
  | 'Procedure'
  | 'Documents'
  | 'Confirm'
  | 'Admitted';

/** Each step as the patient reads it (the English names are the spec's and the logic's). */
const STEP_LABEL = {
  New: 'orders.tracker.step.new',
  Confirming: 'orders.tracker.step.confirming',
  Preparing: 'orders.tracker.step.preparing',
  Delivering: 'orders.tracker.step.delivering',
  Completed: 'orders.tracker.step.completed',
  Payment: 'orders.tracker.step.payment',
  Testing: 'orders.tracker.step.testing',
  Report: 'orders.tracker.step.report',
  Procedure: 'orders.tracker.step.procedure',
  Documents: 'orders.tracker.step.documents',
  Confirm: 'orders.tracker.step.confirm',
  Admitted: 'orders.tracker.step.admitted',
} as const satisfies Record<TrackerStep, MessageId>;

export const ORDER_TRACKER_STEPS: Readonly<Record<OrderCategory, readonly TrackerStep[]>> = {
  Medication: ['New', 'Confirming', 'Preparing', 'Delivering', 'Completed'],
  Examination: ['New', 'Payment', 'Testing', 'Report'],
  Procedure: ['New', 'Payment', 'Procedure', 'Report'],
  Finance: ['New', 'Documents', 'Confirm', 'Admitted'],
};

export const admissionCanceledText = (): string => t('orders.tracker.admissionCanceled');

/** The category's own status field of an order (only that one is set). */
export function orderStatusOf(
  order: Pick<
    TrackedOrder,
    'category' | 'medicationOrderStatus' | 'examinationOrderStatus' | 'procedureOrderStatus' | 'encounterOrderStatus'
  >,
): string | null {
  return order[ORDER_STATUS_FIELD[order.category]] ?? null;
}

/** Why the hospital canceled, as the patient reads it (one sentence per reason: the word order differs). */
function canceledMessage(order: TrackedOrder, hospital: string): string {
  switch (order.orderCanceledReason) {
    case 'outOfStock':
      return t('orders.tracker.canceledOutOfStock', { hospital });
    case 'patientNoResponse':
      return t('orders.tracker.canceledNoResponse', { hospital });
    case 'patientRequested':
      return t('orders.tracker.canceledRequested', { hospital });
    default:
      return t('orders.tracker.canceled', { hospital });
  }
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
      statusText: t('orders.tracker.paid'),
      message: t('orders.tracker.medication.paid', { hospital }),
    };
  if (isCashOnDelivery(order))
    return {
      statusText: t('orders.tracker.cashOnDelivery'),
      message: t('orders.tracker.medication.cash', { hospital }),
    };
  if (order.orderCommunicationStatus === 'performerReplied')
    return {
      statusText: t('orders.tracker.payAndConfirm'),
      message: t('orders.tracker.medication.priced', { hospital }),
    };
  if (order.orderCommunicationStatus === 'patientReplied')
    return { statusText: t('orders.tracker.notesUpdated'), message: t('orders.tracker.noteSent', { hospital }) };
  return {
    statusText: t('orders.tracker.step.confirming'),
    message: t('orders.tracker.medication.checking', { hospital }),
  };
}

function atHome(order: TrackedOrder): boolean {
  return order.serviceRequestInitiatedFor === 'homecare';
}

function view(
  steps: readonly TrackerStep[],
  current: number,
  outcome: TrackerOutcome,
  statusText: string,
  message: string,
): OrderTrackerView {
  return {
    steps: steps.map((step) => t(STEP_LABEL[step])),
    current,
    step: steps[current] ?? null,
    outcome,
    statusText,
    message,
  };
}

function medication(order: TrackedOrder, status: string, hospital: string): OrderTrackerView | null {
  const steps = ORDER_TRACKER_STEPS.Medication;
  switch (status) {
    case 'new':
      return view(
        steps,
        0,
        'open',
        t('orders.tracker.orderReceived'),
        t('orders.tracker.medication.new', { hospital }),
      );
    case 'confirming': {
      const { statusText, message } = confirmingText(order, hospital);
      return view(steps, 1, 'open', statusText, message);
    }
    case 'preparing':
      return view(
        steps,
        2,
        'open',
        t('orders.tracker.step.preparing'),
        t('orders.tracker.medication.preparing', { hospital }),
      );
    case 'delivering':
      return atHome(order)
        ? view(
            steps,
            3,
            'open',
            t('orders.tracker.deliverHome'),
            t('orders.tracker.medication.delivering', { hospital }),
          )
        : view(steps, 3, 'open', t('orders.tracker.collect'), t('orders.tracker.medication.ready', { hospital }));
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
    return view(
      steps,
      byReport,
      'open',
      t('orders.tracker.step.report'),
      t('orders.tracker.examination.report', { hospital }),
    );
  if (byReport !== null)
    return view(
      steps,
      byReport,
      'open',
      t('orders.tracker.step.testing'),
      t('orders.tracker.examination.testing', { hospital }),
    );
  switch (status) {
    case 'new':
      return view(
        steps,
        0,
        'open',
        t('orders.tracker.orderReceived'),
        t('orders.tracker.examination.new', { hospital }),
      );
    case 'confirming':
      if (order.serviceRequestPaymentStatus === 'paid')
        return view(steps, 1, 'open', t('orders.tracker.paid'), t('orders.tracker.examination.paid', { hospital }));
      if (isCashOnDelivery(order))
        return view(
          steps,
          1,
          'open',
          t('orders.tracker.cashOnDelivery'),
          t('orders.tracker.examination.cash', { hospital }),
        );
      return view(
        steps,
        1,
        'open',
        t('orders.tracker.step.payment'),
        t('orders.tracker.examination.priced', { hospital }),
      );
    case 'sampleCollecting':
      return atHome(order)
        ? view(
            steps,
            2,
            'open',
            t('orders.tracker.sampleCollecting'),
            t('orders.tracker.examination.collectHome', { hospital }),
          )
        : view(
            steps,
            2,
            'open',
            t('orders.tracker.sampleCollecting'),
            t('orders.tracker.examination.collectHospital', { hospital }),
          );
    case 'processing':
      return view(
        steps,
        2,
        'open',
        t('orders.tracker.step.testing'),
        t('orders.tracker.examination.testing', { hospital }),
      );
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
        t('orders.tracker.requestReceived'),
        t('orders.tracker.procedure.new', { hospital }),
      );
    case 'confirming':
      if (order.serviceRequestPaymentStatus === 'paid')
        return view(steps, 1, 'open', t('orders.tracker.paid'), t('orders.tracker.procedure.paid', { hospital }));
      if (isCashOnDelivery(order))
        return view(
          steps,
          1,
          'open',
          t('orders.tracker.cashOnDelivery'),
          t('orders.tracker.procedure.cash', { hospital }),
        );
      return view(
        steps,
        1,
        'open',
        t('orders.tracker.step.payment'),
        t('orders.tracker.procedure.priced', { hospital }),
      );
    case 'processing':
      return view(
        steps,
        2,
        'open',
        t('orders.tracker.step.procedure'),
        atHome(order)
          ? t('orders.tracker.procedure.arrangingVisit', { hospital })
          : t('orders.tracker.procedure.arranging', { hospital }),
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
        ? view(
            steps,
            1,
            'open',
            t('orders.tracker.documentsReceived'),
            t('orders.tracker.admission.documents', { hospital }),
          )
        : view(steps, 0, 'open', t('orders.tracker.requestReceived'), t('orders.tracker.admission.new', { hospital }));
    case 'drConfirming':
      return view(
        steps,
        2,
        'open',
        t('orders.tracker.doctorConfirming'),
        t('orders.tracker.admission.confirming', { hospital }),
      );
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
  if (admissionCanceled) return view(steps, -1, 'canceled', admissionCanceledText(), canceledMessage(order, hospital));
  if (status === 'canceled' || order.status === 'revoked')
    return view(steps, -1, 'canceled', t('orders.tracker.canceledStatus'), canceledMessage(order, hospital));
  if (status === 'completed' || order.status === 'completed') {
    const message =
      order.category === 'Finance'
        ? t('orders.tracker.admission.admitted', { hospital })
        : t('orders.tracker.completed', { hospital });
    return view(steps, completedStep(order), 'completed', t('orders.tracker.step.completed'), message);
  }
  const byCategory = { Medication: medication, Examination: examination, Procedure: procedure, Finance: admission }[
    order.category
  ];
  const known = byCategory(order, status, hospital);
  // Spec 001 §4: an unknown status is shown raw.
  return known ?? view(steps, -1, 'open', status, t('orders.tracker.working', { hospital }));
}

/** At Report (an examination's verified lab report): the order view offers View results. */
export function isAtReport(tracker: Pick<OrderTrackerView, 'step'>): boolean {
  return tracker.step === 'Report';
}

/** Completed or canceled: the reply field hides (completed) and Request Another shows (both). */
export function isOrderOver(tracker: Pick<OrderTrackerView, 'outcome'>): boolean {
  return tracker.outcome !== 'open';
}

/** Spec 001 §9: the bank transfer instruction for admissions. (The discount message is in orderCharges.ts.) */
export const bankTransferText = (): string => t('orders.view.bankTransfer');

export function showsBankTransfer(category: OrderCategory): boolean {
  return category === 'Finance';
}

/** Spec 001 §2 loading text. */
export const orderLoadingText = (): string => t('orders.loading');
