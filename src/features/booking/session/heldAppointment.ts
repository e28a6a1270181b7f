import type { Client } from 'urql';
import type { AppointmentSummary, Patient } from '../../../../machines/types';
import { appointmentSummaryOf } from '../api/bookingActors';
import { dataOf } from '../../../lib/graphql/operations';
import { AppointmentDetailFields, AppointmentQuery } from '../graphql/booking';
import { readFragment } from '../../../lib/graphql/graphql';
import { DEFAULT_ERROR_MESSAGE } from '../../../../domain/errors';

/** Loads one appointment of the signed-in account (another account's is denied by the server). */
export type LoadAppointment = (appointmentId: string) => Promise<AppointmentSummary>;

export function loadAppointmentSummary(client: Client): LoadAppointment {
  return async (appointmentId) => {
    const data = dataOf(
      await client.query(AppointmentQuery, { id: appointmentId }, { requestPolicy: 'network-only' }).toPromise(),
    );
    const [masked] = data.queryAppointment;
    if (masked === undefined) throw new Error(DEFAULT_ERROR_MESSAGE);
    return appointmentSummaryOf(readFragment(AppointmentDetailFields, masked));
  };
}

/**
 * Whether the page may pay this appointment (Retry payment, Pay now) instead of reserving a new token: it is
 * one of the account's patients' in this session, still booked and unpaid, and either booked to pay at the
 * hospital (confirmed: it keeps its token for good) or a temporary booking held now. The server checks the
 * same (ARO-E1040, ARO-E1043); this only decides what the page offers.
 */
export function isPayableFor(
  appointment: AppointmentSummary | null,
  sessionId: string,
  patients: readonly Patient[],
  now: number,
): appointment is AppointmentSummary {
  if (appointment === null) return false;
  const holdsToken =
    appointment.bookingType === 'confirmed' || (appointment.holdExpiresAt !== null && appointment.holdExpiresAt > now);
  return (
    appointment.sessionId === sessionId &&
    patients.some((patient) => patient.id === appointment.patientId) &&
    appointment.status === 'booked' &&
    appointment.paymentStatus === 'pending' &&
    holdsToken
  );
}
