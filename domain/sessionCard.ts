import { t } from '../i18n/translate';
import { formatTime } from './days';

/** Session statuses (spec 000 §4). provider_aborted sessions never appear in searches. */
export const SESSION_STATUSES = [
  'scheduled',
  'started',
  'completed',
  'practitioner_canceled',
  'provider_aborted',
] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** Where a session card is drawn (spec 000 §2). */
export const SESSION_CARD_CONTEXTS = [
  'SESSION_VIEW',
  'SESSION_VIEW_COMPACT',
  'SESSION_VIEW_SEARCH_RESULT',
  'MY_APPOINTMENT',
  'SESSION_VIEW_CHAT_SPECIALITY_RESULT',
  'SESSION_VIEW_CHAT_DOCTOR_RESULT',
] as const;
export type SessionCardContext = (typeof SESSION_CARD_CONTEXTS)[number];

/** appointmentMaxAllowed of a session without a limit. */
export const UNLIMITED_APPOINTMENTS = -1;
/** Up to this many minutes before the start the card counts down (spec 000 §9). */
export const SESSION_LABEL_THRESHOLD_MINUTES = 60;

export interface SessionCapacity {
  /** -1 (any negative) means unlimited. */
  readonly appointmentMaxAllowed: number;
  /** Appointments in the session that are not cancelled. */
  readonly activeAppointments: number;
}

export interface SessionCardInput extends SessionCapacity {
  readonly status: SessionStatus;
  /** Epoch milliseconds. */
  readonly startTime: number;
}

type SessionLabelKind =
  'starting-at' | 'starting-in' | 'awaiting-doctor' | 'doctor-arrived' | 'doctor-left' | 'doctor-canceled' | 'full';

export interface SessionLabel {
  readonly kind: SessionLabelKind;
  readonly text: string;
}

export function isSessionStatus(value: string): value is SessionStatus {
  return (SESSION_STATUSES as readonly string[]).includes(value);
}

/** No more bookings: the non-cancelled appointments have reached appointmentMaxAllowed. */
export function isSessionFull(session: SessionCapacity): boolean {
  return session.appointmentMaxAllowed >= 0 && session.activeAppointments >= session.appointmentMaxAllowed;
}

function isCanceled(status: SessionStatus): boolean {
  return status === 'practitioner_canceled' || status === 'provider_aborted';
}

/**
 * The card's status label. An ended or cancelled session says so even when it was full; otherwise a
 * full session shows 'Full', since that is what decides whether the patient can book. A scheduled
 * session counts whole minutes down from 60 ('Starting In 0 Mins' in its last minute) and shows
 * 'Awaiting Dr' once its start has passed without the doctor.
 */
export function sessionLabel(session: SessionCardInput, now: number): SessionLabel {
  if (session.status === 'completed') return { kind: 'doctor-left', text: t('booking.card.doctorLeft') };
  if (isCanceled(session.status)) return { kind: 'doctor-canceled', text: t('booking.card.doctorCanceled') };
  if (isSessionFull(session)) return { kind: 'full', text: t('booking.card.full') };
  if (session.status === 'started') return { kind: 'doctor-arrived', text: t('booking.card.doctorArrived') };
  const untilStart = session.startTime - now;
  if (untilStart < 0) return { kind: 'awaiting-doctor', text: t('booking.card.awaitingDoctor') };
  const minutes = Math.floor(untilStart / 60_000);
  if (minutes > SESSION_LABEL_THRESHOLD_MINUTES)
    return { kind: 'starting-at', text: t('booking.card.startingAt', { time: formatTime(session.startTime) }) };
  return { kind: 'starting-in', text: t('booking.card.startingIn', { minutes }) };
}

/** A card opens (an existing appointment or booking) unless the session is completed, cancelled or full. */
export function isSessionClickable(
  session: Pick<SessionCardInput, 'status' | 'appointmentMaxAllowed' | 'activeAppointments'>,
): boolean {
  return session.status !== 'completed' && !isCanceled(session.status) && !isSessionFull(session);
}

/** Completed and cancelled sessions cannot be chosen (spec 000 §4); provider_aborted counts as cancelled. */
export function isSessionSelectable(session: Pick<SessionCardInput, 'status'>): boolean {
  return session.status !== 'completed' && !isCanceled(session.status);
}

/** Searches leave out provider_aborted sessions and sessions that started before today (spec 000 §7). */
export function isExcludedFromSearch(
  session: Pick<SessionCardInput, 'status' | 'startTime'>,
  startOfToday: number,
): boolean {
  return session.status === 'provider_aborted' || session.startTime < startOfToday;
}
