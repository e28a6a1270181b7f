import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/dbOrTx';
import { appointments } from './tables';
import { accountOfPatient } from './patientAccounts';

/** The columns isHeld reads, so callers may pass a partial row. */
export interface HoldFields {
  readonly status: string;
  readonly bookingType: string;
  readonly holdExpiresAt: Date | null;
}

/**
 * A temporary booking still holds its token while it is booked and its hold has not ended.
 * A confirmed booking is not "held" (it keeps its token for good).
 */
export function isHeld(appointment: HoldFields, now: number): boolean {
  return (
    appointment.status === 'booked' &&
    appointment.bookingType === 'temporary' &&
    appointment.holdExpiresAt !== null &&
    appointment.holdExpiresAt.getTime() > now
  );
}

/**
 * The gateway accepted payment for this appointment: it is now confirmed and paid and no longer expires.
 * Runs inside the caller's transaction; the caller publishes (publishAppointmentChange) after commit.
 * `paidAt` is `now`, for the caller's records. Throws when the appointment does not exist (a booking always references one).
 */
export async function markAppointmentPaid(
  tx: DbOrTx,
  appointmentId: string,
  now: number,
): Promise<{ readonly sessionId: string; readonly accountId: string; readonly paidAt: Date }> {
  const updated = await tx
    .update(appointments)
    .set({ paymentStatus: 'paid', bookingType: 'confirmed', holdExpiresAt: null })
    .where(eq(appointments.id, appointmentId))
    .returning({ sessionId: appointments.sessionId, patientId: appointments.patientId });
  const row = updated[0];
  if (row === undefined) throw new Error(`Appointment ${appointmentId} not found`);
  return { sessionId: row.sessionId, accountId: await accountOfPatient(tx, row.patientId), paidAt: new Date(now) };
}
