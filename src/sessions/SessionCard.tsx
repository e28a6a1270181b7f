import { Link } from 'react-router-dom';
import { isSessionCancelledFor } from '../../domain/appointmentStatus';
import { formatDate, formatShortDate, formatTimeWithZone } from '../../domain/days';
import { formatAmount } from '../../domain/money';
import { isSessionClickable, sessionLabel, UNLIMITED_APPOINTMENTS, type SessionCardContext } from '../../domain/sessionCard';
import type { SessionCardData } from '../../machines/types';
import { tenant } from '../app/tenant';
import { appointmentCardStatus, relationshipText, sessionCardName, sessionTimeRange, tokenText, VIDEO_BADGE, type CardAppointment } from './sessionCardText';
import './cards.css';
import './hospitalTime';

/**
 * One session card for every place a session is drawn (spec 000 §2 contexts). A card that can be opened
 * is a real button or link named by who, when, where and its state; one that cannot (completed,
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

type Field = 'date' | 'dateTime' | 'timeRange' | 'doctor' | 'role' | 'specialty' | 'hospital' | 'location' | 'label' | 'video' | 'fee' | 'capacity' | 'token' | 'relationship' | 'status';

/** What each context shows, in display order. */
const FIELDS: Readonly<Record<SessionCardContext, readonly Field[]>> = {
  SESSION_VIEW: ['doctor', 'role', 'specialty', 'date', 'timeRange', 'hospital', 'location', 'label', 'capacity', 'video', 'fee'],
  SESSION_VIEW_COMPACT: ['doctor', 'dateTime', 'hospital', 'label', 'video'],
  SESSION_VIEW_SEARCH_RESULT: ['timeRange', 'doctor', 'role', 'hospital', 'label', 'video', 'fee'],
  MY_APPOINTMENT: ['date', 'token', 'relationship', 'status', 'doctor', 'role', 'hospital', 'video'],
  SESSION_VIEW_CHAT_SPECIALITY_RESULT: ['doctor', 'role', 'dateTime', 'hospital', 'label', 'video', 'fee'],
  SESSION_VIEW_CHAT_DOCTOR_RESULT: ['dateTime', 'hospital', 'label', 'video', 'fee'],
};

function capacityText(session: SessionCardData): string {
  return session.appointmentMaxAllowed === UNLIMITED_APPOINTMENTS
    ? `${String(session.activeAppointments)} booked`
    : `${String(session.activeAppointments)} of ${String(session.appointmentMaxAllowed)} booked`;
}

function FieldView({ field, props, labelText, labelKind }: { field: Field; props: SessionCardProps; labelText: string; labelKind: string }): React.JSX.Element | null {
  const { session, appointment } = props;
  switch (field) {
    case 'date':
      return <span className="session-card__date">{formatDate(session.startTime)}</span>;
    case 'dateTime':
      return <span className="session-card__date">{`${formatShortDate(session.startTime)}, ${formatTimeWithZone(session.startTime)}`}</span>;
    case 'timeRange':
      return <span className="session-card__time">{sessionTimeRange(session)}</span>;
    case 'doctor':
      return <span className="session-card__doctor">{session.doctorName}</span>;
    case 'role':
      return session.doctorRole === '' ? null : <span className="session-card__role">{session.doctorRole}</span>;
    case 'specialty':
      return <span className="session-card__meta">{session.specialty}</span>;
    case 'hospital':
      return <span className="session-card__hospital">{session.organizationName}</span>;
    case 'location':
      // A video session has no room to walk to (docs/DECISIONS.md § Video appointments).
      return session.locationName === '' || session.video ? null : <span className="session-card__meta">{session.locationName}</span>;
    case 'label':
      return <span className={`session-card__label session-card__label--${labelKind}`}>{labelText}</span>;
    case 'video':
      return session.video ? <span className="session-card__badge">{VIDEO_BADGE}</span> : null;
    case 'fee':
      return <span className="session-card__fee">{formatAmount(session.fee, props.currency ?? tenant.payment.currency)}</span>;
    case 'capacity':
      return <span className="session-card__meta">{capacityText(session)}</span>;
    case 'token':
      return appointment === undefined ? null : <span className="session-card__token">{tokenText(appointment.tokenNo)}</span>;
    case 'relationship':
      return appointment === undefined ? null : <span className="session-card__meta">{relationshipText(appointment.relationship)}</span>;
    case 'status':
      if (appointment === undefined) return null;
      // A booked appointment in a session the doctor called off will not take place: say that, not 'Booked'.
      return (
        <span className={`session-card__label session-card__label--${isSessionCancelledFor({ status: appointment.status, sessionStatus: props.session.status, cancelReason: null }) ? 'doctor-canceled' : `appointment-${appointment.status}`}`}>
          {appointmentCardStatus(appointment.status, props.session.status)}
        </span>
      );
  }
}

export function SessionCard(props: SessionCardProps): React.JSX.Element {
  const { session, context, now, appointment, onOpen, to } = props;
  const label = sessionLabel(session, now);
  // A visit always opens its appointment; a session opens only while it can be booked.
  const opens = (onOpen !== undefined || to !== undefined) && (context === 'MY_APPOINTMENT' || isSessionClickable(session));
  const body = FIELDS[context].map((field) => <FieldView key={field} field={field} props={props} labelText={label.text} labelKind={label.kind} />);
  const className = `session-card session-card--${context.toLowerCase().replaceAll('_', '-')}`;
  if (!opens) return <div className={className}>{body}</div>;
  const name = sessionCardName(session, context, label.text, appointment);
  if (to !== undefined) {
    return (
      <Link className={`${className} session-card--opens`} to={to} aria-label={name}>
        {body}
      </Link>
    );
  }
  return (
    <button type="button" className={`${className} session-card--opens`} aria-label={name} onClick={() => onOpen?.(session)}>
      {body}
    </button>
  );
}
