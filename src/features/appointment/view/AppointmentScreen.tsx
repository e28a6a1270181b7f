import '../../../ui/booking.css';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { appointmentViewMachine } from '../../../../machines/appointmentView.machine';
import { Fragment, useCallback, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  appointmentStatusLabel,
  isSessionCancelledFor,
  paymentStatusText,
  SESSION_CANCELLED_TEXT,
} from '../../../../domain/appointmentStatus';
import { t } from '../../../../i18n/translate';
import { BOOKING_ACTIONS } from '../../../../domain/bookingRules';
import { JOIN_VIDEO, sessionRoute } from '../../../../domain/bookingRoutes';
import { BOOKING_TEXT } from '../../../../domain/bookingText';
import { failedPaymentRoute, paymentRoute } from '../../../../domain/paymentHistory';
import { withRelationshipText } from '../../../../domain/patient';
import { showsQueue } from '../../../../domain/queue';
import { type AppointmentView } from '../../../../machines/appointmentView.machine';
import { bookingOptionsOf } from '../../../../machines/bookingOptions';
import { useSession } from '../../../lib/session/session';
import { tenant } from '../../../config/tenant';
import { RefundSection } from '../refund/RefundSection';
import { unclassifiedAppointmentPatient, withPatient } from '../../../lib/accountPatients';
import { SessionCard } from '../../../ui/cards/SessionCard';
import { useNow } from '../../../lib/useNow';
import { Notice } from '../../../ui/Notice';
import { Toast } from '../../../ui/Toast';
import { AddToCalendar } from './AddToCalendar';
import { FeedbackPrompt } from './FeedbackPrompt';
import { CancelReschedule } from './CancelReschedule';
import { LocationBlock } from './LocationBlock';
import { payNowOf } from './payNow';
import { paymentReturnOf, paymentReturnView, retryPaymentOf, withoutPaymentReturn } from './paymentReturn';
import { QuestionnaireBlock } from './QuestionnaireBlock';
import { QueueBlock } from './QueueBlock';
import { composeAppointmentView } from '../../../composition/appointmentView';
import type { RelationshipPrompt } from '../../../lib/relationshipPrompt';

/** The machine's actors as its composition takes them (the booking's GraphQL reads implement them). */
type AppointmentViewActors = Parameters<typeof composeAppointmentView>[0]['actors'];

export interface AppointmentScreenProps {
  /** The machine's actors: the booking's GraphQL reads (src/app/routes/AppointmentRoute.tsx), fakes in component tests. */
  readonly actors: AppointmentViewActors;
  /** What other features show on the page, passed by src/app/routes/AppointmentRoute.tsx. */
  readonly slots: AppointmentSlots;
}

/** The parts of other features the appointment's page shows (a feature shows no other feature's part itself). */
interface AppointmentSlots {
  /** Opens the video call over the app (src/features/video's CallProvider). */
  readonly startCall: (appointmentId: string) => void;
  readonly videoConsultation: (props: { appointment: AppointmentView; now: number; onJoin: () => void }) => ReactNode;
  readonly callHistory: (history: NonNullable<AppointmentView['communication']>['history']) => ReactNode;
  readonly documents: (props: {
    appointmentId: string;
    patientId: string;
    patientName: string;
    hospitalId: string;
  }) => ReactNode;
  readonly relationshipPrompt: RelationshipPrompt;
}

const STATUS_CLASS: Record<string, string> = {
  cancelled: 'status-banner--cancelled',
  fulfilled: 'status-banner--completed',
};

function StatusBanner({ status, sessionCancelled }: { status: string; sessionCancelled: boolean }): React.JSX.Element {
  // A session the doctor cancelled says so first, whatever the appointment's own status still says.
  const label = sessionCancelled ? SESSION_CANCELLED_TEXT.banner : appointmentStatusLabel(status);
  const tone = sessionCancelled
    ? STATUS_CLASS.cancelled
    : (STATUS_CLASS[status] ?? (label === t('appointment.status.unhandled') ? 'status-banner--unhandled' : ''));
  return (
    <p className={`status-banner ${tone}`} role="status">
      {label}
    </p>
  );
}

