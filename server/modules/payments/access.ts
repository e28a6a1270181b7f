import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { appointments, patients, sessions } from '../../db/schema';
import { bookings, invoices } from './tables';
import { apiError } from '../../graphql/apiError';
import { isHeld } from '../appointments';
import type { DbOrTx } from '../../db/dbOrTx';

export type AppointmentRow = typeof appointments.$inferSelect;
type SessionRow = typeof sessions.$inferSelect;
type PatientRow = typeof patients.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;

export interface OwnAppointment {
  readonly appointment: AppointmentRow;
  readonly session: SessionRow;
  readonly patient: PatientRow;
}

/** An appointment of one of the account's patients, with its session and patient; another's (or none) is ARO-E1040. */
export async function ownAppointment(db: Db, accountId: string, appointmentId: string): Promise<OwnAppointment> {
  const [row] = await db
    .select({ appointment: appointments, session: sessions, patient: patients })
    .from(appointments)
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .innerJoin(sessions, eq(sessions.id, appointments.sessionId))
    .where(and(eq(appointments.id, appointmentId), eq(patients.accountId, accountId)));
  if (row === undefined) throw apiError('ARO-E1040');
  return row;
}

/** An invoice of the account's patient; another's (or none) is ARO-E1040. */
export async function ownInvoice(db: Db, accountId: string, invoiceId: string): Promise<InvoiceRow> {
  const [row] = await db
    .select({ invoice: invoices })
    .from(invoices)
    .innerJoin(patients, eq(patients.id, invoices.patientId))
    .where(and(eq(invoices.id, invoiceId), eq(patients.accountId, accountId)));
  if (row === undefined) throw apiError('ARO-E1040');
  return row.invoice;
}

/** A booking the account initiated; another's (or none) is ARO-E1040. */
export async function ownBooking(db: Db, accountId: string, bookingId: string): Promise<BookingRow> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.accountId, accountId)));
  if (row === undefined) throw apiError('ARO-E1040');
  return row;
}

/**
 * Whether an appointment can still be paid: booked, unpaid, and either a reservation (confirmed, pay
 * later) or a temporary booking whose hold has not ended.
 */
function isPayable(appointment: AppointmentRow, now: number): boolean {
  if (appointment.status !== 'booked' || appointment.paymentStatus !== 'pending') return false;
  return appointment.bookingType === 'confirmed' || isHeld(appointment, now);
}

/** ARO-E1043 unless the appointment can still be paid. */
export function assertPayable(appointment: AppointmentRow, now: number): void {
  if (!isPayable(appointment, now)) throw apiError('ARO-E1043');
}

/**
 * The appointment a booking or invoice pays for, if it can still be paid (ARO-E1043 otherwise). With
 * `lock`, inside a transaction, its row is locked FOR UPDATE: the one lock initiateBooking,
 * completeBooking and settleBooking serialise on.
 */
export async function payableAppointment(
  db: DbOrTx,
  of: { readonly appointmentId: string },
  now: number,
  lock = false,
): Promise<AppointmentRow> {
  const query = db.select().from(appointments).where(eq(appointments.id, of.appointmentId));
  const [row] = lock ? await query.for('update') : await query;
  if (row === undefined) throw apiError('ARO-E1043');
  assertPayable(row, now);
  return row;
}
