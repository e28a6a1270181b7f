import { assign, enqueueActions, fromCallback, setup, type CallbackActorLogic, type EventObject } from 'xstate';
import { HEARTBEAT_INTERVAL_MS } from '../domain/bookingRules';
import type { PaymentReturnStatus } from '../domain/bookingRoutes';
import { parseError } from '../domain/errors';
import { joinRefusal } from '../domain/videoCall';
import { systemClock, type Clock } from './clock';
import { errorMessage } from './errorMessage';
import { notProvided } from './notProvided';
import type { AppointmentCardData, SessionCardData } from './types';
import type { CommunicationView } from './videoCall.types';

/**
 * The appointment view (spec 000 §2 /view/appointment, §4 queue, §7 heartbeat): load the patient's own
 * appointment (another account's is denied: ARO-E1040 → /accessDenied), then keep it, its session and the
 * session's queue live, mark the link seen once and send heartbeatLastSeen every 60 s while it is shown.
 * What the page says about a payment return (paymentStatus=success|Failure) is read from context; a
 * failed card payment of an appointment still unpaid goes on to payment history instead (spec 000 §4).
 */

/** One place in the session's queue (no patient): enough for domain/queue.ts. */
export interface QueueToken {
  readonly tokenNo: number;
  readonly status: string;
  readonly paymentStatus: 'pending' | 'paid';
}

export interface ViewedHospital {
  readonly id: string;
  readonly name: string;
  readonly city: string;
  /** The street address ('' when the hospital has none on record). */
  readonly address: string;
  readonly phone: string;
  /** Null when the hospital has no location (the page falls back to DEFAULT_MAP_LOCATION). */
  readonly lat: number | null;
  readonly lng: number | null;
}

/** The appointment as the page shows it: what its card shows, and more. */
export interface AppointmentView extends Pick<
  AppointmentCardData,
  'id' | 'sessionId' | 'patientId' | 'status' | 'paymentStatus' | 'tokenNo' | 'session'
> {
  readonly bookingType: 'temporary' | 'confirmed';
  readonly heartbeatLinkSeen: boolean;
  readonly cancelReason: string | null;
  /** The patient's rating once given (issue 15: a fulfilled visit without one asks for it). */
  readonly feedbackRating?: number | null;
  /** The appointment that replaced this one (View Rescheduled) and its session; absent or null when none. */
  readonly rescheduledBy: string | null;
  readonly rescheduledBySession?: string | null;
  /** What refundBlockReason reads besides the payment status (domain/cancelRefund.ts). */
  readonly practitionerPaymentStatus: string | null;
  readonly refundStatus: string | null;
  readonly patient: { readonly displayName: string; readonly relationship: string | null };
  readonly hospital: ViewedHospital;
  /**
   * A video appointment's call (issue 18): who is in it and its history, live with appointmentsChanged. Null before
   * anyone joined and for in-person ones; absent where a view was built without it.
   */
  readonly communication?: CommunicationView | null;
}

export interface AppointmentViewInput {
  readonly appointmentId: string;
  readonly sessionId: string;
  /** The payment gateway's return (the url's paymentStatus), null on a plain visit. */
  readonly paymentReturn: PaymentReturnStatus | null;
  /** The gateway's payment id that came back with it (the 'View payment' link), null without one. */
  readonly paymentId?: string | null;
  /** The url asks to join the video call (the calendar file's join link, &join=video). */
  readonly joinVideo?: boolean;
}

export type HeartbeatPatch = { readonly heartbeatLinkSeen: true } | { readonly heartbeatLastSeen: true };

/** Sent by the live-update actors (the app's subscriptions) and by the page's Retry. */
export type AppointmentViewEvent =
  | { readonly type: 'APPOINTMENT_CHANGED'; readonly appointment: AppointmentView }
  | { readonly type: 'SESSION_CHANGED'; readonly session: SessionCardData; readonly hospital: ViewedHospital }
  | { readonly type: 'QUEUE_CHANGED'; readonly tokens: readonly QueueToken[] }
  | { readonly type: 'RETRY' };

