/** Payment states, gateway types and texts (spec 000 §4, §8; spec 001 §4, §7, §8). */

/** Request states of the booking and payment screens. */
export const REQUEST_STATES = { loading: 1, done: 2, error: 3 } as const;
export type RequestState = (typeof REQUEST_STATES)[keyof typeof REQUEST_STATES];

/** States of the card payment widget. */
export const PAYMENT_WIDGET_STATES = ['INITIALISING', 'READY', 'PAYMENT_PROCESSING', 'ERROR'] as const;
export type PaymentWidgetState = (typeof PAYMENT_WIDGET_STATES)[number];

import { t } from '../i18n/translate';
import { PAYMENT_GATEWAYS, type PaymentGateway } from './paymentGateways';

export { DEFAULT_PAYMENT_GATEWAY, PAYMENT_GATEWAYS, type PaymentGateway } from './paymentGateways';

/** Each gateway has a quick-pay variant that charges a saved card by completing the booking directly. */
export type QuickPayGateway = `${PaymentGateway}QuickPay`;
export type PaymentGatewayType = PaymentGateway | QuickPayGateway;

export function quickPayGateway(gateway: PaymentGateway): QuickPayGateway {
  return `${gateway}QuickPay`;
}

export const PAYMENT_GATEWAY_TYPES: readonly PaymentGatewayType[] = PAYMENT_GATEWAYS.flatMap((gateway) => [
  gateway,
  quickPayGateway(gateway),
]);

export function isPaymentGatewayType(value: string): value is PaymentGatewayType {
  return PAYMENT_GATEWAY_TYPES.includes(value as PaymentGatewayType);
}

export function isQuickPay(type: PaymentGatewayType): type is QuickPayGateway {
  return type.endsWith('QuickPay');
}

/** The gateway a type belongs to (cardProviderQuickPay → cardProvider). */
export function gatewayOf(type: PaymentGatewayType): PaymentGateway {
  return isQuickPay(type) ? (type.slice(0, -'QuickPay'.length) as PaymentGateway) : type;
}

/** A quick-pay (completeBooking) result of status 'completed' is a success. */
export function isQuickPaySuccess(status: string | null | undefined): boolean {
  return status === 'completed';
}

export type GatewayStatusDisplay =
  | { readonly kind: 'success'; readonly text: string; readonly color: 'green' }
  | { readonly kind: 'failed'; readonly text: string; readonly color: 'red' }
  | { readonly kind: 'other'; readonly text: string; readonly color: 'grey' };

/**
 * ACCEPT shows Success (green); DECLINE and ERROR show Failed (red). Any other gateway decision (REVIEW,
 * CANCEL…) is shown as it came, in grey, since the spec does not say it succeeded or failed.
 */
export function gatewayStatusDisplay(status: string | null | undefined): GatewayStatusDisplay {
  const decision = status?.trim().toUpperCase() ?? '';
  if (decision === 'ACCEPT') return { kind: 'success', text: t('payments.status.success'), color: 'green' };
  if (decision === 'DECLINE' || decision === 'ERROR')
    return { kind: 'failed', text: t('payments.status.failed'), color: 'red' };
  return { kind: 'other', text: decision === '' ? t('payments.status.notAvailable') : decision, color: 'grey' };
}

/** What a payment card calls what it was for and how: 'Paid …' only for a payment the gateway accepted. */
export interface PaymentDetailLabels {
  readonly target: string;
  readonly gateway: string;
}

/**
 * The labels of a payment's details by its gateway status (wording ours, docs/decisions/0008-account.md): a success
 * was 'Paid for' and 'Paid with'; a failure paid nothing, so it is a 'Payment for' that was 'Tried with'
 * the gateway; any other status neither claims nor denies it.
 */
export function paymentDetailLabels(status: string | null | undefined): PaymentDetailLabels {
  const kind = gatewayStatusDisplay(status).kind;
  if (kind === 'success') return { target: t('payments.label.paidFor'), gateway: t('payments.label.paidWith') };
  return {
    target: t('payments.label.paymentFor'),
    gateway: kind === 'failed' ? t('payments.label.triedWith') : t('payments.label.paymentWith'),
  };
}

