import {
  SESSION_CANCELLED_TEXT,
  appointmentStatusLabel,
  isSessionCancelledFor,
} from '../../../domain/appointmentStatus';
import { formatTime, formatTimeWithZone } from '../../../domain/days';
import { notAvailable } from '../../../domain/patient';
import { relationshipName } from '../../../domain/profileForm';
import type { SessionCardData } from '../../../machines/types';
import { t } from '../../../i18n/translate';
import '../../config/hospitalTime';

/** What a MY_APPOINTMENT card adds to its session: the patient's place in it. */
export interface CardAppointment {
  readonly tokenNo: number;
  /** The patient's relationship to the holder; null: unclassified. */
  readonly relationship: string | null;
  readonly status: string;
}

/** The badge of a video session's card, in the active language. */
export function videoBadge(): string {
  return t('booking.card.video');
}

/** '4:00 PM - 6:00 PM', '4:00 PM - 6:00 PM (Colombo time)' on a device in another zone */
export function sessionTimeRange(session: Pick<SessionCardData, 'startTime' | 'endTime'>): string {
  return `${formatTime(session.startTime)} - ${formatTimeWithZone(session.endTime)}`;
}

/** 'Token No. 12' */
export function tokenText(tokenNo: number): string {
  return t('booking.card.token', { tokenNo });
}

/** The relationship as shown on a card; a patient not classified yet reads 'Not Available'. */
export function relationshipText(relationship: string | null): string {
  const text = relationshipName(relationship);
  return text === '' ? notAvailable() : text;
}

/**
 * The accessible name of a card that opens something: the texts its fields show, in display order, joined
 * by commas so that a screen reader pauses between them. Only what is visible, and all of it: a name that
 * left out or reordered what the card shows would fail WCAG 2.5.3 (Label in Name) for voice-control users.
 */
export function cardName(fieldTexts: readonly (string | null)[]): string {
  return fieldTexts.filter((text): text is string => text !== null && text !== '').join(', ');
}

/** A visit's status on its card: 'Dr. Canceled' for a booked appointment in a session the doctor called off (issue 14 item 1). */
export function appointmentCardStatus(status: string, sessionStatus: string): string {
  return isSessionCancelledFor({ status, sessionStatus, cancelReason: null })
    ? SESSION_CANCELLED_TEXT.banner
    : appointmentStatusLabel(status);
}
