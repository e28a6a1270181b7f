import type { AnyVariables, Client, DocumentInput } from '@urql/core';
import { fromCallback, fromPromise, type CallbackActorLogic, type EventObject, type PromiseActorLogic } from 'xstate';
import { displayName } from '../../../../domain/patient';
import { DEFAULT_ERROR_MESSAGE } from '../../../../domain/errors';
import type { ActorsOf } from '../../../../flows/actorsOf';
import type { Api, BookingLeaf } from '../../../../flows/api';
import type {
  AppointmentView,
  AppointmentViewEvent,
  HeartbeatPatch,
  QueueToken,
  ViewedHospital,
} from '../../../../machines/appointmentView.machine';
import type { AppointmentSummary, SavedCard, SessionCardData } from '../../../../machines/types';
import type { CommunicationView } from '../../../../machines/videoCall.types';
import {
  AppointmentDetailFields,
  AppointmentQuery,
  AppointmentsChangedSubscription,
  AppointmentSummaryFields,
  AppointmentSummaryQuery,
  AppointmentTokensChangedSubscription,
  BookingSessionFields,
  BookingSessionQuery,
  PatchAppointmentMutation,
  SessionChangedSubscription,
  ConfirmReservationMutation,
  CreateAppointmentMutation,
  PrepareInvoiceMutation,
} from '../graphql/booking';
import { SavedCardsQuery } from '../../../lib/graphql/payment';
import { readFragment, type FragmentOf, type ResultOf } from '../../../lib/graphql/graphql';
import { PatientFields } from '../../../lib/graphql/patient';
import { dataOf, mutate } from '../../../lib/graphql/operations';
import { invoiceSummaryOf } from '../../../lib/graphql/invoiceSummary';
import { toSessionCardData } from './searchActors';
import { gatewayCalls } from '../../../lib/payment/gatewayCalls';

/** The booking calls of the Api (flows/api.ts): what machines/booking.machine.ts and its payment child call. */
export type BookingCalls = Pick<Api, BookingLeaf | 'loadSavedCards' | 'loadAppointmentSummary'>;

/** The same calls as the machines' leaf actors. */
export type BookingActors = ActorsOf<BookingCalls>;

/** The stored login's token and the client's session-error handling (ARO-E1022/E1023/E1024). */
const WITH_STORED_LOGIN = { requestPolicy: 'network-only' } as const;

/** An ISO instant as epoch ms; null stays null (a confirmed booking has no hold). */
function epochOf(iso: string | null | undefined): number | null {
  if (iso === null || iso === undefined) return null;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : time;
}

/** The fields of an appointment the booking flow keeps, from any fragment that has them. */
export interface AppointmentSummaryData {
  readonly id: string;
  readonly sessionId: string;
  readonly patientId: string;
  readonly tokenNo: number;
  readonly status: string;
  readonly appointmentPaymentStatus: AppointmentSummary['paymentStatus'];
  readonly bookingType: AppointmentSummary['bookingType'];
  readonly holdExpiresAt: string | null;
}

export function appointmentSummaryOf(appointment: AppointmentSummaryData): AppointmentSummary {
  return {
    id: appointment.id,
    sessionId: appointment.sessionId,
    patientId: appointment.patientId,
    tokenNo: appointment.tokenNo,
    status: appointment.status,
    paymentStatus: appointment.appointmentPaymentStatus,
    bookingType: appointment.bookingType,
    holdExpiresAt: epochOf(appointment.holdExpiresAt),
  };
}

function toAppointmentSummary(masked: FragmentOf<typeof AppointmentSummaryFields>): AppointmentSummary {
  return appointmentSummaryOf(readFragment(AppointmentSummaryFields, masked));
}

async function fetchSavedCards(client: Client): Promise<SavedCard[]> {
  const data = dataOf(await client.query(SavedCardsQuery, {}, WITH_STORED_LOGIN).toPromise());
  return data.queryOneProfile.paymentMethods.map((card) => ({
    id: card.id,
    cardNumber: card.cardNumber,
    cardType: card.cardType,
    defaultMethod: card.defaultMethod,
  }));
}

export interface BookingActorOptions {
  /**
   * The cancelled appointment this booking reschedules (the url's appointmentRescheduledFor). The booking
   * machine does not carry it, so the screen binds it to the one call that needs it.
   */
  readonly appointmentRescheduledFor?: string | null;
}

