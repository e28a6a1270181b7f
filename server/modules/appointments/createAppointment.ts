import { randomUUID } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { HOLD_MINUTES } from '../../../domain/bookingRules';
import type { Services } from '../../context';
import { patients } from '../../db/schema';
import { appointments } from './tables';
import { apiError } from '../../graphql/apiError';
import { CONSULTATION } from '../sessions';
import { appointmentView, type AppointmentRow, type AppointmentView } from './appointmentStore';
import { releaseExpiredHolds } from './holdSweeper';
import { publishAppointmentChange } from './publish';
import { rescheduleAppointment } from './rescheduleAppointment';
import { lockSessionForBooking, SESSION_FULL, withTokenRetries } from './takeToken';

/** server/schema.graphql `CreateAppointmentInput`. */
export interface CreateAppointmentInput {
  readonly sessionId: string;
  readonly patientId: string;
  readonly valuepack?: boolean | null;
  readonly appointmentOriginChannel?: string | null;
  readonly appointmentRescheduledFor?: string | null;
}

const HOLD_MS = HOLD_MINUTES * 60_000;

/**
 * Takes the next token of a session for one of the account's patients, as a temporary booking held for
 * HOLD_MINUTES. Ended holds of the session are released first (they free their place). Inside one
 * transaction the session row is locked (lockSessionForBooking); the unique (session, token) key backs this
 * up: on a clash it tries again. While the patient still holds a temporary booking in the session, that
 * booking is returned (no second token, nothing announced). With appointmentRescheduledFor it is a
 * reschedule (rescheduleAppointment): the payment moves across, nothing is held or charged.
 */
export async function createAppointment(
  services: Services,
  accountId: string,
  input: CreateAppointmentInput,
): Promise<AppointmentView> {
  const { db } = services;
  const [patient] = await db
    .select({ id: patients.id })
    .from(patients)
    .where(and(eq(patients.id, input.patientId), eq(patients.accountId, accountId)));
  if (patient === undefined) throw apiError('ARO-E1040', 'That patient is not one of yours.');
  const rescheduledFor = input.appointmentRescheduledFor ?? null;
  if (rescheduledFor !== null) {
    return rescheduleAppointment(services, accountId, {
      appointmentId: rescheduledFor,
      sessionId: input.sessionId,
      appointmentOriginChannel: input.appointmentOriginChannel ?? null,
    });
  }

  await releaseExpiredHolds(services, input.sessionId);

  const result = await withTokenRetries(
    (now) =>
      db.transaction(async (tx): Promise<{ readonly row: AppointmentRow; readonly created: boolean }> => {
        const { session, nextToken, refusal } = await lockSessionForBooking(tx, services, input.sessionId, now);
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
            tokenNo: nextToken,
            paymentStatus: 'pending',
            serviceType: CONSULTATION,
            originChannel: input.appointmentOriginChannel ?? 'heartbeat',
            createdTime: new Date(now),
            bookingType: 'temporary',
            holdExpiresAt: new Date(now + HOLD_MS),
            valuepack: input.valuepack ?? false,
          })
          .returning();
        if (row === undefined) throw new Error('The appointment was not stored');
        return { row, created: true };
      }),
    services.now,
  );
  if (result.created) publishAppointmentChange(services, { sessionId: result.row.sessionId, accountId });
  return appointmentView(db, result.row);
}
