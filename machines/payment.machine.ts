import { assign, enqueueActions, setup } from 'xstate';
import { REDIRECT_DELAY_MS } from '../domain/bookingRules';
import {
  PAYMENT_TEXT,
  isQuickPay,
  isQuickPaySuccess,
  gatewayAnswerText,
  gatewayOf,
  type GatewayAnswer,
  type PaymentGatewayType,
  type PaymentWidgetState,
} from '../domain/payment';
import { errorMessage } from './errorMessage';
import { notProvided } from './notProvided';
import type { InitiatedBooking, PaymentRedirect, QuickPayResult } from './types';
import { hasParent } from './xstateInternals';

/**
 * One payment of an invoice (spec 000 §4 booking, §7 initiateBooking / completeBooking /
 * authenticatePaymentGateway): initiate a booking with the gateway, then either charge the default
 * saved card at once (quick pay), or leave the app for the gateway — the card provider by posting
 * its signed form, masterCard and genie by going to the authenticated URL 1 s after it is ready.
 * The booking machine runs it for an appointment; orders will run it for theirs.
 */

export interface PaymentInput {
  readonly invoiceId: string;
  /** The invoice total, in the tenant's currency (what the patient is charged). */
  readonly amount: number;
  readonly gatewayType: PaymentGatewayType;
  /** The saved card a quick pay charges; null for the hosted gateways. */
  readonly paymentMethodId: string | null;
  readonly successUrl: string;
  readonly failureUrl: string;
}

export type PaymentOutput =
  | { readonly kind: 'redirected'; readonly redirect: PaymentRedirect }
  | { readonly kind: 'paid'; readonly paymentId: string | null }
  | { readonly kind: 'failed'; readonly message: string; readonly paymentId: string | null };

/** What the machine tells its parent (only when it has one). */
export type PaymentReport =
  | { readonly type: 'payment.state'; readonly widgetState: PaymentWidgetState }
  | { readonly type: 'payment.redirect'; readonly redirect: PaymentRedirect };

export interface PaymentContext extends PaymentInput {
  readonly widgetState: PaymentWidgetState;
  readonly bookingId: string | null;
  readonly redirect: PaymentRedirect | null;
  readonly outcome: PaymentOutput | null;
}

/**
 * The 'Payment failed …' text of a quick pay that did not complete, by the one rule for every gateway
 * answer (`gatewayAnswerText`): the gateway's decision and message, or, when the call itself failed, its
 * error as the message.
 */
export function quickPayFailureText(answer: GatewayAnswer): string {
  const text = gatewayAnswerText(answer);
  return text === '' ? PAYMENT_TEXT.failed : text;
}

