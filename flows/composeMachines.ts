import { authMachine } from '../machines/auth.machine';
import { bookingMachine } from '../machines/booking.machine';
import { cancelAppointmentMachine } from '../machines/cancelAppointment.machine';
import { paymentMachine } from '../machines/payment.machine';
import { refundRequestMachine } from '../machines/refundRequest.machine';
import { registrationMachine } from '../machines/registration.machine';
import type { Profile, Session } from '../machines/types';
import type { BookingLeaf, LeafActors } from './api';
import { labReportsMachine } from './reports/labReports.machine';

/**
 * The machines the assistant invokes, composed with their leaf actors: the chat (flows/compose.ts) and the
 * flat screens (src/composition/) use the same recipes. Apart from flows/compose.ts so that a screen that
 * books (the session screen) does not load the whole assistant with them.
 */

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
export function composeBooking(api: Pick<LeafActors, BookingLeaf>): typeof bookingMachine {
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

/** The lab reports' child of the assistant ('Lab Reports', flows/reports/). */
export function composeLabReports(api: Pick<LeafActors, 'loadLabReports'>): typeof labReportsMachine {
  return labReportsMachine.provide({ actors: { loadLabReports: api.loadLabReports } });
}
