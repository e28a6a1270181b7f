import { dayLabel, formatTimeWithZone } from '../../domain/days';
import type { AppointmentCardData } from '../../machines/types';

/** The chat's wording for upcoming appointments (the spec names the step, not its words). */
export const UPCOMING_TEXT = {
  intro: 'Here are your upcoming appointments.',
  none: "You don't have any upcoming appointments.",
  more: (count: number): string => `You have ${count} more in My Appointments.`,
  failed: "I couldn't load your appointments just now. Please try again in a moment.",
  myAppointments: 'My Appointments',
} as const;

/** 'You have an appointment today at 5:00 PM with Dr. Anil Gunasekara at Carechat Hospital Colombo, token 5 (Mother).' */
export function soonText(appointment: AppointmentCardData, now: number): string {
  const { session } = appointment;
  const who = appointment.relationship === null || appointment.relationship === 'Me' ? '' : ` (${appointment.relationship})`;
  const day = dayLabel(session.startTime, now).toLowerCase();
  return `You have an appointment ${day} at ${formatTimeWithZone(session.startTime)} with ${session.doctorName} at ${session.organizationName}, token ${appointment.tokenNo}${who}.`;
}