export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    input: {} as PaymentInput,
    output: {} as PaymentOutput,
  },
  actors: {
    initiateBooking: notProvided<
      InitiatedBooking,
      { invoiceId: string; paymentGatewayType: string; successUrl: string; failureUrl: string }
    >('initiateBooking'),
    completeBooking: notProvided<
      QuickPayResult,
      { bookingId: string; paymentGatewayType: string; paymentMethodId: string }
    >('completeBooking'),
    authenticatePaymentGateway: notProvided<{ redirectUrl: string }, { bookingId: string }>(
      'authenticatePaymentGateway',
    ),
  },
  actions: {
    /** Leaving for the gateway: the outcome and the parent's cue to go (the redirect is always set by then). */
    redirect: enqueueActions(({ context, self, enqueue }) => {
      if (context.redirect === null) return;
      enqueue.assign({ outcome: { kind: 'redirected', redirect: context.redirect } });
      if (hasParent(self))
        enqueue.sendParent({ type: 'payment.redirect', redirect: context.redirect } satisfies PaymentReport);
    }),
    /** The widget state, told to the parent too (standalone, a screen reads it from the snapshot). */
    widget: enqueueActions(({ self, enqueue }, widgetState: PaymentWidgetState) => {
      enqueue.assign({ widgetState });
      if (hasParent(self)) enqueue.sendParent({ type: 'payment.state', widgetState } satisfies PaymentReport);
    }),
  },
  guards: {
    quickPay: ({ context }) => isQuickPay(context.gatewayType),
    /** The card provider takes the signed form itself; masterCard and genie need an authenticated URL first. */
    formPost: ({ context }) => gatewayOf(context.gatewayType) === 'cardProvider',
    completed: (_, params: { status: string }) => isQuickPaySuccess(params.status),
  },
  delays: { redirectDelay: REDIRECT_DELAY_MS },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({ ...input, widgetState: 'INITIALISING', bookingId: null, redirect: null, outcome: null }),
  output: ({ context }) => {
    // Only the final states produce output, and each is entered with its outcome set.
    if (context.outcome === null) throw new Error('payment finished without an outcome');
    return context.outcome;
  },
  initial: 'initiating',
  states: {
    initiating: {
      entry: { type: 'widget', params: 'INITIALISING' },
      invoke: {
        src: 'initiateBooking',
        input: ({ context }) => ({
          invoiceId: context.invoiceId,
          paymentGatewayType: context.gatewayType,
          successUrl: context.successUrl,
          failureUrl: context.failureUrl,
        }),
        onDone: [
          { guard: 'quickPay', target: 'completing', actions: assign(({ event }) => ({ bookingId: event.output.id })) },
          {
            guard: 'formPost',
            target: 'redirected',
            actions: [
              assign(({ event }) => ({
                bookingId: event.output.id,
                redirect: { kind: 'post', action: event.output.action, fields: event.output.fields },
              })),
              { type: 'widget', params: 'READY' },
            ],
          },
          { target: 'authenticating', actions: assign(({ event }) => ({ bookingId: event.output.id })) },
        ],
        // Spec 000 §8: 'Unable to process payment!' and the pay button enabled again.
        onError: {
          target: 'failed',
          actions: assign(() => ({
            outcome: { kind: 'failed' as const, message: PAYMENT_TEXT.initiationFailed, paymentId: null },
          })),
        },
      },
    },
    /** Quick pay: the default saved card is charged by completing the booking. */
    completing: {
      entry: { type: 'widget', params: 'PAYMENT_PROCESSING' },
      invoke: {
        src: 'completeBooking',
        input: ({ context }) => ({
          bookingId: context.bookingId ?? '',
          paymentGatewayType: context.gatewayType,
          paymentMethodId: context.paymentMethodId ?? '',
        }),
        onDone: [
          {
            guard: { type: 'completed', params: ({ event }) => ({ status: event.output.status }) },
            target: 'paid',
            actions: assign(({ event }) => ({ outcome: { kind: 'paid', paymentId: event.output.paymentId } })),
          },
          {
            target: 'failed',
            actions: assign(({ event }) => ({
              outcome: {
                kind: 'failed',
                message: quickPayFailureText(event.output),
                paymentId: event.output.paymentId,
              },
            })),
          },
        ],
        // The call itself failed (network, an expired hold): no gateway decision, its message is the system error.
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({
            outcome: {
              kind: 'failed',
              message: quickPayFailureText({ decision: null, message: errorMessage(event.error) }),
              paymentId: null,
            },
          })),
        },
      },
    },
    authenticating: {
      invoke: {
        src: 'authenticatePaymentGateway',
        input: ({ context }) => ({ bookingId: context.bookingId ?? '' }),
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({ redirect: { kind: 'get', url: event.output.redirectUrl } })),
        },
        onError: {
          target: 'failed',
          actions: assign(() => ({
            outcome: { kind: 'failed' as const, message: PAYMENT_TEXT.initiationFailed, paymentId: null },
          })),
        },
      },
    },
    /** masterCard and genie: the gateway is ready; the browser goes there 1 s later (spec 000 §7). */
    ready: {
      entry: { type: 'widget', params: 'READY' },
      after: { redirectDelay: 'redirected' },
    },
    redirected: {
      type: 'final',
      entry: 'redirect',
    },
    paid: { type: 'final' },
    failed: { type: 'final', entry: { type: 'widget', params: 'ERROR' } },
  },
});
