import { SESSION_CANCELLED_TEXT, isSessionCancelledFor } from '../../domain/appointmentStatus';
import { dayLabel, formatTimeWithZone } from '../../domain/days';
import { relationshipLabel } from '../../domain/profileForm';
import type { AppointmentCardData } from '../../machines/types';

/** The chat's wording for upcoming appointments (the spec names the step, not its words). */
export const UPCOMING_TEXT = {
  intro: 'Here are your upcoming appointments.',
  none: "You don't have any upcoming appointments.",
  more: (count: number): string => `You have ${count} more in My Appointments.`,
  failed: "I couldn't load your appointments just now. Please try again in a moment.",
  myAppointments: 'My Appointments',
  /** Cancelled appointments whose session is still ahead (not visits: issue 29 item 25). */
  cancelled: 'These cancelled appointments can still be rescheduled or refunded.',
  recent: 'These recent visits are waiting for you.',
  /** The button that picks one card to act on. */
  manage: (appointment: AppointmentCardData, now: number): string =>
    `${appointment.session.doctorName}, ${dayLabel(appointment.session.startTime, now)}, token ${appointment.tokenNo}`,
  whatToDo: (appointment: AppointmentCardData, now: number): string =>
    `What would you like to do about your appointment with ${appointment.session.doctorName} (${dayLabel(appointment.session.startTime, now)}, token ${appointment.tokenNo})?`,
  whichOne: 'Which appointment would you like to manage?',
} as const;

/**
 * 'You have an appointment today at 5:00 PM with Dr. Anil Gunasekara at Carechat Hospital Colombo, token 5 (Mother).'
 * A session the doctor called off says so instead: the appointment will not take place.
 */
export function soonText(appointment: AppointmentCardData, now: number): string {
  const { session } = appointment;
  const relationship = relationshipLabel(appointment.relationship);
  const who = relationship === '' || relationship === 'Me' ? '' : ` (${relationship})`;
  const day = dayLabel(session.startTime, now).toLowerCase();
  const what = `${day} at ${formatTimeWithZone(session.startTime)} with ${session.doctorName} at ${session.organizationName}, token ${appointment.tokenNo}${who}`;
  if (isSessionCancelledFor({ status: appointment.status, sessionStatus: session.status, cancelReason: null })) {
    return `The doctor cancelled the session of your appointment ${what}. ${SESSION_CANCELLED_TEXT.wayForward(session.organizationName, appointment.paymentStatus === 'paid')}`;
  }
  return `You have an appointment ${what}.`;
}
