import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import { formatShortDate, formatTime } from '../../../domain/days';
import { displayName } from '../../../domain/patient';
import { patientSlot, peopleAhead } from '../../../domain/queue';
import { dueReminders, inTimeZone, type AppointmentReminderKind } from '../../../domain/reminderSchedule';
import {
  doctorArrivedSms,
  doctorLateSms,
  eveningBeforeSms,
  twoHoursBeforeSms,
  type ReminderAppointment,
  type ReminderKind,
  type Translate,
} from '../../../domain/reminders';
import type { Services } from '../../context';
import { translatorOf } from '../../i18n';
import { accounts, appointments, organizations, patients, practitioners, sessions } from '../../db/schema';
import { remindersSent } from './tables';
import { onceOnly, type JobTx } from '../../jobs/onceOnly';
import type { PeriodicJob } from '../../periodic';
import { practitionerName } from '../sessions';
import { optedOut } from './preferences';
import { tenantSends } from './switches';

/** How often the job looks for reminders due (a reminder goes within this of its window opening). */
const REMINDER_INTERVAL_MS = 30_000;
/** Sessions looked at: from a day ago (a late start) to the furthest evening-before window (18:00 before a 23:59 start, 30 h). */
const LOOK_BACK_MS = 24 * 60 * 60 * 1000;
const LOOK_AHEAD_MS = 31 * 60 * 60 * 1000;

const SMS_OF: Readonly<Record<AppointmentReminderKind, (tr: Translate, a: ReminderAppointment) => string>> = {
  evening_before: eveningBeforeSms,
  two_hours_before: twoHoursBeforeSms,
  doctor_arrived: doctorArrivedSms,
  doctor_late: doctorLateSms,
};

export interface ReminderSms {
  readonly kind: AppointmentReminderKind;
  readonly appointmentId: string;
  readonly mobile: string;
  readonly text: string;
}

type Candidate = Awaited<ReturnType<typeof candidates>>[number];

/** Booked, paid appointments of sessions near now that are neither over nor cancelled, with what their texts say. */
function candidates(tx: JobTx, now: number) {
  return tx
    .select({
      id: appointments.id,
      status: appointments.status,
      paymentStatus: appointments.paymentStatus,
      createdTime: appointments.createdTime,
      tokenNo: appointments.tokenNo,
      sessionId: sessions.id,
      sessionStatus: sessions.status,
      startTime: sessions.startTime,
      endTime: sessions.endTime,
      startedTime: sessions.startedTime,
      appointmentMaxAllowed: sessions.appointmentMaxAllowed,
      participationMode: sessions.participationMode,
      accountId: accounts.id,
      mobile: accounts.mobileNo,
      language: accounts.language,
      prefix: patients.prefix,
      given: patients.given,
      family: patients.family,
      doctorPrefix: practitioners.prefix,
      doctorName: practitioners.name,
      hospitalName: organizations.orgName,
    })
    .from(appointments)
    .innerJoin(sessions, eq(sessions.id, appointments.sessionId))
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .innerJoin(accounts, eq(accounts.id, patients.accountId))
    .innerJoin(practitioners, eq(practitioners.id, sessions.practitionerId))
    .innerJoin(organizations, eq(organizations.id, sessions.organizationId))
    .where(
      and(
        eq(appointments.status, 'booked'),
        eq(appointments.paymentStatus, 'paid'),
        inArray(sessions.status, ['scheduled', 'started']),
        gt(sessions.startTime, new Date(now - LOOK_BACK_MS)),
        lt(sessions.startTime, new Date(now + LOOK_AHEAD_MS)),
      ),
    );
}

/** The patient's estimated time as the appointment view computes it (QueueBlock); the session's start without a slot length. */
function estimatedTime(
  candidate: Candidate,
  queue: readonly { status: string; tokenNo: number }[],
  now: number,
): number {
  const session = {
    startTime: candidate.startTime.getTime(),
    endTime: candidate.endTime.getTime(),
    appointmentMaxAllowed: candidate.appointmentMaxAllowed,
  };
  return patientSlot(session, peopleAhead(candidate.tokenNo, queue), now)?.time ?? session.startTime;
}

/**
 * Claims every reminder due now (one row in reminders_sent per kind and appointment, ON CONFLICT DO NOTHING, so of
 * two runs or instances only one claims it) and returns the SMS to send after the commit. A kind the tenant switched
 * off, or the account opted out of, is not claimed: an opt-in later gets only what is still inside its window.
 */
