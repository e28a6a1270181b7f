import type { AnyStateMachine, PromiseActorLogic } from 'xstate';
import { authMachine, type Completion, type Initiation } from '../machines/auth.machine';
import { bookingMachine } from '../machines/booking.machine';
import { cancelAppointmentMachine, type CancelledAppointment } from '../machines/cancelAppointment.machine';
import { paymentMachine } from '../machines/payment.machine';
import {
  refundRequestMachine,
  type RefundInvoice,
  type RefundRequestInput,
  type RequestedRefund,
} from '../machines/refundRequest.machine';
import { registrationMachine } from '../machines/registration.machine';
import type {
  AppointmentCardData,
  AppointmentSummary,
  CreatePatientInput,
  InitiatedBooking,
  InvoiceSummary,
  Patient,
  PractitionerSummary,
  RecentDoctorsInput,
  Profile,
  QuickPayResult,
  SavedCard,
  SearchCatalogue,
  Session,
  SessionCardData,
  SessionSearch,
} from '../machines/types';
import type { Understanding } from '../domain/intent';
import { assistantMachine } from './assistant.machine';
import type { FlowId } from './catalogue';
import type { ChatOrderRequest, OrderCatalogueItem } from './orders/orderDraft';
import type { LabReportsLoad } from './reports/labReport';

/**
 * The one recipe that gives the flows their leaf actors (the API calls). The app passes GraphQL
 * actors; replays pass deterministic ones that answer with recorded results. Keeping it in one place
 * means a replay runs exactly the machines the patient ran.
 */

export interface FlowApi {
  readonly initiateAuthentication: PromiseActorLogic<Initiation, { mobile: string }>;
  readonly completeAuthentication: PromiseActorLogic<Completion, { id: string; code: number }>;
  readonly loadProfile: PromiseActorLogic<Profile, { accessToken: string }>;
  readonly createPatient: PromiseActorLogic<
    Patient,
    { accessToken: string; hospitalId: string; input: CreatePatientInput }
  >;
  /** Public: practitioners, specialties and hospitals for the search steps. */
  readonly loadSearchCatalogue: PromiseActorLogic<SearchCatalogue, Record<string, never>>;
  /** Signed in: the account's recently booked doctors. */
  readonly loadRecentDoctors: PromiseActorLogic<PractitionerSummary[], RecentDoctorsInput>;
  /** Signed in: the account's saved cards. */
  readonly loadSavedCards: PromiseActorLogic<SavedCard[], Record<string, never>>;
  /** Signed in: one of the account's appointments (the chat checks a payment with it, back from a gateway). */
  readonly loadAppointmentSummary: PromiseActorLogic<AppointmentSummary, { appointmentId: string }>;
  readonly searchSessions: PromiseActorLogic<SessionCardData[], SessionSearch>;
  /** Signed in: the account's upcoming appointments, soonest first (the greeting's check, 'What is my upcoming'). */
  readonly loadUpcomingAppointments: PromiseActorLogic<AppointmentCardData[], Record<string, never>>;
  /** The booking calls carry the stored login (the patient is signed in by then). */
  readonly createAppointment: PromiseActorLogic<
    AppointmentSummary,
    { sessionId: string; patientId: string; valuepack: boolean; originChannel: 'chat' | 'flat' }
  >;
  readonly prepareInvoice: PromiseActorLogic<InvoiceSummary, { appointmentId: string }>;
  readonly confirmReservation: PromiseActorLogic<AppointmentSummary, { appointmentId: string }>;
  readonly initiateBooking: PromiseActorLogic<
    InitiatedBooking,
    { invoiceId: string; paymentGatewayType: string; successUrl: string; failureUrl: string }
  >;
  readonly completeBooking: PromiseActorLogic<
    QuickPayResult,
    { bookingId: string; paymentGatewayType: string; paymentMethodId: string }
  >;
  readonly authenticatePaymentGateway: PromiseActorLogic<{ redirectUrl: string }, { bookingId: string }>;
  /** After booking (flows/appointmentActions/): cancel one of the account's appointments. */
  readonly cancelAppointment: PromiseActorLogic<CancelledAppointment, { appointmentId: string }>;
  /** The paid invoice a refund is worked out from, and the refund request. */
  readonly loadInvoice: PromiseActorLogic<RefundInvoice, { readonly appointmentId: string }>;
  readonly createRefund: PromiseActorLogic<RequestedRefund, RefundRequestInput>;
  /** Ordering in the chat (flows/orders/): the hospital's tests or procedures, and the order itself. */
  readonly loadOrderCatalogue: PromiseActorLogic<
    OrderCatalogueItem[],
    { organizationId: string; category: 'Examination' | 'Procedure' }
  >;
  readonly createOrder: PromiseActorLogic<{ id: string }, ChatOrderRequest>;
  /** Signed in: the account's lab reports, with when they were loaded ('Lab Reports', flows/reports/). */
  readonly loadLabReports: PromiseActorLogic<LabReportsLoad, Record<string, never>>;
  /**
   * A typed sentence understood (domain/intent.ts, flows/typed/). No call: an actor so that the app loads the
   * rules and their word lists only when something is typed (src/chat/typedTextActors.ts), and a trace records
   * what was understood.
   */
  readonly understandText: PromiseActorLogic<Understanding, { text: string; now: number }>;
}

