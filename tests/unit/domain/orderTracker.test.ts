import { describe, expect, it } from 'vitest';
import {
  admissionCanceledText,
  ORDER_TRACKER_STEPS,
  isAtReport,
  isOrderOver,
  orderCategoryLabel,
  orderKindLabel,
  orderTracker,
  requestAnotherLabel,
  showsBankTransfer,
  type TrackedOrder,
} from '../../../domain/orderTracker';
import { ORDER_STATUS_FIELD, type OrderCategory } from '../../../domain/orderStatus';

const H = 'Colombo General';

function order(category: OrderCategory, status: string | null, more: Partial<TrackedOrder> = {}): TrackedOrder {
  return {
    category,
    status: 'draft',
    orderCommunicationStatus: 'initial',
    serviceRequestInitiatedFor: 'homecare',
    serviceRequestPaymentStatus: 'pending',
    serviceRequestPaymentMethod: null,
    documentCount: 0,
    [ORDER_STATUS_FIELD[category]]: status,
    ...more,
  };
}

describe('orderTracker: Medication', () => {
  it('walks new → confirming → preparing → delivering → completed', () => {
    expect(ORDER_TRACKER_STEPS.Medication).toEqual(['New', 'Confirming', 'Preparing', 'Delivering', 'Completed']);
    expect(orderTracker(order('Medication', 'new'), H).current).toBe(0);
    expect(orderTracker(order('Medication', 'confirming'), H).current).toBe(1);
    expect(orderTracker(order('Medication', 'preparing'), H).current).toBe(2);
    expect(orderTracker(order('Medication', 'delivering'), H).current).toBe(3);
    const done = orderTracker(order('Medication', 'completed', { status: 'completed' }), H);
    expect([done.current, done.outcome, done.statusText]).toEqual([4, 'completed', 'Completed']);
  });

  it('names the confirming sub-states, the most decisive first', () => {
    const text = (more: Partial<TrackedOrder>): string =>
      orderTracker(order('Medication', 'confirming', more), H).statusText;
    expect(text({ serviceRequestPaymentStatus: 'paid', orderCommunicationStatus: 'performerReplied' })).toBe('Paid');
    expect(text({ orderCommunicationStatus: 'performerReplied', serviceRequestPaymentMethod: 'cash' })).toBe(
      'Cash on delivery',
    );
    expect(text({ orderCommunicationStatus: 'performerReplied' })).toBe('Pay and confirm');
    expect(text({ orderCommunicationStatus: 'patientReplied' })).toBe('Notes updated');
    expect(text({})).toBe('Confirming');
  });

  it('delivers home or has it collected at the hospital, with the hospital named', () => {
    const home = orderTracker(order('Medication', 'delivering'), H);
    expect(home.statusText).toBe('Deliver to home');
    expect(home.message).toContain(H);
    expect(
      orderTracker(order('Medication', 'delivering', { serviceRequestInitiatedFor: 'appointment' }), H).statusText,
    ).toBe('Collect at the hospital');
  });

  it('shows Canceled with its reason', () => {
    const canceled = orderTracker(
      order('Medication', 'canceled', { status: 'revoked', orderCanceledReason: 'outOfStock' }),
      H,
    );
    expect([canceled.outcome, canceled.statusText, canceled.current]).toEqual(['canceled', 'Canceled', -1]);
    expect(canceled.message).toBe(`${H} canceled this order because the items are out of stock.`);
    expect(isOrderOver(canceled)).toBe(true);
  });
});

