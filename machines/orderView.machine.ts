import { assign, fromCallback, setup, type CallbackActorLogic, type EventObject } from 'xstate';
import { HEARTBEAT_INTERVAL_MS } from '../domain/bookingRules';
import { parseError } from '../domain/errors';
import { canPay } from '../domain/money';
import type { OrderAddress } from '../domain/orderCreate';
import { isClosedOrderStatus, type OrderCategory } from '../domain/orderStatus';
import { orderStatusOf } from '../domain/orderTracker';
import { FEEDBACK_LOCK_MS, isValidScore } from '../domain/feedback';
import {
  PAYMENT_TEXT,
  REQUEST_STATES,
  gatewayOf,
  isQuickPay,
  type PaymentGateway,
  type PaymentGatewayType,
  type PaymentWidgetState,
  type RequestState,
} from '../domain/payment';
import { systemClock, type Clock } from './clock';
import { errorMessage } from './errorMessage';
import { notProvided } from './notProvided';
import { paymentMachine, type PaymentOutput, type PaymentReport } from './payment.machine';
import type { InvoiceSummary, PaymentRedirect, SavedCard } from './types';

/**
 * The order view (spec 001 §2 /order/view, §4 trackers, payment and heartbeat, §5): load the patient's own
 * order (another account's is denied: ARO-E1040 → /accessDenied), follow it live, mark the link seen once and
 * send heartbeatLastSeen every 60 s while it is shown (the appointment view's interval). Beside that, two
 * regions: `edit`, one write at a time (reply, change request, address, rating, cash), each answered by the
 * order as it now is; and `payment`, the invoice of a priced, unpaid order (cash on delivery chosen or not) and the
 * same payment child as bookings (machines/payment.machine.ts).
 */

export interface OrderNote {
  readonly authorReference: string;
  readonly authorDisplay: string;
  readonly time: string;
  readonly text: string;
}

interface OrderDocument {
  readonly id: string;
  /** 'Patient/…' or 'User/…' (Hospital Staff). */
  readonly author: string;
  readonly createdTime: string;
  readonly url: string;
  readonly contentType: string;
  readonly description: string;
}

/** The address fields an order carries and the address dialog edits (domain/orderCreate.ts). */
/** What an order costs one way, or what it was paid: lines and total in one currency (server `OrderCharge`). */
export interface OrderBill {
  /** category: order_fee, delivery_fee (the homecare charge), payment_instrument_discount_fee. */
  readonly items: readonly { readonly description: string; readonly category: string; readonly amount: number }[];
  readonly total: number;
  readonly currency: string;
}

/** How a paid order was paid (server `OrderPaid`). */
export interface OrderPaidBill extends OrderBill {
  /** cash, or the gateway type. */
  readonly method: string;
  /** ISO time of the payment or of the cash recorded. */
  readonly time: string;
  readonly cardNumber: string | null;
}

/** The order as the page shows it. */
export interface OrderView extends OrderAddress {
  readonly id: string;
  readonly category: OrderCategory;
  readonly identifier: string;
  readonly status: string;
  readonly medicationOrderStatus: string | null;
  readonly examinationOrderStatus: string | null;
  readonly procedureOrderStatus: string | null;
  readonly encounterOrderStatus: string | null;
  /** An examination's lab report summary: its tracker follows it (domain/orderTracker.ts); null without one. */
  readonly reportSummaryStatus?: string | null;
  readonly orderCanceledReason: string | null;
  readonly orderCommunicationStatus: string;
  readonly serviceRequestInitiatedFor: string;
  readonly serviceRequestPaymentMethod: string | null;
  readonly serviceRequestPaymentStatus: string;
  readonly serviceRequestChargingAmount: number | null;
  /** The order's invoice number (INV-…). */
  readonly invoiceIdentifier: string;
  /** What cash on delivery collects (the same total staff record); null until priced and for admissions. */
  readonly cashCharge: OrderBill | null;
  /** What was paid and how; null until paid. */
  readonly paid: OrderPaidBill | null;
  /** ISO: when it was asked for (authoredOn). */
  readonly authoredOn: string;
  readonly requestedTime: string | null;
  readonly updatedTime: string;
  readonly organizationId: string;
  readonly hospitalName: string;
  readonly hospitalPhone: string;
  readonly patientId: string;
  readonly patientName: string;
  readonly patientRelationship: string | null;
  readonly note: readonly OrderNote[];
  readonly orderDetail: readonly { readonly code: string; readonly display: string }[];
  readonly documents: readonly OrderDocument[];
  readonly feedbackRating: number | null;
  readonly heartbeatLinkSeen: boolean;
}

