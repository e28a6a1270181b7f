import { appointmentRoute } from '../../../domain/bookingRoutes';
import type { AppointmentCardData } from '../../../machines/types';
import { SessionCard } from './SessionCard';

/** One of the account's appointments (spec 000 §2 context MY_APPOINTMENT): its session's card, opening the appointment. */
export function AppointmentCard({
  appointment,
  now,
}: {
  appointment: AppointmentCardData;
  now: number;
}): React.JSX.Element {
  return (
    <SessionCard
      session={appointment.session}
      context="MY_APPOINTMENT"
      now={now}
      appointment={{ tokenNo: appointment.tokenNo, relationship: appointment.relationship, status: appointment.status }}
      to={appointmentRoute({ sessionId: appointment.sessionId, appointmentId: appointment.id })}
    />
  );
}
