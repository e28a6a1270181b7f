import { describe, expect, it } from 'vitest';
import {
  ORDER_CATEGORIES,
  ORDER_PATHS,
  isClosedOrderStatus,
  nextOrderStatus,
  orderCancelRefusal,
  orderMoveRefusal,
  type OrderMoveFacts,
} from '../../../domain/orderStatus';

const facts = (over: Partial<OrderMoveFacts>): OrderMoveFacts => ({
  category: 'Medication',
  from: 'new',
  to: 'confirming',
  paid: false,
  cash: false,
  paymentRequired: true,
  ...over,
});

describe('order status paths (spec 001 §4)', () => {
  it('gives each category its own path from new to completed', () => {
    expect(ORDER_PATHS.Medication).toEqual(['new', 'confirming', 'preparing', 'delivering', 'completed']);
    expect(ORDER_PATHS.Examination).toEqual(['new', 'confirming', 'sampleCollecting', 'processing', 'completed']);
    expect(ORDER_PATHS.Procedure).toEqual(['new', 'confirming', 'processing', 'completed']);
    expect(ORDER_PATHS.Finance).toEqual(['new', 'drConfirming', 'completed']);
    for (const category of ORDER_CATEGORIES) {
      expect(ORDER_PATHS[category][0]).toBe('new');
      expect(ORDER_PATHS[category].at(-1)).toBe('completed');
    }
  });

  it('names the next step, and none at the end or off the path', () => {
    expect(nextOrderStatus('Medication', 'preparing')).toBe('delivering');
    expect(nextOrderStatus('Examination', 'confirming')).toBe('sampleCollecting');
    expect(nextOrderStatus('Finance', 'new')).toBe('drConfirming');
    expect(nextOrderStatus('Medication', 'completed')).toBeNull();
    expect(nextOrderStatus('Procedure', 'delivering')).toBeNull();
  });

  it('counts completed, canceled, entered_in_error and aborted as closed', () => {
    for (const status of ['completed', 'canceled', 'entered_in_error', 'aborted'])
      expect(isClosedOrderStatus(status)).toBe(true);
    for (const status of ['new', 'confirming', 'delivering', 'drConfirming', null, undefined, 'unknown'])
      expect(isClosedOrderStatus(status)).toBe(false);
  });
});

describe('staff moves', () => {
  it('allows exactly one step forward', () => {
    expect(orderMoveRefusal(facts({ from: 'preparing', to: 'delivering' }))).toBeNull();
    expect(orderMoveRefusal(facts({ from: 'new', to: 'preparing' }))).toBe('notNext');
    expect(orderMoveRefusal(facts({ from: 'delivering', to: 'preparing' }))).toBe('notNext');
    expect(
      orderMoveRefusal(facts({ category: 'Procedure', from: 'confirming', to: 'sampleCollecting', paid: true })),
    ).toBe('notNext');
  });

  it('refuses every move of a closed order', () => {
    expect(orderMoveRefusal(facts({ from: 'completed', to: 'new' }))).toBe('closed');
    expect(orderMoveRefusal(facts({ from: 'canceled', to: 'confirming' }))).toBe('closed');
  });

  it('waits in confirming for the payment or cash when the tenant takes payment in the app', () => {
    const leave = { from: 'confirming', to: 'preparing' } as const;
    expect(orderMoveRefusal(facts(leave))).toBe('notPaid');
    expect(orderMoveRefusal(facts({ ...leave, paid: true }))).toBeNull();
    expect(orderMoveRefusal(facts({ ...leave, cash: true }))).toBeNull();
    // harbour-clinic: lab tests are not paid in the app, so nothing waits for a payment.
    expect(orderMoveRefusal(facts({ ...leave, paymentRequired: false }))).toBeNull();
  });

  it('cancels an open order for one of the three reasons only', () => {
    expect(orderCancelRefusal('preparing', 'outOfStock')).toBeNull();
    expect(orderCancelRefusal('new', 'patientNoResponse')).toBeNull();
    expect(orderCancelRefusal('confirming', 'patientRequested')).toBeNull();
    expect(orderCancelRefusal('new', 'changedMind')).toBe('reason');
    expect(orderCancelRefusal('completed', 'outOfStock')).toBe('closed');
  });
});
