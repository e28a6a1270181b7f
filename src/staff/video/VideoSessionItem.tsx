import { useId, useState } from 'react';
import { useClient } from 'urql';
import { formatTime, formatTimeWithZone } from '../../../domain/days';
import { joinRefusal, JOIN_REFUSAL_TEXT } from '../../../domain/videoCall';
import { MarkAppointmentFulfilledMutation } from '../graphql/staff';
import { Notice } from '../../ui/Notice';
import { SESSION_STATUS_LABELS } from '../sessionActions';
import { outcomeOf } from '../../lib/staffLogin/staffClient';
import { useDoctorCall } from './doctorCallContext';
import { VideoAppointmentRow } from './VideoAppointmentRow';
import { DESK_TEXT, type DeskAppointment, type DeskSession } from './videoSessions';
import '../../config/hospitalTime';

export interface VideoSessionItemProps {
  readonly session: DeskSession;
  /** Milliseconds now: the join window is read against it. */
  readonly now: number;
  /** A change was made here: ask for the desk again. */
  readonly onChanged: () => void;
}

/** The session's own reason no call can start now (too early, too late, over), or null: one line for the whole session. */
function sessionRefusal(session: DeskSession, now: number): string | null {
  const refusal = joinRefusal({
    now,
    video: true,
    appointmentStatus: 'booked',
    paid: true,
    sessionStatus: session.status,
    startTime: session.startTime,
    endTime: session.endTime,
  });
  return refusal === null ? null : JOIN_REFUSAL_TEXT[refusal];
}

/** Whether this appointment's call may start now: the server's rules (domain/videoCall.ts joinRefusal). */
function callable(appointment: DeskAppointment, session: DeskSession, now: number): boolean {
  return (
    joinRefusal({
      now,
      video: true,
      appointmentStatus: appointment.status,
      paid: appointment.paymentStatus === 'paid',
      sessionStatus: session.status,
      startTime: session.startTime,
      endTime: session.endTime,
    }) === null
  );
}

/** One of the doctor's video sessions today: its time, place and status, and its paid patients. */
export function VideoSessionItem({ session, now, onChanged }: VideoSessionItemProps): React.JSX.Element {
  const client = useClient();
  const call = useDoctorCall();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const refusal = sessionRefusal(session, now);

  const fulfil = async (appointmentId: string): Promise<void> => {
    setBusy(true);
    setError(null);
    const outcome = outcomeOf(await client.mutation(MarkAppointmentFulfilledMutation, { appointmentId }).toPromise());
    setBusy(false);
    if (!outcome.ok) setError(outcome.message);
    onChanged();
  };

  return (
    <li className="staff-session" aria-labelledby={titleId}>
      <div className="staff-session__head">
        <h3 id={titleId} className="staff-session__title">
          {formatTime(session.startTime)} – {formatTimeWithZone(session.endTime)}, {session.locationName}
        </h3>
        <p className="staff-session__status">
          Status: <strong>{SESSION_STATUS_LABELS[session.status]}</strong>
        </p>
        {refusal === null ? null : <p className="staff-session__meta">{refusal}</p>}
      </div>
      {error === null ? null : <Notice tone="error">{error}</Notice>}
      {session.appointments.length === 0 ? (
        <p className="staff-session__empty">{DESK_TEXT.noPatients}</p>
      ) : (
        <div className="staff-table-wrap">
          <table className="staff-table">
            <caption className="visually-hidden">Patients of the session at {formatTime(session.startTime)}</caption>
            <thead>
              <tr>
                <th scope="col">Token</th>
                <th scope="col">Patient</th>
                <th scope="col">Status</th>
                <th scope="col">Call</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {session.appointments.map((appointment) => (
                <VideoAppointmentRow
                  key={appointment.id}
                  appointment={appointment}
                  canCall={call.active === null && callable(appointment, session, now)}
                  canFulfil={!busy}
                  onStartCall={() =>
                    call.start({
                      appointmentId: appointment.id,
                      title: `Token ${appointment.tokenNo}, ${appointment.patientName}`,
                    })
                  }
                  onFulfil={() => void fulfil(appointment.id)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </li>
  );
}
