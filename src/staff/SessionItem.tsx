import { useId, useRef, useState } from 'react';
import { useClient } from 'urql';
import { paymentStatusLabel } from '../../domain/appointmentStatus';
import { formatTime, formatTimeWithZone } from '../../domain/days';
import { roleMay } from '../../domain/staffRoles';
import { Dialog } from '../ui/Dialog';
import { StaffDocuments } from './StaffDocuments';
import {
  CancelSessionMutation,
  CompleteSessionMutation,
  MarkAppointmentArrivedMutation,
  MarkAppointmentFulfilledMutation,
  StartSessionMutation,
} from './graphql/staff';
import { Notice } from '../ui/Notice';
import { AppointmentDetailsDialog } from './AppointmentDetailsDialog';
import {
  appointmentActionAllowed,
  sessionActionAllowed,
  SESSION_STATUS_LABELS,
  STAFF_APPOINTMENT_STATUS_LABELS,
  type AppointmentAction,
  type SessionAction,
} from './sessionActions';
import { mapOutcome, outcomeOf, type Outcome } from '../lib/staffLogin/staffClient';
import { useStaff } from './staffContext';
import { toBoardSession, type BoardAppointment, type BoardSession } from './staffSessions';
import '../config/hospitalTime';

type Operation =
  | { readonly kind: 'session'; readonly action: SessionAction }
  | { readonly kind: 'appointment'; readonly action: AppointmentAction; readonly appointmentId: string };

export interface SessionItemProps {
  readonly session: BoardSession;
  /** A mutation answered with the session: show it, and ask for the whole board again. */
  readonly onChanged: (session: BoardSession) => void;
}

function AppointmentRow({
  appointment,
  session,
  busy,
  run,
}: {
  appointment: BoardAppointment;
  session: BoardSession;
  busy: boolean;
  run: (operation: Operation) => void;
}): React.JSX.Element {
  const tokenId = useId();
  const documentsId = useId();
  const [documents, setDocuments] = useState(false);
  const mark = (action: AppointmentAction): void => run({ kind: 'appointment', action, appointmentId: appointment.id });
  const [details, setDetails] = useState(false);
  return (
    <>
      <tr>
        <th scope="row" id={tokenId}>
          {appointment.tokenNo}
        </th>
        <td>{appointment.patientName}</td>
        <td>{STAFF_APPOINTMENT_STATUS_LABELS[appointment.status]}</td>
        <td>
          {paymentStatusLabel(appointment.paymentStatus)}
          {appointment.held ? ' · held' : ''}
        </td>
        <td>
          <div className="actions">
            <button
              type="button"
              className="button button--secondary button--small"
              aria-describedby={tokenId}
              disabled={busy || !appointmentActionAllowed('arrived', appointment.status, session.status)}
              onClick={() => mark('arrived')}
            >
              Mark arrived
            </button>
            <button
              type="button"
              className="button button--secondary button--small"
              aria-describedby={tokenId}
              disabled={busy || !appointmentActionAllowed('fulfilled', appointment.status, session.status)}
              onClick={() => mark('fulfilled')}
            >
              Mark fulfilled
            </button>
            <button
              type="button"
              className="button button--secondary button--small"
              aria-describedby={tokenId}
              aria-expanded={documents}
              aria-controls={documentsId}
              onClick={() => setDocuments((shown) => !shown)}
            >
              Documents
            </button>
            <button
              type="button"
              className="button button--secondary button--small"
              aria-describedby={tokenId}
              onClick={() => setDetails(true)}
            >
              Details
            </button>
          </div>
          {details ? (
            <AppointmentDetailsDialog
              appointmentId={appointment.id}
              title={`Token ${appointment.tokenNo}, ${appointment.patientName}`}
              onClose={() => setDetails(false)}
            />
          ) : null}
        </td>
      </tr>
      {documents ? (
        <tr id={documentsId}>
          <td colSpan={5}>
            <StaffDocuments appointmentId={appointment.id} patientName={appointment.patientName} />
          </td>
        </tr>
      ) : null}
    </>
  );
}

