import type { t } from '../i18n/translate';

/**
 * SMS reminders and alerts (issue 20; beyond the spec, as hmis and Doc990 send them): the kinds, what the
 * account screen calls them, and the texts. When each is due is `server/modules/reminders/`; a tenant switch
 * (tenants/schema.ts `reminders`) turns a kind off for everyone, an account's opt-out for itself.
 */
export const REMINDER_KINDS = [
  'evening_before',
  'two_hours_before',
  'doctor_arrived',
  'doctor_late',
  'report_ready',
] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** The account screen's switch per kind. */
export const REMINDER_LABEL: Readonly<Record<ReminderKind, string>> = {
  evening_before: 'The evening before an appointment',
  two_hours_before: '2 hours before an appointment',
  doctor_arrived: 'When the doctor arrives',
  doctor_late: 'When the doctor is late',
  report_ready: 'When a lab report is ready',
};

export const REMINDER_TEXT = {
  heading: 'SMS reminders',
  intro: 'We text your mobile number about your appointments and reports. Turn off what you do not need.',
  saveFailed: 'Could not save your choice. Please try again.',
} as const;

/** How late a session may be before its patients hear that the doctor is late. */
export const DOCTOR_LATE_AFTER_MS = 15 * 60 * 1000;
/** The 2-hours reminder goes this long before the session starts. */
export const TWO_HOURS_BEFORE_MS = 2 * 60 * 60 * 1000;
/** The evening reminder goes from this hour of the hospital's day before the appointment. */
export const EVENING_HOUR = 18;

/** What every appointment reminder says about the appointment; times already in the hospital's words. */
export interface ReminderAppointment {
  /** The patient's name as the app shows it ('Mr. Nimal Perera'). */
  readonly patientName: string;
  /** The doctor's name with prefix ('Dr. Anura Silva'). */
  readonly doctorName: string;
  readonly hospitalName: string;
  readonly tokenNo: number;
  /** The day ('Thu, 26 Nov'), from domain/days.ts. */
  readonly dateText: string;
  /** The patient's estimated time ('9:20 AM'), from domain/queue.ts. */
  readonly estimatedTimeText: string;
  readonly video: boolean;
}

/** A translator of the recipient account's language (server/i18n.ts): every SMS is worded in it (issue 32). */
export type Translate = typeof t;

/** Every value the appointment texts take (each message uses those it names). */
function values(
  a: ReminderAppointment,
): Readonly<Record<'patient' | 'kind' | 'doctor' | 'hospital' | 'date' | 'token' | 'time', string>> {
  return {
    patient: a.patientName,
    kind: a.video ? 'video' : 'visit',
    doctor: a.doctorName,
    hospital: a.hospitalName,
    date: a.dateText,
    token: String(a.tokenNo),
    time: a.estimatedTimeText,
  };
}

export function eveningBeforeSms(tr: Translate, a: ReminderAppointment): string {
  return tr('sms.eveningBefore', values(a));
}

export function twoHoursBeforeSms(tr: Translate, a: ReminderAppointment): string {
  return tr('sms.twoHoursBefore', values(a));
}

export function doctorArrivedSms(tr: Translate, a: ReminderAppointment): string {
  return tr('sms.doctorArrived', values(a));
}

export function doctorLateSms(tr: Translate, a: ReminderAppointment): string {
  return tr('sms.doctorLate', values(a));
}

/** Whose report it is: the holder's own (relationship Me), or another patient of the account, named as the app names them. */
export type ReportOwner = { readonly kind: 'holder' } | { readonly kind: 'relative'; readonly name: string };

/**
 * 'Your FBC report from … is ready.' for the holder's own; for a relative's the holder must know whose it is:
 * 'The FBC report of Mrs. Kamala Jayawardena (Mother) from … is ready.'
 */
export function reportReadySms(tr: Translate, reportName: string, hospitalName: string, owner: ReportOwner): string {
  return owner.kind === 'holder'
    ? tr('sms.reportReadyOwn', { report: reportName, hospital: hospitalName })
    : tr('sms.reportReadyRelative', { report: reportName, patient: owner.name, hospital: hospitalName });
}
