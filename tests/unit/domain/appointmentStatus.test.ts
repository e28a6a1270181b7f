import { describe, it, expect } from 'vitest';
import {
  APPOINTMENT_STATUSES,
  PAYMENT_STATUSES,
  appointmentStatusLabel,
  isAppointmentStatus,
  isCancelledByDoctor,
  isSessionCancelledFor,
  SESSION_CANCELLED_TEXT,
  isPaid,
  isUpcoming,
  paymentStatusLabel,
  refundDisplay,
} from '../../../domain/appointmentStatus';
import { REFUND_STATUSES } from '../../../domain/refund';

describe('appointmentStatusLabel', () => {
  it.each([
    ['booked', 'Booked'],
    ['arrived', 'Ongoing'],
    ['cancelled', 'Cancelled'],
    ['fulfilled', 'Completed'],
    ['noshow', 'No Show'],
  ])('shows %s as %s', (status, label) => {
    expect(appointmentStatusLabel(status)).toBe(label);
  });

  it('shows entered_in_error and any other value as Unhandled Status', () => {
    for (const status of ['entered_in_error', 'pending', '', 'Booked', 'toString']) {
      expect(appointmentStatusLabel(status), status).toBe('Unhandled Status');
    }
  });

  it('knows the spec statuses', () => {
    expect(APPOINTMENT_STATUSES).toEqual(['booked', 'arrived', 'cancelled', 'fulfilled', 'noshow', 'entered_in_error']);
    expect(isAppointmentStatus('noshow')).toBe(true);
    expect(isAppointmentStatus('no_show')).toBe(false);
  });
});

describe('isUpcoming', () => {
  const now = new Date(2025, 5, 15, 18, 0).getTime();
  const earlierToday = new Date(2025, 5, 15, 8, 0).getTime();
  const yesterday = new Date(2025, 5, 14, 23, 59).getTime();
  const nextWeek = new Date(2025, 5, 22, 9, 0).getTime();

  it('includes open appointments from today on, even earlier today', () => {
    expect(isUpcoming({ status: 'booked', start: nextWeek }, now)).toBe(true);
    expect(isUpcoming({ status: 'booked', start: earlierToday }, now)).toBe(true);
    expect(isUpcoming({ status: 'arrived', start: earlierToday }, now)).toBe(true);
    expect(isUpcoming({ status: 'noshow', start: earlierToday }, now)).toBe(true);
  });

  it('excludes appointments before today', () => {
    expect(isUpcoming({ status: 'booked', start: yesterday }, now)).toBe(false);
  });

  it('excludes cancelled, fulfilled and entered_in_error appointments', () => {
    for (const status of ['cancelled', 'fulfilled', 'entered_in_error']) {
      expect(isUpcoming({ status, start: nextWeek }, now), status).toBe(false);
    }
  });
});

describe('payment and refund display', () => {
  it('knows the spec payment and refund statuses', () => {
    expect(PAYMENT_STATUSES).toEqual(['pending', 'paid']);
    expect(REFUND_STATUSES).toEqual(['requested', 'approved', 'refunded']);
  });

  it('labels payment Paid or Pending', () => {
    expect(paymentStatusLabel('paid')).toBe('Paid');
    expect(paymentStatusLabel('pending')).toBe('Pending');
    expect(paymentStatusLabel(null)).toBe('Pending');
    expect(isPaid('paid')).toBe(true);
    expect(isPaid('pending')).toBe(false);
  });

  it('shows a refunded appointment as paid', () => {
    expect(paymentStatusLabel('pending', 'refunded')).toBe('Paid');
    expect(isPaid(null, 'refunded')).toBe(true);
    expect(paymentStatusLabel('pending', 'approved')).toBe('Pending');
  });

  it('shows each refund status', () => {
    expect(refundDisplay(null)).toEqual({ kind: 'none' });
    expect(refundDisplay(' ')).toEqual({ kind: 'none' });
    expect(refundDisplay('requested')).toEqual({ kind: 'requested', text: 'Refund Requested' });
    expect(refundDisplay('approved')).toEqual({ kind: 'collect-at-hospital', text: 'Collect refund at hospital' });
    expect(refundDisplay('refunded')).toEqual({ kind: 'paid', text: 'Paid' });
    expect(refundDisplay('rejected')).toEqual({ kind: 'other', text: 'rejected' });
  });
});

describe('isCancelledByDoctor', () => {
  it('reads practitioner status declined as the doctor cancelling', () => {
    expect(isCancelledByDoctor('declined')).toBe(true);
    expect(isCancelledByDoctor('accepted')).toBe(false);
    expect(isCancelledByDoctor(null)).toBe(false);
  });
});

describe('isSessionCancelledFor', () => {
  const standing = (status: string, sessionStatus: string, cancelReason: string | null = null) => ({
    status,
    sessionStatus,
    cancelReason,
  });

  it('is true for a booked or arrived appointment in a session the doctor or hospital cancelled', () => {
    expect(isSessionCancelledFor(standing('booked', 'practitioner_canceled'))).toBe(true);
    expect(isSessionCancelledFor(standing('booked', 'provider_aborted'))).toBe(true);
    expect(isSessionCancelledFor(standing('arrived', 'practitioner_canceled'))).toBe(true);
  });

  it('is true for an appointment cancelled together with its session', () => {
    expect(isSessionCancelledFor(standing('cancelled', 'practitioner_canceled', 'session_cancelled'))).toBe(true);
  });

  it('is false for a session that goes ahead, an appointment over, or one cancelled for another reason', () => {
    expect(isSessionCancelledFor(standing('booked', 'scheduled'))).toBe(false);
    expect(isSessionCancelledFor(standing('booked', 'started'))).toBe(false);
    expect(isSessionCancelledFor(standing('fulfilled', 'practitioner_canceled'))).toBe(false);
    expect(isSessionCancelledFor(standing('noshow', 'practitioner_canceled'))).toBe(false);
    expect(isSessionCancelledFor(standing('cancelled', 'practitioner_canceled', 'patient'))).toBe(false);
    expect(isSessionCancelledFor(standing('cancelled', 'scheduled', 'hold_expired'))).toBe(false);
  });

  it('tells the way forward: reschedule or refund when paid, another session when not', () => {
    expect(SESSION_CANCELLED_TEXT.wayForward('Carechat Hospital Galle', true)).toBe(
      'Please call Carechat Hospital Galle to move your appointment to another session or to ask for a refund.',
    );
    expect(SESSION_CANCELLED_TEXT.wayForward('Carechat Hospital Galle', false)).toBe(
      'Please call Carechat Hospital Galle, or book another session with the doctor.',
    );
  });
});
