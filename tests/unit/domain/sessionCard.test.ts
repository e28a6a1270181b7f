import { describe, it, expect } from 'vitest';
import {
  SESSION_CARD_CONTEXTS,
  SESSION_LABEL_THRESHOLD_MINUTES,
  SESSION_STATUSES,
  isExcludedFromSearch,
  isSessionClickable,
  isSessionFull,
  isSessionSelectable,
  isSessionStatus,
  sessionLabel,
} from '../../../domain/sessionCard';
import type { SessionCardInput, SessionStatus } from '../../../domain/sessionCard';

const START = new Date(2025, 5, 15, 16, 30).getTime(); // 4:30 PM local
const MINUTE = 60_000;

const session = (changes: Partial<SessionCardInput> = {}): SessionCardInput => ({
  status: 'scheduled',
  startTime: START,
  appointmentMaxAllowed: 20,
  activeAppointments: 5,
  ...changes,
});

const labelAt = (minutesBefore: number, changes: Partial<SessionCardInput> = {}): string =>
  sessionLabel(session(changes), START - minutesBefore * MINUTE).text;

describe('session lists', () => {
  it('holds the spec statuses', () => {
    expect(SESSION_STATUSES).toEqual([
      'scheduled',
      'started',
      'completed',
      'practitioner_canceled',
      'provider_aborted',
    ]);
    expect(isSessionStatus('started')).toBe(true);
    expect(isSessionStatus('cancelled')).toBe(false);
  });

  it('holds the six card contexts', () => {
    expect(SESSION_CARD_CONTEXTS).toEqual([
      'SESSION_VIEW',
      'SESSION_VIEW_COMPACT',
      'SESSION_VIEW_SEARCH_RESULT',
      'MY_APPOINTMENT',
      'SESSION_VIEW_CHAT_SPECIALITY_RESULT',
      'SESSION_VIEW_CHAT_DOCTOR_RESULT',
    ]);
  });
});

describe('sessionLabel of a scheduled session', () => {
  it('shows the start time more than 60 minutes ahead', () => {
    expect(SESSION_LABEL_THRESHOLD_MINUTES).toBe(60);
    expect(labelAt(61)).toBe('Starting At 4:30 PM');
    expect(labelAt(24 * 60)).toBe('Starting At 4:30 PM');
    expect(sessionLabel(session(), START - 120 * MINUTE).kind).toBe('starting-at');
  });

  it('counts down whole minutes from 60 to 0', () => {
    expect(labelAt(60)).toBe('Starting In 60 Mins');
    expect(labelAt(60.99)).toBe('Starting In 60 Mins');
    expect(labelAt(45)).toBe('Starting In 45 Mins');
    expect(labelAt(1)).toBe('Starting In 1 Mins');
    expect(labelAt(0.5)).toBe('Starting In 0 Mins');
    expect(labelAt(0)).toBe('Starting In 0 Mins');
    expect(sessionLabel(session(), START - 30 * MINUTE).kind).toBe('starting-in');
  });

  it('awaits the doctor once the start has passed', () => {
    expect(sessionLabel(session(), START + 1)).toEqual({ kind: 'awaiting-doctor', text: 'Awaiting Dr' });
    expect(labelAt(-90)).toBe('Awaiting Dr');
  });
});

