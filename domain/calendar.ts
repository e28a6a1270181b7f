import { t } from '../i18n/translate';
import { appointmentRoute, JOIN_VIDEO } from './bookingRoutes';
import { dayKey, formatDate, formatTime, timeZone } from './days';
import { icsCalendar, type IcsEvent } from './ics';
import { patientSlot, peopleAhead, type QueuedAppointment } from './queue';

/**
 * 'Add to calendar' (issue 20): an appointment as one calendar event, at the patient's estimated time (the queue's
 * one rule, as the appointment view shows it) to the end of their slot, with the way back to the appointment and,
 * for a video one, the link that joins its call. The file is loaded on the click only (src/features/appointment/view/AddToCalendar.tsx).
 */

const CALENDAR_PRODUCT_ID = '-//Carechat//Appointments//EN';
/** The event's alarm rings this long before the estimated time. */
const CALENDAR_ALARM_MINUTES = 60;

/** The event's title, in the language active when the file is made (issue 32). */
const summaryOf = (doctorName: string, video: boolean): string =>
  t('calendar.summary', { kind: video ? 'video' : 'visit', doctor: doctorName });

/** What the event is made of: the appointment view's data, in its own shape so domain/ needs nothing of machines/. */
export interface CalendarAppointment {
  readonly id: string;
  readonly sessionId: string;
  readonly tokenNo: number;
  readonly session: {
    readonly startTime: number;
    readonly endTime: number;
    readonly appointmentMaxAllowed: number;
    readonly video: boolean;
    /** With prefix: 'Dr. Anura Silva'. */
    readonly doctorName: string;
    /** The room or wing ('' when none). */
    readonly locationName: string;
  };
  readonly hospital: { readonly name: string; readonly address: string; readonly city: string };
}

export interface CalendarContext {
  /** The app's origin ('https://care.example.lk'): links in a calendar must be absolute. */
  readonly origin: string;
  readonly now: number;
  /** The session's queue when known; null counts every earlier token as ahead (the spec's index, token − 1). */
  readonly queue: readonly QueuedAppointment[] | null;
}

/** When the patient is expected in and out: their estimated time to the end of their slot, else the whole session. */
export function calendarSlot(
  appointment: CalendarAppointment,
  { now, queue }: Pick<CalendarContext, 'now' | 'queue'>,
): { start: number; end: number } {
  const { session } = appointment;
  const ahead = queue === null ? Math.max(0, appointment.tokenNo - 1) : peopleAhead(appointment.tokenNo, queue);
  // The same rule as the page's 'Your estimated time' (QueueBlock), so the calendar and the page agree.
  const slot = patientSlot(session, ahead, now);
  if (slot === null) return { start: session.startTime, end: Math.max(session.endTime, session.startTime) };
  return { start: slot.time, end: Math.round((slot.time + slot.slotMinutes * 60_000) / 60_000) * 60_000 };
}

/** The hospital's time of a moment, naming the zone: a calendar file may be opened anywhere. */
function hospitalTimeText(moment: number): string {
  const zone = timeZone();
  return `${formatTime(moment)}, ${formatDate(moment)}${zone === null ? '' : ` (${zone})`}`;
}

/** The street address as the location block shows it: the city alone when none is on record. */
const streetOf = (hospital: CalendarAppointment['hospital']): string =>
  (hospital.address.trim() === '' ? hospital.city : hospital.address).trim();

function appointmentCalendarEvent(appointment: CalendarAppointment, context: CalendarContext): IcsEvent {
  const { session, hospital } = appointment;
  const { start, end } = calendarSlot(appointment, context);
  const back = `${context.origin}${appointmentRoute({ sessionId: appointment.sessionId, appointmentId: appointment.id })}`;
  const join = `${context.origin}${appointmentRoute({ sessionId: appointment.sessionId, appointmentId: appointment.id, join: JOIN_VIDEO })}`;
  const street = streetOf(hospital);
  const place = [hospital.name, session.locationName.trim(), street].filter((part) => part !== '').join(', ');
  // Worded when the file is made, in the active language (the patient's), names and links as they are.
  const description = [
    summaryOf(session.doctorName, session.video),
    t('calendar.doctorLine', { doctor: session.doctorName }),
    t('calendar.hospitalLine', { hospital: hospital.name }),
    street === '' ? null : t('calendar.addressLine', { address: street }),
    t('calendar.tokenLine', { token: String(appointment.tokenNo) }),
    t('calendar.estimatedTimeLine', { time: hospitalTimeText(start) }),
    t('calendar.appointmentLine', { link: back }),
    session.video ? t('calendar.joinLine', { link: join }) : null,
  ].filter((line) => line !== null);
  return {
    uid: `appointment-${appointment.id}@${new URL(context.origin).host}`,
    stamp: context.now,
    start,
    end,
    summary: summaryOf(session.doctorName, session.video),
    location: session.video ? t('calendar.videoLocation') : place,
    description: description.join('\n'),
    url: back,
    alarm: { minutesBefore: CALENDAR_ALARM_MINUTES, description: t('calendar.alarm', { doctor: session.doctorName }) },
  };
}

/** The .ics file's text (CRLF, folded at 75 octets). */
export function appointmentIcs(appointment: CalendarAppointment, context: CalendarContext): string {
  return icsCalendar({ productId: CALENDAR_PRODUCT_ID, event: appointmentCalendarEvent(appointment, context) });
}

/** appointment-2026-11-27-token-7.ics: the day (the hospital's) and the token, so two files never clash. */
export function appointmentIcsFileName(appointment: CalendarAppointment): string {
  return `appointment-${dayKey(appointment.session.startTime)}-token-${String(appointment.tokenNo)}.ics`;
}
