import type { PromiseActorLogic } from 'xstate';
import type { Understanding } from '../domain/intent';
import type { Completion, Initiation } from '../machines/auth.machine';
import type { CancelledAppointment } from '../machines/cancelAppointment.machine';
import { notProvided } from '../machines/notProvided';
import type { RefundInvoice, RefundRequestInput, RequestedRefund } from '../machines/refundRequest.machine';
import type {
  AppointmentCardData,
  AppointmentSummary,
  CreatePatientInput,
  InitiatedBooking,
  InvoiceSummary,
  Patient,
  PractitionerSummary,
  Profile,
  QuickPayResult,
  RecentDoctorsInput,
  SavedCard,
  SearchCatalogue,
  SessionCardData,
  SessionSearch,
} from '../machines/types';
import type { ChatOrderRequest, OrderCatalogueItem } from './orders/orderDraft';
import type { LabReportsLoad } from './reports/labReport';
import type { ActorsOf, Call } from './actorsOf';

/**
 * The one record of leaf calls (the API calls the assistant's machines make), as plain async functions. The
 * app implements it over the lazily loaded urql client (src/composition/chatApi.ts), the replays' scripted
 * server implements the same type (tests/replays/scriptedApi.ts); `actorsOf` (flows/actorsOf.ts) turns either into the actors
 * flows/compose.ts provides. Adding a leaf call: one line here, its implementation, the machine that invokes it.
 */

/** A call's type, declared: the value only carries the name into the runtime list (never called). */
const call =
  <Input, Output>(): Call<Input, Output> =>
  () =>
    Promise.reject(new Error('a declaration, not a call'));

const DECLARED = {
  initiateAuthentication: call<{ mobile: string }, Initiation>(),
  completeAuthentication: call<{ id: string; code: number }, Completion>(),
  loadProfile: call<{ accessToken: string }, Profile>(),
  createPatient: call<{ accessToken: string; hospitalId: string; input: CreatePatientInput }, Patient>(),
  /** Public: practitioners, specialties and hospitals for the search steps. */
  loadSearchCatalogue: call<Record<string, never>, SearchCatalogue>(),
  /** Signed in: the account's recently booked doctors. */
  loadRecentDoctors: call<RecentDoctorsInput, PractitionerSummary[]>(),
  /** Signed in: the account's saved cards. */
  loadSavedCards: call<Record<string, never>, SavedCard[]>(),
  /** Signed in: one of the account's appointments (the chat checks a payment with it, back from a gateway). */
  loadAppointmentSummary: call<{ appointmentId: string }, AppointmentSummary>(),
  searchSessions: call<SessionSearch, SessionCardData[]>(),
  /** Signed in: the account's upcoming appointments, soonest first (the greeting's check, 'What is my upcoming'). */
  loadUpcomingAppointments: call<Record<string, never>, AppointmentCardData[]>(),
  /** The booking calls carry the stored login (the patient is signed in by then). */
  createAppointment: call<
    { sessionId: string; patientId: string; valuepack: boolean; originChannel: 'chat' | 'flat' },
    AppointmentSummary
  >(),
  prepareInvoice: call<{ appointmentId: string }, InvoiceSummary>(),
  confirmReservation: call<{ appointmentId: string }, AppointmentSummary>(),
  initiateBooking: call<
    { invoiceId: string; paymentGatewayType: string; successUrl: string; failureUrl: string },
    InitiatedBooking
  >(),
  completeBooking: call<{ bookingId: string; paymentGatewayType: string; paymentMethodId: string }, QuickPayResult>(),
  authenticatePaymentGateway: call<{ bookingId: string }, { redirectUrl: string }>(),
  /** After booking (flows/appointmentActions/): cancel one of the account's appointments. */
  cancelAppointment: call<{ appointmentId: string }, CancelledAppointment>(),
  /** The paid invoice a refund is worked out from, and the refund request. */
  loadInvoice: call<{ readonly appointmentId: string }, RefundInvoice>(),
  createRefund: call<RefundRequestInput, RequestedRefund>(),
  /** Ordering in the chat (flows/orders/): the hospital's tests or procedures, and the order itself. */
  loadOrderCatalogue: call<{ organizationId: string; category: 'Examination' | 'Procedure' }, OrderCatalogueItem[]>(),
  createOrder: call<ChatOrderRequest, { id: string }>(),
  /** Signed in: the account's lab reports, with when they were loaded ('Lab Reports', flows/reports/). */
  loadLabReports: call<Record<string, never>, LabReportsLoad>(),
  /**
   * A typed sentence understood (domain/intent.ts, flows/typed/). No call: a leaf so that the app loads the
   * rules and their word lists only when something is typed, and a trace records what was understood.
   */
  understandText: call<{ text: string; now: number }, Understanding>(),
};

export type Api = Readonly<typeof DECLARED>;

export type LeafActor = keyof Api;

/** The calls of a booking and its payment child (machines/booking.machine.ts, machines/payment.machine.ts). */
export type BookingLeaf =
  | 'createAppointment'
  | 'prepareInvoice'
  | 'confirmReservation'
  | 'initiateBooking'
  | 'completeBooking'
  | 'authenticatePaymentGateway';

/** The leaf actors flows/compose.ts provides to the machines. */
export type LeafActors = ActorsOf<Api>;

/** The `src` names of the leaf actors, from the record's keys: what a trace records the results of. */
const LEAF_ACTORS = Object.keys(DECLARED) as readonly LeafActor[];

export function isLeafActor(src: unknown): src is LeafActor {
  return typeof src === 'string' && (LEAF_ACTORS as readonly string[]).includes(src);
}

/** One actor per leaf name, made by `make` (the replays' waiting leaves, the placeholders below). */
export function leafActorsFrom(make: (name: LeafActor) => PromiseActorLogic<unknown>): LeafActors {
  return Object.fromEntries(LEAF_ACTORS.map((name) => [name, make(name)])) as unknown as LeafActors;
}

/** Every leaf actor failing until provided: what a machine declares in `setup({ actors })`. */
export const LEAF_PLACEHOLDERS: LeafActors = leafActorsFrom((name) => notProvided(name));
