import { and, asc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { displayName } from '../../../domain/patient';
import type { Db } from '../../db/connect';
import {
  appointments,
  patients,
  sessions,
  type AppointmentStatus,
  type BookingType,
  type PaymentStatus,
} from '../../db/schema';
import { colomboMidnight } from '../../seed/clock';
import { selectSessions, type SessionView } from '../sessions';
import type { SessionsShown } from './roles';

/** server/schema.graphql `StaffAppointment`. */
export interface StaffAppointmentView {
  readonly id: string;
  readonly tokenNo: number;
  readonly status: AppointmentStatus;
  readonly appointmentPaymentStatus: PaymentStatus;
  readonly bookingType: BookingType;
  readonly patientId: string;
  readonly patientName: string;
}

/** server/schema.graphql `StaffSession`. */
export interface StaffSessionView {
  readonly session: SessionView;
  readonly appointments: StaffAppointmentView[];
}

/** The queues of these sessions (one statement), by token. */
export async function queuesOf(db: Db, sessionIds: readonly string[]): Promise<Map<string, StaffAppointmentView[]>> {
  const queues = new Map<string, StaffAppointmentView[]>(sessionIds.map((id) => [id, []]));
  if (sessionIds.length === 0) return queues;
  const rows = await db
    .select({
      sessionId: appointments.sessionId,
      id: appointments.id,
      tokenNo: appointments.tokenNo,
      status: appointments.status,
      appointmentPaymentStatus: appointments.paymentStatus,
      bookingType: appointments.bookingType,
      patientId: appointments.patientId,
      prefix: patients.prefix,
      given: patients.given,
      family: patients.family,
    })
    .from(appointments)
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .where(inArray(appointments.sessionId, [...sessionIds]))
    .orderBy(asc(appointments.sessionId), asc(appointments.tokenNo));
  for (const { sessionId, prefix, given, family, ...appointment } of rows) {
    queues.get(sessionId)?.push({ ...appointment, patientName: displayName({ prefix, given, family }) });
  }
  return queues;
}

/** A hospital's sessions that start today (the Sri Lankan day): the staff boards' one notion of today. */
export function todayAtHospital(organizationId: string, now: number): SQL | undefined {
  return and(
    eq(sessions.organizationId, organizationId),
    gte(sessions.startTime, new Date(colomboMidnight(now, 0))),
    lt(sessions.startTime, new Date(colomboMidnight(now, 1))),
  );
}

/** Today's sessions (Sri Lankan day) of a hospital with their queues, by start time: those `shown` (a doctor: its own). */
export async function todaysSessions(
  db: Db,
  organizationId: string,
  now: number,
  shown: SessionsShown,
): Promise<StaffSessionView[]> {
  if ('practitionerId' in shown && shown.practitionerId === null) return [];
  const whose =
    'practitionerId' in shown && shown.practitionerId !== null
      ? eq(sessions.practitionerId, shown.practitionerId)
      : undefined;
  const found = await selectSessions(db, and(todayAtHospital(organizationId, now), whose), 1000);
  const queues = await queuesOf(
    db,
    found.map((session) => session.id),
  );
  return found.map((session) => ({ session, appointments: queues.get(session.id) ?? [] }));
}

/** One session with its queue. */
export async function staffSession(db: Db, sessionId: string): Promise<StaffSessionView> {
  const [session] = await selectSessions(db, eq(sessions.id, sessionId), 1);
  if (session === undefined) throw new Error(`Session ${sessionId} vanished`);
  const queues = await queuesOf(db, [sessionId]);
  return { session, appointments: queues.get(sessionId) ?? [] };
}