export type LeafActor = keyof FlowApi;

/** The `src` names of the leaf actors: what a trace records the results of. */
export const LEAF_ACTORS: readonly LeafActor[] = [
  'initiateAuthentication',
  'completeAuthentication',
  'loadProfile',
  'createPatient',
  'loadSearchCatalogue',
  'loadRecentDoctors',
  'loadSavedCards',
  'loadAppointmentSummary',
  'searchSessions',
  'loadUpcomingAppointments',
  'createAppointment',
  'prepareInvoice',
  'confirmReservation',
  'initiateBooking',
  'completeBooking',
  'authenticatePaymentGateway',
  'cancelAppointment',
  'loadInvoice',
  'createRefund',
  'loadOrderCatalogue',
  'createOrder',
  'loadLabReports',
  'understandText',
];

export function isLeafActor(src: unknown): src is LeafActor {
  return typeof src === 'string' && (LEAF_ACTORS as readonly string[]).includes(src);
}

export interface FlowActions {
  /** Keeps a signed-in session (the app writes localStorage); nothing is kept by default. */
  readonly storeSession?: (args: unknown, session: Session) => void;
  /** Keeps the signed-in profile once a registration has refreshed it (the app writes localStorage). */
  readonly storeProfile?: (args: unknown, profile: Profile) => void;
}

export function composeAuth(api: FlowApi, actions: FlowActions = {}): typeof authMachine {
  const { initiateAuthentication, completeAuthentication, loadProfile } = api;
  return authMachine.provide({
    actors: { initiateAuthentication, completeAuthentication, loadProfile },
    ...(actions.storeSession === undefined ? {} : { actions: { storeSession: actions.storeSession } }),
  });
}

export function composeRegistration(api: FlowApi, actions: FlowActions = {}): typeof registrationMachine {
  const { createPatient, loadProfile } = api;
  return registrationMachine.provide({
    actors: { createPatient, loadProfile },
    ...(actions.storeProfile === undefined ? {} : { actions: { profileRefreshed: actions.storeProfile } }),
  });
}

export function composePayment(
  api: Pick<FlowApi, 'initiateBooking' | 'completeBooking' | 'authenticatePaymentGateway'>,
): typeof paymentMachine {
  const { initiateBooking, completeBooking, authenticatePaymentGateway } = api;
  return paymentMachine.provide({ actors: { initiateBooking, completeBooking, authenticatePaymentGateway } });
}

/** The booking machine with its payment child. */
export function composeBooking(
  api: Pick<
    FlowApi,
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
export function composeCancel(api: Pick<FlowApi, 'cancelAppointment'>): typeof cancelAppointmentMachine {
  return cancelAppointmentMachine.provide({ actors: { cancelAppointment: api.cancelAppointment } });
}

/** The refund wizard of an appointment card's Request To Refund. */
export function composeRefund(api: Pick<FlowApi, 'loadInvoice' | 'createRefund'>): typeof refundRequestMachine {
  return refundRequestMachine.provide({ actors: { loadInvoice: api.loadInvoice, createRefund: api.createRefund } });
}

/** The chat assistant with its children (auth, registration, booking, cancel, refund, orders, lab reports) wired to these leaf actors. */
export function composeAssistant(api: FlowApi, actions: FlowActions = {}): typeof assistantMachine {
  const {
    loadSearchCatalogue,
    loadRecentDoctors,
    loadSavedCards,
    loadAppointmentSummary,
    searchSessions,
    loadUpcomingAppointments,
    loadOrderCatalogue,
    createOrder,
    loadLabReports,
    understandText,
  } = api;
  return assistantMachine.provide({
    actors: {
      auth: composeAuth(api, actions),
      registration: composeRegistration(api, actions),
      booking: composeBooking(api),
      cancelFlow: composeCancel(api),
      refundFlow: composeRefund(api),
      loadSearchCatalogue,
      loadRecentDoctors,
      loadSavedCards,
      loadAppointmentSummary,
      searchSessions,
      loadUpcomingAppointments,
      loadOrderCatalogue,
      createOrder,
      loadLabReports,
      understandText,
    },
  });
}

/** The root machine of a flow, composed with these leaf actors. */
export function composeFlow(flow: FlowId, api: FlowApi): AnyStateMachine {
  switch (flow) {
    case 'assistant':
      return composeAssistant(api);
    case 'auth':
      return composeAuth(api);
    case 'registration':
      return composeRegistration(api);
  }
}
