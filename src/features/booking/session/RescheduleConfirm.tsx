import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useClient } from 'urql';
import { appointmentRoute } from '../../../../domain/bookingRoutes';
import { RESCHEDULE_TEXT, type rescheduleMachine } from '../../../../machines/reschedule.machine';
import { rescheduleActors, type RescheduleActors } from '../api/rescheduleActors';
import { Notice } from '../../../ui/Notice';
import { composeReschedule } from '../../../composition/reschedule';

/** What the screen shows of the reschedule machine. */
const selectView = (snapshot: SnapshotFrom<typeof rescheduleMachine>) => ({
  loading: snapshot.matches('loading'),
  transferring: snapshot.matches('transferring'),
  blocked: snapshot.matches('blocked'),
  unavailable: snapshot.matches('unavailable'),
  confirmable: snapshot.matches('ready') || snapshot.matches('failed'),
  refusal: snapshot.context.refusal,
  error: snapshot.context.error,
});

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
  const actorRef = useActorRef(logic, { input: { appointmentId, sessionId } });
  const view = useSelector(actorRef, selectView, shallowEqual);
  // Stable for the actor's life: effects that list it run only when their other inputs change.
  const send = useCallback<typeof actorRef.send>((event) => actorRef.send(event), [actorRef]);
  const back = (): void => {
    send({ type: 'DISMISS' });
    void navigate(-1);
  };
  const backButton = (
    <button type="button" className="button button--secondary" onClick={back}>
      {RESCHEDULE_TEXT.back}
    </button>
  );
  const { refusal, error } = view;
  return (
    <section className="form" aria-label={RESCHEDULE_TEXT.banner}>
      <p className="notice notice--info">{RESCHEDULE_TEXT.banner}</p>
      {view.loading ? <p role="status">{RESCHEDULE_TEXT.loading}</p> : null}
      {view.transferring ? <p role="status">{RESCHEDULE_TEXT.moving}</p> : null}
      {view.blocked ? (
        <>
          <Notice tone="error">{refusal}</Notice>
          <div className="actions">{backButton}</div>
        </>
      ) : null}
      {view.unavailable ? (
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
      {view.confirmable ? (
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
