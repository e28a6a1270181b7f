/** Cancel, refund and reschedule eligibility with their messages, and the refund reasons (spec 000 §4, §5, §9). */
import type { MessageId } from '../i18n/messages.generated';
import { t } from '../i18n/translate';
import { isSessionCancelledFor } from './appointmentStatus';

/** Cancelling is allowed only more than this long before the session starts. */
export const CANCEL_CUTOFF_MS = 24 * 60 * 60 * 1000;

const CANCEL_BLOCKED_PREFIX = 'You cannot cancel this appointment because';
const REFUND_BLOCKED_PREFIX = 'You cannot request a refund because,';
/** The note of a refund request when the patient writes none (spec 000 §7). */
export const REFUND_DEFAULT_NOTE = 'Request Refund';

/** How an appointment status reads after "already": the words a patient uses, not the stored codes. */
const STATUS_WORDS: Readonly<Record<string, string>> = {
  arrived: 'arrived',
  cancelled: 'cancelled',
  fulfilled: 'completed',
  noshow: 'marked as no show',
  entered_in_error: 'entered in error',
};

function statusWords(status: string): string {
  return STATUS_WORDS[status] ?? status.replace(/_/g, ' ');
}

/** Why an appointment cannot be cancelled: it is no longer booked, or its session is within 24 hours. */
export type CancelBlock = { readonly kind: 'already'; readonly status: string } | { readonly kind: 'soon' };

/** Only a booked appointment whose session starts more than 24 hours after `now` can be cancelled. */
export function cancelBlock(
  appointment: { readonly status: string },
  sessionStart: number,
  now: number,
): CancelBlock | null {
  if (appointment.status !== 'booked') return { kind: 'already', status: appointment.status };
  if (sessionStart - now <= CANCEL_CUTOFF_MS) return { kind: 'soon' };
  return null;
}

/**
 * Why the appointment cannot be cancelled, or null when it can, in English: the server's refusal (the API's
 * messages are English; the patient's screens and chat read cancelRefusal, in their language).
 */
export function cancelBlockReason(
  appointment: { readonly status: string },
  sessionStart: number,
  now: number,
): string | null {
  const block = cancelBlock(appointment, sessionStart, now);
  if (block === null) return null;
  if (block.kind === 'already')
    return `${CANCEL_BLOCKED_PREFIX} the appointment is already ${statusWords(block.status)}`;
  return `${CANCEL_BLOCKED_PREFIX} the session time is within 24 hours`;
}

/** A cancelBlock in the active language, for the patient (the spec's words in English); null for none. */
export function cancelRefusal(block: CancelBlock | null): string | null {
  if (block === null) return null;
  if (block.kind === 'soon') return t('appointment.cancelBlocked.soon');
  return t('appointment.cancelBlocked.already', { status: block.status, shown: statusWords(block.status) });
}

export interface RefundState {
  readonly paymentStatus: string | null;
  /** practitionerPaymentStatus: 'paid' once the doctor has been paid for the appointment. */
  readonly practitionerPaymentStatus: string | null;
  readonly refundStatus: string | null;
  /** appointmentRescheduledBy: the appointment that replaced this one. */
  readonly rescheduledBy: string | null;
}

function present(value: string | null): value is string {
  return value !== null && value.trim() !== '';
}

/** Why a refund cannot be requested: not paid, the doctor already paid, a refund already asked for, or rescheduled. */
export type RefundBlock =
  | { readonly kind: 'unpaid' }
  | { readonly kind: 'doctorPaid' }
  | { readonly kind: 'refundAlready'; readonly status: string }
  | { readonly kind: 'rescheduled' };

/** The first reason a refund cannot be requested, in the spec's order, or null when it can. */
export function refundBlock(appointment: RefundState): RefundBlock | null {
  if (appointment.paymentStatus !== 'paid') return { kind: 'unpaid' };
  if (appointment.practitionerPaymentStatus === 'paid') return { kind: 'doctorPaid' };
  if (present(appointment.refundStatus)) return { kind: 'refundAlready', status: appointment.refundStatus.trim() };
  if (present(appointment.rescheduledBy)) return { kind: 'rescheduled' };
  return null;
}

