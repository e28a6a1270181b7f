// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { visitsEmptyText } from '../../../../domain/visits';
import { createSessionStore } from '../../../../src/lib/session/sessionStore';
import { VisitsScreen } from '../../../../src/features/booking/visits/VisitsScreen';
import { renderScreen } from '../renderWithApp';
import { fakeServer, serverSession } from '../doctor/searchServer';

function dayFromToday(days: number, hours = 10): Date {
  const date = new Date();
  date.setDate(date.getDate() + days);
  date.setHours(hours, 0, 0, 0);
  return date;
}

function appointment(id: string, start: Date, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id,
    sessionId: `s-${id}`,
    patientId: 'p1',
    status: 'booked',
    appointmentPaymentStatus: 'paid',
    tokenNo: 4,
    start: start.toISOString(),
    end: new Date(start.getTime() + 7_200_000).toISOString(),
    appointmentRescheduledFor: null,
    session: serverSession(`s-${id}`, start),
    patient: { id: 'p1', relationship: 'Me' },
    ...overrides,
  };
}

function renderVisits(appointments: Record<string, unknown>[]) {
  const server = fakeServer({ MyAppointments: { queryAppointment: appointments } });
  const store = createSessionStore(localStorage, sessionStorage);
  store.signIn({ accessToken: 'token-1', profile: { id: 'profile-1', mobileNo: '94771234567', patients: [] } });
  renderScreen(<VisitsScreen />, { path: '/history/appointments', store, client: server.client });
  return server;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

describe('VisitsScreen', () => {
  it('groups visits Today, Upcoming and Past (a cancelled one under Past); each card shows its token, relationship and status and opens the appointment', async () => {
    renderVisits([
      appointment('a-past', dayFromToday(-3), { status: 'fulfilled' }),
      appointment('a-today', dayFromToday(0, 23), { tokenNo: 12 }),
      appointment('a-next', dayFromToday(5), { status: 'cancelled', patient: { id: 'p2', relationship: null } }),
    ]);
    const today = await screen.findByRole('region', { name: 'Today' });
    const card = within(today).getByRole('link');
    expect(card.getAttribute('href')).toBe('/view/appointment?sessionId=s-a-today&appointmentId=a-today');
    expect(card.textContent).toContain('Token No. 12');
    expect(card.textContent).toContain('Me');
    expect(card.textContent).toContain('Booked');
    expect(card.textContent).toContain('Dr. Nimal Perera');
    expect(card.textContent).toContain('Cardiologist');
    expect(card.textContent).toContain('Carechat Hospital Colombo');
    // A cancelled visit is not upcoming (spec 000 §4), whatever its date: it is listed under Past.
    expect(screen.queryByRole('region', { name: 'Upcoming' })).toBeNull();
    const past = within(screen.getByRole('region', { name: 'Past' })).getAllByRole('link');
    expect(past.map((link) => link.getAttribute('href'))).toEqual([
      '/view/appointment?sessionId=s-a-next&appointmentId=a-next',
      '/view/appointment?sessionId=s-a-past&appointmentId=a-past',
    ]);
    expect(past[0]?.textContent).toContain('Cancelled');
    expect(past[0]?.textContent).toContain('Not Available');
    expect(past[1]?.textContent).toContain('Completed');
  });

  it('shows 8 visits, then 8 more per Load More', async () => {
    renderVisits(Array.from({ length: 17 }, (_, index) => appointment(`a-${String(index)}`, dayFromToday(-1 - index))));
    const past = await screen.findByRole('region', { name: 'Past' });
    expect(within(past).getAllByRole('listitem')).toHaveLength(8);
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(within(past).getAllByRole('listitem')).toHaveLength(16);
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(within(past).getAllByRole('listitem')).toHaveLength(17);
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it('says so when there are no visits', async () => {
    renderVisits([]);
    expect((await screen.findByText(visitsEmptyText())).getAttribute('role')).toBe('status');
  });

  it('follows the live list of appointments', async () => {
    const server = renderVisits([]);
    await screen.findByText(visitsEmptyText());
    server.push('MyAppointmentsChanged', { appointmentsChanged: [appointment('a-1', dayFromToday(2))] });
    expect(await screen.findByRole('region', { name: 'Upcoming' })).toBeTruthy();
    expect(screen.queryByText(visitsEmptyText())).toBeNull();
  });
});
