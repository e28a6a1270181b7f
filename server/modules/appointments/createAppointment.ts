import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, ne } from 'drizzle-orm';
import { HOLD_MINUTES } from '../../../domain/bookingRules';
import type { Services } from '../../context';
import { appointments, patients, sessions } from '../../db/schema';
import { apiError } from '../../graphql/apiError';
import { CONSULTATION } from '../sessions/sessionStore';
import { appointmentView, ownAppointment, type AppointmentRow, type AppointmentView } from './appointmentStore';
import { releaseExpiredHolds } from './holdSweeper';
import { publishAppointmentChange } from './publish';

/** server/schema.graphql `CreateAppointmentInput`. */
export interface CreateAppointmentInput {
  readonly sessionId: string;
  readonly patientId: string;
  readonly valuepack?: boolean | null;
  readonly appointmentOriginChannel?: string | null;
  readonly appointmentRescheduledFor?: string | null;
}

export const HOLD_MS = HOLD_MINUTES * 60_000;
const TOKEN_RETRIES = 5;
const TOKEN_CONSTRAINT = 'appointments_session_token_unique';

export const SESSION_FULL = 'This session is full.';
export const SESSION_OVER = 'This session is over.';
export const SESSION_CANCELLED = 'This session was cancelled.';
export const SESSION_NOT_FOUND = 'This session was not found.';

/** The database refused a token already taken (the unique key, in Drizzle's cause). */
function isTokenTaken(error: unknown): boolean {
  const cause: unknown = error instanceof Error ? error.cause : undefined;
  if (typeof cause !== 'object' || cause === null) return false;
  const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
  return code === '23505' && constraint === TOKEN_CONSTRAINT;
}

/** Why a session cannot take a booking now, or null when it can. */
export function bookingRefusal(session: { status: string; endTime: Date; appointmentMaxAllowed: number }, active: number, now: number): string | null {
  if (session.status === 'practitioner_canceled' || session.status === 'provider_aborted') return SESSION_CANCELLED;
  if (session.status === 'completed' || session.endTime.getTime() <= now) return SESSION_OVER;
  if (session.status !== 'scheduled' && session.status !== 'started') return SESSION_OVER;
  if (session.appointmentMaxAllowed !== -1 && active >= session.appointmentMaxAllowed) return SESSION_FULL;
  return null;
}

/**
 * Takes the next token of a session for one of the account's patients, as a temporary booking held for
 * HOLD_MINUTES. Ended holds of the session are released first (they free their place). Inside one
 * transaction the session row is locked, so concurrent bookings count one after the other: the token
 * is the number of the session's appointments (all statuses) plus one, and the capacity check counts
 * the ones not cancelled. The unique (session, token) key backs this up: on a clash it tries again.
 * Sessions outside the tenant's network are not found (ARO-E1041). While the patient still holds a
 * temporary booking in the session, that booking is returned (no second token, nothing announced).
 * appointmentRescheduledFor must name a cancelled appointment of the account (else ARO-E1040).
 */
export async function createAppointment(services: Services, accountId: string, input: CreateAppointmentInput): Promise<AppointmentView> {
  const { db } = services;
  const [patient] = await db
    .select({ id: patients.id })
    .from(patients)
    .where(and(eq(patients.id, input.patientId), eq(patients.accountId, accountId)));
  if (patient === undefined) throw apiError('ARO-E1040', 'That patient is not one of yours.');
  const rescheduledFor = input.appointmentRescheduledFor ?? null;
  if (rescheduledFor !== null) {
    const previous = await ownAppointment(db, accountId, rescheduledFor, false);
    if (previous.status !== 'cancelled') throw apiError('ARO-E1040', 'That appointment is not cancelled.');
  }

  await releaseExpiredHolds(services, input.sessionId);

  let result: { readonly row: AppointmentRow; readonly created: boolean } | null = null;
  for (let attempt = 1; result === null; attempt++) {
    const now = services.now();
    try {
      result = await db.transaction(async (tx) => {
        const [session] = await tx.select().from(sessions).where(eq(sessions.id, input.sessionId)).for('update');
        if (session === undefined || session.serviceType !== CONSULTATION || !services.tenant.organizationIds.includes(session.organizationId)) {
          throw apiError('ARO-E1041', SESSION_NOT_FOUND);
        }
        const [all] = await tx.select({ n: count() }).from(appointments).where(eq(appointments.sessionId, session.id));
        const [active] = await tx
          .select({ n: count() })
          .from(appointments)
          .where(and(eq(appointments.sessionId, session.id), ne(appointments.status, 'cancelled')));
        const refusal = bookingRefusal(session, active?.n ?? 0, now);
        // Asked again (a retry, a second tab): the patient's live hold, not another token. Under the session lock.
        const [held] = await tx
          .select()
          .from(appointments)
          .where(
            and(
              eq(appointments.sessionId, session.id),
              eq(appointments.patientId, input.patientId),
              eq(appointments.status, 'booked'),
              eq(appointments.bookingType, 'temporary'),
              gt(appointments.holdExpiresAt, new Date(now)),
            ),
          )
          .limit(1);
        // A full session is full with this very hold in it.
        if (held !== undefined && (refusal === null || refusal === SESSION_FULL)) return { row: held, created: false };
        if (refusal !== null) throw apiError('ARO-E1041', refusal);
        const [row] = await tx
          .insert(appointments)
          .values({
            id: randomUUID(),
            sessionId: session.id,
            patientId: input.patientId,
            status: 'booked',
            tokenNo: (all?.n ?? 0) + 1,
            paymentStatus: 'pending',
            serviceType: CONSULTATION,
            originChannel: input.appointmentOriginChannel ?? 'heartbeat',
            createdTime: new Date(now),
            bookingType: 'temporary',
            holdExpiresAt: new Date(now + HOLD_MS),
            valuepack: input.valuepack ?? false,
            rescheduledFor,
          })
          .returning();
        if (row === undefined) throw new Error('The appointment was not stored');
        return { row, created: true };
      });
    } catch (error) {
      if (!isTokenTaken(error) || attempt >= TOKEN_RETRIES) throw error;
    }
  }
  if (result.created) publishAppointmentChange(services, { sessionId: result.row.sessionId, accountId });
  return appointmentView(db, result.row);
}
