import { and, eq, inArray, lte, type SQL } from 'drizzle-orm';
import type { Services } from '../../context';
import { onceOnly, type JobTx } from '../../jobs/onceOnly';
import type { PeriodicJob } from '../../periodic';
import { bookings } from '../../db/schema';
import { appointments } from './tables';
import type { DbOrTx } from '../../db/dbOrTx';
import { accountsOfPatients } from './patientAccounts';
import { publishAppointmentChange } from './publish';

/** How often the sweeper looks for ended holds; createAppointment also releases a session's own first. */
const SWEEP_INTERVAL_MS = 30_000;

type BookingRow = typeof bookings.$inferSelect;

interface Released {
  readonly sessionId: string;
  readonly accountId: string;
}

/**
 * Cancels temporary bookings whose hold has ended (reason 'hold_expired') and expires their unsettled
 * payment initiations, in one transaction; then announces each change. First the gateway is asked about
 * every payment still waiting for a result (payments/recovery.ts, through services.hooks): a hold whose payment the gateway took is
 * paid, not released, even when the browser never came back and the notification was lost. The update re-checks its
 * condition row by row, so a booking paid or confirmed a moment earlier is left alone, and a hold is
 * released (and announced) once even when two releases meet: the second finds it cancelled.
 * The sweep (no session id) runs in one instance at a time (server/jobs/onceOnly.ts) and gives 0 when
 * another holds it. With a session id only that session's holds, always (createAppointment and
 * rescheduleAppointment, before counting). Returns how many.
 */
export async function releaseExpiredHolds(services: Services, sessionId?: string): Promise<number> {
  const now = new Date(services.now());
  let released: readonly Released[];
  if (sessionId === undefined) {
    // The gateway is asked outside the job's transaction (an answer is settled in a transaction of its own).
    const waiting = await onceOnly(services.db, 'holdSweep', (tx) => bookingsOfEndedHolds(tx, now));
    if (!waiting.ran) return 0;
    for (const booking of waiting.value) await services.hooks.recoverBeforeExpiry(services, booking);
    const run = await onceOnly(services.db, 'holdSweep', (tx) => releaseIn(tx, now));
    released = run.ran ? run.value : [];
  } else {
    for (const booking of await bookingsOfEndedHolds(services.db, now, sessionId))
      await services.hooks.recoverBeforeExpiry(services, booking);
    released = await services.db.transaction((tx) => releaseIn(tx, now, sessionId));
  }
  const announced = new Set<string>();
  for (const change of released) {
    const key = `${change.sessionId}\u0000${change.accountId}`;
    if (announced.has(key)) continue;
    announced.add(key);
    publishAppointmentChange(services, change);
  }
  return released.length;
}

/** Temporary bookings whose hold has ended at `now` (of one session, or all). */
function endedHolds(now: Date, sessionId?: string): SQL | undefined {
  const ended = [
    eq(appointments.status, 'booked'),
    eq(appointments.bookingType, 'temporary'),
    lte(appointments.holdExpiresAt, now),
  ];
  if (sessionId !== undefined) ended.push(eq(appointments.sessionId, sessionId));
  return and(...ended);
}

/** The 'initiated' bookings of appointments whose hold has ended at `now` (of one session, or all): what the hold sweep is about to expire. */
async function bookingsOfEndedHolds(db: DbOrTx, now: Date, sessionId?: string): Promise<BookingRow[]> {
  const rows = await db
    .select({ booking: bookings })
    .from(bookings)
    .innerJoin(appointments, eq(appointments.id, bookings.appointmentId))
    .where(and(eq(bookings.status, 'initiated'), endedHolds(now, sessionId)));
  return rows.map((row) => row.booking);
}

async function releaseIn(tx: JobTx, now: Date, sessionId?: string): Promise<Released[]> {
  const rows = await tx
    .update(appointments)
    .set({ status: 'cancelled', cancelReason: 'hold_expired' })
    .where(endedHolds(now, sessionId))
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
}

/**
 * Temporary bookings never paid give their place back (docs/decisions/0015-booking-and-payment.md: hold of 15 minutes), then payments a crash
 * left waiting are recovered (quick pay claims past their lease, bookings abandoned for an hour); at start too.
 */
export const holdSweepJob: PeriodicJob = {
  name: 'hold sweep',
  intervalMs: SWEEP_INTERVAL_MS,
  immediately: true,
  run: async (services) => {
    await releaseExpiredHolds(services);
    await services.hooks.recoverPayments(services);
  },
};
