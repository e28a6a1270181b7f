import { and, asc, desc, eq, gte, inArray, notInArray, type SQL } from 'drizzle-orm';
import { NOT_UPCOMING } from '../../../domain/appointmentStatus';
import { APPOINTMENT_LIMIT, listSize } from '../../../domain/listLimits';
import type { Db } from '../../db/connect';
import { accounts, patients, sessions } from '../../db/schema';
import { appointments, type AppointmentStatus, type BookingType, type PaymentStatus } from './tables';
import { apiError } from '../../graphql/apiError';
import { patientView, type PatientView } from '../profiles';
import { sessionsByIds, iso, type SessionView } from '../sessions';
import type { DbOrTx } from '../../db/dbOrTx';

export type AppointmentRow = typeof appointments.$inferSelect;

/** server/schema.graphql `Appointment`, with its session and patient loaded in batches. */
export interface AppointmentView {
  readonly id: string;
  readonly sessionId: string;
  readonly patientId: string;
  readonly status: AppointmentStatus;
  readonly appointmentPaymentStatus: PaymentStatus;
  readonly tokenNo: number;
  readonly serviceType: string;
  readonly createdTime: string;
  readonly start: string;
  readonly end: string;
  readonly bookingType: BookingType;
  readonly holdExpiresAt: string | null;
  readonly valuepack: boolean;
  readonly appointmentOriginChannel: string;
  readonly appointmentRescheduledFor: string | null;
  readonly appointmentRescheduledBy: string | null;
  readonly appointmentRescheduledBySession: string | null;
  readonly cancelReason: string | null;
  readonly heartbeatLinkSeen: boolean;
  readonly heartbeatLastSeen: string | null;
  readonly appointmentArrivedTime: string | null;
  readonly feedbackRating: number | null;
  readonly feedbackComment: string | null;
  readonly practitionerPaymentStatus: string | null;
  readonly appointmentPaymentRefundStatus: string | null;
  readonly session: SessionView;
  readonly patient: PatientView;
}

/** server/schema.graphql `AppointmentToken`: a place in the queue, never who holds it. */
export interface AppointmentTokenView {
  readonly id: string;
  readonly tokenNo: number;
  readonly status: AppointmentStatus;
  readonly appointmentPaymentStatus: PaymentStatus;
}

/** Views of appointment rows: their sessions in one statement, their patients in another. */
async function appointmentViews(db: Db, rows: readonly AppointmentRow[]): Promise<AppointmentView[]> {
  if (rows.length === 0) return [];
  const sessionById = await sessionsByIds(
    db,
    rows.map((row) => row.sessionId),
  );
  const people = await db
    .select({ patient: patients, mobileNo: accounts.mobileNo })
    .from(patients)
    .innerJoin(accounts, eq(accounts.id, patients.accountId))
    .where(inArray(patients.id, [...new Set(rows.map((row) => row.patientId))]));
  const patientById = new Map(people.map(({ patient, mobileNo }) => [patient.id, patientView(patient, mobileNo)]));
  return rows.map((row) => {
    const session = sessionById.get(row.sessionId);
    const patient = patientById.get(row.patientId);
    if (session === undefined || patient === undefined)
      throw new Error(`Appointment ${row.id} lost its session or patient`);
    return {
      id: row.id,
      sessionId: row.sessionId,
      patientId: row.patientId,
      status: row.status,
      appointmentPaymentStatus: row.paymentStatus,
      tokenNo: row.tokenNo,
      serviceType: row.serviceType,
      createdTime: row.createdTime.toISOString(),
      start: session.startTime,
      end: session.endTime,
      bookingType: row.bookingType,
      holdExpiresAt: iso(row.holdExpiresAt),
      valuepack: row.valuepack,
      appointmentOriginChannel: row.originChannel,
      appointmentRescheduledFor: row.rescheduledFor,
      appointmentRescheduledBy: row.rescheduledBy,
      appointmentRescheduledBySession: row.rescheduledBySession,
      cancelReason: row.cancelReason,
      heartbeatLinkSeen: row.heartbeatLinkSeen,
      heartbeatLastSeen: iso(row.heartbeatLastSeen),
      appointmentArrivedTime: iso(row.arrivedTime),
      feedbackRating: row.feedbackRating,
      feedbackComment: row.feedbackComment,
      practitionerPaymentStatus: row.practitionerPaymentStatus,
      appointmentPaymentRefundStatus: row.refundStatus,
      session,
      patient,
    };
  });
}

export async function appointmentView(db: Db, row: AppointmentRow): Promise<AppointmentView> {
  const [view] = await appointmentViews(db, [row]);
  if (view === undefined) throw new Error(`Appointment ${row.id} has no view`);
  return view;
}

