import { useId } from 'react';
import { appointmentCallOpen } from '../../../domain/videoCall';
import { STAFF_APPOINTMENT_STATUS_LABELS } from '../sessionActions';
import { DeskCallHistory } from './DeskCallHistory';
import { deviceReportText, DESK_TEXT, patientStatusText, type DeskAppointment } from './videoSessions';

export interface VideoAppointmentRowProps {
  readonly appointment: DeskAppointment;
  /** Start call is possible for this row now (the join rules, and no other call up). */
  readonly canCall: boolean;
  /** Mark fulfilled is possible (an arrived patient) and nothing is on its way. */
  readonly canFulfil: boolean;
  readonly onStartCall: () => void;
  readonly onFulfil: () => void;
}

const COLUMNS = 5;

/** One paid patient: token, name, appointment status, presence in the call, device report, actions; the call history under it. */
export function VideoAppointmentRow({
  appointment,
  canCall,
  canFulfil,
  onStartCall,
  onFulfil,
}: VideoAppointmentRowProps): React.JSX.Element {
  const tokenId = useId();
  return (
    <>
      <tr>
        <th scope="row" id={tokenId}>
          {appointment.tokenNo}
        </th>
        <td>{appointment.patientName}</td>
        <td>{STAFF_APPOINTMENT_STATUS_LABELS[appointment.status]}</td>
        <td>
          <span
            className={
              appointment.patientStatus === 'connected' ? 'staff-presence staff-presence--in' : 'staff-presence'
            }
          >
            {patientStatusText(appointment.patientStatus)}
          </span>
          {appointment.device === null ? null : (
            <span className="staff-device">{deviceReportText(appointment.device)}</span>
          )}
        </td>
        <td>
          <div className="actions">
            {/* A fulfilled patient's consultation is over: no call to start, not even a disabled one. */}
            {appointmentCallOpen(appointment.status) ? (
              <button
                type="button"
                className="button button--primary button--small"
                aria-describedby={tokenId}
                disabled={!canCall}
                onClick={onStartCall}
              >
                {DESK_TEXT.startCall}
              </button>
            ) : null}
            {appointment.status === 'arrived' ? (
              <button
                type="button"
                className="button button--secondary button--small"
                aria-describedby={tokenId}
                disabled={!canFulfil}
                onClick={onFulfil}
              >
                {DESK_TEXT.markFulfilled}
              </button>
            ) : null}
          </div>
        </td>
      </tr>
      {appointment.history.length === 0 ? null : (
        <tr className="staff-table__sub">
          <td colSpan={COLUMNS}>
            <DeskCallHistory history={appointment.history} />
          </td>
        </tr>
      )}
    </>
  );
}
