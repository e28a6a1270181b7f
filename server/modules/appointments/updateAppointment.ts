import { eq } from 'drizzle-orm';
import type { Services } from '../../context';
import { appointments } from './tables';
import { apiError } from '../../graphql/apiError';
import { appointmentView, ownAppointment, type AppointmentRow, type AppointmentView } from './appointmentStore';
import { isHeld } from './payAppointment';
import { publishAppointmentChange } from './publish';

/** server/schema.graphql `AppointmentPatch`. */
export interface AppointmentPatch {
  readonly heartbeatLinkSeen?: boolean | null;
  readonly heartbeatLastSeen?: boolean | null;
}

/**
 * The appointment view's heartbeat: heartbeatLinkSeen is set once (never unset), heartbeatLastSeen is the
 * server's now. Only the account's own appointments (ARO-E1040). The queue and the session do not change,
 * so only the account's appointment subscribers hear of it, and only when the link is first seen: a
 * heartbeat a minute per viewer must neither empty every search cache nor make every viewer reload.
 */
export async function patchAppointment(
  services: Services,
  accountId: string,
  id: string,
  patch: AppointmentPatch,
): Promise<AppointmentView> {
  const { db } = services;
  const row = await ownAppointment(db, accountId, id, false);
  const changes: Partial<Pick<AppointmentRow, 'heartbeatLinkSeen' | 'heartbeatLastSeen'>> = {};
  if (patch.heartbeatLinkSeen === true && !row.heartbeatLinkSeen) changes.heartbeatLinkSeen = true;
  if (patch.heartbeatLastSeen === true) changes.heartbeatLastSeen = new Date(services.now());
  if (Object.keys(changes).length === 0) return appointmentView(db, row);
  const [updated] = await db.update(appointments).set(changes).where(eq(appointments.id, row.id)).returning();
  if (updated === undefined) throw new Error(`Appointment ${id} vanished`);
  // Only the link's first sighting is news; a last-seen stamp a minute per viewer would make every viewer reload.
  if (changes.heartbeatLinkSeen === true)
    services.pubsub.publish('appointmentsChanged', accountId, { accountId, sessionId: updated.sessionId });
  return appointmentView(db, updated);
}

/**
 * Reserve-only booking (tenant channelling.reserve, else ARO-E1046): the account's temporary booking,
 * still held, becomes confirmed and unpaid (pay at the hospital). A hold that has ended: ARO-E1043.
 * Confirming an already confirmed booking changes nothing.
 */
export async function confirmReservation(
  services: Services,
  accountId: string,
  appointmentId: string,
): Promise<AppointmentView> {
  if (!services.tenant.features.channelling.reserve) throw apiError('ARO-E1046', 'Reservations are not offered.');
  const { db } = services;
  const now = services.now();
  const result = await db.transaction(async (tx) => {
    const row = await ownAppointment(tx, accountId, appointmentId, true);
    if (row.bookingType === 'confirmed' && row.status === 'booked') return { row, changed: false };
    if (!isHeld(row, now)) throw apiError('ARO-E1043');
    const [updated] = await tx
      .update(appointments)
      .set({ bookingType: 'confirmed', holdExpiresAt: null })
      .where(eq(appointments.id, row.id))
      .returning();
    if (updated === undefined) throw new Error(`Appointment ${appointmentId} vanished`);
    return { row: updated, changed: true };
  });
  if (result.changed) publishAppointmentChange(services, { sessionId: result.row.sessionId, accountId });
  return appointmentView(db, result.row);
}