async function claimDue(tx: JobTx, services: Services, now: number): Promise<ReminderSms[]> {
  const found = await candidates(tx, now);
  if (found.length === 0) return [];
  const ids = found.map((candidate) => candidate.id);
  const sentRows = await tx
    .select({ kind: remindersSent.kind, appointmentId: remindersSent.appointmentId })
    .from(remindersSent)
    .where(inArray(remindersSent.appointmentId, ids));
  const sentOf = new Map<string, Set<ReminderKind>>();
  for (const row of sentRows) sentOf.set(row.appointmentId, (sentOf.get(row.appointmentId) ?? new Set()).add(row.kind));

  const zone = services.tenant.timeZone;
  const due = found.flatMap((candidate) =>
    dueReminders(
      {
        appointmentStatus: candidate.status,
        paymentStatus: candidate.paymentStatus,
        createdTime: candidate.createdTime.getTime(),
        sessionStatus: candidate.sessionStatus,
        sessionStart: candidate.startTime.getTime(),
        sessionEnd: candidate.endTime.getTime(),
        startedTime: candidate.startedTime?.getTime() ?? null,
      },
      now,
      zone,
      sentOf.get(candidate.id) ?? new Set(),
    )
      .filter((kind) => tenantSends(services.tenant, kind))
      .map((kind) => ({ kind, candidate })),
  );
  if (due.length === 0) return [];

  const optOuts = new Map<AppointmentReminderKind, Set<string>>();
  for (const kind of new Set(due.map((entry) => entry.kind))) {
    optOuts.set(
      kind,
      await optedOut(
        tx,
        kind,
        due.filter((entry) => entry.kind === kind).map((entry) => entry.candidate.accountId),
      ),
    );
  }
  const wanted = due.filter((entry) => optOuts.get(entry.kind)?.has(entry.candidate.accountId) !== true);
  if (wanted.length === 0) return [];

  const claimed = await tx
    .insert(remindersSent)
    .values(wanted.map((entry) => ({ kind: entry.kind, appointmentId: entry.candidate.id, sentTime: new Date(now) })))
    .onConflictDoNothing()
    .returning({ kind: remindersSent.kind, appointmentId: remindersSent.appointmentId });
  const isClaimed = new Set(claimed.map((row) => `${row.kind} ${row.appointmentId}`));
  const mine = wanted.filter((entry) => isClaimed.has(`${entry.kind} ${entry.candidate.id}`));
  if (mine.length === 0) return [];

  // The queue of each session, for the estimated times.
  const sessionIds = [...new Set(mine.map((entry) => entry.candidate.sessionId))];
  const queueRows = await tx
    .select({ sessionId: appointments.sessionId, status: appointments.status, tokenNo: appointments.tokenNo })
    .from(appointments)
    .where(inArray(appointments.sessionId, sessionIds));
  return inTimeZone(zone, () =>
    mine.map(({ kind, candidate }) => {
      const queue = queueRows.filter((row) => row.sessionId === candidate.sessionId);
      const appointment: ReminderAppointment = {
        patientName: displayName(candidate),
        doctorName: practitionerName(candidate.doctorPrefix, candidate.doctorName),
        hospitalName: candidate.hospitalName,
        tokenNo: candidate.tokenNo,
        dateText: formatShortDate(candidate.startTime),
        estimatedTimeText: formatTime(estimatedTime(candidate, queue, now)),
        video: candidate.participationMode === 'remote_presence_video_call',
      };
      return {
        kind,
        appointmentId: candidate.id,
        mobile: candidate.mobile,
        // In the account's language (issue 32); the day and time as domain/days.ts words them.
        text: SMS_OF[kind](translatorOf(candidate.language), appointment),
      };
    }),
  );
}

/**
 * One round: claims what is due in one instance at a time (server/jobs/onceOnly.ts), then sends after the commit, so a
 * claim rolled back never leaves an SMS sent. A failed send is logged, not retried (the app shows the same news).
 * Returns the SMS claimed (0 when another instance or run holds the job).
 */
export async function sendDueReminders(services: Services, now: number = services.now()): Promise<ReminderSms[]> {
  const run = await onceOnly(services.db, 'appointmentReminders', (tx) => claimDue(tx, services, now));
  const claimed = run.ran ? run.value : [];
  for (const sms of claimed) {
    try {
      await services.sms.send(sms.mobile, sms.text);
    } catch (error) {
      services.logger.error({ err: error, appointmentId: sms.appointmentId, kind: sms.kind }, 'reminder SMS failed');
    }
  }
  return claimed;
}

/** The reminders and alerts of appointments, every REMINDER_INTERVAL_MS. */
export const appointmentRemindersJob: PeriodicJob = {
  name: 'appointment reminders',
  intervalMs: REMINDER_INTERVAL_MS,
  run: (services) => sendDueReminders(services),
};
