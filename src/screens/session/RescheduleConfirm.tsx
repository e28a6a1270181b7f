import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useClient } from 'urql';
import { appointmentRoute } from '../../../domain/bookingRoutes';
import { RESCHEDULE_TEXT } from '../../../machines/reschedule.machine';
import { rescheduleActors, type RescheduleActors } from '../../api/cancelRescheduleActors';
import { Notice } from '../../ui/Notice';
import { composeReschedule } from '../../composition/reschedule';

/**
 * The session screen while rescheduling (…&appointmentRescheduledFor=A): no reserve dialog, invoice or
 * payment. The paid appointment's payment moves to this session with 'Confirm reschedule'
 * (machines/reschedule.machine.ts), then the new appointment opens.
 */
export function RescheduleConfirm({
  appointmentId,
  sessionId,
  actors,
}: {
  appointmentId: string;
  sessionId: string;
  actors?: RescheduleActors;
}): React.JSX.Element {
  const client = useClient();
  const navigate = useNavigate();
  const [logic] = useState(() =>
    composeReschedule({
      actors: actors ?? rescheduleActors(client, 'flat'),
      actions: {
        moved: (_, moved) =>
          void navigate(appointmentRoute({ sessionId: moved.sessionId, appointmentId: moved.id }), { replace: true }),
      },
    }),
  );
  const [state, send] = useMachine(logic, { input: { appointmentId, sessionId } });
  const back = (): void => {
    send({ type: 'DISMISS' });
    void navigate(-1);
  };
  const backButton = (
    <button type="button" className="button button--secondary" onClick={back}>
      {RESCHEDULE_TEXT.back}
    </button>
  );
  const { refusal, error } = state.context;
  return (
    <section className="form" aria-label={RESCHEDULE_TEXT.banner}>
      <p className="notice notice--info">{RESCHEDULE_TEXT.banner}</p>
      {state.matches('loading') ? <p role="status">{RESCHEDULE_TEXT.loading}</p> : null}
      {state.matches('transferring') ? <p role="status">{RESCHEDULE_TEXT.moving}</p> : null}
      {state.matches('blocked') ? (
        <>
          <Notice tone="error">{refusal}</Notice>
          <div className="actions">{backButton}</div>
        </>
      ) : null}
      {state.matches('unavailable') ? (
        <>
          <Notice tone="error">{error}</Notice>
          <div className="actions">
            <button type="button" className="button button--primary" onClick={() => send({ type: 'RETRY' })}>
              {RESCHEDULE_TEXT.retry}
            </button>
            {backButton}
          </div>
        </>
      ) : null}
      {state.matches('ready') || state.matches('failed') ? (
        <>
          <p>{RESCHEDULE_TEXT.explanation}</p>
          {error === null ? null : <Notice tone="error">{error}</Notice>}
          <div className="actions">
            <button type="button" className="button button--primary" onClick={() => send({ type: 'CONFIRM' })}>
              {RESCHEDULE_TEXT.confirm}
            </button>
            {backButton}
          </div>
        </>
      ) : null}
    </section>
  );
}
