import type { Client } from 'urql';
import type { AppointmentSummary, Patient } from '../../../machines/types';
import { appointmentSummaryOf, dataOf } from '../../api/bookingActors';
import { AppointmentDetailFields, AppointmentQuery } from '../../graphql/booking';
import { readFragment } from '../../graphql/graphql';
import { DEFAULT_ERROR_MESSAGE } from '../../../domain/errors';

/** Loads one appointment of the signed-in account (another account's is denied by the server). */
export type LoadAppointment = (appointmentId: string) => Promise<AppointmentSummary>;

export function loadAppointmentSummary(client: Client): LoadAppointment {
  return async (appointmentId) => {
    const data = dataOf(await client.query(AppointmentQuery, { id: appointmentId }, { requestPolicy: 'network-only' }).toPromise());
    const [masked] = data.queryAppointment;
    if (masked === undefined) throw new Error(DEFAULT_ERROR_MESSAGE);
    return appointmentSummaryOf(readFragment(AppointmentDetailFields, masked));
  };
}

/**
 * Whether a Retry payment may pay this appointment again instead of reserving a new token: it is one of
 * the account's patients' in this session, still booked, temporary, unpaid and held now.
 */
export function isHeldFor(appointment: AppointmentSummary | null, sessionId: string, patients: readonly Patient[], now: number): appointment is AppointmentSummary {
  if (appointment === null) return false;
  return (
    appointment.sessionId === sessionId &&
    patients.some((patient) => patient.id === appointment.patientId) &&
    appointment.status === 'booked' &&
    appointment.bookingType === 'temporary' &&
    appointment.paymentStatus === 'pending' &&
    appointment.holdExpiresAt !== null &&
    appointment.holdExpiresAt > now
  );
}
