import { addDays, setTimeZone, timeZone } from './days';
import { DOCTOR_LATE_AFTER_MS, EVENING_HOUR, TWO_HOURS_BEFORE_MS, type ReminderKind } from './reminders';

/**
 * When each appointment reminder is due (issue 20). Every kind has a window that closes, so a server that was
 * down, a booking made late or a seeded history never sends a flood or a pointless SMS: what was not sent in
 * its window is never sent. docs/decisions/0022-pwa-reminders-calendar-a11y.md § Reminders.
 */

/** 'Dr. Arrived' goes within this of the session's start by staff; later the patient has seen it in the app. */
const DOCTOR_ARRIVED_WINDOW_MS = 60 * 60 * 1000;

/** The appointment kinds (report_ready is the lab report notifier's). */
export type AppointmentReminderKind = Exclude<ReminderKind, 'report_ready'>;

export interface ReminderSubject {
  readonly appointmentStatus: string;
  readonly paymentStatus: string;
  /** When the appointment was booked, epoch milliseconds. */
  readonly createdTime: number;
  readonly sessionStatus: string;
  readonly sessionStart: number;
  readonly sessionEnd: number;
  /** When staff started the session; null while scheduled. */
  readonly startedTime: number | null;
}

/**
 * Runs `read` with days.ts reading days in `zone`, then puts the previous zone back. Synchronous, so nothing else
 * can run in between (days.ts keeps one zone per process: the app's).
 */
export function inTimeZone<T>(zone: string, read: () => T): T {
  const previous = timeZone();
  setTimeZone(zone);
  try {
    return read();
  } finally {
    setTimeZone(previous);
  }
}

/** EVENING_HOUR on the hospital's day before the session's day (zone: the hospital's IANA zone). */
export function eveningBeforeStart(sessionStart: number, zone: string): number {
  // Midnight plus hours: in a zone changing its clock that day it drifts by the change (Sri Lanka has none).
  return inTimeZone(zone, () => addDays(sessionStart, -1)) + EVENING_HOUR * 60 * 60 * 1000;
}

/** [from, until) of each kind for this appointment, or null when the kind can never be due for it. */
function reminderWindow(
  kind: AppointmentReminderKind,
  subject: ReminderSubject,
  zone: string,
): { readonly from: number; readonly until: number } | null {
  const twoHoursFrom = subject.sessionStart - TWO_HOURS_BEFORE_MS;
  switch (kind) {
    case 'evening_before': {
      // Until the 2-hours reminder takes over (a session at 00:30: 18:00 to 22:30), so the two never go together.
      const from = eveningBeforeStart(subject.sessionStart, zone);
      return { from, until: Math.min(twoHoursFrom, subject.sessionStart) };
    }
    case 'two_hours_before':
      return { from: twoHoursFrom, until: subject.sessionStart };
    case 'doctor_arrived':
      return subject.startedTime === null
        ? null
        : { from: subject.startedTime, until: subject.startedTime + DOCTOR_ARRIVED_WINDOW_MS };
    case 'doctor_late':
      return { from: subject.sessionStart + DOCTOR_LATE_AFTER_MS, until: subject.sessionEnd };
  }
}

/** Which session status each kind needs: the reminders and the late alert only before the doctor starts. */
const SESSION_STATUS_OF: Readonly<Record<AppointmentReminderKind, string>> = {
  evening_before: 'scheduled',
  two_hours_before: 'scheduled',
  doctor_arrived: 'started',
  doctor_late: 'scheduled',
};

const APPOINTMENT_REMINDER_KINDS: readonly AppointmentReminderKind[] = [
  'evening_before',
  'two_hours_before',
  'doctor_arrived',
  'doctor_late',
];

/**
 * The kinds due now for an appointment, in REMINDER_KINDS order: booked (not yet seen) and paid, in a session of the
 * kind's status, now inside the kind's window, booked before the window opened (a booking made at 19:00 for tomorrow
 * morning needs no evening reminder: the patient has just booked), and not sent yet. doctor_late never follows
 * doctor_arrived. Tenant switches and opt-outs are the caller's.
 */
export function dueReminders(
  subject: ReminderSubject,
  now: number,
  zone: string,
  sent: ReadonlySet<ReminderKind>,
): AppointmentReminderKind[] {
  if (subject.appointmentStatus !== 'booked' || subject.paymentStatus !== 'paid') return [];
  return APPOINTMENT_REMINDER_KINDS.filter((kind) => {
    if (sent.has(kind) || subject.sessionStatus !== SESSION_STATUS_OF[kind]) return false;
    if (kind === 'doctor_late' && sent.has('doctor_arrived')) return false;
    const window = reminderWindow(kind, subject, zone);
    return window !== null && subject.createdTime < window.from && now >= window.from && now < window.until;
  });
}
