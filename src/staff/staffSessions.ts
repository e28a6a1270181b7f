import type { AppointmentStatus, PaymentStatus } from '../../domain/appointmentStatus';
import type { SessionStatus } from '../../domain/sessionCard';
import { readFragment, type FragmentOf } from '../lib/graphql/graphql';
import { StaffSessionFields } from './graphql/staff';

/** A patient in a session's queue as the board shows them. */
export interface BoardAppointment {
  readonly id: string;
  readonly tokenNo: number;
  readonly status: AppointmentStatus;
  readonly paymentStatus: PaymentStatus;
  /** A temporary booking is still held for payment. */
  readonly held: boolean;
  readonly patientName: string;
}

/** One of today's sessions of the hospital with its queue. */
export interface BoardSession {
  readonly id: string;
  readonly status: SessionStatus;
  readonly startTime: number;
  readonly endTime: number;
  readonly doctor: string;
  readonly specialty: string;
  readonly locationName: string;
  readonly appointments: readonly BoardAppointment[];
}

export function toBoardSession(data: FragmentOf<typeof StaffSessionFields>): BoardSession {
  const { session, appointments } = readFragment(StaffSessionFields, data);
  return {
    id: session.id,
    status: session.status,
    startTime: Date.parse(session.startTime),
    endTime: Date.parse(session.endTime),
    doctor: session.practitioner.name,
    specialty: session.specialty.display,
    locationName: session.locationName,
    appointments: appointments.map((appointment) => ({
      id: appointment.id,
      tokenNo: appointment.tokenNo,
      status: appointment.status,
      paymentStatus: appointment.appointmentPaymentStatus,
      held: appointment.bookingType === 'temporary',
      patientName: appointment.patientName,
    })),
  };
}
