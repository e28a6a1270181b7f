import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { BOOKING_TEXT } from '../../../../domain/bookingText';
import { formatTime } from '../../../../domain/days';
import type { BookingInput, bookingMachine } from '../../../../machines/booking.machine';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { AppointmentSummary, PaymentRedirect as Redirect } from '../../../../machines/types';
import type { BookingActors } from '../api/bookingActors';
import { PatientChooser } from '../../../ui/PatientChooser';
import { PayButtons } from '../../../ui/PayButtons';
import { ProcessingBanner } from '../../../ui/ProcessingBanner';
import { ReserveDialog } from './ReserveDialog';
import { PaymentRedirect } from '../../../lib/payment/PaymentRedirect';
import type { RedirectEnvironment } from '../../../lib/payment/redirectTo';
import { InvoiceTable } from '../../../ui/InvoiceTable';
import { Notice } from '../../../ui/Notice';
import { composeBooking } from '../../../../flows/composeMachines';
import '../../../config/hospitalTime';
import { t } from '../../../../i18n/translate';
import { wordedTexts } from '../../../../domain/wordedTexts';

/** Getters: worded in the language active when the panel renders. */
const SESSION_SCREEN_TEXT = wordedTexts(
  {
    reserving: 'booking.session.reserving',
    retry: 'booking.retry',
    cancel: 'booking.cancel',
    tokenHeading: 'booking.session.tokenHeading',
  },
  {
    heldUntil: (time: string): string => t('booking.session.heldUntil', { time }),
  },
);

export interface BookingPanelProps {
  readonly input: BookingInput;
  readonly actors: BookingActors;
  /** The page of this session: where 'Add new profile' comes back to. */
  readonly back: string;
  readonly onBooked: (appointment: AppointmentSummary) => void;
  /** The dialog was cancelled before anything was held (or after: the hold then lapses by itself). */
  readonly onCancelled: () => void;
  /** A refused gateway target leaves the booking stuck in its redirect: the page starts over. */
  readonly onRedirectRefused: () => void;
  readonly redirectEnvironment?: RedirectEnvironment;
}

type BookingRef = ActorRefFrom<typeof bookingMachine>;
type BookingSnapshot = SnapshotFrom<typeof bookingMachine>;

/** Which of the panel's views the booking is in: the panel re-renders only when this changes. */
type BookingStep = 'choosingPatient' | 'confirming' | 'reserving' | 'reserveFailed' | 'over' | 'invoice';

function selectStep(snapshot: BookingSnapshot): BookingStep {
  if (snapshot.matches('choosingPatient')) return 'choosingPatient';
  if (snapshot.matches('confirming')) return 'confirming';
  if (snapshot.matches('reserving')) return 'reserving';
  if (snapshot.matches('reserveFailed')) return 'reserveFailed';
  if (snapshot.matches('booked') || snapshot.matches('cancelled')) return 'over';
  return 'invoice';
}
const selectBooked = (snapshot: BookingSnapshot): AppointmentSummary | null =>
  snapshot.matches('booked') ? snapshot.context.appointment : null;
const selectCancelled = (snapshot: BookingSnapshot): boolean => snapshot.matches('cancelled');
const selectPatients = (snapshot: BookingSnapshot): BookingSnapshot['context']['patients'] => snapshot.context.patients;
const selectReserve = ({ context }: BookingSnapshot) => ({
  session: context.session,
  patients: context.patients,
  patientId: context.patientId,
  valuepackOffered: context.options.valuepack,
});
const selectReserveError = ({ context }: BookingSnapshot) => ({ error: context.error, detail: context.errorDetail });
/** What the invoice view shows; the payment widget's own state (widgetState) is not among it. */
const selectInvoice = (snapshot: BookingSnapshot) => {
  const { context } = snapshot;
  return {
    appointment: context.appointment,
    invoice: context.invoice,
    requestState: context.requestState,
    options: context.options,
    savedCards: context.savedCards,
    paymentError: context.paymentError,
    invoicing: snapshot.matches('invoicing'),
    invoiceFailed: snapshot.matches('invoiceFailed'),
    paying: snapshot.matches('paying') || snapshot.matches('redirecting'),
    invoiced: snapshot.matches('invoiced'),
    error: context.error,
  };
};

/**
 * One run of the booking machine on the session page: who it is for, the reserve dialog, the invoice and
 * its pay or book buttons, and the way out to the gateway or to the booked appointment. Each view selects
 * from the machine only what it shows, so a change elsewhere (the payment widget's state) renders nothing.
 */
