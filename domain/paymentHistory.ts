/** Payment history rules (spec 000 §2, §4, §8, §9; spec 001 §2, §4, §9): what a payment shows and which ones a link lists. */
import { cardTypeName, maskCardNumber } from './card';
import { t } from '../i18n/translate';
import type { MessageId } from '../i18n/messages.generated';
import { formatDate, formatTime } from './days';
import { gatewayOf, isPaymentGatewayType, isQuickPay, type PaymentGateway } from './payment';

/** The page's words, worded in the active language when read (getters: never at import). */
export const PAYMENT_HISTORY_TEXT = {
  get title(): string {
    return t('payments.history.title');
  },
  get loading(): string {
    return t('payments.history.loading');
  },
  /** spec 000 §8, spec 001 §2 */
  get empty(): string {
    return t('payments.history.empty');
  },
  get showAll(): string {
    return t('payments.history.showAll');
  },
  /** A paymentId that is not among the account's payments (a stale or foreign link). Our wording. */
  get paymentNotFound(): string {
    return t('payments.history.paymentNotFound');
  },
  get retry(): string {
    return t('payments.history.retry');
  },
};

/** 'Not Available': what a payment's detail reads when the gateway or the server did not say. */
export function notAvailable(): string {
  return t('payments.notAvailable');
}

/** The history with no query: every payment of the account. */
export const PAYMENT_HISTORY_PATH = '/profiles/my-payment-history';

// ——— What a payment paid for ———

type PaidForKind = 'Appointment' | 'Session' | 'Order';

export interface PaidFor {
  /** null when the reference names nothing we know. */
  readonly kind: PaidForKind | null;
  /** 'Appointment', 'Session', 'Order' or 'Not Available', in the active language. */
  readonly label: string;
  readonly id: string | null;
}

const REFERENCE_KINDS: readonly (readonly [prefix: string, kind: PaidForKind])[] = [
  ['Appointment/', 'Appointment'],
  ['Session/', 'Session'],
  ['ServiceRequest/', 'Order'],
];

const PAID_FOR_LABELS = {
  Appointment: 'payments.paidFor.appointment',
  Session: 'payments.paidFor.session',
  Order: 'payments.paidFor.order',
} as const satisfies Record<PaidForKind, MessageId>;

function nothingKnown(): PaidFor {
  return { kind: null, label: notAvailable(), id: null };
}

/** A payment's request reference (spec 001 §4): Appointment/{id}, Session/{id} or ServiceRequest/{id} (an order). */
export function paidFor(requestReference: string | null | undefined): PaidFor {
  const reference = requestReference?.trim() ?? '';
  for (const [prefix, kind] of REFERENCE_KINDS) {
    if (!reference.startsWith(prefix)) continue;
    const id = reference.slice(prefix.length).trim();
    // A prefix without an id names no record.
    return id === '' ? nothingKnown() : { kind, label: t(PAID_FOR_LABELS[kind]), id };
  }
  return nothingKnown();
}

/** The order view a payment of an order links to (spec 001 §2 route). */
export function orderViewPath(orderId: string): string {
  return `/order/view?orderId=${encodeURIComponent(orderId)}`;
}

/** Order categories as patients read them (spec 001: Finance is shown as Admission). */
const ORDER_CATEGORY_NAMES = {
  Medication: 'payments.orderCategory.medication',
  Examination: 'payments.orderCategory.examination',
  Procedure: 'payments.orderCategory.procedure',
  Finance: 'payments.orderCategory.admission',
} as const satisfies Record<string, MessageId>;

function orderCategoryName(category: string): string {
  return Object.hasOwn(ORDER_CATEGORY_NAMES, category)
    ? t(ORDER_CATEGORY_NAMES[category as keyof typeof ORDER_CATEGORY_NAMES])
    : category;
}

/**
 * What an order's payment paid for: 'Order', then its category and order number when the server sent them
 * ('Order: Medication SR-000012'); an unknown category reads as sent.
 */
export function orderPaymentLabel(category: string | null | undefined, identifier: string | null | undefined): string {
  const parts = [
    category === null || category === undefined ? '' : orderCategoryName(category),
    identifier?.trim() ?? '',
  ].filter((part) => part !== '');
  return parts.length === 0 ? t('payments.paidFor.order') : t('payments.orderOf', { what: parts.join(' ') });
}

// ——— Which payments a link lists ———

/** server/schema.graphql PaymentFilter, with only the values a link gave. */
export interface PaymentHistoryFilter {
  readonly appointmentId?: string;
  readonly sessionId?: string;
  readonly orderId?: string;
}

export interface PaymentHistoryRequest {
  /** What queryMyPayments is asked for; null lists every payment of the account. */
  readonly filter: PaymentHistoryFilter | null;
  /** The payment to open and bring into view. */
  readonly expandPaymentId: string | null;
  /** Sent here by a gateway's failed return (paymentStatus=Failure with the paymentId): 'Payment failed' is told. */
  readonly failedReturn: boolean;
}

/**
 * Where a failed card payment of an appointment still unpaid goes (spec 000 §4: "failure shows 'Payment
 * failed' and goes to payment history by paymentId"): that payment opened, with the gateway's status.
 */
export function failedPaymentRoute(paymentId: string): string {
  return `${paymentRoute(paymentId)}&paymentStatus=Failure`;
}

/** Payment history with this payment opened (the 'View payment' link). */
export function paymentRoute(paymentId: string): string {
  return `${PAYMENT_HISTORY_PATH}?${new URLSearchParams({ paymentId }).toString()}`;
}