/** server/schema.graphql `AppointmentFilter`. */
export interface AppointmentFilterInput {
  readonly id?: string | null;
  readonly patientIds?: readonly string[] | null;
  readonly sessionId?: string | null;
  readonly upcoming?: boolean | null;
  readonly since?: string | null;
}

/** An upcoming filter reaches back a day: every zone's 'today' is inside it, and the client keeps the hospital's. */
const UPCOMING_LOOKBACK_MS = 24 * 60 * 60 * 1000;

/** The account's patient ids; ARO-E1040 when the filter names a patient of someone else. */
export async function filterPatientIds(
  db: Db,
  accountId: string,
  requested: readonly string[] | null | undefined,
): Promise<string[]> {
  const own = (await db.select({ id: patients.id }).from(patients).where(eq(patients.accountId, accountId))).map(
    (row) => row.id,
  );
  if (requested === null || requested === undefined) return own;
  const ownSet = new Set(own);
  if (requested.some((id) => !ownSet.has(id))) throw apiError('ARO-E1040', 'That patient is not one of yours.');
  return [...new Set(requested)];
}

/**
 * The account's appointments under a filter, the latest session first. With an id that is not the
 * account's (or does not exist): ARO-E1040, so nobody learns which ids exist.
 */
export async function accountAppointments(
  db: Db,
  accountId: string,
  filter: AppointmentFilterInput,
  limit: number,
  now = Date.now(),
): Promise<AppointmentView[]> {
  const patientIds = await filterPatientIds(db, accountId, filter.patientIds);
  if (filter.id !== undefined && filter.id !== null && filter.id !== '') {
    const [row] = await db
      .select({ appointment: appointments })
      .from(appointments)
      .innerJoin(patients, eq(patients.id, appointments.patientId))
      .where(and(eq(appointments.id, filter.id), eq(patients.accountId, accountId)));
    if (row === undefined) throw apiError('ARO-E1040', 'That appointment is not one of yours.');
    const matches =
      patientIds.includes(row.appointment.patientId) &&
      (filter.sessionId == null || filter.sessionId === row.appointment.sessionId);
    return matches ? appointmentViews(db, [row.appointment]) : [];
  }
  if (patientIds.length === 0) return [];
  const conditions: SQL[] = [inArray(appointments.patientId, patientIds)];
  if (filter.sessionId !== undefined && filter.sessionId !== null && filter.sessionId !== '')
    conditions.push(eq(appointments.sessionId, filter.sessionId));
  const upcoming = filter.upcoming === true;
  if (upcoming) {
    conditions.push(notInArray(appointments.status, NOT_UPCOMING as AppointmentStatus[]));
    conditions.push(gte(sessions.startTime, new Date(now - UPCOMING_LOOKBACK_MS)));
  }
  const since = filter.since === undefined || filter.since === null ? null : Date.parse(filter.since);
  if (since !== null) {
    if (Number.isNaN(since)) throw apiError('ARO-E1040', 'since must be an ISO time.');
    conditions.push(gte(sessions.startTime, new Date(since)));
  }
  const soonestFirst = upcoming || since !== null;
  const rows = await db
    .select({ appointment: appointments })
    .from(appointments)
    .innerJoin(sessions, eq(sessions.id, appointments.sessionId))
    .where(and(...conditions))
    .orderBy(
      soonestFirst ? asc(sessions.startTime) : desc(sessions.startTime),
      desc(appointments.createdTime),
      asc(appointments.id),
    )
    .limit(listSize(limit, APPOINTMENT_LIMIT, APPOINTMENT_LIMIT));
  return appointmentViews(
    db,
    rows.map((row) => row.appointment),
  );
}

/** A session's queue by token number (public: no patient data). */
export async function appointmentTokens(db: Db, sessionId: string): Promise<AppointmentTokenView[]> {
  return db
    .select({
      id: appointments.id,
      tokenNo: appointments.tokenNo,
      status: appointments.status,
      appointmentPaymentStatus: appointments.paymentStatus,
    })
    .from(appointments)
    .where(eq(appointments.sessionId, sessionId))
    .orderBy(asc(appointments.tokenNo));
}

/** The appointment if it belongs to one of the account's patients (row-locked in a transaction); else ARO-E1040. */
export async function ownAppointment(
  tx: DbOrTx,
  accountId: string,
  appointmentId: string,
  lock: boolean,
): Promise<AppointmentRow> {
  const query = tx
    .select({ appointment: appointments })
    .from(appointments)
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .where(and(eq(appointments.id, appointmentId), eq(patients.accountId, accountId)));
  const [row] = lock ? await query.for('update', { of: appointments }) : await query;
  if (row === undefined) throw apiError('ARO-E1040', 'That appointment is not one of yours.');
  return row.appointment;
}
