import { describe, expect, it } from 'vitest';
import { appointmentActions, type ActionableAppointment } from '../../../domain/appointmentActions';

const NOW = Date.parse('2026-11-25T06:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const ON = { appointmentCancel: { enabled: true }, appointmentRefund: { enabled: true } };
const OFF = { appointmentCancel: { enabled: false }, appointmentRefund: { enabled: false } };

const booked: ActionableAppointment = {
  status: 'booked',
  paymentStatus: 'paid',
  practitionerPaymentStatus: null,
  refundStatus: null,
  rescheduledBy: null,
  cancelReason: null,
  feedbackRating: null,
  start: NOW + 3 * DAY,
  sessionStatus: 'scheduled',
};

describe('appointmentActions', () => {
  it('offers a paid booked visit Cancel, Request To Refund and Upload documents', () => {
    expect(appointmentActions(booked, NOW, ON)).toEqual(['cancel', 'refund', 'upload']);
  });

  it('keeps Cancel within 24 hours (the tap tells why it is refused) but not with the switch off', () => {
    expect(appointmentActions({ ...booked, start: NOW + DAY / 2 }, NOW, ON)).toContain('cancel');
    expect(appointmentActions(booked, NOW, OFF)).toEqual(['upload']);
  });

  it('offers an unpaid booking neither a refund nor a reschedule', () => {
    expect(appointmentActions({ ...booked, paymentStatus: 'pending' }, NOW, ON)).toEqual(['cancel', 'upload']);
  });

  it('offers a paid cancelled visit Reschedule and Request To Refund, and nothing once rescheduled', () => {
    const cancelled = { ...booked, status: 'cancelled', cancelReason: 'patient' };
    expect(appointmentActions(cancelled, NOW, ON)).toEqual(['reschedule', 'refund']);
    expect(appointmentActions({ ...cancelled, rescheduledBy: 'a2' }, NOW, ON)).toEqual([]);
  });

  it('offers a visit whose session the doctor cancelled Reschedule, not Cancel or uploads', () => {
    expect(appointmentActions({ ...booked, sessionStatus: 'practitioner_canceled' }, NOW, ON)).toEqual([
      'reschedule',
      'refund',
    ]);
  });

  it('offers Feedback on a completed visit until it is rated or 30 days old', () => {
    const done = { ...booked, status: 'fulfilled', start: NOW - 2 * DAY, sessionStatus: 'completed' };
    expect(appointmentActions(done, NOW, ON)).toEqual(['refund', 'feedback']);
    expect(appointmentActions({ ...done, feedbackRating: 9 }, NOW, ON)).not.toContain('feedback');
    expect(appointmentActions({ ...done, start: NOW - 31 * DAY }, NOW, ON)).not.toContain('feedback');
  });

  it('stops offering a refund once one is asked for', () => {
    expect(appointmentActions({ ...booked, refundStatus: 'requested' }, NOW, ON)).not.toContain('refund');
  });
});
