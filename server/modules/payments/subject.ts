import { eq, type SQL } from 'drizzle-orm';
import type { Tenant } from '../../../tenants/schema';
import { bookings } from './tables';
import { apiError } from '../../graphql/apiError';
import type { DbOrTx } from '../../db/dbOrTx';
import { payableAppointment, type AppointmentRow } from './access';
import { payableOrder, type OrderRow } from './orderAccess';

/** What an invoice, booking or payment pays for: exactly one of an appointment and an order (the tables' check). */
export interface PaysFor {
  readonly appointmentId: string | null;
  readonly serviceRequestId: string | null;
}

export type PaySubject =
  | { readonly kind: 'appointment'; readonly appointment: AppointmentRow }
  | { readonly kind: 'order'; readonly order: OrderRow };

/**
 * The appointment or order a booking or invoice pays for, if it can still be paid (ARO-E1043 for an appointment,
 * ARO-E1073/E1046 for an order). With `lock`, its row is locked FOR UPDATE inside the caller's transaction.
 */
export async function payableSubject(
  db: DbOrTx,
  tenant: Tenant,
  of: PaysFor,
  now: number,
  lock = false,
): Promise<PaySubject> {
  if (of.serviceRequestId !== null)
    return { kind: 'order', order: await payableOrder(db, tenant, of.serviceRequestId, lock) };
  if (of.appointmentId === null) throw apiError('ARO-E1043');
  return {
    kind: 'appointment',
    appointment: await payableAppointment(db, { appointmentId: of.appointmentId }, now, lock),
  };
}

/** The bookings of the same appointment or order (one live booking each). */
export function bookingsOf(of: PaysFor): SQL {
  return of.serviceRequestId !== null
    ? eq(bookings.serviceRequestId, of.serviceRequestId)
    : eq(bookings.appointmentId, of.appointmentId ?? '');
}
