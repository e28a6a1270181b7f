import { describe, it, expect } from 'vitest';
import {
  DEFAULT_PAYMENT_GATEWAY,
  PAYMENT_GATEWAYS,
  PAYMENT_GATEWAY_TYPES,
  PAYMENT_TEXT,
  PAYMENT_WIDGET_STATES,
  REQUEST_STATES,
  gatewayOf,
  gatewayStatusDisplay,
  isPaymentGatewayType,
  isQuickPay,
  isQuickPaySuccess,
  gatewayAnswerText,
  gatewayFailure,
  paymentDetailLabels,
  paymentFailedMessage,
  quickPayGateway,
} from '../../../domain/payment';

describe('states', () => {
  it('numbers request states 1 loading, 2 done, 3 error', () => {
    expect(REQUEST_STATES).toEqual({ loading: 1, done: 2, error: 3 });
  });

  it('names the widget states', () => {
    expect(PAYMENT_WIDGET_STATES).toEqual(['INITIALISING', 'READY', 'PAYMENT_PROCESSING', 'ERROR']);
  });
});

describe('gateway types', () => {
  it('has the three gateways, the card provider first and default', () => {
    expect(PAYMENT_GATEWAYS).toEqual(['cardProvider', 'masterCard', 'genie']);
    expect(DEFAULT_PAYMENT_GATEWAY).toBe('cardProvider');
  });

  it('gives each gateway a quick-pay variant', () => {
    expect(PAYMENT_GATEWAY_TYPES).toEqual([
      'cardProvider',
      'cardProviderQuickPay',
      'masterCard',
      'masterCardQuickPay',
      'genie',
      'genieQuickPay',
    ]);
    expect(quickPayGateway('genie')).toBe('genieQuickPay');
    expect(isQuickPay('masterCardQuickPay')).toBe(true);
    expect(isQuickPay('masterCard')).toBe(false);
    expect(gatewayOf('cardProviderQuickPay')).toBe('cardProvider');
    expect(gatewayOf('genie')).toBe('genie');
  });

  it('recognises only known types', () => {
    expect(isPaymentGatewayType('genieQuickPay')).toBe(true);
    expect(isPaymentGatewayType('cash')).toBe(false);
    expect(isPaymentGatewayType('')).toBe(false);
  });

  it('treats a quick-pay status of completed as success', () => {
    expect(isQuickPaySuccess('completed')).toBe(true);
    expect(isQuickPaySuccess('failed')).toBe(false);
    expect(isQuickPaySuccess('COMPLETED')).toBe(false);
    expect(isQuickPaySuccess(null)).toBe(false);
  });
});

describe('gatewayStatusDisplay', () => {
  it('shows ACCEPT as Success in green', () => {
    expect(gatewayStatusDisplay('ACCEPT')).toEqual({ kind: 'success', text: 'Success', color: 'green' });
    expect(gatewayStatusDisplay(' accept ')).toEqual({ kind: 'success', text: 'Success', color: 'green' });
  });

  it('shows DECLINE and ERROR as Failed in red', () => {
    expect(gatewayStatusDisplay('DECLINE')).toEqual({ kind: 'failed', text: 'Failed', color: 'red' });
    expect(gatewayStatusDisplay('ERROR')).toEqual({ kind: 'failed', text: 'Failed', color: 'red' });
  });

  it('shows any other decision as it came, in grey', () => {
    expect(gatewayStatusDisplay('REVIEW')).toEqual({ kind: 'other', text: 'REVIEW', color: 'grey' });
    expect(gatewayStatusDisplay('')).toEqual({ kind: 'other', text: 'Not Available', color: 'grey' });
    expect(gatewayStatusDisplay(null).text).toBe('Not Available');
  });
});

describe('payment texts', () => {
  it('has the exact spec texts', () => {
    expect(PAYMENT_TEXT).toEqual({
      success: 'Payment success',
      failed: 'Payment failed',
      appointmentNotPaid: 'Appointment not paid',
      problemHeading: 'Problem with your payment',
      initiationFailed: 'Unable to process payment!',
      processing: 'Processing payment, please wait',
      processingBanner: 'PROCESSING PAYMENT...',
      unknownSystemError: 'Payment failed with unknown system error',
      bankAuthentication: 'Payment failed, unable to authenticate your request from bank',
      bankNoResponse: 'Payment failed, unable to get any response from bank',
    });
  });
});

