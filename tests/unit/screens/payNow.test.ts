import { describe, expect, it } from 'vitest';
import { payNowOf } from '../../../src/features/appointment/view/payNow';

const RESERVED = {
  id: 'appointment-1',
  sessionId: 'session-1',
  status: 'booked',
  paymentStatus: 'pending',
  bookingType: 'confirmed',
};
const ONLINE = { payment: true, gateways: ['cardProvider'] as const };

describe('payNowOf (issue 14 item 24)', () => {
  it('offers Pay now for a booking to pay at the hospital, to the session page paying this appointment', () => {
    expect(payNowOf(RESERVED, ONLINE)).toEqual({
      label: 'Pay now',
      to: '/view/session?sessionId=session-1&appointmentId=appointment-1',
    });
  });

  it('offers nothing where the tenant takes no online payment for the session, or has no gateway', () => {
    expect(payNowOf(RESERVED, { ...ONLINE, payment: false })).toBeNull();
    expect(payNowOf(RESERVED, { ...ONLINE, gateways: [] })).toBeNull();
  });

  it('offers nothing for an appointment paid, cancelled, or still a temporary hold (that one has Retry payment)', () => {
    expect(payNowOf({ ...RESERVED, paymentStatus: 'paid' }, ONLINE)).toBeNull();
    expect(payNowOf({ ...RESERVED, status: 'cancelled' }, ONLINE)).toBeNull();
    expect(payNowOf({ ...RESERVED, bookingType: 'temporary' }, ONLINE)).toBeNull();
  });
});
