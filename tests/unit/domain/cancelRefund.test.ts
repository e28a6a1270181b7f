import { describe, it, expect } from 'vitest';
import {
  CANCEL_CUTOFF_MS,
  DOCTOR_REQUESTED_EXCLUDED_FEES,
  REFUND_DEFAULT_NOTE,
  REFUND_REASON_GROUPS,
  canReschedule,
  cancelBlockReason,
  refundBlockReason,
  refundExcludedFees,
  RESCHEDULE_BLOCKED_TEXT,
  rescheduleBlock,
} from '../../../domain/cancelRefund';
import type { RefundState } from '../../../domain/cancelRefund';

const HOUR = 3_600_000;
const NOW = new Date(2025, 5, 15, 10, 0).getTime();

describe('cancelBlockReason', () => {
  it('allows a booked appointment more than 24 hours ahead', () => {
    expect(CANCEL_CUTOFF_MS).toBe(24 * HOUR);
    expect(cancelBlockReason({ status: 'booked' }, NOW + 24 * HOUR + 1, NOW)).toBeNull();
    expect(cancelBlockReason({ status: 'booked' }, NOW + 72 * HOUR, NOW)).toBeNull();
  });

  it('blocks within 24 hours of the session, exactly 24 included', () => {
    const within = 'You cannot cancel this appointment because the session time is within 24 hours';
    expect(cancelBlockReason({ status: 'booked' }, NOW + 24 * HOUR, NOW)).toBe(within);
    expect(cancelBlockReason({ status: 'booked' }, NOW + HOUR, NOW)).toBe(within);
    expect(cancelBlockReason({ status: 'booked' }, NOW - HOUR, NOW)).toBe(within);
  });

  it('blocks an appointment that is not booked, naming its status first', () => {
    const far = NOW + 72 * HOUR;
    expect(cancelBlockReason({ status: 'cancelled' }, far, NOW)).toBe(
      'You cannot cancel this appointment because the appointment is already cancelled',
    );
    expect(cancelBlockReason({ status: 'arrived' }, NOW, NOW)).toBe(
      'You cannot cancel this appointment because the appointment is already arrived',
    );
    expect(cancelBlockReason({ status: 'fulfilled' }, far, NOW)).toBe(
      'You cannot cancel this appointment because the appointment is already completed',
    );
    expect(cancelBlockReason({ status: 'noshow' }, far, NOW)).toBe(
      'You cannot cancel this appointment because the appointment is already marked as no show',
    );
    expect(cancelBlockReason({ status: 'entered_in_error' }, far, NOW)).toBe(
      'You cannot cancel this appointment because the appointment is already entered in error',
    );
    expect(cancelBlockReason({ status: 'some_state' }, far, NOW)).toBe(
      'You cannot cancel this appointment because the appointment is already some state',
    );
  });
});

const refundable: RefundState = {
  paymentStatus: 'paid',
  practitionerPaymentStatus: 'pending',
  refundStatus: null,
  rescheduledBy: null,
};
const refundError = (changes: Partial<RefundState>): string | null => refundBlockReason({ ...refundable, ...changes });

describe('refundBlockReason', () => {
  it('allows a paid appointment with no refund, doctor payment or reschedule', () => {
    expect(refundBlockReason(refundable)).toBeNull();
    expect(refundError({ practitionerPaymentStatus: null, refundStatus: ' ' })).toBeNull();
  });

  it('gives each reason', () => {
    expect(refundError({ paymentStatus: 'pending' })).toBe(
      'You cannot request a refund because, appointment is not paid',
    );
    expect(refundError({ paymentStatus: null })).toBe('You cannot request a refund because, appointment is not paid');
    expect(refundError({ practitionerPaymentStatus: 'paid' })).toBe(
      'You cannot request a refund because, doctor payment is given',
    );
    expect(refundError({ refundStatus: 'requested' })).toBe(
      'You cannot request a refund because, refund status is already requested',
    );
    expect(refundError({ refundStatus: 'approved' })).toBe(
      'You cannot request a refund because, refund status is already approved',
    );
    expect(refundError({ rescheduledBy: 'Appointment/apt-2' })).toBe(
      'You cannot request a refund because, appointment is rescheduled',
    );
  });

  it('reports the first reason in the spec order', () => {
    const blocked: RefundState = {
      paymentStatus: 'pending',
      practitionerPaymentStatus: 'paid',
      refundStatus: 'requested',
      rescheduledBy: 'apt-2',
    };
    const seen: (string | null)[] = [];
    let current = blocked;
    for (const change of [
      {},
      { paymentStatus: 'paid' },
      { practitionerPaymentStatus: null },
      { refundStatus: null },
      { rescheduledBy: null },
    ]) {
      current = { ...current, ...change };
      seen.push(refundBlockReason(current));
    }
    expect(seen).toEqual([
      'You cannot request a refund because, appointment is not paid',
      'You cannot request a refund because, doctor payment is given',
      'You cannot request a refund because, refund status is already requested',
      'You cannot request a refund because, appointment is rescheduled',
      null,
    ]);
  });
});