function Details({ appointment }: { appointment: AppointmentView }): React.JSX.Element {
  const { patient } = appointment;
  return (
    <>
      <div className="token card" aria-label={t('appointment.view.tokenNumber', { token: appointment.tokenNo })}>
        <span>{t('appointment.view.token')}</span>
        <span className="token__number">{appointment.tokenNo}</span>
      </div>
      <dl className="detail-list card">
        <dt>{t('appointment.view.payment')}</dt>
        <dd>{paymentStatusText(appointment.paymentStatus)}</dd>
        <dt>{t('appointment.view.bookingFor')}</dt>
        <dd>{withRelationshipText(patient.displayName, patient.relationship)}</dd>
      </dl>
    </>
  );
}

/** What the screen shows of its machine: the context and the states it tells apart. */
const selectView = (snapshot: SnapshotFrom<typeof appointmentViewMachine>) => ({
  context: snapshot.context,
  loading: snapshot.matches('loading'),
  denied: snapshot.matches('denied'),
  toPaymentHistory: snapshot.matches('toPaymentHistory'),
  failed: snapshot.matches('failed'),
});

/**
 * /view/appointment?sessionId=S&appointmentId=A[&paymentStatus=success|Failure]: the patient's appointment
 * with its status, payment, token, place, queue (live) and the way back from a payment gateway. Keyed by
 * the appointment: going from one to another (View Rescheduled) starts its machines afresh.
 */
export function AppointmentScreen(props: AppointmentScreenProps): React.JSX.Element {
  const [params] = useSearchParams();
  return <AppointmentPage key={params.get('appointmentId') ?? ''} {...props} />;
}

