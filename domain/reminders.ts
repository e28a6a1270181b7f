import type { MessageId } from '../i18n/messages.generated';
import { t } from '../i18n/translate';

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
const REMINDER_LABEL = {
  evening_before: 'sms.settings.eveningBefore',
  two_hours_before: 'sms.settings.twoHoursBefore',
  doctor_arrived: 'sms.settings.doctorArrived',
  doctor_late: 'sms.settings.doctorLate',
  report_ready: 'sms.settings.reportReady',
} as const satisfies Readonly<Record<ReminderKind, MessageId>>;

/** A reminder's switch, as the account page names it, in the patient's language. */
export function reminderLabel(kind: ReminderKind): string {
  return t(REMINDER_LABEL[kind]);
}

/** The reminders panel's words, in the patient's language when read. */
export const REMINDER_TEXT = {
  get heading(): string {
    return t('sms.settings.heading');
  },
  get intro(): string {
    return t('sms.settings.intro');
  },
  get saveFailed(): string {
    return t('sms.settings.saveFailed');
  },
};

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
