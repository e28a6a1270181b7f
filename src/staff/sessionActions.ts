import type { AppointmentStatus } from '../../domain/appointmentStatus';
import type { SessionStatus } from '../../domain/sessionCard';

/**
 * Which staff operations a status allows, as the server decides them (server/modules/staff/transitions.ts):
 * the console only enables what the server would accept.
 */

export type SessionAction = 'start' | 'complete' | 'cancel';
export type AppointmentAction = 'arrived' | 'fulfilled';

const SESSION_FROM: Readonly<Record<SessionAction, readonly SessionStatus[]>> = {
  start: ['scheduled'],
  complete: ['started'],
  cancel: ['scheduled', 'started'],
};

export function sessionActionAllowed(action: SessionAction, status: SessionStatus): boolean {
  return SESSION_FROM[action].includes(status);
}

/** Arrival needs the doctor in (a started session); fulfilment needs an arrived patient. */
export function appointmentActionAllowed(
  action: AppointmentAction,
  appointment: AppointmentStatus,
  session: SessionStatus,
): boolean {
  if (action === 'arrived') return appointment === 'booked' && session === 'started';
  return appointment === 'arrived';
}

export const SESSION_STATUS_LABELS: Readonly<Record<SessionStatus, string>> = {
  scheduled: 'Scheduled',
  started: 'Started',
  completed: 'Completed',
  practitioner_canceled: 'Cancelled',
  provider_aborted: 'Aborted',
};

/** Staff words, matching the buttons (Mark arrived, Mark fulfilled) rather than the patient's labels. */
export const STAFF_APPOINTMENT_STATUS_LABELS: Readonly<Record<AppointmentStatus, string>> = {
  booked: 'Booked',
  arrived: 'Arrived',
  cancelled: 'Cancelled',
  fulfilled: 'Fulfilled',
  noshow: 'No show',
  entered_in_error: 'Entered in error',
};