/**
 * GraphQL-backed booking actors. The patient is signed in by the time they book, so every call carries the
 * stored login (not a machine's copy of the token) and a session error signs them out.
 */
export function bookingCalls(client: Client, options: BookingActorOptions = {}): BookingCalls {
  const rescheduledFor = options.appointmentRescheduledFor ?? null;
  return {
    createAppointment: async (input) => {
      const data = await mutate(client, CreateAppointmentMutation, {
        input: {
          sessionId: input.sessionId,
          patientId: input.patientId,
          valuepack: input.valuepack,
          appointmentOriginChannel: input.originChannel,
          ...(rescheduledFor === null ? {} : { appointmentRescheduledFor: rescheduledFor }),
        },
      });
      return toAppointmentSummary(data.createAppointment);
    },
    prepareInvoice: async (input) => {
      const { prepareInvoice } = await mutate(client, PrepareInvoiceMutation, {
        input: { appointmentId: input.appointmentId },
      });
      return invoiceSummaryOf(prepareInvoice);
    },
    confirmReservation: async (input) => {
      const data = await mutate(client, ConfirmReservationMutation, { appointmentId: input.appointmentId });
      return toAppointmentSummary(data.confirmReservation);
    },
    ...gatewayCalls(client),
    loadSavedCards: () => fetchSavedCards(client),
    loadAppointmentSummary: async (input) => {
      const data = dataOf(
        await client.query(AppointmentSummaryQuery, { id: input.appointmentId }, WITH_STORED_LOGIN).toPromise(),
      );
      const [appointment] = data.queryAppointment;
      if (appointment === undefined) throw new Error(DEFAULT_ERROR_MESSAGE);
      return toAppointmentSummary(appointment);
    },
  };
}

export interface SessionView {
  readonly session: SessionCardData;
  readonly hospital: ViewedHospital;
}

function toSessionView(masked: FragmentOf<typeof BookingSessionFields>): SessionView {
  const session = readFragment(BookingSessionFields, masked);
  const { organization } = session;
  return {
    session: toSessionCardData(session),
    hospital: {
      id: organization.id,
      name: organization.orgName,
      city: organization.city,
      address: organization.address,
      phone: organization.phone,
      lat: organization.lat,
      lng: organization.lng,
    },
  };
}

type CommunicationData = ResultOf<typeof AppointmentDetailFields>['communication'];

/** The video call's statuses and history as the appointment view shows them (null: nobody joined yet). */
function toCommunicationView(communication: CommunicationData): CommunicationView | null {
  if (communication === null) return null;
  return {
    practitionerStatus: communication.practitionerStatus ?? null,
    patientStatus: communication.patientStatus ?? null,
    history: communication.history.map((entry) => ({
      id: entry.id,
      label: entry.label,
      participantStatus: entry.participantStatus,
      timestamp: entry.timestamp,
    })),
  };
}

function toAppointmentView(masked: FragmentOf<typeof AppointmentDetailFields>): AppointmentView {
  const appointment = readFragment(AppointmentDetailFields, masked);
  const patient = readFragment(PatientFields, appointment.patient);
  return {
    id: appointment.id,
    sessionId: appointment.sessionId,
    patientId: appointment.patientId,
    status: appointment.status,
    paymentStatus: appointment.appointmentPaymentStatus,
    tokenNo: appointment.tokenNo,
    bookingType: appointment.bookingType,
    heartbeatLinkSeen: appointment.heartbeatLinkSeen,
    cancelReason: appointment.cancelReason ?? null,
    feedbackRating: appointment.feedbackRating ?? null,
    rescheduledBy: appointment.appointmentRescheduledBy ?? null,
    rescheduledBySession: appointment.appointmentRescheduledBySession ?? null,
    practitionerPaymentStatus: appointment.practitionerPaymentStatus ?? null,
    refundStatus: appointment.appointmentPaymentRefundStatus ?? null,
    patient: { displayName: displayName(patient), relationship: patient.relationship ?? null },
    ...toSessionView(appointment.session),
    communication: toCommunicationView(appointment.communication),
  };
}