/** What the page may offer for paying, from the tenant's switches (spec 001 §5, §6). */
export interface OrderPaymentOptions {
  /** The category's payment switch (medicationOrder.payment, ...). */
  readonly payment: boolean;
  /** Enabled gateways, in the tenant's order. */
  readonly gateways: readonly PaymentGateway[];
  /** The tenant's cash gateway: cash on delivery is offered. */
  readonly cash: boolean;
  /** The online discount the category gets, in percent (domain/orderCharges.ts); 0 for none, and then no message. */
  readonly onlineDiscountPercent: number;
}

export interface OrderViewInput {
  readonly orderId: string;
  /** The payment options per category (the tenant's switches). */
  readonly options: Readonly<Record<OrderCategory, OrderPaymentOptions>>;
  /** Back from the gateway with paymentStatus=Success: the page says 'Payment success' once. */
  readonly paymentSuccess: boolean;
}

export type OrderPatch =
  | { readonly heartbeatLinkSeen: true }
  | { readonly heartbeatLastSeen: true }
  | ({ readonly serviceRequestInitiatedFor: string } & Partial<OrderAddress>)
  | { readonly serviceRequestPaymentMethod: 'cash' }
  | Partial<OrderAddress>;

export type OrderExtension =
  { readonly note: string } | { readonly feedbackRating: number; readonly feedbackComment?: string };

export type OrderViewEvent =
  | { readonly type: 'ORDER_CHANGED'; readonly order: OrderView }
  | { readonly type: 'RETRY' }
  | { readonly type: 'REPLY_TYPED'; readonly text: string }
  | { readonly type: 'SEND_REPLY' }
  | { readonly type: 'REQUEST_CHANGE' }
  | { readonly type: 'EDIT_ADDRESS' }
  | { readonly type: 'SAVE_ADDRESS'; readonly address: Partial<OrderAddress> }
  /** Confirms the change request; towards home with the address to come to (issue 29: never a change without one). */
  | { readonly type: 'CONFIRM'; readonly address?: OrderAddress }
  | { readonly type: 'CANCEL' }
  | { readonly type: 'RATE'; readonly rating: number; readonly comment?: string }
  | { readonly type: 'CHOOSE_CASH' }
  | { readonly type: 'PAY'; readonly gatewayType: PaymentGatewayType }
  | { readonly type: 'RETRY_INVOICE' }
  /** The gateway target was refused: the patient may pay again. */
  | { readonly type: 'REDIRECT_FAILED' }
  | { readonly type: 'DISMISS_TOAST' };

export interface OrderViewContext extends OrderViewInput {
  readonly order: OrderView | null;
  readonly error: string | null;
  readonly reply: string;
  /** Why the last write failed, or null. */
  readonly editError: string | null;
  readonly invoice: InvoiceSummary | null;
  readonly requestState: RequestState;
  readonly savedCards: readonly SavedCard[];
  readonly gatewayType: PaymentGatewayType | null;
  readonly widgetState: PaymentWidgetState | null;
  readonly paymentError: string | null;
  readonly redirect: PaymentRedirect | null;
  /** 'Payment success' is shown (back from the gateway, or a quick pay that completed). */
  readonly paidToast: boolean;
  /** Epoch ms of the page's clock when the order loaded: what the rating lock is read against. */
  readonly now: number;
}

/** The category's payment options of the loaded order. */
function optionsOf(context: Pick<OrderViewContext, 'order' | 'options'>): OrderPaymentOptions | null {
  return context.order === null ? null : context.options[context.order.category];
}

/**
 * Open (not closed), priced by staff and not paid: the patient may pay online. Cash on delivery too: spec 001 §4
 * switches a cash order to the gateway once paid online, so choosing cash never takes the online way away (issue 29).
 */
export function awaitsPayment(order: OrderView | null): boolean {
  if (order === null || isClosedOrderStatus(orderStatusOf(order)) || order.status === 'revoked') return false;
  return order.serviceRequestChargingAmount !== null && order.serviceRequestPaymentStatus !== 'paid';
}

