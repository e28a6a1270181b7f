/**
 * A refund request's amount, its status words and the staff transitions (spec 000 §4, §7, §9). The reasons,
 * the excluded fees and the refusals are in cancelRefund.ts; this file holds what follows a request.
 */

export const REFUND_STATUSES = ['requested', 'approved', 'refunded'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** One line of the paid invoice; amounts in cents. */
export interface RefundableLine {
  readonly description: string;
  /** The fee category (doctor_fee, hospital_fee, scheme_discount_fee…). */
  readonly category: string;
  readonly amountCents: number;
}

/** What a refund gives back: the paid invoice's lines less the excluded categories, never below zero in total. */
export function refundLines<T extends RefundableLine>(lines: readonly T[], excluded: readonly string[]): T[] {
  const left = new Set(excluded);
  return lines.filter((line) => !left.has(line.category));
}

export function refundTotalCents(lines: readonly RefundableLine[], excluded: readonly string[]): number {
  return Math.max(
    0,
    refundLines(lines, excluded).reduce((sum, line) => sum + line.amountCents, 0),
  );
}

/** What the patient reads for a refund status: approved means collect at hospital, refunded is shown as paid. */
const REFUND_STATUS_TEXT: Readonly<Record<RefundStatus, string>> = {
  requested: 'Requested',
  approved: 'Approved, collect at hospital',
  refunded: 'Paid',
};

/** The label of the refund row on the appointment and in payment history. */
export const REFUND_LABEL = 'Refund';

/** Any other stored value reads as itself, with its first letter capitalised. */
export function refundStatusText(status: string): string {
  const known = REFUND_STATUS_TEXT[status as RefundStatus] as string | undefined;
  if (known !== undefined) return known;
  const words = status.trim().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Staff actions on a refund and the statuses each starts from (docs/decisions/0016-after-booking.md § Refunds). */
export const REFUND_TRANSITIONS = {
  approve: { from: ['requested'], to: 'approved' },
  markRefunded: { from: ['requested', 'approved'], to: 'refunded' },
} as const satisfies Readonly<Record<string, { readonly from: readonly RefundStatus[]; readonly to: RefundStatus }>>;

export type RefundAction = keyof typeof REFUND_TRANSITIONS;

export function refundActionAllowed(action: RefundAction, status: string): boolean {
  return (REFUND_TRANSITIONS[action].from as readonly string[]).includes(status);
}

/** The longest note a patient may add to a request. */
export const REFUND_REMARKS_MAX = 500;

/** The refund wizard's words (the spec names the button and the refusals; the rest is ours), for the flat modal and the chat. */
export const REFUND_TEXT = {
  button: 'Request To Refund',
  title: 'Request To Refund',
  loading: 'Loading your payment…',
  chooseGroup: 'Why do you need a refund?',
  chooseReason: 'Choose the reason',
  noteLabel: 'Note for the hospital (optional)',
  confirmHeading: 'Please check your request',
  reason: 'Reason',
  note: 'Note',
  refundAmount: 'To be refunded',
  amountUnknown: 'The hospital will confirm the amount.',
  keptByHospital: "The hospital's fees are not refunded for this reason.",
  cancelsBooking: 'Your appointment will be cancelled and its token will not be used.',
  submit: 'Send request',
  submitting: 'Sending your request…',
  requested: 'Your refund request has been sent. We will let you know when it is approved.',
  next: 'Next',
  back: 'Back',
  retry: 'Retry',
  close: 'Close',
} as const;
