/**
 * A refund request's amount, its status words and the staff transitions (spec 000 §4, §7, §9). The reasons,
 * the excluded fees and the refusals are in cancelRefund.ts; this file holds what follows a request.
 */
import type { MessageId } from '../i18n/messages.generated';
import { t } from '../i18n/translate';

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
const REFUND_STATUS_TEXT = {
  requested: 'payments.refundStatus.requested',
  approved: 'payments.refundStatus.approved',
  refunded: 'payments.refundStatus.refunded',
} as const satisfies Record<RefundStatus, MessageId>;

/** The label of the refund row on the appointment and in payment history. */
export function refundLabel(): string {
  return t('payments.refundLabel');
}

/** Any other stored value reads as itself, with its first letter capitalised. */
export function refundStatusText(status: string): string {
  if (Object.hasOwn(REFUND_STATUS_TEXT, status)) return t(REFUND_STATUS_TEXT[status as RefundStatus]);
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

/**
 * The refund wizard's words (the spec names the button and the refusals; the rest is ours), for the flat modal and
 * the chat, worded in the active language when read (getters: never at import).
 */
export const REFUND_TEXT = {
  get button(): string {
    return t('appointment.refund.button');
  },
  get title(): string {
    return t('appointment.refund.title');
  },
  get loading(): string {
    return t('appointment.refund.loading');
  },
  get chooseGroup(): string {
    return t('appointment.refund.chooseGroup');
  },
  get chooseReason(): string {
    return t('appointment.refund.chooseReason');
  },
  get noteLabel(): string {
    return t('appointment.refund.noteLabel');
  },
  get confirmHeading(): string {
    return t('appointment.refund.confirmHeading');
  },
  get reason(): string {
    return t('appointment.refund.reason');
  },
  get note(): string {
    return t('appointment.refund.note');
  },
  get refundAmount(): string {
    return t('appointment.refund.refundAmount');
  },
  get amountUnknown(): string {
    return t('appointment.refund.amountUnknown');
  },
  get keptByHospital(): string {
    return t('appointment.refund.keptByHospital');
  },
  get cancelsBooking(): string {
    return t('appointment.refund.cancelsBooking');
  },
  get submit(): string {
    return t('appointment.refund.submit');
  },
  get submitting(): string {
    return t('appointment.refund.submitting');
  },
  get requested(): string {
    return t('appointment.refund.requested');
  },
  get next(): string {
    return t('appointment.refund.next');
  },
  get back(): string {
    return t('appointment.refund.back');
  },
  get retry(): string {
    return t('appointment.refund.retry');
  },
  get close(): string {
    return t('appointment.refund.close');
  },
};