/** Cash on delivery chosen and the cash not yet taken. */
export function choseCash(order: OrderView | null): boolean {
  return order !== null && order.serviceRequestPaymentMethod === 'cash' && order.serviceRequestPaymentStatus !== 'paid';
}

/** The pay buttons' rule (spec 001 §5): a prepared invoice, a total above zero, the category's payment on. */
export function canPayOrderWith(
  context: Pick<OrderViewContext, 'order' | 'options' | 'invoice' | 'requestState' | 'savedCards'>,
  gatewayType: PaymentGatewayType,
): boolean {
  const options = optionsOf(context);
  if (
    options === null ||
    !options.payment ||
    !awaitsPayment(context.order) ||
    context.invoice === null ||
    !canPay(context.requestState, context.invoice.total)
  )
    return false;
  if (!options.gateways.includes(gatewayOf(gatewayType))) return false;
  return !isQuickPay(gatewayType) || context.savedCards.some((card) => card.defaultMethod);
}

/** Cash on delivery: the tenant's cash gateway is on, the order awaits payment and cash is not chosen yet; never an admission (bank transfer). */
export function canChooseCash(context: Pick<OrderViewContext, 'order' | 'options'>): boolean {
  const options = optionsOf(context);
  return (
    options !== null &&
    options.cash &&
    context.order !== null &&
    context.order.category !== 'Finance' &&
    awaitsPayment(context.order) &&
    !choseCash(context.order)
  );
}

/** Change request, address edit and the reply: only while the order is open. */
export function canEditOrder(order: OrderView | null): boolean {
  return (
    order !== null &&
    !isClosedOrderStatus(orderStatusOf(order)) &&
    order.status !== 'revoked' &&
    order.status !== 'completed'
  );
}

/**
 * The reply field: not empty, the order loaded and open (spec 001 §4, §5 hide it once completed; a canceled order
 * takes no reply either, so it is hidden too: issue 29).
 */
export function canReply(context: Pick<OrderViewContext, 'order' | 'reply'>): boolean {
  return context.reply.trim() !== '' && canEditOrder(context.order);
}

/** A completed order not yet rated, within 30 days of its last change (its completion): spec 001 §5. */
export function canRateOrder(order: OrderView | null, now: number): boolean {
  if (order === null || order.feedbackRating !== null || orderStatusOf(order) !== 'completed') return false;
  const closedAt = Date.parse(order.updatedTime);
  return Number.isNaN(closedAt) || now - closedAt <= FEEDBACK_LOCK_MS;
}

/** The change request: homecare ↔ appointment (at the hospital). */
function toggledInitiatedFor(order: OrderView): string {
  return order.serviceRequestInitiatedFor === 'homecare' ? 'appointment' : 'homecare';
}

/** '/order/view?orderId=…&paymentStatus=Success' (and Failure): where the gateway sends the patient back. */
function orderPaymentReturnUrls(orderId: string): { readonly successUrl: string; readonly failureUrl: string } {
  const base = `/order/view?orderId=${encodeURIComponent(orderId)}&paymentStatus=`;
  return { successUrl: `${base}Success`, failureUrl: `${base}Failure` };
}

type LiveActor = CallbackActorLogic<EventObject, { readonly orderId: string }>;

function liveNotProvided(name: string): LiveActor {
  return fromCallback(() => {
    throw new Error(`${name} is not provided: pass it with machine.provide({ actors })`);
  });
}

const orderIdOf = ({ context }: { context: OrderViewContext }): { orderId: string } => ({
  orderId: context.order?.id ?? context.orderId,
});