describe('orderTracker: Examination, Procedure, Admission', () => {
  it('Examination: New, Payment, Testing (sampleCollecting, processing), by the order status before a report', () => {
    expect(ORDER_TRACKER_STEPS.Examination).toEqual(['New', 'Payment', 'Testing', 'Report']);
    const at = (status: string): number => orderTracker(order('Examination', status), H).current;
    expect([at('new'), at('confirming'), at('sampleCollecting'), at('processing')]).toEqual([0, 1, 2, 2]);
    expect(
      orderTracker(order('Examination', 'confirming', { serviceRequestPaymentStatus: 'paid' }), H).statusText,
    ).toBe('Paid');
  });

  it('Examination follows its report (spec 001 §4): Testing with summary report, Report with print_ready', () => {
    const tracker = (status: string, reportSummaryStatus: string | null, more: Partial<TrackedOrder> = {}) =>
      orderTracker(order('Examination', status, { reportSummaryStatus, ...more }), H);
    expect([
      tracker('sampleCollecting', 'new').current,
      tracker('sampleCollecting', 'sample_collected').current,
    ]).toEqual([2, 2]);
    const testing = tracker('sampleCollecting', 'report');
    expect([testing.current, testing.statusText, testing.outcome]).toEqual([2, 'Testing', 'open']);
    const report = tracker('processing', 'print_ready');
    expect([report.current, report.statusText, report.outcome]).toEqual([3, 'Report', 'open']);
    expect(report.message).toContain(H);
    expect(isAtReport(report)).toBe(true);
    expect(isAtReport(testing)).toBe(false);
  });

  it('a completed examination is at Report only with its report verified, Testing until then', () => {
    const completed = (reportSummaryStatus: string | null) =>
      orderTracker(order('Examination', 'completed', { status: 'completed', reportSummaryStatus }), H);
    const verified = completed('print_ready');
    expect([verified.current, verified.outcome, verified.statusText]).toEqual([3, 'completed', 'Completed']);
    expect(isAtReport(verified)).toBe(true);
    expect([completed('report').current, completed(null).current]).toEqual([2, 2]);
    expect(isAtReport(completed(null))).toBe(false);
  });

  it('a canceled examination stays canceled whatever its report says', () => {
    const canceled = orderTracker(order('Examination', 'canceled', { reportSummaryStatus: 'print_ready' }), H);
    expect([canceled.outcome, canceled.current]).toEqual(['canceled', -1]);
    expect(isAtReport(canceled)).toBe(false);
  });

  it('Procedure: New, Payment (paid), Procedure; Report is never reached', () => {
    expect(ORDER_TRACKER_STEPS.Procedure).toEqual(['New', 'Payment', 'Procedure', 'Report']);
    const at = (status: string): number => orderTracker(order('Procedure', status), H).current;
    expect([at('new'), at('confirming'), at('processing'), at('completed')]).toEqual([0, 1, 2, 2]);
    expect(orderTracker(order('Procedure', 'completed'), H).outcome).toBe('completed');
    expect(isAtReport(orderTracker(order('Procedure', 'completed'), H))).toBe(false);
  });

  it('Admission: New, Documents (images uploaded), Confirm (drConfirming), Admitted (completed)', () => {
    expect(ORDER_TRACKER_STEPS.Finance).toEqual(['New', 'Documents', 'Confirm', 'Admitted']);
    expect(orderTracker(order('Finance', 'new'), H).current).toBe(0);
    expect(orderTracker(order('Finance', 'new', { documentCount: 2 }), H).current).toBe(1);
    expect(orderTracker(order('Finance', 'drConfirming'), H).current).toBe(2);
    expect(orderTracker(order('Finance', 'completed', { status: 'completed' }), H).current).toBe(3);
  });

  it("Admission revoked or canceled: 'Admission Canceled'", () => {
    expect(orderTracker(order('Finance', 'new', { status: 'revoked' }), H).statusText).toBe(admissionCanceledText());
    expect(orderTracker(order('Finance', 'canceled'), H).statusText).toBe(admissionCanceledText());
  });

  it('shows an unknown status raw, on no step', () => {
    const unknown = orderTracker(order('Medication', 'onHold'), H);
    expect([unknown.statusText, unknown.current, unknown.outcome]).toEqual(['onHold', -1, 'open']);
  });
});

describe('cash on delivery (spec 001 §4: cash, performerReplied, pending)', () => {
  it.each([
    ['Medication', 'You will pay in cash when you receive your order.'],
    ['Examination', 'You will pay in cash when your sample is collected.'],
    ['Procedure', 'You will pay in cash at the visit.'],
  ] as const)('%s at confirming reads Cash on delivery, not Pay and confirm', (category, message) => {
    const cash = orderTracker(
      order(category, 'confirming', {
        orderCommunicationStatus: 'performerReplied',
        serviceRequestPaymentMethod: 'cash',
      }),
      H,
    );
    expect([cash.current, cash.statusText]).toEqual([1, 'Cash on delivery']);
    expect(cash.message).toContain(message);
    expect(cash.message).not.toContain('Please pay');
    const paid = orderTracker(
      order(category, 'confirming', {
        orderCommunicationStatus: 'performerReplied',
        serviceRequestPaymentMethod: 'cash',
        serviceRequestPaymentStatus: 'paid',
      }),
      H,
    );
    expect(paid.statusText).toBe('Paid');
  });
});

describe('labels and texts', () => {
  it('shows Finance as Admission and a procedure at home as Home Visit, in Request Another too', () => {
    expect(orderCategoryLabel('Finance')).toBe('Admission');
    expect(requestAnotherLabel({ category: 'Finance', serviceRequestInitiatedFor: 'appointment' })).toBe(
      'Request Another Admission',
    );
    expect(requestAnotherLabel({ category: 'Medication', serviceRequestInitiatedFor: 'homecare' })).toBe(
      'Request Another Medication',
    );
    expect(orderKindLabel({ category: 'Procedure', serviceRequestInitiatedFor: 'homecare' })).toBe('Home Visit');
    expect(requestAnotherLabel({ category: 'Procedure', serviceRequestInitiatedFor: 'homecare' })).toBe(
      'Request Another Home Visit',
    );
    expect(orderKindLabel({ category: 'Procedure', serviceRequestInitiatedFor: 'appointment' })).toBe('Procedure');
  });

  it('has the bank transfer for admissions', () => {
    expect((['Medication', 'Examination', 'Procedure', 'Finance'] as const).map(showsBankTransfer)).toEqual([
      false,
      false,
      false,
      true,
    ]);
  });
});