function AppointmentPage({ actors, slots }: AppointmentScreenProps): React.JSX.Element {
  const { session, updateProfile } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const appointmentId = params.get('appointmentId') ?? '';
  const sessionId = params.get('sessionId') ?? '';
  const [logic] = useState(() =>
    composeAppointmentView({
      actors,
      actions: {
        deny: () => void navigate('/accessDenied', { replace: true }),
        // The machine decides when; the page only rewrites its own url (the first one, without the return).
        forgetPaymentReturn: () => void navigate(withoutPaymentReturn(params), { replace: true }),
        showFailedPayment: (_, { paymentId }) => void navigate(failedPaymentRoute(paymentId), { replace: true }),
        // The calendar file's join link: the call opens over the page, and a reload of the page does not join again.
        joinVideoCall: () => {
          slots.startCall(appointmentId);
          const kept = new URLSearchParams(params);
          kept.delete('join');
          void navigate(`/view/appointment?${kept.toString()}`, { replace: true });
        },
      },
    }),
  );
  const actorRef = useActorRef(logic, {
    input: {
      appointmentId,
      sessionId,
      paymentReturn: paymentReturnOf(params.get('paymentStatus')), // A blank paymentId names no payment.
      paymentId: params.get('paymentId')?.trim() || null,
      joinVideo: params.get('join') === JOIN_VIDEO,
    },
  });
  const view = useSelector(actorRef, selectView, shallowEqual);
  // Stable for the actor's life: effects that list it run only when their other inputs change.
  const send = useCallback<typeof actorRef.send>((event) => actorRef.send(event), [actorRef]);
  const [toastDismissed, setToastDismissed] = useState(false);
  const [relationshipDismissed, setRelationshipDismissed] = useState(false);
  const now = useNow();
  const { context } = view;
  const { appointment } = context;

  if (view.loading || view.denied || view.toPaymentHistory) {
    return (
      <section className="page page--centered">
        <p role="status">{BOOKING_TEXT.loadingAppointment}</p>
      </section>
    );
  }
  if (view.failed || appointment === null) {
    return (
      <section className="page page--centered">
        <Notice tone="error">{context.error ?? 'Something went wrong'}</Notice>
        <button type="button" className="button button--primary" onClick={() => send({ type: 'RETRY' })}>
          {t('appointment.view.retry')}
        </button>
      </section>
    );
  }

  const returned = paymentReturnView(context.paymentReturn, appointment);
  // A held booking not yet paid can be paid from here on any visit (the return's notice offers it already).
  const sessionCancelled = isSessionCancelledFor({
    status: appointment.status,
    sessionStatus: appointment.session.status,
    cancelReason: appointment.cancelReason,
  });
  // Nothing is paid for a session that will not take place. A held booking offers Retry payment; one booked to
  // pay at the hospital offers Pay now where the tenant takes this session's payment online (issue 14 item 24).
  const payHeld =
    (returned?.retry ?? null) === null && !sessionCancelled
      ? (retryPaymentOf(appointment) ?? payNowOf(appointment, bookingOptionsOf(tenant, appointment.session.video)))
      : null;
  const paymentId = context.paymentId ?? null;
  const phone = appointment.hospital.phone.replace(/[^+\d]/g, '');
  // Spec 000 §4: 5 s after a paid appointment whose patient has no relationship, ask who it is.
  const unclassified =
    relationshipDismissed || session === null
      ? null
      : unclassifiedAppointmentPatient(appointment, session.profile.patients);
  return (
    <section className="page" aria-labelledby="appointment-title">
      <h1 id="appointment-title" className="page__title">
        {t('appointment.view.title')}
      </h1>
      <StatusBanner status={appointment.status} sessionCancelled={sessionCancelled} />
      {sessionCancelled ? (
        <div className="form" aria-label={SESSION_CANCELLED_TEXT.banner} role="group">
          <p>{SESSION_CANCELLED_TEXT.explanation}</p>
          <p>{SESSION_CANCELLED_TEXT.wayForward(appointment.hospital.name, appointment.paymentStatus === 'paid')}</p>
        </div>
      ) : null}
      {returned?.notice === null || returned === null ? null : (
        <div className="form">
          <Notice tone="error">{returned.notice}</Notice>
          <div className="actions">
            {returned.retry === null ? null : (
              <Link className="button button--primary" to={returned.retry.to}>
                {returned.retry.label}
              </Link>
            )}
            {paymentId === null ? null : (
              <Link className="button button--secondary" to={paymentRoute(paymentId)}>
                {t('appointment.view.paymentHistory')}
              </Link>
            )}
          </div>
        </div>
      )}
      <Details appointment={appointment} />
      <RefundSection appointment={appointment} />
      {/* No queue figures for a session that will not take place, or an appointment cancelled or over. */}
      {sessionCancelled || !showsQueue(appointment.status, appointment.session.status) ? null : (
        <QueueBlock appointment={appointment} queue={context.queue} now={now} />
      )}
      {/* The session itself (the token, status and patient are shown above). */}
      <SessionCard session={appointment.session} context="SESSION_VIEW" now={now} />
      {/* A video appointment has no street location: its block says so and joins the call (it opens over the app). */}
      {appointment.session.video ? (
        slots.videoConsultation({ appointment, now, onJoin: () => slots.startCall(appointment.id) })
      ) : (
        <LocationBlock hospital={appointment.hospital} locationName={appointment.session.locationName} video={false} />
      )}
      {(appointment.communication ?? null) === null
        ? null
        : slots.callHistory(appointment.communication?.history ?? [])}
      <QuestionnaireBlock appointment={appointment} />
      {slots.documents({
        appointmentId: appointment.id,
        patientId: appointment.patientId,
        patientName: appointment.patient.displayName,
        hospitalId: appointment.hospital.id,
      })}
      <CancelReschedule appointment={appointment} sessionCancelled={sessionCancelled} />
      <div className="actions">
        {payHeld === null ? null : (
          <Link className="button button--primary" to={payHeld.to}>
            {payHeld.label}
          </Link>
        )}
        {/* A cancelled session takes no bookings: the hospital is the way forward. */}
        {sessionCancelled ? null : (
          <Link
            className={`button ${payHeld === null ? 'button--primary' : 'button--secondary'}`}
            to={sessionRoute(appointment.sessionId)}
          >
            {BOOKING_ACTIONS.bookAgain}
          </Link>
        )}
        {phone === '' ? null : (
          <a className={`button ${sessionCancelled ? 'button--primary' : 'button--secondary'}`} href={`tel:${phone}`}>
            {BOOKING_ACTIONS.callHospital}
          </a>
        )}
        <AddToCalendar appointment={appointment} queue={context.queue} sessionCancelled={sessionCancelled} />
      </div>
      {returned === null || toastDismissed ? null : (
        <Toast tone={returned.toast.tone} onDismiss={() => setToastDismissed(true)}>
          {returned.toast.text}
        </Toast>
      )}
      <FeedbackPrompt appointment={appointment} now={now} />
      {session === null || unclassified === null ? null : (
        // Keyed by the patient, as the modal was: another unclassified patient starts it afresh.
        <Fragment key={unclassified.id}>
          {slots.relationshipPrompt({
            patient: unclassified,
            patients: session.profile.patients,
            onUpdated: (patient) => updateProfile(withPatient(session.profile, patient)),
            onClose: () => setRelationshipDismissed(true),
          })}
        </Fragment>
      )}
    </section>
  );
}
