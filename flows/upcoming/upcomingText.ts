import { SESSION_CANCELLED_TEXT, isSessionCancelledFor } from '../../domain/appointmentStatus';
import { dayLabel, formatTimeWithZone } from '../../domain/days';
import { relationshipLabel } from '../../domain/profileForm';
import { t } from '../../i18n/translate';
import type { AppointmentCardData } from '../../machines/types';

/**
 * The chat's wording for upcoming appointments (the spec names the step, not its words), in the active
 * language when read: getters and functions, never at import.
 */
export const UPCOMING_TEXT = {
  get intro(): string {
    return t('appointment.upcoming.intro');
  },
  get none(): string {
    return t('appointment.upcoming.none');
  },
  more: (count: number): string => t('appointment.upcoming.more', { count }),
  get failed(): string {
    return t('appointment.upcoming.failed');
  },
  get myAppointments(): string {
    return t('appointment.upcoming.myAppointments');
  },
  /** Cancelled appointments whose session is still ahead (not visits: issue 29 item 25). */
  get cancelled(): string {
    return t('appointment.upcoming.cancelled');
  },
  get recent(): string {
    return t('appointment.upcoming.recent');
  },
  /** The button that picks one card to act on. */
  manage: (appointment: AppointmentCardData, now: number): string =>
    t('appointment.upcoming.manage', {
      doctor: appointment.session.doctorName,
      day: dayLabel(appointment.session.startTime, now),
      token: appointment.tokenNo,
    }),
  whatToDo: (appointment: AppointmentCardData, now: number): string =>
    t('appointment.upcoming.whatToDo', {
      doctor: appointment.session.doctorName,
      day: dayLabel(appointment.session.startTime, now),
      token: appointment.tokenNo,
    }),
  get whichOne(): string {
    return t('appointment.upcoming.whichOne');
  },
};

/**
 * 'You have an appointment today at 5:00 PM with Dr. Anil Gunasekara at Carechat Hospital Colombo, token 5 (Mother).'
 * A session the doctor called off says so instead: the appointment will not take place.
 */
export function soonText(appointment: AppointmentCardData, now: number): string {
  const { session } = appointment;
  const relationship = relationshipLabel(appointment.relationship);
  const values = {
    day: dayLabel(session.startTime, now).toLowerCase(),
    time: formatTimeWithZone(session.startTime),
    doctor: session.doctorName,
    hospital: session.organizationName,
    token: appointment.tokenNo,
    // The patient's own appointment names no one; a dependant's names them: ' (Mother)'.
    who: relationship === '' || relationship === relationshipLabel('Me') ? '' : ` (${relationship})`,
  };
  if (isSessionCancelledFor({ status: appointment.status, sessionStatus: session.status, cancelReason: null })) {
    return t('appointment.upcoming.soonCancelled', {
      ...values,
      wayForward: SESSION_CANCELLED_TEXT.wayForward(session.organizationName, appointment.paymentStatus === 'paid'),
    });
  }
  return t('appointment.upcoming.soon', values);
}
