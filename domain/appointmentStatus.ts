import type { MessageId } from '../i18n/messages.generated';
import { t } from '../i18n/translate';
import { startOfDay } from './days';

/** Appointment statuses (spec 000 §4). */
export const APPOINTMENT_STATUSES = [
  'booked',
  'arrived',
  'cancelled',
  'fulfilled',
  'noshow',
  'entered_in_error',
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/**
 * The spec words five of them ('Booked', 'Ongoing', 'Cancelled', 'Completed', 'No Show'); entered_in_error has
 * no label and, like any other value, shows 'Unhandled Status'.
 */
const APPOINTMENT_STATUS_LABELS = {
  booked: 'appointment.status.booked',
  arrived: 'appointment.status.arrived',
  cancelled: 'appointment.status.cancelled',
  fulfilled: 'appointment.status.fulfilled',
  noshow: 'appointment.status.noshow',
} as const satisfies Partial<Record<AppointmentStatus, MessageId>>;

export function isAppointmentStatus(value: string): value is AppointmentStatus {
  return (APPOINTMENT_STATUSES as readonly string[]).includes(value);
}

/** An appointment's status as the patient reads it, in the active language. */
export function appointmentStatusLabel(status: string): string {
  return Object.hasOwn(APPOINTMENT_STATUS_LABELS, status)
    ? t(APPOINTMENT_STATUS_LABELS[status as keyof typeof APPOINTMENT_STATUS_LABELS])
    : t('appointment.status.unhandled');
}

export const NOT_UPCOMING: readonly string[] = ['cancelled', 'fulfilled', 'entered_in_error'];

/** Not cancelled, fulfilled or entered in error, and starting today (any time of day) or later. */
export function isUpcoming(appointment: { readonly status: string; readonly start: number }, now: number): boolean {
  return !NOT_UPCOMING.includes(appointment.status) && appointment.start >= startOfDay(now);
}

/** Payment statuses of an appointment (spec 000 §4). */
export const PAYMENT_STATUSES = ['pending', 'paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

const PAYMENT_STATUS_LABELS = { paid: 'Paid', pending: 'Pending' } as const;

export type RefundDisplay =
  | { readonly kind: 'none' }
  | { readonly kind: 'requested'; readonly text: 'Refund Requested' }
  /** approved: the refund is granted and the patient collects it at the hospital. */
  | { readonly kind: 'collect-at-hospital'; readonly text: 'Collect refund at hospital' }
  /** refunded: shown as paid (the refund has been paid out). */
  | { readonly kind: 'paid'; readonly text: 'Paid' }
  | { readonly kind: 'other'; readonly text: string };

/**
 * Payment label: paid, or refunded (which the spec shows as paid), reads 'Paid'; anything else 'Pending'. In
 * English: the staff console reads it; the patient's screens read paymentStatusText.
 */
export function paymentStatusLabel(
  paymentStatus: string | null,
  refundStatus: string | null = null,
): 'Paid' | 'Pending' {
  return paymentStatus === 'paid' || refundStatus === 'refunded'
    ? PAYMENT_STATUS_LABELS.paid
    : PAYMENT_STATUS_LABELS.pending;
}

/** paymentStatusLabel in the active language, for the patient. */
export function paymentStatusText(paymentStatus: string | null, refundStatus: string | null = null): string {
  return isPaid(paymentStatus, refundStatus) ? t('appointment.payment.paid') : t('appointment.payment.pending');
}

export function isPaid(paymentStatus: string | null, refundStatus: string | null = null): boolean {
  return paymentStatusLabel(paymentStatus, refundStatus) === PAYMENT_STATUS_LABELS.paid;
}

/** What the refund line of an appointment says; no refund status shows nothing. */
export function refundDisplay(refundStatus: string | null): RefundDisplay {
  const status = refundStatus?.trim() ?? '';
  if (status === '') return { kind: 'none' };
  if (status === 'requested') return { kind: 'requested', text: 'Refund Requested' };
  if (status === 'approved') return { kind: 'collect-at-hospital', text: 'Collect refund at hospital' };
  if (status === 'refunded') return { kind: 'paid', text: 'Paid' };
  return { kind: 'other', text: status };
}

/** The doctor's participant status 'declined' means the doctor cancelled the appointment. */
export function isCancelledByDoctor(practitionerStatus: string | null): boolean {
  return practitionerStatus === 'declined';
}

/** Session statuses that mean the doctor or the hospital called the session off (spec 000 §4). */
const CANCELLED_SESSION_STATUSES: readonly string[] = ['practitioner_canceled', 'provider_aborted'];

/** What the appointment view says first about a session the doctor cancelled (wording ours, docs/decisions/0014-channelling-rules.md). */
export const SESSION_CANCELLED_TEXT = {
  /** The session card's own words for it (spec 000 §4). */
  get banner(): string {
    return t('appointment.sessionCancelled.banner');
  },
  get explanation(): string {
    return t('appointment.sessionCancelled.explanation');
  },
  /** Until rescheduling and refunds can be asked for in the app, the hospital does both. */
  wayForward: (hospitalName: string, paid: boolean): string =>
    paid
      ? t('appointment.sessionCancelled.callPaid', { hospital: hospitalName })
      : t('appointment.sessionCancelled.callUnpaid', { hospital: hospitalName }),
};

export interface AppointmentStanding {
  readonly status: string;
  /** The appointment's session's status. */
  readonly sessionStatus: string;
  /** Why a cancelled appointment was cancelled (session_cancelled when staff cancelled its session). */
  readonly cancelReason: string | null;
}

/**
 * The appointment's session was cancelled by the doctor or the hospital: the session is
 * practitioner_canceled or provider_aborted while the appointment still reads booked or arrived, or the
 * appointment was cancelled together with its session (session_cancelled). Not for an appointment already
 * over (fulfilled, no-show), in error, or cancelled for another reason before.
 */
export function isSessionCancelledFor(appointment: AppointmentStanding): boolean {
  if (
    appointment.status === 'fulfilled' ||
    appointment.status === 'noshow' ||
    appointment.status === 'entered_in_error'
  )
    return false;
  // Cancelled for another reason first (by the patient, or a hold that lapsed): that cancellation stands.
  if (appointment.status === 'cancelled') return appointment.cancelReason === 'session_cancelled';
  return CANCELLED_SESSION_STATUSES.includes(appointment.sessionStatus);
}