/** The part of URLSearchParams this needs, so callers may pass any map of query values. */
export interface QueryValues {
  get(name: string): string | null;
}

function valueOf(params: QueryValues, name: string): string | null {
  const value = params.get(name)?.trim() ?? '';
  return value === '' ? null : value;
}

/**
 * The page's query (spec 000 §2, spec 001 §2), empty values ignored. Precedence:
 * 1. paymentId: every payment, that one expanded ("expands that payment"); anything else is ignored, since
 *    it arrives from a payment's own return (spec 000 §4) and the whole history is wanted around it, except
 *    paymentStatus=Failure (failedPaymentRoute), which tells 'Payment failed';
 * 2. orderId: the order's payments (an order is never an appointment or a session, so those are ignored);
 * 3. sessionId and/or appointmentId: the payments matching both when both are given;
 * 4. nothing: every payment.
 */
export function paymentHistoryRequest(params: QueryValues): PaymentHistoryRequest {
  const paymentId = valueOf(params, 'paymentId');
  if (paymentId !== null)
    return { filter: null, expandPaymentId: paymentId, failedReturn: valueOf(params, 'paymentStatus') === 'Failure' };
  const orderId = valueOf(params, 'orderId');
  if (orderId !== null) return { filter: { orderId }, expandPaymentId: null, failedReturn: false };
  const sessionId = valueOf(params, 'sessionId');
  const appointmentId = valueOf(params, 'appointmentId');
  if (sessionId === null && appointmentId === null) return { filter: null, expandPaymentId: null, failedReturn: false };
  return {
    filter: { ...(sessionId === null ? {} : { sessionId }), ...(appointmentId === null ? {} : { appointmentId }) },
    expandPaymentId: null,
    failedReturn: false,
  };
}

/** The line over a filtered list: what its payments belong to. */
export function filterLabel(filter: PaymentHistoryFilter): string {
  if (filter.orderId !== undefined) return t('payments.history.ofOrder');
  if (filter.appointmentId !== undefined) return t('payments.history.ofAppointment');
  return t('payments.history.ofSession');
}

// ——— How a payment reads ———

const GATEWAY_LABELS: Readonly<Record<PaymentGateway, string>> = {
  cardProvider: 'Card',
  masterCard: 'MasterCard',
  genie: 'Genie',
};

/**
 * 'Card', 'MasterCard', 'Genie'; a quick-pay variant is the same gateway charging a saved card. Unknown types read as
 * sent. In English always: the staff console's order lines read it (domain/orderStaffText.ts); the patient's
 * screens read gatewayName.
 */
export function gatewayLabel(type: string | null | undefined): string {
  const value = type?.trim() ?? '';
  if (value === '') return 'Not Available';
  if (!isPaymentGatewayType(value)) return value;
  const label = GATEWAY_LABELS[gatewayOf(value)];
  return isQuickPay(value) ? `${label} (saved card)` : label;
}

/** gatewayLabel in the active language: the card gateway's word and the saved card's are translated, brands are not. */
export function gatewayName(type: string | null | undefined): string {
  const value = type?.trim() ?? '';
  if (value === '') return notAvailable();
  if (!isPaymentGatewayType(value)) return value;
  const gateway = gatewayOf(value);
  const label = gateway === 'cardProvider' ? t('payments.gateway.card') : GATEWAY_LABELS[gateway];
  return isQuickPay(value) ? t('payments.gateway.savedCard', { gateway: label }) : label;
}

export interface CardFields {
  readonly cardType?: string | null;
  readonly cardNumber?: string | null;
  readonly cardExpiry?: string | null;
}

export interface CardDisplay {
  readonly number: string;
  readonly type: string;
  readonly expiry: string;
}

function present(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
}

/**
 * The card a payment used, each part 'Not Available' when the gateway did not say (a wallet has no card).
 * The number is masked again here (first 6 digits, then asterisks: spec 000 §9), whatever the server sent.
 */
export function cardDisplay({ cardType, cardNumber, cardExpiry }: CardFields): CardDisplay {
  const number = present(cardNumber);
  const type = present(cardType);
  return {
    number: number === null ? notAvailable() : maskCardNumber(number),
    type: cardTypeName(type) ?? notAvailable(),
    expiry: present(cardExpiry) ?? notAvailable(),
  };
}

/** 'Nuwan Silva': the name the gateway billed; 'Not Available' when it gave none. */
export function billedName({
  firstName,
  lastName,
}: {
  readonly firstName?: string | null;
  readonly lastName?: string | null;
}): string {
  const name = [firstName, lastName]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
  return name === '' ? notAvailable() : name;
}

function timeOf(isoDate: string | null | undefined): number | null {
  const time = Date.parse(isoDate ?? '');
  return Number.isNaN(time) ? null : time;
}

/** '18 Jun 2025, 9:05 AM' in the device's time, as the visit cards and session labels read dates and times. */
export function paymentDate(isoDate: string | null | undefined): string {
  const time = timeOf(isoDate);
  return time === null ? notAvailable() : t('payments.dateTime', { date: formatDate(time), time: formatTime(time) });
}

/** Newest first by transaction date; payments without a readable date go last, in the order they came. */
export function newestFirst<T extends { readonly transactionDate: string }>(payments: readonly T[]): T[] {
  return payments
    .map((payment, index) => ({ payment, index, time: timeOf(payment.transactionDate) }))
    .sort((a, b) => {
      if (a.time === null || b.time === null) return a.time === b.time ? a.index - b.index : a.time === null ? 1 : -1;
      return b.time - a.time || a.index - b.index;
    })
    .map(({ payment }) => payment);
}
