import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { isSessionCancelledFor } from '../../../domain/appointmentStatus';
import { formatDate, formatShortDate, formatTimeWithZone } from '../../../domain/days';
import { formatAmount } from '../../../domain/money';
import {
  isSessionClickable,
  sessionLabel,
  UNLIMITED_APPOINTMENTS,
  type SessionCardContext,
} from '../../../domain/sessionCard';
import type { SessionCardData } from '../../../machines/types';
import { tenant } from '../../config/tenant';
import {
  appointmentCardStatus,
  cardName,
  relationshipText,
  sessionTimeRange,
  tokenText,
  videoBadge,
  type CardAppointment,
} from './sessionCardText';
import { t } from '../../../i18n/translate';
import './cards.css';
import '../../config/hospitalTime';

/**
 * One session card for every place a session is drawn (spec 000 §2 contexts). A card that can be opened
 * is a real button or link named by the text it shows (who, when, where and its state); one that cannot (completed,
 * cancelled, full, or a transcript's copy) is plain content that still says why ('Full', 'Dr. Left').
 * Light on purpose: the chat transcript draws it, so it pulls in nothing beyond the domain rules.
 */

export interface SessionCardProps {
  readonly session: SessionCardData;
  readonly context: SessionCardContext;
  /** The screen's clock (refreshed by the screen), so a list of cards shares one timer. */
  readonly now: number;
  /** MY_APPOINTMENT: the patient's token, relationship and appointment status. */
  readonly appointment?: CardAppointment;
  /** The fee's currency; the tenant's by default. */
  readonly currency?: string;
  /** Opening the card runs this (a button)… */
  readonly onOpen?: (session: SessionCardData) => void;
  /** …or goes here (a link). */
  readonly to?: string;
}

type Field =
  | 'date'
  | 'dateTime'
  | 'timeRange'
  | 'doctor'
  | 'role'
  | 'specialty'
  | 'hospital'
  | 'location'
  | 'label'
  | 'video'
  | 'fee'
  | 'capacity'
  | 'token'
  | 'relationship'
  | 'status';

/** What each context shows, in display order. */
const FIELDS: Readonly<Record<SessionCardContext, readonly Field[]>> = {
  SESSION_VIEW: [
    'doctor',
    'role',
    'specialty',
    'date',
    'timeRange',
    'hospital',
    'location',
    'label',
    'capacity',
    'video',
    'fee',
  ],
  SESSION_VIEW_COMPACT: ['doctor', 'dateTime', 'hospital', 'label', 'video'],
  SESSION_VIEW_SEARCH_RESULT: ['timeRange', 'doctor', 'role', 'hospital', 'label', 'video', 'fee'],
  MY_APPOINTMENT: ['date', 'token', 'relationship', 'status', 'doctor', 'role', 'hospital', 'video'],
  SESSION_VIEW_CHAT_SPECIALITY_RESULT: ['doctor', 'role', 'dateTime', 'hospital', 'label', 'video', 'fee'],
  SESSION_VIEW_CHAT_DOCTOR_RESULT: ['dateTime', 'hospital', 'label', 'video', 'fee'],
};

function capacityText(session: SessionCardData): string {
  return session.appointmentMaxAllowed === UNLIMITED_APPOINTMENTS
    ? t('booking.card.booked', { booked: session.activeAppointments })
    : t('booking.card.bookedOf', { booked: session.activeAppointments, max: session.appointmentMaxAllowed });
}

/** A field's text and class, or null when the card has nothing to show for it. */
function fieldContent(
  field: Field,
  props: SessionCardProps,
  labelText: string,
  labelKind: string,
): { readonly text: string; readonly className: string } | null {
  const { session, appointment } = props;
  switch (field) {
    case 'date':
      return { text: formatDate(session.startTime), className: 'session-card__date' };
    case 'dateTime':
      return {
        text: `${formatShortDate(session.startTime)}, ${formatTimeWithZone(session.startTime)}`,
        className: 'session-card__date',
      };
    case 'timeRange':
      return { text: sessionTimeRange(session), className: 'session-card__time' };
    case 'doctor':
      return { text: session.doctorName, className: 'session-card__doctor' };
    case 'role':
      return session.doctorRole === '' ? null : { text: session.doctorRole, className: 'session-card__role' };
    case 'specialty':
      return { text: session.specialty, className: 'session-card__meta' };
    case 'hospital':
      return { text: session.organizationName, className: 'session-card__hospital' };
    case 'location':
      // A video session has no room to walk to (docs/decisions/0015-booking-and-payment.md § Video appointments).
      return session.locationName === '' || session.video
        ? null
        : { text: session.locationName, className: 'session-card__meta' };
    case 'label':
      return { text: labelText, className: `session-card__label session-card__label--${labelKind}` };
    case 'video':
      return session.video ? { text: videoBadge(), className: 'session-card__badge' } : null;
    case 'fee':
      return {
        text: formatAmount(session.fee, props.currency ?? tenant.payment.currency),
        className: 'session-card__fee',
      };
    case 'capacity':
      return { text: capacityText(session), className: 'session-card__meta' };
    case 'token':
      return appointment === undefined
        ? null
        : { text: tokenText(appointment.tokenNo), className: 'session-card__token' };
    case 'relationship':
      return appointment === undefined
        ? null
        : { text: relationshipText(appointment.relationship), className: 'session-card__meta' };
    case 'status': {
      if (appointment === undefined) return null;
      // A booked appointment in a session the doctor called off will not take place: say that, not 'Booked'.
      const cancelled = isSessionCancelledFor({
        status: appointment.status,
        sessionStatus: props.session.status,
        cancelReason: null,
      });
      return {
        text: appointmentCardStatus(appointment.status, props.session.status),
        className: `session-card__label session-card__label--${cancelled ? 'doctor-canceled' : `appointment-${appointment.status}`}`,
      };
    }
  }
}

export function SessionCard(props: SessionCardProps): React.JSX.Element {
  const { session, context, now, onOpen, to } = props;
  const label = sessionLabel(session, now);
  // A visit always opens its appointment; a session opens only while it can be booked.
  const opens =
    (onOpen !== undefined || to !== undefined) && (context === 'MY_APPOINTMENT' || isSessionClickable(session));
  const fields = FIELDS[context].map((field) => ({
    field,
    content: fieldContent(field, props, label.text, label.kind),
  }));
  // A space between the fields (the column layout does not show it) keeps their words apart in the text that
  // assistive tools read off the card, as in its name.
  const body = fields.map(({ field, content }) =>
    content === null ? null : (
      <Fragment key={field}>
        {' '}
        <span className={content.className}>{content.text}</span>
      </Fragment>
    ),
  );
  const className = `session-card session-card--${context.toLowerCase().replaceAll('_', '-')}`;
  if (!opens) return <div className={className}>{body}</div>;
  // Its visible text in reading order, separated, so that the name contains every word shown (WCAG 2.5.3).
  const name = cardName(fields.map(({ content }) => content?.text ?? null));
  if (to !== undefined) {
    return (
      <Link className={`${className} session-card--opens`} to={to} aria-label={name}>
        {body}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={`${className} session-card--opens`}
      aria-label={name}
      onClick={() => onOpen?.(session)}
    >
      {body}
    </button>
  );
}