/** Why a refund cannot be requested, in English (the server's refusal; the patient reads refundRefusal). */
export function refundBlockReason(appointment: RefundState): string | null {
  const block = refundBlock(appointment);
  switch (block?.kind) {
    case undefined:
      return null;
    case 'unpaid':
      return `${REFUND_BLOCKED_PREFIX} appointment is not paid`;
    case 'doctorPaid':
      return `${REFUND_BLOCKED_PREFIX} doctor payment is given`;
    case 'refundAlready':
      return `${REFUND_BLOCKED_PREFIX} refund status is already ${block.status}`;
    case 'rescheduled':
      return `${REFUND_BLOCKED_PREFIX} appointment is rescheduled`;
  }
}

/** refundBlockReason in the active language, for the patient (the spec's words in English). */
export function refundRefusal(appointment: RefundState): string | null {
  const block = refundBlock(appointment);
  switch (block?.kind) {
    case undefined:
      return null;
    case 'unpaid':
      return t('appointment.refundBlocked.unpaid');
    case 'doctorPaid':
      return t('appointment.refundBlocked.doctorPaid');
    case 'refundAlready':
      return t('appointment.refundBlocked.already', { status: block.status });
    case 'rescheduled':
      return t('appointment.refundBlocked.rescheduled');
  }
}

export type RescheduleBlock = 'not-cancelled' | 'already-rescheduled' | 'refunded' | 'cancelled-unpaid';

/** What a patient reads when Reschedule is refused (our wording: the spec names only the rule), in English (the server's refusal). */
export const RESCHEDULE_BLOCKED_TEXT: Readonly<Record<RescheduleBlock, string>> = {
  'not-cancelled': 'You cannot reschedule this appointment because it is not cancelled',
  'already-rescheduled': 'You cannot reschedule this appointment because it is already rescheduled',
  refunded: 'You cannot reschedule this appointment because a refund was requested for it',
  'cancelled-unpaid': 'You cannot reschedule this appointment because it was not paid',
};

const RESCHEDULE_REFUSALS = {
  'not-cancelled': 'appointment.rescheduleBlocked.notCancelled',
  'already-rescheduled': 'appointment.rescheduleBlocked.alreadyRescheduled',
  refunded: 'appointment.rescheduleBlocked.refunded',
  'cancelled-unpaid': 'appointment.rescheduleBlocked.unpaid',
} as const satisfies Record<RescheduleBlock, MessageId>;

/** RESCHEDULE_BLOCKED_TEXT in the active language, for the patient. */
export function rescheduleRefusal(block: RescheduleBlock): string {
  return t(RESCHEDULE_REFUSALS[block]);
}

export interface RescheduleState extends RefundState {
  readonly status: string;
  /** The appointment's session's status: a session the doctor called off makes its appointments movable. */
  readonly sessionStatus?: string;
  /** session_cancelled when staff cancelled the session with the appointment in it. */
  readonly cancelReason?: string | null;
}

/**
 * A cancelled appointment, or one whose session the doctor cancelled, can be rescheduled unless already
 * rescheduled, refunded or unpaid (nothing to move: the patient books afresh). Any refund, even one only
 * requested, counts as refunded: the money is already going back.
 */
export function rescheduleBlock(appointment: RescheduleState): RescheduleBlock | null {
  const doctorCancelled =
    appointment.sessionStatus !== undefined &&
    isSessionCancelledFor({
      status: appointment.status,
      sessionStatus: appointment.sessionStatus,
      cancelReason: appointment.cancelReason ?? null,
    });
  if (appointment.status !== 'cancelled' && !doctorCancelled) return 'not-cancelled';
  if (present(appointment.rescheduledBy)) return 'already-rescheduled';
  // Any refund, even one only requested: the money is going back, it cannot also move to a new session.
  if (present(appointment.refundStatus)) return 'refunded';
  if (appointment.paymentStatus !== 'paid') return 'cancelled-unpaid';
  return null;
}