export interface AppointmentViewContext extends AppointmentViewInput {
  readonly appointment: AppointmentView | null;
  /** Null until the queue subscription answers. */
  readonly queue: readonly QueueToken[] | null;
  /** Why loading failed ('Something went wrong' or the server's message). */
  readonly error: string | null;
}

type LiveActor = CallbackActorLogic<EventObject, { readonly appointmentId: string; readonly sessionId: string }>;

/** Live actors the app must provide: fail loudly instead of silently showing a frozen page. */
function liveNotProvided(name: string): LiveActor {
  return fromCallback(() => {
    throw new Error(`${name} is not provided: pass it with machine.provide({ actors })`);
  });
}

/**
 * What the live actors watch: the loaded appointment's own session, never the url's (a link whose
 * sessionId names another session must not show that session or its queue).
 */
const liveInput = ({ context }: { context: AppointmentViewContext }): { appointmentId: string; sessionId: string } => ({
  appointmentId: context.appointment?.id ?? context.appointmentId,
  sessionId: context.appointment?.sessionId ?? context.sessionId,
});

/** The join link was followed and, at `now`, the call may be joined (the guard joinableVideoAsked). */
function joinableVideoAsked(context: AppointmentViewContext, now: number): boolean {
  return (
    context.joinVideo === true &&
    context.appointment !== null &&
    joinRefusal({
      now,
      video: context.appointment.session.video,
      appointmentStatus: context.appointment.status,
      paid: context.appointment.paymentStatus === 'paid',
      sessionStatus: context.appointment.session.status,
      startTime: context.appointment.session.startTime,
      endTime: context.appointment.session.endTime,
    }) === null
  );
}

