import { describe, expect, it } from 'vitest';
import { ORDER_CATEGORIES, ORDER_PATHS, ORDER_STATUSES, nextOrderStatus } from '../../../domain/orderStatus';
import {
  ORDER_CANCEL_REASON_LABELS,
  orderCancelReasonLabel,
  orderCommunicationLabel,
  orderInitiatedForLabel,
  orderPaymentMethodLabel,
  orderStatusStaffLabel,
  staffNextMove,
} from '../../../domain/orderStaffText';

describe('staff order words', () => {
  it('offers, on every path, exactly the next status with its label, except the reply-made step to confirming', () => {
    const offered = Object.fromEntries(
      ORDER_CATEGORIES.map((category) => [
        category,
        ORDER_PATHS[category].map((status) => staffNextMove(category, status)),
      ]),
    );
    expect(offered).toEqual({
      Medication: [
        null,
        { to: 'preparing', label: 'Start preparing' },
        { to: 'delivering', label: 'Out for delivery' },
        { to: 'completed', label: 'Mark completed' },
        null,
      ],
      Examination: [
        null,
        { to: 'sampleCollecting', label: 'Start sample collection' },
        { to: 'processing', label: 'Start testing' },
        { to: 'completed', label: 'Mark completed' },
        null,
      ],
      Procedure: [
        null,
        { to: 'processing', label: 'Start procedure' },
        { to: 'completed', label: 'Mark completed' },
        null,
      ],
      Finance: [{ to: 'drConfirming', label: 'Confirm (doctor)' }, { to: 'completed', label: 'Admit' }, null],
    });
    for (const category of ORDER_CATEGORIES) {
      for (const status of ORDER_STATUSES) {
        const move = staffNextMove(category, status);
        if (move !== null) expect(move.to).toBe(nextOrderStatus(category, status));
      }
    }
  });

  it('offers nothing off the path or when closed', () => {
    expect(staffNextMove('Medication', 'canceled')).toBeNull();
    expect(staffNextMove('Procedure', 'delivering')).toBeNull();
    expect(staffNextMove('Examination', 'mystery')).toBeNull();
  });

  it('names every status, an admitted admission, and an unknown status raw', () => {
    for (const status of ORDER_STATUSES) expect(orderStatusStaffLabel('Medication', status)).not.toBe(status);
    expect(orderStatusStaffLabel('Medication', 'sampleCollecting')).toBe('Sample collecting');
    expect(orderStatusStaffLabel('Finance', 'completed')).toBe('Admitted');
    expect(orderStatusStaffLabel('Examination', 'completed')).toBe('Completed');
    expect(orderStatusStaffLabel('Examination', 'onHold')).toBe('onHold');
  });

  it('names the cancel reasons, where the order is served, payment and the thread', () => {
    expect(ORDER_CANCEL_REASON_LABELS).toEqual({
      outOfStock: 'Out of stock',
      patientNoResponse: 'Patient did not respond',
      patientRequested: 'Patient requested',
    });
    expect(orderCancelReasonLabel('other')).toBe('other');
    expect(orderInitiatedForLabel('Medication', 'homecare')).toBe('Deliver home');
    expect(orderInitiatedForLabel('Medication', 'appointment')).toBe('Collect at the hospital');
    expect(orderInitiatedForLabel('Examination', 'homecare')).toBe('Home sample collection');
    expect(orderInitiatedForLabel('Procedure', 'homecare')).toBe('Home visit');
    expect(orderInitiatedForLabel('Procedure', 'appointment')).toBe('At the hospital');
    expect(orderPaymentMethodLabel('cash')).toBe('Cash on delivery');
    expect(orderPaymentMethodLabel(null)).toBe('Not chosen yet');
    expect(orderPaymentMethodLabel('genie')).toBe('Genie');
    expect(orderPaymentMethodLabel('cardProvider')).toBe('Card');
    expect(orderCommunicationLabel('patientReplied')).toBe('Patient replied');
  });
});
