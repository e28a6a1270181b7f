import { describe, expect, it } from 'vitest';
import {
  failedPaymentRoute,
  billedName,
  cardDisplay,
  filterLabel,
  gatewayLabel,
  newestFirst,
  orderPaymentLabel,
  orderViewPath,
  paidFor,
  PAYMENT_HISTORY_PATH,
  PAYMENT_HISTORY_TEXT,
  paymentDate,
  paymentHistoryRequest,
} from '../../../domain/paymentHistory';

const query = (search: string): URLSearchParams => new URLSearchParams(search);

describe('payment history texts', () => {
  it('has the spec strings as written', () => {
    expect(PAYMENT_HISTORY_TEXT.title).toBe('Payment History');
    expect(PAYMENT_HISTORY_TEXT.empty).toBe("We didn't find any payments of you yet");
    expect(PAYMENT_HISTORY_PATH).toBe('/profiles/my-payment-history');
  });
});

describe('paidFor', () => {
  it('reads an appointment, a session and an order (ServiceRequest) with their ids', () => {
    expect(paidFor('Appointment/a-1')).toEqual({ kind: 'Appointment', label: 'Appointment', id: 'a-1' });
    expect(paidFor('Session/s-9')).toEqual({ kind: 'Session', label: 'Session', id: 's-9' });
    expect(paidFor('ServiceRequest/o-3')).toEqual({ kind: 'Order', label: 'Order', id: 'o-3' });
    expect(paidFor('  Appointment/a-2 ')).toEqual({ kind: 'Appointment', label: 'Appointment', id: 'a-2' });
  });

  it('is Not Available for anything else, a prefix without an id, or nothing', () => {
    const nothing = { kind: null, label: 'Not Available', id: null };
    expect(paidFor('Encounter/e-1')).toEqual(nothing);
    expect(paidFor('appointment/a-1')).toEqual(nothing);
    expect(paidFor('Appointment/')).toEqual(nothing);
    expect(paidFor('Appointment/  ')).toEqual(nothing);
    expect(paidFor('')).toEqual(nothing);
    expect(paidFor(null)).toEqual(nothing);
    expect(paidFor(undefined)).toEqual(nothing);
  });
});

describe('an order payment', () => {
  it("reads 'Order', its category as patients know it, and its number", () => {
    expect(orderPaymentLabel('Medication', 'SR-000012')).toBe('Order: Medication SR-000012');
    expect(orderPaymentLabel('Finance', 'SR-000013')).toBe('Order: Admission SR-000013');
    expect(orderPaymentLabel(null, null)).toBe('Order');
  });

  it('links to the order view', () => {
    expect(orderViewPath('a b')).toBe('/order/view?orderId=a%20b');
  });
});

