import { SESSION_CANCELLED_TEXT, appointmentStatusLabel, isSessionCancelledFor } from '../../domain/appointmentStatus';
import { formatShortDate, formatTime, formatTimeWithZone } from '../../domain/days';
import { NOT_AVAILABLE } from '../../domain/patient';
import type { SessionCardContext } from '../../domain/sessionCard';
import type { SessionCardData } from '../../machines/types';
import './hospitalTime';

/** What a MY_APPOINTMENT card adds to its session: the patient's place in it. */
export interface CardAppointment {
  readonly tokenNo: number;
  /** The patient's relationship to the holder; null: unclassified. */
  readonly relationship: string | null;
  readonly status: string;
}

export const VIDEO_BADGE = 'Video consultation';

/** '4:00 PM - 6:00 PM', '4:00 PM - 6:00 PM (Colombo time)' on a device in another zone */
export function sessionTimeRange(session: Pick<SessionCardData, 'startTime' | 'endTime'>): string {
  return `${formatTime(session.startTime)} - ${formatTimeWithZone(session.endTime)}`;
}

/** 'Token No. 12' */
export function tokenText(tokenNo: number): string {
  return `Token No. ${String(tokenNo)}`;
}

/** The relationship as shown on a card; a patient not classified yet reads 'Not Available'. */
export function relationshipText(relationship: string | null): string {
  const text = relationship?.trim() ?? '';
  return text === '' ? NOT_AVAILABLE : text;
}

/**
 * The accessible name of a card that opens something: who, when, where and its state, in a sentence
 * (the visible card also shows the fee and location, which are not needed to choose).
 */
/** A visit's status on its card: 'Dr. Canceled' for a booked appointment in a session the doctor called off (issue 14 item 1). */
export function appointmentCardStatus(status: string, sessionStatus: string): string {
  return isSessionCancelledFor({ status, sessionStatus, cancelReason: null }) ? SESSION_CANCELLED_TEXT.banner : appointmentStatusLabel(status);
}

export function sessionCardName(session: SessionCardData, context: SessionCardContext, label: string, appointment?: CardAppointment): string {
  const when = `${formatShortDate(session.startTime)} ${formatTime(session.startTime)}`;
  const parts =
    context === 'MY_APPOINTMENT' && appointment !== undefined
      ? [session.doctorName, when, session.organizationName, tokenText(appointment.tokenNo), appointmentCardStatus(appointment.status, session.status)]
      : [session.doctorName, when, session.organizationName, session.video ? VIDEO_BADGE : null, label];
  return parts.filter((part): part is string => part !== null && part !== '').join(', ');
}
