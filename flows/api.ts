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
 * flows/compose.ts provides. Adding a leaf call is two edits: one line in its group here, its implementation in
 * the group's module (then the machine that invokes it uses it).
 */

/** A call's type, declared: the value only carries the name into the runtime list (never called). */
const call =
  <Input, Output>(): Call<Input, Output> =>
  () =>
    Promise.reject(new Error('a declaration, not a call'));

/**
 * The calls, in the groups the app loads together (one module of calls each, src/composition/chatApi.ts). A call
 * added to a group needs only its implementation in that group's module: the app's list of names comes from here.
 */
const GROUPS = {
  auth: {
    initiateAuthentication: call<{ mobile: string }, Initiation>(),
    completeAuthentication: call<{ id: string; code: number }, Completion>(),
    loadProfile: call<{ accessToken: string }, Profile>(),
    createPatient: call<{ accessToken: string; hospitalId: string; input: CreatePatientInput }, Patient>(),
  },
  search: {
    /** Public: practitioners, specialties and hospitals for the search steps. */
    loadSearchCatalogue: call<Record<string, never>, SearchCatalogue>(),
    /** Signed in: the account's recently booked doctors. */
    loadRecentDoctors: call<RecentDoctorsInput, PractitionerSummary[]>(),
    searchSessions: call<SessionSearch, SessionCardData[]>(),
    /** Signed in: the account's upcoming appointments, soonest first (the greeting's check, 'What is my upcoming'). */
    loadUpcomingAppointments: call<Record<string, never>, AppointmentCardData[]>(),
  },
  /** The booking calls carry the stored login (the patient is signed in by then). */
  booking: {
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
    /** Signed in: the account's saved cards. */
    loadSavedCards: call<Record<string, never>, SavedCard[]>(),
    /** Signed in: one of the account's appointments (the chat checks a payment with it, back from a gateway). */
    loadAppointmentSummary: call<{ appointmentId: string }, AppointmentSummary>(),
  },
  /** After booking (flows/appointmentActions/): cancel one of the account's appointments. */
  cancel: {
    cancelAppointment: call<{ appointmentId: string }, CancelledAppointment>(),
  },
  /** The paid invoice a refund is worked out from, and the refund request. */
  refund: {
    loadInvoice: call<{ readonly appointmentId: string }, RefundInvoice>(),
    createRefund: call<RefundRequestInput, RequestedRefund>(),
  },
  /** Signed in: the account's lab reports, with when they were loaded ('Lab Reports', flows/reports/). */
  labReports: {
    loadLabReports: call<Record<string, never>, LabReportsLoad>(),
  },
  /** Ordering in the chat (flows/orders/): the hospital's tests or procedures, and the order itself. */
  orders: {
    loadOrderCatalogue: call<{ organizationId: string; category: 'Examination' | 'Procedure' }, OrderCatalogueItem[]>(),
    createOrder: call<ChatOrderRequest, { id: string }>(),
  },
  /**
   * A typed sentence understood (domain/intent.ts, flows/typed/). No call: a leaf so that the app loads the
   * rules and their word lists only when something is typed, and a trace records what was understood.
   */
  understanding: {
    understandText: call<{ text: string; now: number }, Understanding>(),
  },
};

type Groups = typeof GROUPS;

/** A group of calls the app loads together. */
export type ApiGroup = keyof Groups;

type Merged<Union> = (Union extends unknown ? (whole: Union) => void : never) extends (whole: infer All) => void
  ? All
  : never;

/** The calls of one group. */
export type ApiGroupCalls<Group extends ApiGroup> = Readonly<Groups[Group]>;

/** Every leaf call, the groups merged. */
export type Api = Readonly<Merged<Groups[ApiGroup]>>;

export type LeafActor = keyof Api;

/** The names of each group's calls, from the declarations: what the app's lazy groups list. */
export const API_GROUPS = Object.fromEntries(
  Object.entries(GROUPS).map(([group, calls]) => [group, Object.keys(calls)]),
) as unknown as { readonly [Group in ApiGroup]: readonly (keyof Groups[Group])[] };

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
const LEAF_ACTORS = Object.values(API_GROUPS).flat() as readonly LeafActor[];

export function isLeafActor(src: unknown): src is LeafActor {
  return typeof src === 'string' && (LEAF_ACTORS as readonly string[]).includes(src);
}

/** One actor per leaf name, made by `make` (the replays' waiting leaves, the placeholders below). */
export function leafActorsFrom(make: (name: LeafActor) => PromiseActorLogic<unknown>): LeafActors {
  return Object.fromEntries(LEAF_ACTORS.map((name) => [name, make(name)])) as unknown as LeafActors;
}

/** Every leaf actor failing until provided: what a machine declares in `setup({ actors })`. */
export const LEAF_PLACEHOLDERS: LeafActors = leafActorsFrom((name) => notProvided(name));