describe('paymentHistoryRequest', () => {
  it('lists everything when the link has no query, or only empty values', () => {
    expect(paymentHistoryRequest(query(''))).toEqual({ filter: null, expandPaymentId: null, failedReturn: false });
    expect(paymentHistoryRequest(query('paymentId=&orderId=%20&sessionId=&appointmentId=&other=x'))).toEqual({
      filter: null,
      expandPaymentId: null,
      failedReturn: false,
    });
  });

  it('paymentId: every payment, that one expanded; the other values are ignored', () => {
    expect(paymentHistoryRequest(query('paymentId=p-1'))).toEqual({
      filter: null,
      expandPaymentId: 'p-1',
      failedReturn: false,
    });
    expect(paymentHistoryRequest(query('paymentId=%20p-1%20&sessionId=s-1&appointmentId=a-1&orderId=o-1'))).toEqual({
      filter: null,
      expandPaymentId: 'p-1',
      failedReturn: false,
    });
  });

  it("paymentStatus=Failure with a paymentId: the failed payment opened, and 'Payment failed' told", () => {
    expect(paymentHistoryRequest(query('paymentId=p-1&paymentStatus=Failure'))).toEqual({
      filter: null,
      expandPaymentId: 'p-1',
      failedReturn: true,
    });
    expect(paymentHistoryRequest(query(failedPaymentRoute('p 1&x').split('?')[1] ?? ''))).toEqual({
      filter: null,
      expandPaymentId: 'p 1&x',
      failedReturn: true,
    });
    // Only the gateway's word for a failure, and only about a payment.
    expect(paymentHistoryRequest(query('paymentId=p-1&paymentStatus=success')).failedReturn).toBe(false);
    expect(paymentHistoryRequest(query('sessionId=s-1&paymentStatus=Failure')).failedReturn).toBe(false);
    expect(failedPaymentRoute('p-1')).toBe('/profiles/my-payment-history?paymentId=p-1&paymentStatus=Failure');
  });

  it("orderId: the order's payments, session and appointment ignored", () => {
    expect(paymentHistoryRequest(query('orderId=o-1'))).toEqual({
      filter: { orderId: 'o-1' },
      expandPaymentId: null,
      failedReturn: false,
    });
    expect(paymentHistoryRequest(query('orderId=o-1&sessionId=s-1&appointmentId=a-1'))).toEqual({
      filter: { orderId: 'o-1' },
      expandPaymentId: null,
      failedReturn: false,
    });
  });

  it('sessionId and/or appointmentId: each alone, or both together', () => {
    expect(paymentHistoryRequest(query('sessionId=s-1'))).toEqual({
      filter: { sessionId: 's-1' },
      expandPaymentId: null,
      failedReturn: false,
    });
    expect(paymentHistoryRequest(query('appointmentId=a-1'))).toEqual({
      filter: { appointmentId: 'a-1' },
      expandPaymentId: null,
      failedReturn: false,
    });
    expect(paymentHistoryRequest(query('sessionId=s-1&appointmentId=a-1'))).toEqual({
      filter: { sessionId: 's-1', appointmentId: 'a-1' },
      expandPaymentId: null,
      failedReturn: false,
    });
    expect(paymentHistoryRequest(query('sessionId=s-1&appointmentId=&orderId='))).toEqual({
      filter: { sessionId: 's-1' },
      expandPaymentId: null,
      failedReturn: false,
    });
  });

  it('takes any map of query values', () => {
    const values: Record<string, string> = { appointmentId: 'a-7' };
    expect(paymentHistoryRequest({ get: (name) => values[name] ?? null })).toEqual({
      filter: { appointmentId: 'a-7' },
      expandPaymentId: null,
      failedReturn: false,
    });
  });
});

describe('filterLabel', () => {
  it('names what the listed payments belong to', () => {
    expect(filterLabel({ orderId: 'o-1' })).toBe('Payments of this order');
    expect(filterLabel({ appointmentId: 'a-1' })).toBe('Payments of this appointment');
    expect(filterLabel({ sessionId: 's-1', appointmentId: 'a-1' })).toBe('Payments of this appointment');
    expect(filterLabel({ sessionId: 's-1' })).toBe('Payments of this session');
  });
});

describe('gatewayLabel', () => {
  it('names each gateway and marks its quick-pay variant as a saved card', () => {
    expect(gatewayLabel('cardProvider')).toBe('Card');
    expect(gatewayLabel('masterCard')).toBe('MasterCard');
    expect(gatewayLabel('genie')).toBe('Genie');
    expect(gatewayLabel('cardProviderQuickPay')).toBe('Card (saved card)');
    expect(gatewayLabel('masterCardQuickPay')).toBe('MasterCard (saved card)');
    expect(gatewayLabel('genieQuickPay')).toBe('Genie (saved card)');
    expect(gatewayLabel(' genie ')).toBe('Genie');
  });

  it('shows an unknown gateway as it came, and Not Available for none', () => {
    expect(gatewayLabel('cash')).toBe('cash');
    expect(gatewayLabel('')).toBe('Not Available');
    expect(gatewayLabel(null)).toBe('Not Available');
    expect(gatewayLabel(undefined)).toBe('Not Available');
  });
});