export const orderViewMachine = setup({
  types: {
    input: {} as OrderViewInput,
    context: {} as OrderViewContext,
    events: {} as OrderViewEvent | PaymentReport,
  },
  actors: {
    loadOrder: notProvided<OrderView, { orderId: string }>('loadOrder'),
    patchOrder: notProvided<OrderView, { orderId: string; patch: OrderPatch }>('patchOrder'),
    extendOrder: notProvided<OrderView, { orderId: string; extension: OrderExtension }>('extendOrder'),
    prepareInvoice: notProvided<InvoiceSummary, { serviceRequestId: string }>('prepareInvoice'),
    loadSavedCards: notProvided<SavedCard[], undefined>('loadSavedCards'),
    /** The order, live: sends ORDER_CHANGED. */
    watchOrder: liveNotProvided('watchOrder'),
    payment: paymentMachine,
  },
  actions: {
    /** The app navigates to /accessDenied. */
    deny: () => undefined,
    /** The app drops paymentStatus from its url (history replace), so a reload does not tell it again. */
    forgetPaymentReturn: () => undefined,
    /** The time the rating window is measured at; orderViewWithClock gives the clock. */
    readClock: assign({ now: () => systemClock.now() }),
    takeOrder: assign((_, order: OrderView) => ({ order, editError: null })),
    /** A live change; once it closes the order, an earlier edit's refusal no longer applies (issue 29: it stayed). */
    takeLiveOrder: assign(({ context, event }) => {
      if (event.type !== 'ORDER_CHANGED') return {};
      return { order: event.order, editError: canEditOrder(event.order) ? context.editError : null };
    }),
  },
  guards: {
    notTheAccounts: (_, params: { error: unknown }) =>
      params.error instanceof Error && parseError(params.error.message).code === 'ARO-E1040',
    linkNotSeen: ({ context }) => context.order !== null && !context.order.heartbeatLinkSeen,
    isThisOrder: ({ context }, order: OrderView) => order.id === (context.order?.id ?? context.orderId),
    returnedFromPayment: ({ context }) => context.paymentSuccess,
    canReply: ({ context }) => canReply(context),
    canEdit: ({ context }) => canEditOrder(context.order),
    noLongerEditable: ({ context }) => !canEditOrder(context.order),
    canRate: ({ context }, params: { rating: number }) =>
      isValidScore(params.rating) && canRateOrder(context.order, context.now),
    canChooseCash: ({ context }) => canChooseCash(context),
    needsInvoice: ({ context }) => awaitsPayment(context.order) && (optionsOf(context)?.payment ?? false),
    noLongerAwaitsPayment: ({ context }) => !awaitsPayment(context.order),
    canPayWith: ({ context }, params: { gatewayType: PaymentGatewayType }) =>
      canPayOrderWith(context, params.gatewayType),
    outcomeIs: (_, params: { output: PaymentOutput; kind: PaymentOutput['kind'] }) =>
      params.output.kind === params.kind,
  },
  delays: { heartbeat: HEARTBEAT_INTERVAL_MS },
}).createMachine({
  id: 'orderView',
  context: ({ input }) => ({
    ...input,
    order: null,
    error: null,
    reply: '',
    editError: null,
    invoice: null,
    requestState: REQUEST_STATES.loading,
    savedCards: [],
    gatewayType: null,
    widgetState: null,
    paymentError: null,
    redirect: null,
    paidToast: input.paymentSuccess,
    now: 0,
  }),
  entry: 'readClock',
  initial: 'loading',
  on: {
    DISMISS_TOAST: { actions: assign({ paidToast: false }) },
  },
  states: {
    loading: {
      invoke: {
        src: 'loadOrder',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: {
          target: 'shown',
          actions: [{ type: 'takeOrder', params: ({ event }) => event.output }, assign({ error: null }), 'readClock'],
        },
        onError: [
          { guard: { type: 'notTheAccounts', params: ({ event }) => ({ error: event.error }) }, target: 'denied' },
          { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
        ],
      },
    },
    failed: { on: { RETRY: 'loading' } },
    denied: { type: 'final', entry: 'deny' },
    shown: {
      type: 'parallel',
      invoke: { src: 'watchOrder', input: orderIdOf },
      on: {
        ORDER_CHANGED: { guard: { type: 'isThisOrder', params: ({ event }) => event.order }, actions: 'takeLiveOrder' },
        REPLY_TYPED: { actions: assign({ reply: ({ event }) => event.text }) },
      },
      states: {
        return: {
          initial: 'checking',
          states: {
            checking: {
              always: [
                { guard: 'returnedFromPayment', target: 'told', actions: 'forgetPaymentReturn' },
                { target: 'told' },
              ],
            },
            told: {},
          },
        },
        heartbeat: {
          initial: 'checkingLinkSeen',
          states: {
            /** heartbeatLinkSeen is set once, on the first view of the order. */
            checkingLinkSeen: { always: [{ guard: 'linkNotSeen', target: 'markingLinkSeen' }, { target: 'beating' }] },
            markingLinkSeen: {
              invoke: {
                src: 'patchOrder',
                input: ({ context }) => ({ orderId: context.orderId, patch: { heartbeatLinkSeen: true } }),
                // A lost heartbeat is not the patient's problem: the next one follows anyway.
                onDone: 'beating',
                onError: 'beating',
              },
            },
            /** heartbeatLastSeen on each view and every 60 s while the order is open on screen. */
            beating: {
              invoke: {
                src: 'patchOrder',
                input: ({ context }) => ({ orderId: context.orderId, patch: { heartbeatLastSeen: true } }),
                onDone: 'waiting',
                onError: 'waiting',
              },
            },
            waiting: { after: { heartbeat: 'beating' } },
          },
        },
        edit: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                SEND_REPLY: { guard: 'canReply', target: 'sendingReply' },
                REQUEST_CHANGE: { guard: 'canEdit', target: 'confirmingChange', actions: assign({ editError: null }) },
                EDIT_ADDRESS: { guard: 'canEdit', target: 'editingAddress', actions: assign({ editError: null }) },
                RATE: {
                  guard: { type: 'canRate', params: ({ event }) => ({ rating: event.rating }) },
                  target: 'rating',
                },
                CHOOSE_CASH: { guard: 'canChooseCash', target: 'choosingCash' },
              },
            },
            sendingReply: {
              invoke: {
                src: 'extendOrder',
                input: ({ context }) => ({ orderId: context.orderId, extension: { note: context.reply.trim() } }),
                onDone: {
                  target: 'idle',
                  actions: [{ type: 'takeOrder', params: ({ event }) => event.output }, assign({ reply: '' })],
                },
                onError: { target: 'idle', actions: assign({ editError: ({ event }) => errorMessage(event.error) }) },
              },
            },
            /** The change-request dialog: homecare ↔ at the hospital, once confirmed (towards home, with the address). */
            confirmingChange: {
              // Closed meanwhile (staff canceled it): the dialog goes, it could only be refused.
              always: { guard: 'noLongerEditable', target: 'idle', actions: assign({ editError: null }) },
              on: { CONFIRM: 'changing', CANCEL: 'idle' },
            },
            changing: {
              invoke: {
                src: 'patchOrder',
                input: ({ context, event }) => ({
                  orderId: context.orderId,
                  patch: {
                    serviceRequestInitiatedFor:
                      context.order === null ? 'homecare' : toggledInitiatedFor(context.order),
                    ...(event.type === 'CONFIRM' && event.address !== undefined ? event.address : {}),
                  },
                }),
                onDone: { target: 'idle', actions: { type: 'takeOrder', params: ({ event }) => event.output } },
                onError: {
                  target: 'confirmingChange',
                  actions: assign({ editError: ({ event }) => errorMessage(event.error) }),
                },
              },
            },
            editingAddress: {
              always: { guard: 'noLongerEditable', target: 'idle', actions: assign({ editError: null }) },
              on: { SAVE_ADDRESS: 'savingAddress', CANCEL: 'idle' },
            },
            savingAddress: {
              invoke: {
                src: 'patchOrder',
                input: ({ event, context }) => ({
                  orderId: context.orderId,
                  patch: event.type === 'SAVE_ADDRESS' ? event.address : {},
                }),
                onDone: { target: 'idle', actions: { type: 'takeOrder', params: ({ event }) => event.output } },
                onError: {
                  target: 'editingAddress',
                  actions: assign({ editError: ({ event }) => errorMessage(event.error) }),
                },
              },
            },
            rating: {
              invoke: {
                src: 'extendOrder',
                input: ({ event, context }) => ({
                  orderId: context.orderId,
                  extension:
                    event.type === 'RATE'
                      ? { feedbackRating: event.rating, ...(event.comment ? { feedbackComment: event.comment } : {}) }
                      : { feedbackRating: 0 },
                }),
                onDone: { target: 'idle', actions: { type: 'takeOrder', params: ({ event }) => event.output } },
                onError: { target: 'idle', actions: assign({ editError: ({ event }) => errorMessage(event.error) }) },
              },
            },
            choosingCash: {
              invoke: {
                src: 'patchOrder',
                input: ({ context }) => ({ orderId: context.orderId, patch: { serviceRequestPaymentMethod: 'cash' } }),
                onDone: { target: 'idle', actions: { type: 'takeOrder', params: ({ event }) => event.output } },
                onError: { target: 'idle', actions: assign({ editError: ({ event }) => errorMessage(event.error) }) },
              },
            },
          },
        },
        payment: {
          initial: 'loadingCards',
          states: {
            /** The saved cards (quick pay); none is no loss: the hosted gateways remain. */
            loadingCards: {
              invoke: {
                src: 'loadSavedCards',
                onDone: { target: 'idle', actions: assign({ savedCards: ({ event }) => event.output }) },
                onError: 'idle',
              },
            },
            /** Nothing to pay, until staff price the order (the live update brings it). */
            idle: {
              always: { guard: 'needsInvoice', target: 'invoicing' },
            },
            invoicing: {
              entry: assign({ requestState: REQUEST_STATES.loading, paymentError: null }),
              invoke: {
                src: 'prepareInvoice',
                input: ({ context }) => ({ serviceRequestId: context.orderId }),
                onDone: {
                  target: 'invoiced',
                  actions: assign({ invoice: ({ event }) => event.output, requestState: REQUEST_STATES.done }),
                },
                onError: { target: 'invoiceFailed', actions: assign({ requestState: REQUEST_STATES.error }) },
              },
            },
            invoiceFailed: {
              on: { RETRY_INVOICE: 'invoicing' },
            },
            invoiced: {
              // Paid elsewhere or canceled: the buttons go (cash chosen keeps them: the patient may still pay online).
              always: { guard: 'noLongerAwaitsPayment', target: 'idle', actions: assign({ invoice: null }) },
              on: {
                PAY: {
                  guard: { type: 'canPayWith', params: ({ event }) => ({ gatewayType: event.gatewayType }) },
                  target: 'paying',
                  actions: assign(({ event }) => ({ gatewayType: event.gatewayType, paymentError: null })),
                },
              },
            },
            paying: {
              invoke: {
                id: 'payment',
                src: 'payment',
                input: ({ context }) => {
                  const gatewayType = context.gatewayType ?? 'cardProvider';
                  return {
                    invoiceId: context.invoice?.id ?? '',
                    amount: context.invoice?.total ?? 0,
                    gatewayType,
                    paymentMethodId: isQuickPay(gatewayType)
                      ? (context.savedCards.find((card) => card.defaultMethod)?.id ?? null)
                      : null,
                    ...orderPaymentReturnUrls(context.orderId),
                  };
                },
                onDone: [
                  {
                    guard: { type: 'outcomeIs', params: ({ event }) => ({ output: event.output, kind: 'paid' }) },
                    target: 'paid',
                    actions: assign({ widgetState: null, paidToast: true }),
                  },
                  {
                    guard: { type: 'outcomeIs', params: ({ event }) => ({ output: event.output, kind: 'redirected' }) },
                    target: 'redirecting',
                    actions: assign(({ event }) => ({
                      redirect: event.output.kind === 'redirected' ? event.output.redirect : null,
                    })),
                  },
                  {
                    target: 'invoiced',
                    actions: assign(({ event }) => ({
                      paymentError: event.output.kind === 'failed' ? event.output.message : null,
                      widgetState: null,
                    })),
                  },
                ],
              },
              on: {
                'payment.state': { actions: assign(({ event }) => ({ widgetState: event.widgetState })) },
              },
            },
            /** The browser is leaving for the gateway; it comes back to /order/view?…&paymentStatus=. */
            redirecting: {
              on: {
                REDIRECT_FAILED: {
                  target: 'invoiced',
                  actions: assign(() => ({
                    paymentError: PAYMENT_TEXT.initiationFailed,
                    widgetState: null,
                    redirect: null,
                  })),
                },
              },
            },
            /** Quick pay completed: the order's live update shows it paid. */
            paid: {},
          },
        },
      },
    },
  },
});

/** The machine reading the time from the given clock (src/composition/orderView.ts). */
export function orderViewWithClock(clock: Clock): typeof orderViewMachine {
  return orderViewMachine.provide({ actions: { readClock: assign({ now: () => clock.now() }) } });
}
