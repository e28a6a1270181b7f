import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { RESCHEDULE_BLOCKED_TEXT, rescheduleBlock, type RescheduleState } from '../../../domain/cancelRefund';
import type { Services } from '../../context';
import { payments, sessions } from '../../db/schema';
import { appointments } from './tables';
import { apiError } from '../../graphql/apiError';
import { apiRefusal } from '../../graphql/apiRefusal';
import { CONSULTATION } from '../sessions';
import { appointmentView, ownAppointment, type AppointmentRow, type AppointmentView } from './appointmentStore';
import { releaseExpiredHolds } from './holdSweeper';
import { publishAppointmentChange } from './publish';
import { lockSessionForBooking, withTokenRetries } from './takeToken';

/** server/schema.graphql `RescheduleAppointmentInput`. */
export interface RescheduleAppointmentInput {
  readonly appointmentId: string;
  readonly sessionId: string;
  readonly appointmentOriginChannel?: string | null;
}

/**
 * What domain rescheduleBlock reads of a stored appointment.
 */
function rescheduleStateOf(row: AppointmentRow, sessionStatus: string): RescheduleState {
  return {
    status: row.status,
    paymentStatus: row.paymentStatus,
    practitionerPaymentStatus: row.practitionerPaymentStatus,
    refundStatus: row.refundStatus,
    rescheduledBy: row.rescheduledBy,
    sessionStatus,
    cancelReason: row.cancelReason,
  };
}

interface Moved {
  readonly created: AppointmentRow;
  /** False when this very move was already made (a retried or doubled request): nothing to announce. */
  readonly fresh: boolean;
  readonly from: AppointmentRow;
}

/**
 * Moves the account's appointment into another session (spec 000 §4, §7 payment_transfer): one transaction
 * locks the old appointment, checks domain rescheduleBlock, locks the new session and takes its next token
 * for a new appointment that is confirmed and paid at once; the old one's settled payment is re-pointed to
 * the new appointment (no second charge, no invoice, no new loyalty points: points follow payments), and the
 * two are linked both ways. Asked again for the same session (a double tap, a retry) it answers the new
 * appointment already made; for another session it refuses ('already rescheduled'). The unique
 * rescheduled_for key backs the lock up.
 */
export async function rescheduleAppointment(
  services: Services,
  accountId: string,
  input: RescheduleAppointmentInput,
): Promise<AppointmentView> {
  const { db } = services;
  await releaseExpiredHolds(services, input.sessionId);
  const moved = await withTokenRetries(
    (now) =>
      db.transaction(async (tx): Promise<Moved> => {
        const old = await ownAppointment(tx, accountId, input.appointmentId, true);
        if (old.rescheduledBy !== null && old.rescheduledBySession === input.sessionId) {
          const [already] = await tx.select().from(appointments).where(eq(appointments.id, old.rescheduledBy));
          if (already !== undefined) return { created: already, fresh: false, from: old };
        }
        const [oldSession] = await tx
          .select({ status: sessions.status })
          .from(sessions)
          .where(eq(sessions.id, old.sessionId));
        const block = rescheduleBlock(rescheduleStateOf(old, oldSession?.status ?? ''));
        if (block !== null) throw apiRefusal('ARO-E1046', RESCHEDULE_BLOCKED_TEXT[block]);
        if (old.sessionId === input.sessionId) throw apiError('ARO-E1041', 'Please choose another session.');
        const { session, nextToken, refusal } = await lockSessionForBooking(tx, services, input.sessionId, now);
        if (refusal !== null) throw apiError('ARO-E1041', refusal);
        const [created] = await tx
          .insert(appointments)
          .values({
            id: randomUUID(),
            sessionId: session.id,
            patientId: old.patientId,
            status: 'booked',
            tokenNo: nextToken,
            paymentStatus: 'paid',
            serviceType: CONSULTATION,
            originChannel: input.appointmentOriginChannel ?? 'heartbeat',
            createdTime: new Date(now),
            bookingType: 'confirmed',
            holdExpiresAt: null,
            valuepack: old.valuepack,
            rescheduledFor: old.id,
          })
          .returning();
        if (created === undefined) throw new Error('The rescheduled appointment was not stored');
        // A booked appointment of a session the doctor cancelled is cancelled with it now that it has moved.
        const stillBooked = old.status !== 'cancelled';
        const [from] = await tx
          .update(appointments)
          .set({
            rescheduledBy: created.id,
            rescheduledBySession: session.id,
            ...(stillBooked ? { status: 'cancelled' as const, cancelReason: 'session_cancelled' } : {}),
          })
          .where(eq(appointments.id, old.id))
          .returning();
        if (from === undefined) throw new Error(`Appointment ${old.id} vanished`);
        // payment_transfer: the one settled payment now pays for the new appointment.
        await tx
          .update(payments)
          .set({ appointmentId: created.id, sessionId: session.id })
          .where(and(eq(payments.appointmentId, old.id), eq(payments.status, 'ACCEPT')));
        return { created, fresh: true, from };
      }),
    services.now,
  );
  if (moved.fresh) {
    publishAppointmentChange(services, { sessionId: moved.from.sessionId, accountId });
    publishAppointmentChange(services, { sessionId: moved.created.sessionId, accountId });
  }
  return appointmentView(db, moved.created);
}