/** Reads a live subscription into events for a machine; stops it when the machine leaves the state. */
function live<TData, TVariables extends AnyVariables, TEvent extends EventObject>(
  client: Client,
  document: DocumentInput<TData, TVariables>,
  variables: TVariables,
  toEvent: (data: TData) => TEvent | null,
  sendBack: (event: TEvent) => void,
): () => void {
  const subscription = client.subscription(document, variables).subscribe((result) => {
    // A failed push changes nothing on the page; the socket's trouble shows as the slow-connection banner.
    if (result.error || result.data === undefined || result.data === null) return;
    const event = toEvent(result.data);
    if (event !== null) sendBack(event);
  });
  return () => subscription.unsubscribe();
}

type LiveInput = { readonly appointmentId: string; readonly sessionId: string };

export interface AppointmentViewActors {
  readonly loadAppointment: PromiseActorLogic<AppointmentView, { appointmentId: string }>;
  readonly patchAppointment: PromiseActorLogic<unknown, { appointmentId: string; patch: HeartbeatPatch }>;
  readonly watchAppointment: CallbackActorLogic<EventObject, LiveInput>;
  readonly watchSession: CallbackActorLogic<EventObject, LiveInput>;
  readonly watchQueue: CallbackActorLogic<EventObject, LiveInput>;
}

/** GraphQL-backed actors of machines/appointmentView.machine.ts (the stored login; subscriptions over the socket). */
export function appointmentViewActors(client: Client): AppointmentViewActors {
  return {
    loadAppointment: fromPromise(async ({ input }) => {
      const data = dataOf(
        await client.query(AppointmentQuery, { id: input.appointmentId }, WITH_STORED_LOGIN).toPromise(),
      );
      const [appointment] = data.queryAppointment;
      if (appointment === undefined) throw new Error(DEFAULT_ERROR_MESSAGE);
      return toAppointmentView(appointment);
    }),
    patchAppointment: fromPromise(async ({ input }) => {
      await mutate(client, PatchAppointmentMutation, { id: input.appointmentId, patch: input.patch });
      return null;
    }),
    watchAppointment: fromCallback<EventObject, LiveInput>(({ input, sendBack }) =>
      live(
        client,
        AppointmentsChangedSubscription,
        { sessionId: input.sessionId },
        (data): AppointmentViewEvent | null => {
          const changed = data.appointmentsChanged
            .map(toAppointmentView)
            .find((appointment) => appointment.id === input.appointmentId);
          return changed === undefined ? null : { type: 'APPOINTMENT_CHANGED', appointment: changed };
        },
        sendBack,
      ),
    ),
    watchSession: fromCallback<EventObject, LiveInput>(({ input, sendBack }) =>
      live(
        client,
        SessionChangedSubscription,
        { id: input.sessionId },
        (data): AppointmentViewEvent => ({ type: 'SESSION_CHANGED', ...toSessionView(data.sessionChanged) }),
        sendBack,
      ),
    ),
    watchQueue: fromCallback<EventObject, LiveInput>(({ input, sendBack }) =>
      live(
        client,
        AppointmentTokensChangedSubscription,
        { sessionId: input.sessionId },
        (data): AppointmentViewEvent => ({
          type: 'QUEUE_CHANGED',
          tokens: data.appointmentTokensChanged.map((token): QueueToken => ({
            tokenNo: token.tokenNo,
            status: token.status,
            paymentStatus: token.appointmentPaymentStatus,
          })),
        }),
        sendBack,
      ),
    ),
  };
}

/** The session screen's data: the session once, then live (its label, Full, over). */
export interface SessionScreenApi {
  readonly loadSession: (sessionId: string) => Promise<SessionView>;
  /** Calls back with every change of the session; returns the stop function. */
  readonly watchSession: (sessionId: string, onChange: (view: SessionView) => void) => () => void;
  readonly loadSavedCards: () => Promise<SavedCard[]>;
}

export function sessionScreenApi(client: Client): SessionScreenApi {
  return {
    loadSession: async (sessionId) => {
      const data = dataOf(await client.query(BookingSessionQuery, { id: sessionId }, WITH_STORED_LOGIN).toPromise());
      const [session] = data.querySession;
      if (session === undefined) throw new Error(DEFAULT_ERROR_MESSAGE);
      return toSessionView(session);
    },
    watchSession: (sessionId, onChange) =>
      live(
        client,
        SessionChangedSubscription,
        { id: sessionId },
        (data) => ({ type: 'changed', view: toSessionView(data.sessionChanged) }),
        (event) => onChange(event.view),
      ),
    loadSavedCards: () => fetchSavedCards(client),
  };
}
