// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import ICAL from 'ical.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppointmentView } from '../../../../machines/appointmentView.machine';
import { AddToCalendar } from '../../../../src/features/appointment/view/AddToCalendar';
import { sessionData, viewedAppointment } from '../session/bookingFixtures';

const appointment = (overrides: Partial<AppointmentView> = {}): AppointmentView =>
  viewedAppointment({ tokenNo: 3, ...overrides });

/** What the page handed to the browser: the Blob behind the object URL, the link's file name, and the revocations. */
let made: Blob[] = [];
let names: string[] = [];
let revoked: string[] = [];

beforeEach(() => {
  made = [];
  names = [];
  revoked = [];
  URL.createObjectURL = (blob: Blob) => {
    made.push(blob);
    return `blob:test/${String(made.length)}`;
  };
  URL.revokeObjectURL = (url: string) => void revoked.push(url);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Add to calendar', () => {
  it('downloads the booked appointment as a text/calendar file that parses, then revokes its URL', async () => {
    render(<AddToCalendar appointment={appointment()} queue={[]} sessionCancelled={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to calendar' }));
    await waitFor(() => expect(names).toHaveLength(1));
    expect(names[0]).toMatch(/^appointment-\d{4}-\d\d-\d\d-token-3\.ics$/);
    const blob = made[0]!;
    expect(blob.type).toBe('text/calendar;charset=utf-8');
    const event = new ICAL.Component(ICAL.parse(await blob.text()) as unknown[]).getFirstSubcomponent('vevent');
    expect(event?.getFirstPropertyValue('summary')).toBe(`Consultation with ${sessionData().doctorName}`);
    expect(event?.getFirstPropertyValue('url')).toBe(
      `${window.location.origin}/view/appointment?sessionId=session-1&appointmentId=appointment-1`,
    );
    // Nobody waiting ahead: the session's start.
    expect((event?.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().getTime()).toBe(sessionData().startTime);
    await waitFor(() => expect(revoked).toEqual(['blob:test/1']));
  });

  it('is not offered for a cancelled or completed appointment, nor in a session the doctor cancelled', () => {
    render(<AddToCalendar appointment={appointment({ status: 'cancelled' })} queue={null} sessionCancelled={false} />);
    render(<AddToCalendar appointment={appointment({ status: 'fulfilled' })} queue={null} sessionCancelled={false} />);
    render(<AddToCalendar appointment={appointment()} queue={null} sessionCancelled />);
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).toBeNull();
  });
});
