import { assign, enqueueActions, setup } from 'xstate';
import { paymentReturnUrls } from '../domain/bookingRoutes';
import { BOOKING_TEXT, unableToBookText } from '../domain/bookingText';
import { parseError } from '../domain/errors';
import { canPay } from '../domain/money';
import {
  PAYMENT_TEXT,
  REQUEST_STATES,
  gatewayOf,
  isQuickPay,
  type PaymentGatewayType,
  type PaymentWidgetState,
  type RequestState,
} from '../domain/payment';
import type { BookingOptions } from './bookingOptions';
import { notProvided } from './notProvided';
import { paymentMachine, type PaymentOutput, type PaymentReport } from './payment.machine';
import type { AppointmentSummary, InvoiceSummary, Patient, PaymentRedirect, SavedCard, SessionCardData } from './types';
import { hasParent } from './xstateInternals';

/**
 * Booking a token in a session (spec 000 §4 booking, §5 pay or book buttons): choose who it is for,
 * confirm the reserve dialog, reserve (a temporary booking held 15 minutes), calculate the invoice,
 * then pay online (the payment child) or book without paying (reserve-only). The flat session screen
 * and the chat assistant both drive it.
 */

export interface BookingInput {
  readonly session: SessionCardData;
  readonly patients: readonly Patient[];
  /** Who the booking is for; null asks (an account with exactly one patient picks it at once). */
  readonly patientId: string | null;
  readonly savedCards: readonly SavedCard[];
  readonly options: BookingOptions;
  readonly originChannel: 'chat' | 'flat';
  /**
   * An unpaid appointment of this account to pay: a temporary booking still held (Retry payment after a failed
   * payment) or one booked to pay at the hospital (Pay now). The booking starts at its invoice and never
   * reserves a second token.
   */
  readonly appointment?: AppointmentSummary;
}

export type BookingEvent =
  | { readonly type: 'PICK_PATIENT'; readonly patientId: string }
  /** The reserve dialog; `valuepack` asks for the value pack invoice (only when the tenant offers it). */
  | { readonly type: 'CONFIRM'; readonly valuepack?: boolean }
  | { readonly type: 'CANCEL' }
  | { readonly type: 'RETRY' }
  /** A QuickPay type charges the default saved card. */
  | { readonly type: 'PAY'; readonly gatewayType: PaymentGatewayType }
  | { readonly type: 'BOOK' }
  /** The gateway target was refused (or could not be opened): the hold stands, so the patient may pay again. */
  | { readonly type: 'REDIRECT_FAILED' };

type BookingFailureStage = 'reserve' | 'invoice' | 'book';

/** Emitted (actor.on) and, when there is a parent, sent to it: the same payloads. */
export type BookingReport =
  | { readonly type: 'booking.reserved'; readonly appointment: AppointmentSummary }
  | { readonly type: 'booking.invoiced'; readonly invoice: InvoiceSummary }
  /** `message` is the text to show; `detail` the server's parsed error, when there is one. */
  | {
      readonly type: 'booking.failed';
      readonly stage: BookingFailureStage;
      readonly message: string;
      readonly detail: string | null;
    }
  | { readonly type: 'booking.redirect'; readonly redirect: PaymentRedirect }
  | { readonly type: 'booking.paymentFailed'; readonly message: string }
  | { readonly type: 'booking.booked'; readonly appointment: AppointmentSummary; readonly paid: boolean };

export type BookingOutput = { readonly appointment: AppointmentSummary; readonly paid: boolean } | null;

export interface BookingContext {
  readonly session: SessionCardData;
  readonly patients: readonly Patient[];
  readonly patientId: string | null;
  readonly originChannel: 'chat' | 'flat';
  readonly valuepack: boolean;
  readonly appointment: AppointmentSummary | null;
  readonly invoice: InvoiceSummary | null;
  /** Of the invoice: 1 loading, 2 done, 3 error. */
  readonly requestState: RequestState;
  /** The reserve, invoice or book error text, or null. */
  readonly error: string | null;
  /** The server's parsed message behind `error`. */
  readonly errorDetail: string | null;
  /** 'Unable to process payment!' or a 'Payment failed …' text. */
  readonly paymentError: string | null;
  readonly widgetState: PaymentWidgetState | null;
  /** The gateway type being paid with. */
  readonly gatewayType: PaymentGatewayType | null;
  readonly options: BookingOptions;
  readonly savedCards: readonly SavedCard[];
  readonly paid: boolean;
  /** Set on reaching booked: the output is the appointment (cancelled outputs null). */
  readonly booked: boolean;
}

