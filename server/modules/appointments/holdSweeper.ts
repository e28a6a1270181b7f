import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Services } from '../../context';
import { startPeriodic } from '../../periodic';
import { appointments, bookings } from '../../db/schema';
import { accountsOfPatients } from './patientAccounts';
import { publishAppointmentChange } from './publish';

/** How often the sweeper looks for ended holds; createAppointment also releases a session's own first. */
export const SWEEP_INTERVAL_MS = 30_000;

/**
 * Cancels temporary bookings whose hold has ended (reason 'hold_expired') and expires their unsettled
 * payment initiations, in one transaction; then announces each change. The update re-checks its
 * condition row by row, so a booking paid or confirmed a moment earlier is left alone.
 * With a session id only that session's holds (createAppointment, before counting). Returns how many.
 */
export async function releaseExpiredHolds(services: Services, sessionId?: string): Promise<number> {
  const now = new Date(services.now());
  const released = await services.db.transaction(async (tx) => {
    const conditions = [eq(appointments.status, 'booked'), eq(appointments.bookingType, 'temporary'), lte(appointments.holdExpiresAt, now)];
    if (sessionId !== undefined) conditions.push(eq(appointments.sessionId, sessionId));
    const rows = await tx
      .update(appointments)
      .set({ status: 'cancelled', cancelReason: 'hold_expired' })
      .where(and(...conditions))
      .returning({ id: appointments.id, sessionId: appointments.sessionId, patientId: appointments.patientId });
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    await tx
      .update(bookings)
      .set({ status: 'expired', settledAt: now })
      .where(and(inArray(bookings.appointmentId, ids), eq(bookings.status, 'initiated')));
    const accountOf = await accountsOfPatients(
      tx,
      rows.map((row) => row.patientId),
    );
    return rows.map((row) => ({ sessionId: row.sessionId, accountId: accountOf.get(row.patientId) ?? '' }));
  });
  const announced = new Set<string>();
  for (const change of released) {
    const key = `${change.sessionId}\u0000${change.accountId}`;
    if (announced.has(key)) continue;
    announced.add(key);
    publishAppointmentChange(services, change);
  }
  return released.length;
}

/** Temporary bookings never paid give their place back (docs/DECISIONS.md: hold of 15 minutes). */
export function startHoldSweeper(services: Services): { stop(): void } {
  return startPeriodic(services.logger, 'hold sweep', SWEEP_INTERVAL_MS, () => releaseExpiredHolds(services));
}
