import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { BOOKING_TEXT } from '../../../domain/bookingText';
import { formatTime } from '../../../domain/days';
import type { BookingInput } from '../../../machines/booking.machine';
import type { AppointmentSummary, PaymentRedirect as Redirect } from '../../../machines/types';
import type { BookingActors } from '../../api/bookingActors';
import { PatientChooser } from '../../booking/PatientChooser';
import { PayButtons } from '../../booking/PayButtons';
import { ProcessingBanner } from '../../booking/ProcessingBanner';
import { ReserveDialog } from '../../booking/ReserveDialog';
import { PaymentRedirect } from '../../payments/PaymentRedirect';
import type { RedirectEnvironment } from '../../payments/redirectTo';
import { InvoiceTable } from '../../ui/InvoiceTable';
import { Notice } from '../../ui/Notice';
import { composeBooking } from '../../../flows/composeMachines';
import '../../config/hospitalTime';

export const SESSION_SCREEN_TEXT = {
  reserving: 'Please wait, we are reserving your number',
  retry: 'Retry',
  cancel: 'Cancel',
  tokenHeading: 'Your number',
  heldUntil: (time: string): string => `We hold this number for you until ${time}. Pay to confirm it.`,
} as const;

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

/**
 * One run of the booking machine on the session page: who it is for, the reserve dialog, the invoice and
 * its pay or book buttons, and the way out to the gateway or to the booked appointment.
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
  const [state, send, actorRef] = useMachine(logic, { input });
  const [redirect, setRedirect] = useState<Redirect | null>(null);
  const { context } = state;

  useEffect(() => {
    const subscription = actorRef.on('booking.redirect', (event) => setRedirect(event.redirect));
    return () => subscription.unsubscribe();
  }, [actorRef]);

  const booked = state.matches('booked') ? context.appointment : null;
  const cancelled = state.matches('cancelled');
  useEffect(() => {
    if (booked !== null) onBooked(booked);
  }, [booked, onBooked]);
  useEffect(() => {
    if (cancelled) onCancelled();
  }, [cancelled, onCancelled]);

  const cancel = (): void => send({ type: 'CANCEL' });

  if (state.matches('choosingPatient')) {
    return (
      <PatientChooser
        patients={context.patients}
        back={back}
        onPick={(patientId) => send({ type: 'PICK_PATIENT', patientId })}
        onCancel={cancel}
      />
    );
  }
  if (state.matches('confirming')) {
    return (
      <ReserveDialog
        session={context.session}
        patients={context.patients}
        patientId={context.patientId}
        valuepackOffered={context.options.valuepack}
        onPick={(patientId) => send({ type: 'PICK_PATIENT', patientId })}
        onConfirm={(valuepack) => send({ type: 'CONFIRM', valuepack })}
        onCancel={cancel}
      />
    );
  }
  if (state.matches('reserving')) return <p role="status">{SESSION_SCREEN_TEXT.reserving}</p>;
  if (state.matches('reserveFailed')) {
    return (
      <div className="form">
        <Notice tone="error">{context.error ?? BOOKING_TEXT.reserveFailed}</Notice>
        {context.errorDetail === null ? null : <p>{context.errorDetail}</p>}
        <div className="actions">
          <button type="button" className="button button--primary" onClick={() => send({ type: 'RETRY' })}>
            {SESSION_SCREEN_TEXT.retry}
          </button>
          <button type="button" className="button button--secondary" onClick={cancel}>
            {SESSION_SCREEN_TEXT.cancel}
          </button>
        </div>
      </div>
    );
  }
  if (state.matches('booked') || state.matches('cancelled')) return null;

  const paying = state.matches('paying') || state.matches('redirecting');
  const busy = !state.matches('invoiced');
  const { appointment } = context;
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
      {state.matches('invoicing') ? <p role="status">{BOOKING_TEXT.calculatingInvoice}</p> : null}
      {state.matches('invoiceFailed') ? (
        <>
          <Notice tone="error">{BOOKING_TEXT.invoiceError}</Notice>
          <button type="button" className="button button--primary" onClick={() => send({ type: 'RETRY' })}>
            {SESSION_SCREEN_TEXT.retry}
          </button>
        </>
      ) : null}
      {context.invoice === null ? null : <InvoiceTable invoice={context.invoice} />}
      {paying && redirect === null ? <ProcessingBanner /> : null}
      {context.paymentError === null ? null : <Notice tone="error">{context.paymentError}</Notice>}
      {/* The reserve-only booking's failure: 'Sorry, Unable to book at the moment' and why. */}
      {state.matches('invoiced') && context.error !== null ? <Notice tone="error">{context.error}</Notice> : null}
      <PayButtons
        context={context}
        busy={busy}
        onPay={(gatewayType) => send({ type: 'PAY', gatewayType })}
        onBook={() => send({ type: 'BOOK' })}
      />
      {redirect === null ? null : (
        <PaymentRedirect redirect={redirect} environment={redirectEnvironment} onRefused={onRedirectRefused} />
      )}
    </div>
  );
}