/** The raw text of a failed actor, parsed: its message part ('CODE:message' → message). */
function detailOf(error: unknown): string {
  if (error instanceof Error) return parseError(error.message).message;
  return parseError(typeof error === 'string' ? error : null).message;
}

/** The card quick pay charges: the default saved card. */
export function defaultCard(cards: readonly SavedCard[]): SavedCard | undefined {
  return cards.find((card) => card.defaultMethod);
}

/** Whether PAY with this gateway type is on offer now (the pay buttons' rule, spec 000 §5). */
export function canPayWith(
  context: Pick<BookingContext, 'requestState' | 'invoice' | 'options' | 'savedCards'>,
  gatewayType: PaymentGatewayType,
): boolean {
  if (!context.options.payment || context.invoice === null || !canPay(context.requestState, context.invoice.total))
    return false;
  if (!context.options.gateways.includes(gatewayOf(gatewayType))) return false;
  return !isQuickPay(gatewayType) || defaultCard(context.savedCards) !== undefined;
}

/**
 * Whether BOOK (reserve-only, pay at the hospital) is on offer now: never for an appointment already booked
 * that way, which the booking only pays (Pay now).
 */
export function canBook(
  context: Pick<BookingContext, 'requestState' | 'invoice' | 'options'> & Partial<Pick<BookingContext, 'appointment'>>,
): boolean {
  if (context.appointment?.bookingType === 'confirmed') return false;
  return context.options.reserve && context.invoice !== null && canPay(context.requestState, context.invoice.total);
}