export function canReschedule(appointment: RescheduleState): boolean {
  return rescheduleBlock(appointment) === null;
}

/** Fee categories a 'Doctor requested' refund leaves out: the hospital keeps them. */
export const DOCTOR_REQUESTED_EXCLUDED_FEES = [
  'hospital_fee',
  'hospital_fee_tax',
  'procedure_fee',
  'origin_channel_discount_fee',
  'payment_instrument_discount_fee',
  'scheme_discount_fee',
  'seasonal_discount_fee',
  'service_charge_fee',
] as const;

export interface RefundReason {
  readonly label: string;
  /** Fee categories sent as the refund's `excluded` list. */
  readonly excluded: readonly string[];
}

export interface RefundReasonGroup {
  readonly code: 'BOOKED WRONG' | 'DOCTOR RELATED' | 'PATIENT REQUEST';
  readonly title: string;
  readonly reasons: readonly RefundReason[];
}

const reason = (label: string, excluded: readonly string[] = []): RefundReason => ({ label, excluded });

/** The refund wizard's reasons, grouped (spec 000 §9). */
export const REFUND_REASON_GROUPS: readonly RefundReasonGroup[] = [
  {
    code: 'BOOKED WRONG',
    title: 'Booking issue',
    reasons: [reason('Wrong doctor session'), reason('Wrong date or time'), reason('Wrong person')],
  },
  {
    code: 'DOCTOR RELATED',
    title: 'Doctor related',
    reasons: [
      reason('Doctor requested', DOCTOR_REQUESTED_EXCLUDED_FEES),
      reason('Doctor not visited'),
      reason('Doctor cancelled'),
    ],
  },
  {
    code: 'PATIENT REQUEST',
    title: 'Patient request',
    reasons: [reason('Cancelled 24hours before'), reason('Missed in-the queue'), reason('Other reasons')],
  },
];

const GROUP_TITLES = {
  'BOOKED WRONG': 'appointment.refundGroup.bookedWrong',
  'DOCTOR RELATED': 'appointment.refundGroup.doctorRelated',
  'PATIENT REQUEST': 'appointment.refundGroup.patientRequest',
} as const satisfies Record<RefundReasonGroup['code'], MessageId>;

/** A group's title as the patient reads it (its code and English title are what the server stores). */
export function refundGroupTitle(group: Pick<RefundReasonGroup, 'code'>): string {
  return t(GROUP_TITLES[group.code]);
}

const REASON_LABELS = {
  'Wrong doctor session': 'appointment.refundReason.wrongSession',
  'Wrong date or time': 'appointment.refundReason.wrongDate',
  'Wrong person': 'appointment.refundReason.wrongPerson',
  'Doctor requested': 'appointment.refundReason.doctorRequested',
  'Doctor not visited': 'appointment.refundReason.doctorNotVisited',
  'Doctor cancelled': 'appointment.refundReason.doctorCancelled',
  'Cancelled 24hours before': 'appointment.refundReason.cancelledBefore',
  'Missed in-the queue': 'appointment.refundReason.missedQueue',
  'Other reasons': 'appointment.refundReason.other',
} as const satisfies Record<string, MessageId>;

/** A reason as the patient reads it; the English label stays the value sent and stored. Unknown labels read as sent. */
export function refundReasonText(label: string): string {
  return Object.hasOwn(REASON_LABELS, label) ? t(REASON_LABELS[label as keyof typeof REASON_LABELS]) : label;
}

/** The excluded fee list of a reason label; unknown labels exclude nothing. */
export function refundExcludedFees(label: string): readonly string[] {
  for (const group of REFUND_REASON_GROUPS) {
    const found = group.reasons.find((candidate) => candidate.label === label);
    if (found) return found.excluded;
  }
  return [];
}