/** One session of the board: doctor, time and status, its buttons, and its queue. */
export function SessionItem({ session, onChanged }: SessionItemProps): React.JSX.Element {
  const client = useClient();
  const { login } = useStaff();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  const keepRef = useRef<HTMLButtonElement>(null);
  const time = `${formatTime(session.startTime)} – ${formatTimeWithZone(session.endTime)}`;

  const call = async (operation: Operation): Promise<Outcome<BoardSession>> => {
    if (operation.kind === 'appointment') {
      const variables = { appointmentId: operation.appointmentId };
      if (operation.action === 'arrived') {
        return mapOutcome(
          outcomeOf(await client.mutation(MarkAppointmentArrivedMutation, variables).toPromise()),
          (data) => toBoardSession(data.markAppointmentArrived),
        );
      }
      return mapOutcome(
        outcomeOf(await client.mutation(MarkAppointmentFulfilledMutation, variables).toPromise()),
        (data) => toBoardSession(data.markAppointmentFulfilled),
      );
    }
    const variables = { sessionId: session.id };
    switch (operation.action) {
      case 'start':
        return mapOutcome(outcomeOf(await client.mutation(StartSessionMutation, variables).toPromise()), (data) =>
          toBoardSession(data.startSession),
        );
      case 'complete':
        return mapOutcome(outcomeOf(await client.mutation(CompleteSessionMutation, variables).toPromise()), (data) =>
          toBoardSession(data.completeSession),
        );
      case 'cancel':
        return mapOutcome(outcomeOf(await client.mutation(CancelSessionMutation, variables).toPromise()), (data) =>
          toBoardSession(data.cancelSession),
        );
    }
  };

  const run = async (operation: Operation): Promise<void> => {
    setBusy(true);
    setError(null);
    const outcome = await call(operation);
    setBusy(false);
    setConfirming(false);
    if (!outcome.ok) {
      setError(outcome.message);
      return;
    }
    onChanged(outcome.data);
  };

  const sessionButton = (
    action: SessionAction,
    label: string,
    className: string,
    onClick: () => void,
  ): React.JSX.Element => (
    <button
      type="button"
      className={`button ${className} button--small`}
      aria-describedby={titleId}
      disabled={busy || !sessionActionAllowed(action, session.status)}
      onClick={onClick}
    >
      {label}
    </button>
  );

  return (
    <li className="staff-session" aria-labelledby={titleId}>
      <div className="staff-session__head">
        <h3 id={titleId} className="staff-session__title">
          {session.doctor}, {time}
        </h3>
        <p className="staff-session__meta">
          {session.specialty} · {session.locationName}
        </p>
        <p className="staff-session__status">
          Status: <strong>{SESSION_STATUS_LABELS[session.status]}</strong>
        </p>
      </div>
      <div className="actions">
        {sessionButton(
          'start',
          'Start session',
          'button--primary',
          () => void run({ kind: 'session', action: 'start' }),
        )}
        {sessionButton(
          'complete',
          'Complete session',
          'button--secondary',
          () => void run({ kind: 'session', action: 'complete' }),
        )}
        {/* A doctor tells the desk, which cancels (the server refuses a doctor: domain/staffRoles.ts). */}
        {roleMay(login.staff.role, 'cancelSession')
          ? sessionButton('cancel', 'Cancel session', 'button--danger', () => setConfirming(true))
          : null}
      </div>
      {error === null ? null : <Notice tone="error">{error}</Notice>}
      {session.appointments.length === 0 ? (
        <p className="staff-session__empty">No appointments yet.</p>
      ) : (
        <div className="staff-table-wrap">
          <table className="staff-table">
            <caption className="visually-hidden">Appointments of {session.doctor}</caption>
            <thead>
              <tr>
                <th scope="col">Token</th>
                <th scope="col">Patient</th>
                <th scope="col">Status</th>
                <th scope="col">Payment</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {session.appointments.map((appointment) => (
                <AppointmentRow
                  key={appointment.id}
                  appointment={appointment}
                  session={session}
                  busy={busy}
                  run={(operation) => void run(operation)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {confirming ? (
        <Dialog title="Cancel this session?" onCancel={() => setConfirming(false)} initialFocus={keepRef}>
          <p>
            {session.doctor}, {time}. Every booked appointment of the session is cancelled with it, and the patients see
            it at once.
          </p>
          <div className="actions">
            <button
              type="button"
              className="button button--danger"
              disabled={busy}
              onClick={() => void run({ kind: 'session', action: 'cancel' })}
            >
              Cancel session
            </button>
            <button
              ref={keepRef}
              type="button"
              className="button button--secondary"
              onClick={() => setConfirming(false)}
            >
              Keep session
            </button>
          </div>
        </Dialog>
      ) : null}
    </li>
  );
}