describe('sessionLabel by status', () => {
  it('says the doctor arrived, left or cancelled', () => {
    expect(sessionLabel(session({ status: 'started' }), START)).toEqual({
      kind: 'doctor-arrived',
      text: 'Dr. Arrived',
    });
    expect(sessionLabel(session({ status: 'completed' }), START)).toEqual({ kind: 'doctor-left', text: 'Dr. Left' });
    expect(sessionLabel(session({ status: 'practitioner_canceled' }), START)).toEqual({
      kind: 'doctor-canceled',
      text: 'Dr. Canceled',
    });
    expect(sessionLabel(session({ status: 'provider_aborted' }), START).text).toBe('Dr. Canceled');
  });

  it('ignores the clock once the doctor has arrived', () => {
    expect(labelAt(200, { status: 'started' })).toBe('Dr. Arrived');
    expect(labelAt(-200, { status: 'started' })).toBe('Dr. Arrived');
  });

  it('shows Full for a full scheduled or started session', () => {
    const full = { appointmentMaxAllowed: 20, activeAppointments: 20 };
    expect(sessionLabel(session(full), START - 200 * MINUTE)).toEqual({ kind: 'full', text: 'Full' });
    expect(labelAt(10, full)).toBe('Full');
    expect(labelAt(0, { ...full, status: 'started' })).toBe('Full');
  });

  it('says Dr. Left or Dr. Canceled even when full', () => {
    const full = { appointmentMaxAllowed: 20, activeAppointments: 20 };
    expect(labelAt(0, { ...full, status: 'completed' })).toBe('Dr. Left');
    expect(labelAt(0, { ...full, status: 'practitioner_canceled' })).toBe('Dr. Canceled');
  });
});

describe('isSessionFull', () => {
  it('is full when non-cancelled appointments reach the maximum', () => {
    expect(isSessionFull({ appointmentMaxAllowed: 20, activeAppointments: 20 })).toBe(true);
    expect(isSessionFull({ appointmentMaxAllowed: 20, activeAppointments: 21 })).toBe(true);
    expect(isSessionFull({ appointmentMaxAllowed: 20, activeAppointments: 19 })).toBe(false);
    expect(isSessionFull({ appointmentMaxAllowed: 0, activeAppointments: 0 })).toBe(true);
  });

  it('is never full without a limit (-1)', () => {
    expect(isSessionFull({ appointmentMaxAllowed: -1, activeAppointments: 0 })).toBe(false);
    expect(isSessionFull({ appointmentMaxAllowed: -1, activeAppointments: 5000 })).toBe(false);
  });
});

describe('isSessionClickable and isSessionSelectable', () => {
  const cases: [SessionStatus, boolean, boolean][] = [
    ['scheduled', true, true],
    ['started', true, true],
    ['completed', false, false],
    ['practitioner_canceled', false, false],
    ['provider_aborted', false, false],
  ];

  it.each(cases)('%s: clickable %s, selectable %s', (status, clickable, selectable) => {
    expect(isSessionClickable(session({ status }))).toBe(clickable);
    expect(isSessionSelectable(session({ status }))).toBe(selectable);
  });

  it('makes a full session unclickable but still selectable', () => {
    const full = session({ appointmentMaxAllowed: 10, activeAppointments: 10 });
    expect(isSessionClickable(full)).toBe(false);
    expect(isSessionSelectable(full)).toBe(true);
    expect(isSessionClickable(session({ appointmentMaxAllowed: -1, activeAppointments: 999 }))).toBe(true);
  });
});

describe('isExcludedFromSearch', () => {
  const startOfToday = new Date(2025, 5, 15).getTime();

  it('leaves out provider_aborted sessions', () => {
    expect(isExcludedFromSearch(session({ status: 'provider_aborted' }), startOfToday)).toBe(true);
  });

  it('leaves out sessions that started before today', () => {
    expect(isExcludedFromSearch(session({ startTime: startOfToday - 1 }), startOfToday)).toBe(true);
    expect(isExcludedFromSearch(session({ startTime: startOfToday }), startOfToday)).toBe(false);
    expect(
      isExcludedFromSearch(session({ startTime: startOfToday + 8 * 60 * MINUTE, status: 'completed' }), startOfToday),
    ).toBe(false);
  });

  it('keeps cancelled sessions of today and later (they show Dr. Canceled)', () => {
    expect(isExcludedFromSearch(session({ status: 'practitioner_canceled' }), startOfToday)).toBe(false);
  });
});
