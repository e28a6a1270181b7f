import type { AnyStateMachine } from 'xstate';
import { authMachine } from '../machines/auth.machine';
import { bookingMachine } from '../machines/booking.machine';
import { cancelAppointmentMachine } from '../machines/cancelAppointment.machine';
import { paymentMachine } from '../machines/payment.machine';
import { refundRequestMachine } from '../machines/refundRequest.machine';
import { registrationMachine } from '../machines/registration.machine';
import type { Profile, Session } from '../machines/types';
import type { LeafActors } from './api';
import { assistantMachine } from './assistant.machine';
import type { FlowId } from './catalogue';

/**
 * The one recipe that gives the flows their leaf actors (the API calls). The app passes GraphQL
 * actors; replays pass deterministic ones that answer with recorded results. Keeping it in one place
 * means a replay runs exactly the machines the patient ran.
 */

/** The leaf actors by their old name (tests/inspector's live harness still says FlowApi). */
export type FlowApi = LeafActors;

export interface FlowActions {
  /** Keeps a signed-in session (the app writes localStorage); nothing is kept by default. */
  readonly storeSession?: (args: unknown, session: Session) => void;
  /** Keeps the signed-in profile once a registration has refreshed it (the app writes localStorage). */
  readonly storeProfile?: (args: unknown, profile: Profile) => void;
}

export function composeAuth(api: LeafActors, actions: FlowActions = {}): typeof authMachine {
  const { initiateAuthentication, completeAuthentication, loadProfile } = api;
  return authMachine.provide({
    actors: { initiateAuthentication, completeAuthentication, loadProfile },
    ...(actions.storeSession === undefined ? {} : { actions: { storeSession: actions.storeSession } }),
  });
}

export function composeRegistration(api: LeafActors, actions: FlowActions = {}): typeof registrationMachine {
  const { createPatient, loadProfile } = api;
  return registrationMachine.provide({
    actors: { createPatient, loadProfile },
    ...(actions.storeProfile === undefined ? {} : { actions: { profileRefreshed: actions.storeProfile } }),
  });
}

export function composePayment(
  api: Pick<LeafActors, 'initiateBooking' | 'completeBooking' | 'authenticatePaymentGateway'>,
): typeof paymentMachine {
  const { initiateBooking, completeBooking, authenticatePaymentGateway } = api;
  return paymentMachine.provide({ actors: { initiateBooking, completeBooking, authenticatePaymentGateway } });
}

/** The booking machine with its payment child. */
export function composeBooking(
  api: Pick<
    LeafActors,
    | 'createAppointment'
    | 'prepareInvoice'
    | 'confirmReservation'
    | 'initiateBooking'
    | 'completeBooking'
    | 'authenticatePaymentGateway'
  >,
): typeof bookingMachine {
  const { createAppointment, prepareInvoice, confirmReservation } = api;
  return bookingMachine.provide({
    actors: { createAppointment, prepareInvoice, confirmReservation, payment: composePayment(api) },
  });
}

/** The cancel machine of an appointment card's Cancel (flows/appointmentActions/). */
export function composeCancel(api: Pick<LeafActors, 'cancelAppointment'>): typeof cancelAppointmentMachine {
  return cancelAppointmentMachine.provide({ actors: { cancelAppointment: api.cancelAppointment } });
}

/** The refund wizard of an appointment card's Request To Refund. */
export function composeRefund(api: Pick<LeafActors, 'loadInvoice' | 'createRefund'>): typeof refundRequestMachine {
  return refundRequestMachine.provide({ actors: { loadInvoice: api.loadInvoice, createRefund: api.createRefund } });
}

/** The chat assistant with its children (auth, registration, booking, cancel, refund, orders, lab reports) wired to these leaf actors. */
export function composeAssistant(api: LeafActors, actions: FlowActions = {}): typeof assistantMachine {
  return assistantMachine.provide({
    actors: {
      ...api,
      auth: composeAuth(api, actions),
      registration: composeRegistration(api, actions),
      booking: composeBooking(api),
      cancelFlow: composeCancel(api),
      refundFlow: composeRefund(api),
    },
  });
}

/** The root machine of a flow, composed with these leaf actors. */
export function composeFlow(flow: FlowId, api: LeafActors): AnyStateMachine {
  switch (flow) {
    case 'assistant':
      return composeAssistant(api);
    case 'auth':
      return composeAuth(api);
    case 'registration':
      return composeRegistration(api);
  }
}