export function BookingPanel({
  input,
  actors,
  back,
  onBooked,
  onCancelled,
  onRedirectRefused,
  redirectEnvironment,
}: BookingPanelProps): React.JSX.Element | null {
  const [logic] = useState(() => composeBooking(actors));
  const actorRef = useActorRef(logic, { input });
  const [redirect, setRedirect] = useState<Redirect | null>(null);
  const step = useSelector(actorRef, selectStep);

  useEffect(() => {
    const subscription = actorRef.on('booking.redirect', (event) => setRedirect(event.redirect));
    return () => subscription.unsubscribe();
  }, [actorRef]);

  const booked = useSelector(actorRef, selectBooked);
  const cancelled = useSelector(actorRef, selectCancelled);
  useEffect(() => {
    if (booked !== null) onBooked(booked);
  }, [booked, onBooked]);
  useEffect(() => {
    if (cancelled) onCancelled();
  }, [cancelled, onCancelled]);

  switch (step) {
    case 'choosingPatient':
      return <ChoosingPatient actorRef={actorRef} back={back} />;
    case 'confirming':
      return <Confirming actorRef={actorRef} />;
    case 'reserving':
      return <p role="status">{SESSION_SCREEN_TEXT.reserving}</p>;
    case 'reserveFailed':
      return <ReserveFailed actorRef={actorRef} />;
    case 'over':
      return null;
    case 'invoice':
      return (
        <Invoice
          actorRef={actorRef}
          redirect={redirect}
          redirectEnvironment={redirectEnvironment}
          onRedirectRefused={onRedirectRefused}
        />
      );
  }
}

function ChoosingPatient({ actorRef, back }: { actorRef: BookingRef; back: string }): React.JSX.Element {
  const patients = useSelector(actorRef, selectPatients);
  return (
    <PatientChooser
      patients={patients}
      back={back}
      onPick={(patientId) => actorRef.send({ type: 'PICK_PATIENT', patientId })}
      onCancel={() => actorRef.send({ type: 'CANCEL' })}
    />
  );
}

function Confirming({ actorRef }: { actorRef: BookingRef }): React.JSX.Element {
  const reserve = useSelector(actorRef, selectReserve, shallowEqual);
  return (
    <ReserveDialog
      {...reserve}
      onPick={(patientId) => actorRef.send({ type: 'PICK_PATIENT', patientId })}
      onConfirm={(valuepack) => actorRef.send({ type: 'CONFIRM', valuepack })}
      onCancel={() => actorRef.send({ type: 'CANCEL' })}
    />
  );
}

function ReserveFailed({ actorRef }: { actorRef: BookingRef }): React.JSX.Element {
  const { error, detail } = useSelector(actorRef, selectReserveError, shallowEqual);
  return (
    <div className="form">
      <Notice tone="error">{error ?? BOOKING_TEXT.reserveFailed}</Notice>
      {detail === null ? null : <p>{detail}</p>}
      <div className="actions">
        <button type="button" className="button button--primary" onClick={() => actorRef.send({ type: 'RETRY' })}>
          {SESSION_SCREEN_TEXT.retry}
        </button>
        <button type="button" className="button button--secondary" onClick={() => actorRef.send({ type: 'CANCEL' })}>
          {SESSION_SCREEN_TEXT.cancel}
        </button>
      </div>
    </div>
  );
}

function Invoice({
  actorRef,
  redirect,
  redirectEnvironment,
  onRedirectRefused,
}: {
  actorRef: BookingRef;
  redirect: Redirect | null;
  redirectEnvironment: RedirectEnvironment | undefined;
  onRedirectRefused: () => void;
}): React.JSX.Element {
  const view = useSelector(actorRef, selectInvoice, shallowEqual);
  const { appointment } = view;
  return (
    <div className="form">
      {appointment === null ? null : (
        <div className="token" aria-label={`${SESSION_SCREEN_TEXT.tokenHeading} ${appointment.tokenNo}`}>
          <span>{SESSION_SCREEN_TEXT.tokenHeading}</span>
          <span className="token__number">{appointment.tokenNo}</span>
          {appointment.holdExpiresAt === null ? null : (
            <span>{SESSION_SCREEN_TEXT.heldUntil(formatTime(appointment.holdExpiresAt))}</span>
          )}
        </div>
      )}
      {view.invoicing ? <p role="status">{BOOKING_TEXT.calculatingInvoice}</p> : null}
      {view.invoiceFailed ? (
        <>
          <Notice tone="error">{BOOKING_TEXT.invoiceError}</Notice>
          <button type="button" className="button button--primary" onClick={() => actorRef.send({ type: 'RETRY' })}>
            {SESSION_SCREEN_TEXT.retry}
          </button>
        </>
      ) : null}
      {view.invoice === null ? null : <InvoiceTable invoice={view.invoice} />}
      {view.paying && redirect === null ? <ProcessingBanner /> : null}
      {view.paymentError === null ? null : <Notice tone="error">{view.paymentError}</Notice>}
      {/* The reserve-only booking's failure: 'Sorry, Unable to book at the moment' and why. */}
      {view.invoiced && view.error !== null ? <Notice tone="error">{view.error}</Notice> : null}
      <PayButtons
        context={view}
        busy={!view.invoiced}
        onPay={(gatewayType) => actorRef.send({ type: 'PAY', gatewayType })}
        onBook={() => actorRef.send({ type: 'BOOK' })}
      />
      {redirect === null ? null : (
        <PaymentRedirect redirect={redirect} environment={redirectEnvironment} onRefused={onRedirectRefused} />
      )}
    </div>
  );
}