describe('rescheduleBlock', () => {
  const cancelledPaid = { ...refundable, status: 'cancelled' };

  it('allows a paid cancelled appointment not yet rescheduled or refunded', () => {
    expect(rescheduleBlock(cancelledPaid)).toBeNull();
    expect(canReschedule(cancelledPaid)).toBe(true);
    expect(canReschedule({ ...cancelledPaid, refundStatus: null })).toBe(true);
  });

  it('needs a cancelled appointment', () => {
    expect(rescheduleBlock({ ...cancelledPaid, status: 'booked' })).toBe('not-cancelled');
    expect(canReschedule({ ...cancelledPaid, status: 'fulfilled' })).toBe(false);
  });

  it('refuses one already rescheduled, refunded or cancelled unpaid', () => {
    expect(rescheduleBlock({ ...cancelledPaid, rescheduledBy: 'apt-2' })).toBe('already-rescheduled');
    expect(rescheduleBlock({ ...cancelledPaid, refundStatus: 'refunded' })).toBe('refunded');
    expect(rescheduleBlock({ ...cancelledPaid, refundStatus: 'approved' })).toBe('refunded');
    expect(rescheduleBlock({ ...cancelledPaid, refundStatus: 'requested' })).toBe('refunded');
    expect(rescheduleBlock({ ...cancelledPaid, paymentStatus: 'pending' })).toBe('cancelled-unpaid');
  });

  it('allows a paid appointment whose session the doctor cancelled, whatever its own status still says', () => {
    expect(rescheduleBlock({ ...cancelledPaid, status: 'booked', sessionStatus: 'practitioner_canceled' })).toBeNull();
    expect(rescheduleBlock({ ...cancelledPaid, status: 'arrived', sessionStatus: 'provider_aborted' })).toBeNull();
    expect(
      rescheduleBlock({ ...cancelledPaid, cancelReason: 'session_cancelled', sessionStatus: 'practitioner_canceled' }),
    ).toBeNull();
    expect(rescheduleBlock({ ...cancelledPaid, status: 'booked', sessionStatus: 'scheduled' })).toBe('not-cancelled');
    expect(rescheduleBlock({ ...cancelledPaid, status: 'fulfilled', sessionStatus: 'practitioner_canceled' })).toBe(
      'not-cancelled',
    );
    expect(
      rescheduleBlock({
        ...cancelledPaid,
        status: 'booked',
        sessionStatus: 'practitioner_canceled',
        paymentStatus: 'pending',
      }),
    ).toBe('cancelled-unpaid');
    expect(RESCHEDULE_BLOCKED_TEXT['cancelled-unpaid']).toBe(
      'You cannot reschedule this appointment because it was not paid',
    );
  });
});

describe('refund reasons', () => {
  it('groups the spec reasons', () => {
    expect(
      REFUND_REASON_GROUPS.map((group) => [group.code, group.title, group.reasons.map((reason) => reason.label)]),
    ).toEqual([
      ['BOOKED WRONG', 'Booking issue', ['Wrong doctor session', 'Wrong date or time', 'Wrong person']],
      ['DOCTOR RELATED', 'Doctor related', ['Doctor requested', 'Doctor not visited', 'Doctor cancelled']],
      ['PATIENT REQUEST', 'Patient request', ['Cancelled 24hours before', 'Missed in-the queue', 'Other reasons']],
    ]);
  });

  it("excludes the hospital's fees only for Doctor requested", () => {
    expect(DOCTOR_REQUESTED_EXCLUDED_FEES).toEqual([
      'hospital_fee',
      'hospital_fee_tax',
      'procedure_fee',
      'origin_channel_discount_fee',
      'payment_instrument_discount_fee',
      'scheme_discount_fee',
      'seasonal_discount_fee',
      'service_charge_fee',
    ]);
    expect(refundExcludedFees('Doctor requested')).toEqual(DOCTOR_REQUESTED_EXCLUDED_FEES);
    for (const group of REFUND_REASON_GROUPS) {
      for (const reason of group.reasons) {
        if (reason.label !== 'Doctor requested') expect(refundExcludedFees(reason.label), reason.label).toEqual([]);
      }
    }
    expect(refundExcludedFees('Something else')).toEqual([]);
  });

  it("notes 'Request Refund' by default", () => {
    expect(REFUND_DEFAULT_NOTE).toBe('Request Refund');
  });
});