describe('paymentFailedMessage', () => {
  it('builds each failure text', () => {
    expect(paymentFailedMessage({ kind: 'timeout', message: 'gateway took 30 s' })).toBe(
      'Payment failed with request timeout: gateway took 30 s',
    );
    expect(paymentFailedMessage({ kind: 'system-error', message: 'E42' })).toBe(
      'Payment failed with system error: E42',
    );
    expect(paymentFailedMessage({ kind: 'unknown-system-error' })).toBe('Payment failed with unknown system error');
    expect(paymentFailedMessage({ kind: 'bank-authentication' })).toBe(
      'Payment failed, unable to authenticate your request from bank',
    );
    expect(paymentFailedMessage({ kind: 'bank-no-response' })).toBe(
      'Payment failed, unable to get any response from bank',
    );
  });

  it('trims the message and falls back when it is blank', () => {
    expect(paymentFailedMessage({ kind: 'system-error', message: '  E42 ' })).toBe(
      'Payment failed with system error: E42',
    );
    expect(paymentFailedMessage({ kind: 'system-error', message: ' ' })).toBe(
      'Payment failed with unknown system error',
    );
    expect(paymentFailedMessage({ kind: 'timeout', message: '' })).toBe(
      'Payment failed, unable to get any response from bank',
    );
  });
});

describe("gatewayFailure and gatewayAnswerText: every gateway answer in the spec's words (spec 000 §8)", () => {
  it.each([
    [
      { decision: 'ERROR', message: 'Gateway system error' },
      { kind: 'system-error', message: 'Gateway system error' },
      'Payment failed with system error: Gateway system error',
    ],
    [
      { decision: 'error', message: '  Gateway system error ' },
      { kind: 'system-error', message: 'Gateway system error' },
      'Payment failed with system error: Gateway system error',
    ],
    [
      { decision: 'ERROR', message: 'Request timed out' },
      { kind: 'timeout', message: 'Request timed out' },
      'Payment failed with request timeout: Request timed out',
    ],
    [
      { decision: 'ERROR', message: 'Gateway Timeout' },
      { kind: 'timeout', message: 'Gateway Timeout' },
      'Payment failed with request timeout: Gateway Timeout',
    ],
    [{ decision: 'ERROR', message: '' }, { kind: 'unknown-system-error' }, 'Payment failed with unknown system error'],
    [
      { decision: 'REVIEW', message: null },
      { kind: 'unknown-system-error' },
      'Payment failed with unknown system error',
    ],
    [
      { decision: 'DECLINE', message: 'Card declined by the bank' },
      { kind: 'bank-authentication' },
      'Payment failed, unable to authenticate your request from bank',
    ],
    [
      { decision: null, message: null },
      { kind: 'bank-no-response' },
      'Payment failed, unable to get any response from bank',
    ],
    [{}, { kind: 'bank-no-response' }, 'Payment failed, unable to get any response from bank'],
    [
      { decision: null, message: 'Network error' },
      { kind: 'system-error', message: 'Network error' },
      'Payment failed with system error: Network error',
    ],
  ] as const)('reads %j as %j', (answer, failure, text) => {
    expect(gatewayFailure(answer)).toEqual(failure);
    expect(gatewayAnswerText(answer)).toBe(text);
  });

  it('an ACCEPT is no failure: its own message is shown (it says when money taken is due back)', () => {
    expect(gatewayFailure({ decision: 'ACCEPT', message: 'Request was processed successfully.' })).toBeNull();
    expect(gatewayAnswerText({ decision: 'ACCEPT', message: 'Hold expired; refund due' })).toBe(
      'Hold expired; refund due',
    );
    expect(gatewayAnswerText({ decision: 'ACCEPT', message: null })).toBe('');
  });
});

describe('paymentDetailLabels', () => {
  it("says 'Paid' only of a payment the gateway accepted", () => {
    expect(paymentDetailLabels('ACCEPT')).toEqual({ target: 'Paid for', gateway: 'Paid with' });
    expect(paymentDetailLabels('DECLINE')).toEqual({ target: 'Payment for', gateway: 'Tried with' });
    expect(paymentDetailLabels('ERROR')).toEqual({ target: 'Payment for', gateway: 'Tried with' });
    expect(paymentDetailLabels('REVIEW')).toEqual({ target: 'Payment for', gateway: 'Payment with' });
    expect(paymentDetailLabels(null)).toEqual({ target: 'Payment for', gateway: 'Payment with' });
  });
});
