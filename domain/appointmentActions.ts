/**
 * Which after-booking actions an appointment offers (spec 000 §2 appointment view, §4, §5): the one list the
 * chat's appointment cards and the flat appointment view agree on. Each action's own rule stays in its file
 * (cancelRefund.ts, feedback.ts); this only decides which buttons a patient sees. A button is shown when
 * tapping it can lead somewhere: Cancel and Request To Refund show while their refusal is still worth
 * reading (the spec words why they are refused), Reschedule and Feedback only when they can be done.
 */
import type { MessageId } from '../i18n/messages.generated';
import { isSessionCancelledFor } from './appointmentStatus';
import { rescheduleBlock } from './cancelRefund';
import { feedbackBlockReason } from './feedback';

export const APPOINTMENT_ACTIONS = ['cancel', 'reschedule', 'refund', 'upload', 'feedback'] as const;
export type AppointmentAction = (typeof APPOINTMENT_ACTIONS)[number];

/**
 * The chat's button labels, as message ids (the names; the flat view keeps the spec's 'Cancel
 * Appointment', 'Reschedule Now'): worded with t() when the buttons are offered.
 */
export const APPOINTMENT_ACTION_LABELS = {
  cancel: 'appointment.action.cancel',
  reschedule: 'appointment.action.reschedule',
  refund: 'appointment.action.refund',
  upload: 'appointment.action.upload',
  feedback: 'appointment.action.feedback',
} as const satisfies Record<AppointmentAction, MessageId>;

export interface ActionableAppointment {
  readonly status: string;
  readonly paymentStatus: string;
  readonly practitionerPaymentStatus: string | null;
  readonly refundStatus: string | null;
  readonly rescheduledBy: string | null;
  readonly cancelReason: string | null;
  readonly feedbackRating: number | null;
  /** Epoch ms of the session's start. */
  readonly start: number;
  readonly sessionStatus: string;
}

export interface ActionSwitches {
  readonly appointmentCancel: { readonly enabled: boolean };
  readonly appointmentRefund: { readonly enabled: boolean };
}

/** Before or at the visit: the doctor can still read what is sent. */
const OPEN_FOR_DOCUMENTS: readonly string[] = ['booked', 'arrived'];

/** The actions to offer on this appointment now, in the order the buttons show. */
export function appointmentActions(
  appointment: ActionableAppointment,
  now: number,
  switches: ActionSwitches,
): AppointmentAction[] {
  const actions: AppointmentAction[] = [];
  if (switches.appointmentCancel.enabled && appointment.status === 'booked' && !isSessionCancelledFor(appointment))
    actions.push('cancel');
  if (rescheduleBlock(appointment) === null) actions.push('reschedule');
  if (
    switches.appointmentRefund.enabled &&
    appointment.paymentStatus === 'paid' &&
    (appointment.refundStatus ?? '') === '' &&
    appointment.rescheduledBy === null
  ) {
    actions.push('refund');
  }
  if (OPEN_FOR_DOCUMENTS.includes(appointment.status) && !isSessionCancelledFor(appointment)) actions.push('upload');
  if (feedbackBlockReason(appointment, now) === null) actions.push('feedback');
  return actions;
}