describe('cardDisplay', () => {
  it('names the type code, keeps the masked number and the expiry', () => {
    expect(cardDisplay({ cardType: '001', cardNumber: '411111**********', cardExpiry: '12/30' })).toEqual({
      type: 'Visa',
      number: '411111**********',
      expiry: '12/30',
    });
    expect(cardDisplay({ cardType: '002', cardNumber: '555555******', cardExpiry: '01/29' }).type).toBe('Mastercard');
  });

  it('names every code of spec 001 §7', () => {
    const names = [
      ['001', 'Visa'],
      ['002', 'Mastercard'],
      ['003', 'American Express'],
      ['004', 'Discover'],
      ['005', 'Diners Club'],
      ['007', 'JCB'],
      ['042', 'Maestro'],
      ['050', 'Hipercard'],
      ['054', 'Elo'],
    ];
    expect(names.map(([code]) => [code, cardDisplay({ cardType: code }).type])).toEqual(names);
    expect(cardDisplay({ cardType: 'Master Card' }).type).toBe('Mastercard');
    expect(cardDisplay({ cardType: 'Paypal' }).type).toBe('Paypal');
  });

  it('masks a number that came unmasked: the first 6 digits, then asterisks', () => {
    expect(cardDisplay({ cardNumber: '4111-1111-1111-1111' }).number).toBe('411111**********');
  });

  it('shows an unknown type as it came and Not Available for each missing part', () => {
    expect(cardDisplay({ cardType: '999' }).type).toBe('999');
    expect(cardDisplay({ cardType: null, cardNumber: null, cardExpiry: null })).toEqual({
      type: 'Not Available',
      number: 'Not Available',
      expiry: 'Not Available',
    });
    expect(cardDisplay({ cardType: ' ', cardNumber: '', cardExpiry: '  ' })).toEqual({
      type: 'Not Available',
      number: 'Not Available',
      expiry: 'Not Available',
    });
    expect(cardDisplay({})).toEqual({ type: 'Not Available', number: 'Not Available', expiry: 'Not Available' });
  });
});

describe('billedName', () => {
  it('joins the names the gateway billed, leaving out empty ones', () => {
    expect(billedName({ firstName: 'Nuwan', lastName: 'Silva' })).toBe('Nuwan Silva');
    expect(billedName({ firstName: ' ', lastName: 'Silva' })).toBe('Silva');
    expect(billedName({ firstName: 'Nuwan', lastName: null })).toBe('Nuwan');
    expect(billedName({ firstName: '', lastName: '' })).toBe('Not Available');
    expect(billedName({})).toBe('Not Available');
  });
});

describe('paymentDate', () => {
  it('reads date and time as the visit cards do', () => {
    expect(paymentDate(new Date(2025, 5, 18, 9, 5).toISOString())).toBe('18 Jun 2025, 9:05 AM');
    expect(paymentDate(new Date(2024, 11, 1, 0, 30).toISOString())).toBe('1 Dec 2024, 12:30 AM');
    expect(paymentDate(new Date(2024, 0, 31, 15, 0).toISOString())).toBe('31 Jan 2024, 3:00 PM');
  });

  it('is Not Available for a missing or unreadable date', () => {
    expect(paymentDate('')).toBe('Not Available');
    expect(paymentDate('yesterday')).toBe('Not Available');
    expect(paymentDate(null)).toBe('Not Available');
    expect(paymentDate(undefined)).toBe('Not Available');
  });
});

describe('newestFirst', () => {
  const at = (id: string, day: number | null): { id: string; transactionDate: string } => ({
    id,
    transactionDate: day === null ? 'not a date' : new Date(2025, 5, day, 10).toISOString(),
  });

  it('orders by transaction date, newest first, without changing the input', () => {
    const payments = [at('old', 1), at('new', 20), at('mid', 10)];
    expect(newestFirst(payments).map((payment) => payment.id)).toEqual(['new', 'mid', 'old']);
    expect(payments.map((payment) => payment.id)).toEqual(['old', 'new', 'mid']);
  });

  it('keeps the given order for equal dates and puts unreadable dates last, in their order', () => {
    expect(
      newestFirst([at('x', null), at('a', 5), at('b', 5), at('y', null), at('c', 9)]).map((payment) => payment.id),
    ).toEqual(['c', 'a', 'b', 'x', 'y']);
    expect(newestFirst([])).toEqual([]);
  });
});