export const bookingMachine = setup({
  types: {
    context: {} as BookingContext,
    events: {} as BookingEvent | PaymentReport,
    input: {} as BookingInput,
    output: {} as BookingOutput,
    emitted: {} as BookingReport,
  },
  actors: {
    createAppointment: notProvided<
      AppointmentSummary,
      { sessionId: string; patientId: string; valuepack: boolean; originChannel: 'chat' | 'flat' }
    >('createAppointment'),
    prepareInvoice: notProvided<InvoiceSummary, { appointmentId: string }>('prepareInvoice'),
    confirmReservation: notProvided<AppointmentSummary, { appointmentId: string }>('confirmReservation'),
    payment: paymentMachine,
  },
  actions: {
    report: enqueueActions(({ self, enqueue }, report: BookingReport) => {
      enqueue.emit(report);
      // Standalone (the flat session screen) there is no parent: it listens with actor.on.
      if (hasParent(self)) enqueue.sendParent(report);
    }),
    reportRedirect: enqueueActions(({ self, enqueue }, output: PaymentOutput) => {
      if (output.kind !== 'redirected') return;
      const report: BookingReport = { type: 'booking.redirect', redirect: output.redirect };
      enqueue.emit(report);
      if (hasParent(self)) enqueue.sendParent(report);
    }),
    reportBooked: enqueueActions(({ context, self, enqueue }) => {
      if (context.appointment === null) return;
      const report: BookingReport = { type: 'booking.booked', appointment: context.appointment, paid: context.paid };
      enqueue.emit(report);
      if (hasParent(self)) enqueue.sendParent(report);
    }),
  },
  guards: {
    resumingHold: ({ context }) => context.appointment !== null,
    patientChosen: ({ context }) =>
      context.patientId !== null && context.patients.some((patient) => patient.id === context.patientId),
    onlyOnePatient: ({ context }) => context.patients.length === 1,
    knownPatient: ({ context }, params: { patientId: string }) =>
      context.patients.some((patient) => patient.id === params.patientId),
    canPayWith: ({ context }, params: { gatewayType: PaymentGatewayType }) => canPayWith(context, params.gatewayType),
    canBook: ({ context }) => canBook(context),
    outcomeIs: (_, params: { output: PaymentOutput; kind: PaymentOutput['kind'] }) =>
      params.output.kind === params.kind,
  },
}).createMachine({
  id: 'booking',
  context: ({ input }) => ({
    session: input.session,
    patients: input.patients,
    patientId: input.appointment?.patientId ?? input.patientId,
    originChannel: input.originChannel,
    valuepack: false,
    appointment: input.appointment ?? null,
    invoice: null,
    requestState: REQUEST_STATES.loading,
    error: null,
    errorDetail: null,
    paymentError: null,
    widgetState: null,
    gatewayType: null,
    options: input.options,
    savedCards: input.savedCards,
    paid: false,
    booked: false,
  }),
  output: ({ context }) =>
    context.booked && context.appointment !== null ? { appointment: context.appointment, paid: context.paid } : null,
  initial: 'starting',
  states: {
    /** A held appointment (Retry payment) goes straight to its invoice; otherwise a new booking. */
    starting: {
      always: [{ guard: 'resumingHold', target: 'invoicing' }, { target: 'choosingPatient' }],
    },
    /** Who the booking is for; a given patient, or the only one, is taken at once. */
    choosingPatient: {
      always: [
        { guard: 'patientChosen', target: 'confirming' },
        {
          guard: 'onlyOnePatient',
          target: 'confirming',
          actions: assign(({ context }) => ({ patientId: context.patients[0]?.id ?? null })),
        },
      ],
      on: {
        PICK_PATIENT: {
          guard: { type: 'knownPatient', params: ({ event }) => ({ patientId: event.patientId }) },
          target: 'confirming',
          actions: assign(({ event }) => ({ patientId: event.patientId })),
        },
        CANCEL: 'cancelled',
      },
    },
    /** The reserve dialog: nothing is held until the patient confirms. */
    confirming: {
      on: {
        CONFIRM: {
          target: 'reserving',
          actions: assign(({ context, event }) => ({
            valuepack: context.options.valuepack && event.valuepack === true,
          })),
        },
        // The dialog's 'change' (the flat screen's booking-for profile): choose again.
        PICK_PATIENT: {
          guard: { type: 'knownPatient', params: ({ event }) => ({ patientId: event.patientId }) },
          actions: assign(({ event }) => ({ patientId: event.patientId })),
        },
        CANCEL: 'cancelled',
      },
    },
    reserving: {
      entry: assign({ error: null, errorDetail: null }),
      invoke: {
        src: 'createAppointment',
        input: ({ context }) => ({
          sessionId: context.session.id,
          patientId: context.patientId ?? '',
          valuepack: context.valuepack,
          originChannel: context.originChannel,
        }),
        onDone: {
          target: 'invoicing',
          actions: [
            assign(({ event }) => ({ appointment: event.output })),
            { type: 'report', params: ({ event }) => ({ type: 'booking.reserved', appointment: event.output }) },
          ],
        },
        onError: {
          target: 'reserveFailed',
          actions: [
            // Spec 000 §8: reserve failure 'Something went wrong....', the server's reason as the detail.
            assign(({ event }) => ({ error: BOOKING_TEXT.reserveFailed, errorDetail: detailOf(event.error) })),
            {
              type: 'report',
              params: ({ context }) => ({
                type: 'booking.failed',
                stage: 'reserve',
                message: BOOKING_TEXT.reserveFailed,
                detail: context.errorDetail,
              }),
            },
          ],
        },
      },
    },
    reserveFailed: {
      on: { RETRY: 'reserving', CANCEL: 'cancelled' },
    },
    invoicing: {
      entry: assign({ requestState: REQUEST_STATES.loading, error: null, errorDetail: null }),
      invoke: {
        src: 'prepareInvoice',
        input: ({ context }) => ({ appointmentId: context.appointment?.id ?? '' }),
        onDone: {
          target: 'invoiced',
          actions: [
            assign(({ event }) => ({ invoice: event.output, requestState: REQUEST_STATES.done })),
            { type: 'report', params: ({ event }) => ({ type: 'booking.invoiced', invoice: event.output }) },
          ],
        },
        onError: {
          target: 'invoiceFailed',
          actions: [
            assign(({ event }) => ({
              requestState: REQUEST_STATES.error,
              error: BOOKING_TEXT.invoiceError,
              errorDetail: detailOf(event.error),
            })),
            {
              type: 'report',
              params: ({ context }) => ({
                type: 'booking.failed',
                stage: 'invoice',
                message: BOOKING_TEXT.invoiceError,
                detail: context.errorDetail,
              }),
            },
          ],
        },
      },
    },
    invoiceFailed: {
      on: { RETRY: 'invoicing', CANCEL: 'cancelled' },
    },
    /** Pay or book buttons only with a done calculation and a total above zero (spec 000 §5). */
    invoiced: {
      on: {
        PAY: {
          guard: { type: 'canPayWith', params: ({ event }) => ({ gatewayType: event.gatewayType }) },
          target: 'paying',
          actions: assign(({ event }) => ({
            gatewayType: event.gatewayType,
            paymentError: null,
            error: null,
            errorDetail: null,
          })),
        },
        BOOK: {
          guard: 'canBook',
          target: 'confirmingReservation',
          actions: assign({ paymentError: null, error: null, errorDetail: null }),
        },
        // The temporary booking is left to expire with its hold.
        CANCEL: 'cancelled',
      },
    },
    paying: {
      invoke: {
        id: 'payment',
        src: 'payment',
        input: ({ context }) => {
          const appointmentId = context.appointment?.id ?? '';
          const gatewayType = context.gatewayType ?? 'cardProvider';
          return {
            invoiceId: context.invoice?.id ?? '',
            amount: context.invoice?.total ?? 0,
            gatewayType,
            paymentMethodId: isQuickPay(gatewayType) ? (defaultCard(context.savedCards)?.id ?? null) : null,
            ...paymentReturnUrls(context.session.id, appointmentId, context.originChannel),
          };
        },
        onDone: [
          {
            guard: { type: 'outcomeIs', params: ({ event }) => ({ output: event.output, kind: 'paid' }) },
            target: 'booked',
            actions: assign(({ context }) => ({
              paid: true,
              widgetState: null,
              appointment:
                context.appointment === null
                  ? null
                  : { ...context.appointment, paymentStatus: 'paid', bookingType: 'confirmed', holdExpiresAt: null },
            })),
          },
          {
            guard: { type: 'outcomeIs', params: ({ event }) => ({ output: event.output, kind: 'redirected' }) },
            target: 'redirecting',
            actions: { type: 'reportRedirect', params: ({ event }) => event.output },
          },
          {
            // Declined or not started: the hold stands, so the patient may pay again.
            target: 'invoiced',
            actions: [
              assign(({ event }) => ({
                paymentError: event.output.kind === 'failed' ? event.output.message : null,
                widgetState: null,
              })),
              {
                type: 'report',
                params: ({ context }) => ({ type: 'booking.paymentFailed', message: context.paymentError ?? '' }),
              },
            ],
          },
        ],
      },
      on: {
        'payment.state': { actions: assign(({ event }) => ({ widgetState: event.widgetState })) },
      },
    },
    /** The browser is leaving for the gateway; it comes back to the appointment's return URL. */
    redirecting: {
      on: {
        REDIRECT_FAILED: {
          target: 'invoiced',
          actions: assign(() => ({ paymentError: PAYMENT_TEXT.initiationFailed, widgetState: null })),
        },
      },
    },
    /** Reserve-only: the token is kept, paid at the hospital. */
    confirmingReservation: {
      invoke: {
        src: 'confirmReservation',
        input: ({ context }) => ({ appointmentId: context.appointment?.id ?? '' }),
        onDone: { target: 'booked', actions: assign(({ event }) => ({ appointment: event.output, paid: false })) },
        onError: {
          target: 'invoiced',
          actions: [
            assign(({ event }) => ({
              errorDetail: detailOf(event.error),
              error: unableToBookText(detailOf(event.error)),
            })),
            {
              type: 'report',
              params: ({ context }) => ({
                type: 'booking.failed',
                stage: 'book',
                message: context.error ?? BOOKING_TEXT.unableToBook,
                detail: context.errorDetail,
              }),
            },
          ],
        },
      },
    },
    booked: {
      type: 'final',
      entry: [assign({ booked: true }), 'reportBooked'],
    },
    cancelled: { type: 'final' },
  },
});