/** The payment texts, worded in the active language when read (getters: never at import, docs/decisions/0060-lazy-text-getters.md). */
export const PAYMENT_TEXT = {
  /** Toast after a successful card payment. */
  get success(): string {
    return t('payments.success');
  },
  /** Toast after a failed card payment (then payment history). */
  get failed(): string {
    return t('payments.failed');
  },
  /** paymentStatus=Failure with a cancelled appointment, with Retry Booking. */
  get appointmentNotPaid(): string {
    return t('payments.appointmentNotPaid');
  },
  get problemHeading(): string {
    return t('payments.problemHeading');
  },
  /** Warning when the gateway initiation fails; the pay button is enabled again. */
  get initiationFailed(): string {
    return t('payments.initiationFailed');
  },
  get processing(): string {
    return t('payments.processing');
  },
  /** While a booking is triggered. */
  get processingBanner(): string {
    return t('payments.processingBanner');
  },
  get unknownSystemError(): string {
    return t('payments.unknownSystemError');
  },
  get bankAuthentication(): string {
    return t('payments.bankAuthentication');
  },
  get bankNoResponse(): string {
    return t('payments.bankNoResponse');
  },
};

export type PaymentFailure =
  | { readonly kind: 'timeout'; readonly message: string }
  | { readonly kind: 'system-error'; readonly message: string }
  | { readonly kind: 'unknown-system-error' }
  | { readonly kind: 'bank-authentication' }
  | { readonly kind: 'bank-no-response' };

/**
 * The 'Payment failed …' text for a failure. A timeout or system error without a message reads as the
 * message-less text closest to it (no response from the bank; unknown system error).
 */
export function paymentFailedMessage(failure: PaymentFailure): string {
  switch (failure.kind) {
    case 'timeout': {
      const message = failure.message.trim();
      return message === '' ? PAYMENT_TEXT.bankNoResponse : t('payments.requestTimeout', { message });
    }
    case 'system-error': {
      const message = failure.message.trim();
      return message === '' ? PAYMENT_TEXT.unknownSystemError : t('payments.systemError', { message });
    }
    case 'unknown-system-error':
      return PAYMENT_TEXT.unknownSystemError;
    case 'bank-authentication':
      return PAYMENT_TEXT.bankAuthentication;
    case 'bank-no-response':
      return PAYMENT_TEXT.bankNoResponse;
  }
}

/** What a gateway answered for a payment: its decision (ACCEPT, DECLINE, ERROR…) and its free-text message. */
export interface GatewayAnswer {
  /** null or absent: no decision came back (nothing heard from the bank). */
  readonly decision?: string | null;
  readonly message?: string | null;
}

const TIMEOUT = /\btime[sd]?[\s-]?out\b/i;

/**
 * The one reading of a gateway's answer as the spec's failure (spec 000 §8), for the chat and the flat
 * screens alike (docs/decisions/0015-booking-and-payment.md): ACCEPT is no failure; DECLINE is the bank refusing to authorise the
 * request; any other answer is a system error with the gateway's message ('request timeout' when the
 * message says it timed out), an unknown system error without one, and no decision and no message means
 * nothing came back from the bank.
 */
export function gatewayFailure(answer: GatewayAnswer): PaymentFailure | null {
  const decision = answer.decision?.trim().toUpperCase() ?? '';
  const message = answer.message?.trim() ?? '';
  if (decision === 'ACCEPT') return null;
  if (decision === 'DECLINE') return { kind: 'bank-authentication' };
  if (message === '') return decision === '' ? { kind: 'bank-no-response' } : { kind: 'unknown-system-error' };
  if (TIMEOUT.test(message)) return { kind: 'timeout', message };
  return { kind: 'system-error', message };
}

/**
 * What the patient reads for a gateway's answer: the spec's 'Payment failed …' text for a failure; an
 * accepted payment's own message ('' when it has none), which says when money taken is due back.
 */
export function gatewayAnswerText(answer: GatewayAnswer): string {
  const failure = gatewayFailure(answer);
  return failure === null ? (answer.message?.trim() ?? '') : paymentFailedMessage(failure);
}
