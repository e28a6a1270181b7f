import { actorsOf } from '../../../../flows/actorsOf';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { cancelAppointmentMachine } from '../../../../machines/cancelAppointment.machine';
import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useClient } from 'urql';
import { t } from '../../../../i18n/translate';
import { appointmentRoute } from '../../../../domain/bookingRoutes';
import { canReschedule } from '../../../../domain/cancelRefund';
import type { AppointmentView } from '../../../../machines/appointmentView.machine';
import { CANCEL_TEXT } from '../../../../machines/cancelAppointment.machine';
import { cancelCalls, type CancelAppointmentActors } from '../api/cancelActors';
import { tenant } from '../../../config/tenant';
import { Dialog } from '../../../ui/Dialog';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Notice } from '../../../ui/Notice';
import { DOCTOR_PARAMS } from '../../../lib/doctorSearchParams';
import { composeCancelAppointment } from '../../../composition/cancelAppointment';

const RESCHEDULE_ACTIONS = {
  get rescheduleNow(): string {
    return t('appointment.view.rescheduleNow');
  },
  get viewRescheduled(): string {
    return t('appointment.view.viewRescheduled');
  },
};

/** What the screen shows of its machine: the context and the states it tells apart. */
const selectView = (snapshot: SnapshotFrom<typeof cancelAppointmentMachine>) => ({
  context: snapshot.context,
  idle: snapshot.matches('idle'),
  confirming: snapshot.matches('confirming'),
  blocked: snapshot.matches('blocked'),
  failed: snapshot.matches('failed'),
  cancelling: snapshot.matches('cancelling'),
});

/** /doctor?appointmentRescheduledFor=A&selectedPractitioner=P: the same doctor's sessions, with the rescheduling banner. */
function rescheduleRoute(appointment: Pick<AppointmentView, 'id' | 'session'>): string {
  const query = new URLSearchParams({
    [DOCTOR_PARAMS.rescheduling]: appointment.id,
    [DOCTOR_PARAMS.practitioner]: appointment.session.practitionerId,
  });
  return `/doctor?${query.toString()}`;
}

/** The Cancel Appointment button and its dialog (confirmation, refusal, or the server's message), one machine. */
function CancelAppointment({
  appointment,
  actors,
}: {
  appointment: AppointmentView;
  actors: CancelAppointmentActors | undefined;
}): React.JSX.Element {
  const client = useClient();
  const [logic] = useState(() => composeCancelAppointment({ actors: actors ?? actorsOf(cancelCalls(client)) }));
  const actorRef = useActorRef(logic, {
    input: {
      appointment: { id: appointment.id, status: appointment.status, sessionStart: appointment.session.startTime },
    },
  });
  const view = useSelector(actorRef, selectView, shallowEqual);
  // Stable for the actor's life: effects that list it run only when their other inputs change.
  const send = useCallback<typeof actorRef.send>((event) => actorRef.send(event), [actorRef]);
  const close = useRef<HTMLButtonElement>(null);
  const dismiss = (): void => send({ type: 'DISMISS' });
  const { refusal, error } = view.context;
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => send({ type: 'OPEN', now: Date.now() })}
        disabled={!view.idle}
      >
        {CANCEL_TEXT.button}
      </button>
      {view.confirming ? (
        <ConfirmDialog
          title={CANCEL_TEXT.title}
          question={CANCEL_TEXT.question}
          confirmLabel={CANCEL_TEXT.yes}
          cancelLabel={CANCEL_TEXT.no}
          tone="danger"
          onConfirm={() => send({ type: 'CONFIRM' })}
          onCancel={dismiss}
        />
      ) : null}
      {view.blocked || view.failed || view.cancelling ? (
        <Dialog title={CANCEL_TEXT.title} onCancel={view.cancelling ? undefined : dismiss} initialFocus={close}>
          {view.cancelling ? (
            <p role="status">{CANCEL_TEXT.cancelling}</p>
          ) : (
            <Notice tone="error">{refusal ?? error}</Notice>
          )}
          <div className="actions">
            {view.failed ? (
              <button type="button" className="button button--danger" onClick={() => send({ type: 'CONFIRM' })}>
                {CANCEL_TEXT.yes}
              </button>
            ) : null}
            <button
              ref={close}
              type="button"
              className="button button--secondary"
              onClick={dismiss}
              disabled={view.cancelling}
            >
              {CANCEL_TEXT.close}
            </button>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}

/**
 * The appointment view's after-booking actions (spec 000 §2): Cancel Appointment while booked (where the
 * tenant allows it; the rule's refusal shows when it is too late), Reschedule Now for a paid cancelled one
 * (or one whose session the doctor cancelled), View Rescheduled once it has moved.
 */
export function CancelReschedule({
  appointment,
  sessionCancelled,
  actors,
}: {
  appointment: AppointmentView;
  sessionCancelled: boolean;
  actors?: CancelAppointmentActors;
}): React.JSX.Element | null {
  const cancellable = tenant.features.appointmentCancel.enabled && appointment.status === 'booked' && !sessionCancelled;
  const movable = canReschedule({
    status: appointment.status,
    paymentStatus: appointment.paymentStatus,
    practitionerPaymentStatus: appointment.practitionerPaymentStatus,
    // A refund asked, approved or paid blocks the move (the money is going back): no button that only refuses later.
    refundStatus: appointment.refundStatus,
    rescheduledBy: appointment.rescheduledBy ?? null,
    sessionStatus: appointment.session.status,
    cancelReason: appointment.cancelReason,
  });
  const movedTo =
    appointment.rescheduledBy != null && appointment.rescheduledBySession != null
      ? appointmentRoute({ sessionId: appointment.rescheduledBySession, appointmentId: appointment.rescheduledBy })
      : null;
  if (!cancellable && !movable && movedTo === null) return null;
  return (
    <div className="actions">
      {cancellable ? <CancelAppointment key={appointment.id} appointment={appointment} actors={actors} /> : null}
      {movable ? (
        <Link className="button button--primary" to={rescheduleRoute(appointment)}>
          {RESCHEDULE_ACTIONS.rescheduleNow}
        </Link>
      ) : null}
      {movedTo === null ? null : (
        <Link className="button button--primary" to={movedTo}>
          {RESCHEDULE_ACTIONS.viewRescheduled}
        </Link>
      )}
    </div>
  );
}
