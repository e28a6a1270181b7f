// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionCardData } from '../../../machines/types';
import { SessionCard, type SessionCardProps } from '../../../src/ui/cards/SessionCard';

afterEach(cleanup);

const START = new Date(2025, 5, 18, 16, 0).getTime();
const base: SessionCardData = {
  id: 's-1',
  status: 'scheduled',
  startTime: START,
  endTime: START + 2 * 3_600_000,
  appointmentMaxAllowed: 20,
  activeAppointments: 5,
  video: false,
  practitionerId: 'pr-nimal',
  doctorName: 'Dr. Nimal Perera',
  doctorRole: 'Cardiologist',
  specialty: 'Cardiology',
  organizationId: 'org-colombo',
  organizationName: 'Carechat Hospital Colombo',
  locationName: 'Room 4',
  fee: 1500,
};

function renderCard(
  props: Partial<Omit<SessionCardProps, 'session'>> & { session?: Partial<SessionCardData> } = {},
): void {
  const { session, ...rest } = props;
  render(
    <MemoryRouter>
      <SessionCard
        context="SESSION_VIEW_SEARCH_RESULT"
        now={START - 3 * 3_600_000}
        currency="LKR"
        {...rest}
        session={{ ...base, ...session }}
      />
    </MemoryRouter>,
  );
}

describe('SessionCard', () => {
  it('is a button named by all it shows, in reading order (WCAG 2.5.3 label in name): when, who, where, its label and fee', async () => {
    const onOpen = vi.fn();
    renderCard({ onOpen });
    const button = screen.getByRole('button', {
      name: '4:00 PM - 6:00 PM, Dr. Nimal Perera, Cardiologist, Carechat Hospital Colombo, Starting At 4:00 PM, 1,500.00 LKR',
    });
    expect(button.textContent).toContain('4:00 PM - 6:00 PM');
    expect(button.textContent).toContain('1,500.00 LKR');
    await userEvent.click(button);
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 's-1' }));
  });

  it('counts down within the hour, and reads the label from the screen clock', () => {
    renderCard({ now: START - 25 * 60_000, onOpen: vi.fn() });
    expect(screen.getByText('Starting In 25 Mins')).toBeTruthy();
  });

  it.each([
    [{ activeAppointments: 20 }, 'Full'],
    [{ status: 'completed' as const }, 'Dr. Left'],
    [{ status: 'practitioner_canceled' as const }, 'Dr. Canceled'],
  ])('is static when it cannot be booked (%o shows %s)', (session, label) => {
    renderCard({ session, onOpen: vi.fn() });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText(label)).toBeTruthy();
  });

  it('links to a route when given one, and marks video sessions', () => {
    renderCard({ session: { video: true }, to: '/view/session?sessionId=s-1' });
    const link = screen.getByRole('link', { name: /Video consultation/ });
    expect(link.getAttribute('href')).toBe('/view/session?sessionId=s-1');
    expect(screen.getByText('Video consultation')).toBeTruthy();
  });

  it('shows a visit with its date, token, relationship and status, and always opens it', () => {
    renderCard({
      context: 'MY_APPOINTMENT',
      session: { status: 'completed' },
      appointment: { tokenNo: 7, relationship: 'Mother', status: 'fulfilled' },
      to: '/view/appointment?sessionId=s-1&appointmentId=a-1',
    });
    const link = screen.getByRole('link', {
      name: '18 Jun 2025, Token No. 7, Mother, Completed, Dr. Nimal Perera, Cardiologist, Carechat Hospital Colombo',
    });
    expect(link.textContent).toBe(
      ' 18 Jun 2025 Token No. 7 Mother Completed Dr. Nimal Perera Cardiologist Carechat Hospital Colombo',
    );
  });

  it("shows a son stored with his name ('Son Senuk') as 'Son'", () => {
    renderCard({
      context: 'MY_APPOINTMENT',
      session: { status: 'completed' },
      appointment: { tokenNo: 3, relationship: 'Son Senuk', status: 'fulfilled' },
      to: '/view/appointment?sessionId=s-1&appointmentId=a-3',
    });
    expect(
      screen.getByRole('link', {
        name: '18 Jun 2025, Token No. 3, Son, Completed, Dr. Nimal Perera, Cardiologist, Carechat Hospital Colombo',
      }),
    ).toBeTruthy();
  });

  it("says 'Dr. Canceled' for a booked visit in a session the doctor called off, not 'Booked'", () => {
    renderCard({
      context: 'MY_APPOINTMENT',
      session: { status: 'practitioner_canceled' },
      appointment: { tokenNo: 2, relationship: 'Mother', status: 'booked' },
      to: '/view/appointment?sessionId=s-1&appointmentId=a-2',
    });
    const link = screen.getByRole('link', {
      name: '18 Jun 2025, Token No. 2, Mother, Dr. Canceled, Dr. Nimal Perera, Cardiologist, Carechat Hospital Colombo',
    });
    expect(link.textContent).toContain('Dr. Canceled');
    expect(link.textContent).not.toContain('Booked');
  });

  it('shows the full details in the session view, with how many are booked', () => {
    renderCard({ context: 'SESSION_VIEW', session: { appointmentMaxAllowed: -1 } });
    for (const text of ['Cardiology', 'Room 4', '18 Jun 2025', '5 booked', '1,500.00 LKR'])
      expect(screen.getByText(text)).toBeTruthy();
  });

  it('is compact where space is short', () => {
    renderCard({ context: 'SESSION_VIEW_COMPACT' });
    expect(screen.queryByText('1,500.00 LKR')).toBeNull();
    expect(screen.getByText('Wed, 18 Jun, 4:00 PM')).toBeTruthy();
  });
});
