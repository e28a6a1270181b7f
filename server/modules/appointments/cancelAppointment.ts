import { and, eq } from 'drizzle-orm';
import { cancelBlockReason } from '../../../domain/cancelRefund';
import type { Services } from '../../context';
import { bookings, sessions } from '../../db/schema';
import { appointments } from './tables';
import { apiRefusal } from '../../graphql/apiRefusal';
import { appointmentView, ownAppointment, type AppointmentView } from './appointmentStore';
import { publishAppointmentChange } from './publish';

export const CANCEL_NOT_OFFERED = 'Cancelling appointments is not offered here. Please call the hospital.';

/**
 * The patient cancels one of the account's appointments (spec 000 §4: patchAppointment to cancelled, reason
 * 'patient'). Only with the tenant's appointmentCancel switch, only while booked and more than 24 hours
 * before the session (domain cancelBlockReason, re-checked under the appointment's row lock, so of two
 * cancels at once the second reads 'already cancelled'). The token stays the appointment's: later bookings
 * count every appointment of the session, so nobody is given this number again; the place it held is free
 * (capacity counts the ones not cancelled). A payment still being taken for it is expired, as for a lapsed hold.
 */
export async function cancelAppointment(
  services: Services,
  accountId: string,
  appointmentId: string,
): Promise<AppointmentView> {
  if (!services.tenant.features.appointmentCancel.enabled) throw apiRefusal('ARO-E1046', CANCEL_NOT_OFFERED);
  const { db } = services;
  const now = services.now();
  const row = await db.transaction(async (tx) => {
    const appointment = await ownAppointment(tx, accountId, appointmentId, true);
    const [session] = await tx
      .select({ startTime: sessions.startTime })
      .from(sessions)
      .where(eq(sessions.id, appointment.sessionId));
    if (session === undefined) throw new Error(`Appointment ${appointmentId} lost its session`);
    const refusal = cancelBlockReason(appointment, session.startTime.getTime(), now);
    if (refusal !== null) throw apiRefusal('ARO-E1046', refusal);
    const [updated] = await tx
      .update(appointments)
      .set({ status: 'cancelled', cancelReason: 'patient', holdExpiresAt: null })
      .where(eq(appointments.id, appointment.id))
      .returning();
    if (updated === undefined) throw new Error(`Appointment ${appointmentId} vanished`);
    await tx
      .update(bookings)
      .set({ status: 'expired', settledAt: new Date(now) })
      .where(and(eq(bookings.appointmentId, appointment.id), eq(bookings.status, 'initiated')));
    return updated;
  });
  // The queue, the session's fill (search, staff board) and the account's visits.
  publishAppointmentChange(services, { sessionId: row.sessionId, accountId });
  return appointmentView(db, row);
}
