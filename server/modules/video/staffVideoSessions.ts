import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { sessions, type AppointmentStatus, type PaymentStatus } from '../../db/schema';
import { selectSessions, type SessionView } from '../sessions';
import { queuesOf, todayAtHospital, type StaffCaller } from '../staff';
import { appointmentsCommunications } from './communicationStore';
import type { VideoCommunicationView } from './views';

/** server/schema.graphql `StaffVideoAppointment`. */
export interface StaffVideoAppointmentView {
  readonly id: string;
  readonly tokenNo: number;
  readonly status: AppointmentStatus;
  readonly appointmentPaymentStatus: PaymentStatus;
  readonly patientId: string;
  readonly patientName: string;
  readonly communication: VideoCommunicationView | null;
}

/** server/schema.graphql `StaffVideoSession`. */
export interface StaffVideoSessionView {
  readonly session: SessionView;
  readonly appointments: StaffVideoAppointmentView[];
}

/** The appointments a doctor calls: paid (unpaid ones cannot join) and not cancelled or closed otherwise. */
const LISTED_STATUSES: AppointmentStatus[] = ['booked', 'arrived', 'fulfilled'];

/**
 * staffVideoSessions: the doctor's video sessions of today (the Sri Lankan day, as staffSessions counts it) at the
 * login's hospital, each with its paid booked, arrived and fulfilled appointments by token.
 */
export async function todaysVideoSessions(db: Db, staff: StaffCaller, now: number): Promise<StaffVideoSessionView[]> {
  // Only a doctor gets here (domain/staffRoles.ts); one without a practitioner has no sessions.
  const { practitionerId } = staff;
  if (practitionerId === null) return [];
  const found = await selectSessions(
    db,
    and(
      todayAtHospital(staff.organizationId, now),
      eq(sessions.practitionerId, practitionerId),
      eq(sessions.participationMode, 'remote_presence_video_call'),
    ),
    100,
  );
  if (found.length === 0) return [];
  const queues = await queuesOf(
    db,
    found.map((session) => session.id),
  );
  const listed = new Map(
    found.map((session) => [
      session.id,
      (queues.get(session.id) ?? []).filter(
        (row) => row.appointmentPaymentStatus === 'paid' && LISTED_STATUSES.includes(row.status),
      ),
    ]),
  );
  const communications = await appointmentsCommunications(
    db,
    [...listed.values()].flat().map((row) => row.id),
  );
  return found.map((session) => ({
    session,
    appointments: (listed.get(session.id) ?? []).map((row) => ({
      id: row.id,
      tokenNo: row.tokenNo,
      status: row.status,
      appointmentPaymentStatus: row.appointmentPaymentStatus,
      patientId: row.patientId,
      patientName: row.patientName,
      communication: communications.get(row.id) ?? null,
    })),
  }));
}