export const appointmentViewMachine = setup({
  types: {
    input: {} as AppointmentViewInput,
    context: {} as AppointmentViewContext,
    events: {} as AppointmentViewEvent,
  },
  actors: {
    loadAppointment: notProvided<AppointmentView, { appointmentId: string }>('loadAppointment'),
    patchAppointment: notProvided<unknown, { appointmentId: string; patch: HeartbeatPatch }>('patchAppointment'),
    /** The account's appointment, live: sends APPOINTMENT_CHANGED. */
    watchAppointment: liveNotProvided('watchAppointment'),
    /** The session, live: sends SESSION_CHANGED. */
    watchSession: liveNotProvided('watchSession'),
    /** The session's queue, live: sends QUEUE_CHANGED. */
    watchQueue: liveNotProvided('watchQueue'),
  },
  actions: {
    /** The app navigates to /accessDenied. */
    deny: () => undefined,
    /**
     * The app replaces the url without its paymentStatus and paymentId (history replace): the return is
     * told once, from context, and a reload does not tell it again.
     */
    forgetPaymentReturn: () => undefined,
    /** The app goes on to payment history with this payment opened and 'Payment failed' told (history replace). */
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the parameter types the action's params
    showFailedPayment: (_args, _params: { paymentId: string }) => undefined,
    /** The app opens the appointment's video call and drops the url's join request (history replace), so a reload does not join again. */
    joinVideoCall: () => undefined,
  },
  guards: {
    notTheAccounts: (_, params: { error: unknown }) =>
      params.error instanceof Error && parseError(params.error.message).code === 'ARO-E1040',
    linkNotSeen: ({ context }) => context.appointment !== null && !context.appointment.heartbeatLinkSeen,
    isThisAppointment: ({ context }, appointment: AppointmentView) => appointment.id === context.appointmentId,
    /**
     * The join link was followed and the call may be joined now (domain/videoCall.ts joinRefusal, the block's own
     * rule); otherwise the page shows the block's reason and keeps the request, so a reload in the window joins.
     */
    joinableVideoAsked: ({ context }) => joinableVideoAsked(context, systemClock.now()),
    returnedFromPayment: ({ context }) => context.paymentReturn !== null || (context.paymentId ?? null) !== null,
    /**
     * Back from a declined or failed card payment whose appointment is neither paid nor cancelled: the
     * payment is what to look at. A cancelled one stays here ('Appointment not paid', Retry Booking).
     */
    paymentFailedAndUnpaid: ({ context }, appointment: AppointmentView) =>
      context.paymentReturn === 'Failure' &&
      context.paymentId !== null &&
      appointment.status !== 'cancelled' &&
      appointment.paymentStatus !== 'paid',
  },
  delays: {
    heartbeat: HEARTBEAT_INTERVAL_MS,
  },
}).createMachine({
  id: 'appointmentView',
  context: ({ input }) => ({
    ...input,
    paymentId: input.paymentId ?? null,
    appointment: null,
    queue: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadAppointment',
        input: ({ context }) => ({ appointmentId: context.appointmentId }),
        onDone: [
          {
            guard: { type: 'paymentFailedAndUnpaid', params: ({ event }) => event.output },
            target: 'toPaymentHistory',
          },
          { target: 'shown', actions: assign({ appointment: ({ event }) => event.output, error: null }) },
        ],
        onError: [
          { guard: { type: 'notTheAccounts', params: ({ event }) => ({ error: event.error }) }, target: 'denied' },
          { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
        ],
      },
    },
    failed: {
      on: { RETRY: 'loading' },
    },
    denied: {
      type: 'final',
      entry: 'deny',
    },
    toPaymentHistory: {
      type: 'final',
      entry: { type: 'showFailedPayment', params: ({ context }) => ({ paymentId: context.paymentId ?? '' }) },
    },
    shown: {
      entry: enqueueActions(({ check, enqueue }) => {
        if (check('returnedFromPayment')) enqueue('forgetPaymentReturn');
        if (check('joinableVideoAsked')) enqueue('joinVideoCall');
      }),
      invoke: [
        { src: 'watchAppointment', input: liveInput },
        { src: 'watchSession', input: liveInput },
        { src: 'watchQueue', input: liveInput },
      ],
      on: {
        APPOINTMENT_CHANGED: {
          guard: { type: 'isThisAppointment', params: ({ event }) => event.appointment },
          // The session has its own live update (watchSession); an appointment push never rolls it back.
          actions: assign({
            appointment: ({ context, event }) =>
              context.appointment === null
                ? event.appointment
                : {
                    ...event.appointment,
                    session: context.appointment.session,
                    hospital: context.appointment.hospital,
                  },
          }),
        },
        SESSION_CHANGED: {
          actions: assign({
            appointment: ({ context, event }) =>
              context.appointment === null
                ? null
                : { ...context.appointment, session: event.session, hospital: event.hospital },
          }),
        },
        QUEUE_CHANGED: { actions: assign({ queue: ({ event }) => [...event.tokens] }) },
      },
      initial: 'checkingLinkSeen',
      states: {
        /** heartbeatLinkSeen is set once, on the first view of the appointment. */
        checkingLinkSeen: {
          always: [{ guard: 'linkNotSeen', target: 'markingLinkSeen' }, { target: 'waiting' }],
        },
        markingLinkSeen: {
          invoke: {
            src: 'patchAppointment',
            input: ({ context }) => ({ appointmentId: context.appointmentId, patch: { heartbeatLinkSeen: true } }),
            // A lost heartbeat is not the patient's problem: the next one follows anyway.
            onDone: 'waiting',
            onError: 'waiting',
          },
        },
        waiting: {
          after: { heartbeat: 'beating' },
        },
        beating: {
          invoke: {
            src: 'patchAppointment',
            input: ({ context }) => ({ appointmentId: context.appointmentId, patch: { heartbeatLastSeen: true } }),
            onDone: 'waiting',
            onError: 'waiting',
          },
        },
      },
    },
  },
});

/** The machine asking the given clock whether the call may be joined now (src/composition/appointmentView.ts). */
export function appointmentViewWithClock(clock: Clock): typeof appointmentViewMachine {
  return appointmentViewMachine.provide({
    guards: { joinableVideoAsked: ({ context }) => joinableVideoAsked(context, clock.now()) },
  });
}
