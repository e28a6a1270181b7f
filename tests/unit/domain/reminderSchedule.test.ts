import { describe, expect, it } from 'vitest';
import { timeZone } from '../../../domain/days';
import { dueReminders, eveningBeforeStart, inTimeZone, type ReminderSubject } from '../../../domain/reminderSchedule';
import type { ReminderKind } from '../../../domain/reminders';

const COLOMBO = 'Asia/Colombo';
/** A moment given as Colombo wall time (UTC+5:30, no DST). */
const colombo = (iso: string): number => Date.parse(`${iso}+05:30`);

function subject(overrides: Partial<ReminderSubject> = {}): ReminderSubject {
  return {
    appointmentStatus: 'booked',
    paymentStatus: 'paid',
    createdTime: colombo('2026-11-20T10:00:00'),
    sessionStatus: 'scheduled',
    sessionStart: colombo('2026-11-26T09:00:00'),
    sessionEnd: colombo('2026-11-26T12:00:00'),
    startedTime: null,
    ...overrides,
  };
}

const due = (s: ReminderSubject, now: number, sent: readonly ReminderKind[] = [], zone = COLOMBO): string[] =>
  dueReminders(s, now, zone, new Set(sent));

describe('eveningBeforeStart', () => {
  it('is 18:00 in the hospital zone on the day before, not 18:00 UTC nor the server clock', () => {
    expect(eveningBeforeStart(colombo('2026-11-26T09:00:00'), COLOMBO)).toBe(colombo('2026-11-25T18:00:00'));
    // 02:00 Colombo on the 26th is still the 25th in UTC: the day is the hospital's.
    expect(eveningBeforeStart(colombo('2026-11-26T02:00:00'), COLOMBO)).toBe(colombo('2026-11-25T18:00:00'));
    expect(eveningBeforeStart(Date.parse('2026-11-26T09:00:00Z'), 'America/New_York')).toBe(
      Date.parse('2026-11-25T18:00:00-05:00'),
    );
  });

  it('leaves the process zone as it was', () => {
    const before = timeZone();
    eveningBeforeStart(colombo('2026-11-26T09:00:00'), COLOMBO);
    expect(timeZone()).toBe(before);
    expect(inTimeZone(COLOMBO, () => timeZone())).toBe(COLOMBO);
  });
});

describe('dueReminders', () => {
  it('the evening before: from 18:00 Colombo the day before until the 2-hours window', () => {
    expect(due(subject(), colombo('2026-11-25T17:59:00'))).toEqual([]);
    expect(due(subject(), colombo('2026-11-25T18:00:00'))).toEqual(['evening_before']);
    expect(due(subject(), colombo('2026-11-26T06:59:00'))).toEqual(['evening_before']);
    // From 07:00 the 2-hours reminder takes over: never both at once after a restart.
    expect(due(subject(), colombo('2026-11-26T07:00:00'))).toEqual(['two_hours_before']);
    expect(due(subject(), colombo('2026-11-26T08:59:00'))).toEqual(['two_hours_before']);
    expect(due(subject(), colombo('2026-11-26T09:00:00'))).toEqual([]);
  });

  it('a session at 00:30: the evening before is 18:00 of the previous calendar day, until 22:30', () => {
    const s = subject({ sessionStart: colombo('2026-11-26T00:30:00'), sessionEnd: colombo('2026-11-26T03:00:00') });
    expect(due(s, colombo('2026-11-24T18:30:00'))).toEqual([]);
    expect(due(s, colombo('2026-11-25T18:00:00'))).toEqual(['evening_before']);
    expect(due(s, colombo('2026-11-25T22:29:00'))).toEqual(['evening_before']);
    expect(due(s, colombo('2026-11-25T22:30:00'))).toEqual(['two_hours_before']);
  });

  it('a booking made after 18:00 gets no evening reminder, and one made within 2 hours none either', () => {
    const lateEvening = subject({ createdTime: colombo('2026-11-25T19:00:00') });
    expect(due(lateEvening, colombo('2026-11-25T19:01:00'))).toEqual([]);
    expect(due(lateEvening, colombo('2026-11-26T07:30:00'))).toEqual(['two_hours_before']);
    const morning = subject({ createdTime: colombo('2026-11-26T08:00:00') });
    expect(due(morning, colombo('2026-11-26T08:01:00'))).toEqual([]);
  });

  it('each kind once: what was sent is not due again', () => {
    expect(due(subject(), colombo('2026-11-25T20:00:00'), ['evening_before'])).toEqual([]);
    expect(due(subject(), colombo('2026-11-26T08:00:00'), ['two_hours_before'])).toEqual([]);
  });

  it('Dr. Arrived once the session is started, within an hour of its start, for a booking made before', () => {
    const started = subject({ sessionStatus: 'started', startedTime: colombo('2026-11-26T09:05:00') });
    expect(due(started, colombo('2026-11-26T09:05:00'))).toEqual(['doctor_arrived']);
    expect(due(started, colombo('2026-11-26T10:04:00'))).toEqual(['doctor_arrived']);
    expect(due(started, colombo('2026-11-26T10:05:00'))).toEqual([]);
    expect(due(started, colombo('2026-11-26T09:06:00'), ['doctor_arrived'])).toEqual([]);
    expect(due({ ...started, createdTime: colombo('2026-11-26T09:10:00') }, colombo('2026-11-26T09:11:00'))).toEqual(
      [],
    );
    // A patient already with the doctor needs no SMS.
    expect(due({ ...started, appointmentStatus: 'arrived' }, colombo('2026-11-26T09:06:00'))).toEqual([]);
  });

  it('doctor late: 15 minutes after the start while still scheduled, until the session ends; never after Dr. Arrived', () => {
    expect(due(subject(), colombo('2026-11-26T09:14:00'))).toEqual([]);
    expect(due(subject(), colombo('2026-11-26T09:15:00'))).toEqual(['doctor_late']);
    expect(due(subject(), colombo('2026-11-26T11:59:00'))).toEqual(['doctor_late']);
    expect(due(subject(), colombo('2026-11-26T12:00:00'))).toEqual([]);
    expect(due(subject(), colombo('2026-11-26T09:20:00'), ['doctor_arrived'])).toEqual([]);
    expect(
      due(
        subject({ sessionStatus: 'started', startedTime: colombo('2026-11-26T09:30:00') }),
        colombo('2026-11-26T09:20:00'),
      ),
    ).toEqual([]);
  });

  it('nothing for an unpaid, cancelled or fulfilled appointment, nor a cancelled or completed session', () => {
    const evening = colombo('2026-11-25T20:00:00');
    expect(due(subject({ paymentStatus: 'pending' }), evening)).toEqual([]);
    expect(due(subject({ appointmentStatus: 'cancelled' }), evening)).toEqual([]);
    expect(due(subject({ appointmentStatus: 'fulfilled' }), evening)).toEqual([]);
    expect(due(subject({ sessionStatus: 'practitioner_canceled' }), evening)).toEqual([]);
    expect(
      due(
        subject({ sessionStatus: 'completed', startedTime: colombo('2026-11-26T09:00:00') }),
        colombo('2026-11-26T09:30:00'),
      ),
    ).toEqual([]);
  });

  it('a seeded history (sessions days ago) is outside every window', () => {
    expect(due(subject(), colombo('2026-11-28T09:00:00'))).toEqual([]);
    expect(
      due(
        subject({ sessionStatus: 'started', startedTime: colombo('2026-11-26T09:00:00') }),
        colombo('2026-11-27T09:00:00'),
      ),
    ).toEqual([]);
  });
});
