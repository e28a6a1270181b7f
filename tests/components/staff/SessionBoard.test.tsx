// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, ME, renderConsole } from './staffServer';
import { DOCTOR_LOGIN, DOCTOR_ME, renderSignedIn } from './video/doctorFixtures';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

const today = (hours: number): string => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate(), hours).toISOString();
};

function staffSession(
  id: string,
  doctor: string,
  status: string,
  appointments: { id: string; tokenNo: number; status: string; patientName: string }[] = [],
): Record<string, unknown> {
  return {
    session: {
      id,
      status,
      startTime: today(9),
      endTime: today(12),
      locationName: 'Room 4',
      practitioner: { id: `pr-${id}`, name: doctor },
      specialty: { id: 'sp-1', display: 'Cardiology' },
    },
    appointments: appointments.map((appointment) => ({
      appointmentPaymentStatus: 'paid',
      bookingType: 'confirmed',
      ...appointment,
    })),
  };
}

const SCHEDULED = staffSession('s-scheduled', 'Dr. Nimal Perera', 'scheduled', [
  { id: 'a-1', tokenNo: 1, status: 'booked', patientName: 'Kamal Silva' },
]);
const STARTED = staffSession('s-started', 'Dr. Kamala Silva', 'started', [
  { id: 'a-2', tokenNo: 1, status: 'fulfilled', patientName: 'Sita Kumari' },
  { id: 'a-3', tokenNo: 2, status: 'arrived', patientName: 'Ravi Dias' },
  { id: 'a-4', tokenNo: 3, status: 'booked', patientName: 'Anu Bandara' },
  { id: 'a-5', tokenNo: 4, status: 'cancelled', patientName: 'Lalith Gamage' },
]);
const COMPLETED = staffSession('s-completed', 'Dr. Saman Kumara', 'completed', [
  { id: 'a-6', tokenNo: 1, status: 'fulfilled', patientName: 'Mala Perera' },
]);

const card = (doctor: string): HTMLElement => screen.getByRole('listitem', { name: new RegExp(`^${doctor}`) });
const enabled = (scope: HTMLElement, name: string): boolean =>
  !within(scope).getByRole<HTMLButtonElement>('button', { name }).disabled;
const row = (scope: HTMLElement, patient: string): HTMLElement =>
  within(scope).getByRole('cell', { name: patient }).closest('tr')!;

async function openBoard(answers: Record<string, unknown> = {}): Promise<ReturnType<typeof fakeServer>> {
  const server = fakeServer({
    StaffMe: { staffMe: ME },
    StaffSessions: { staffSessions: [SCHEDULED, STARTED, COMPLETED] },
    ...answers,
  });
  renderConsole(server, { url: '/staff/sessions' });
  await screen.findByRole('listitem', { name: /^Dr\. Nimal Perera/ });
  return server;
}

describe('session board', () => {
  it("lists today's sessions with doctor, time, status and each appointment's token, patient, status and payment", async () => {
    await openBoard();
    expect(screen.getByRole('tab', { name: 'Sessions' }).getAttribute('aria-selected')).toBe('true');
    const started = card('Dr. Kamala Silva');
    expect(within(started).getByRole('heading', { name: /^Dr\. Kamala Silva, 9:00 AM – 12:00 PM$/ })).toBeTruthy();
    expect(within(started).getByText('Started')).toBeTruthy();
    expect(row(started, 'Ravi Dias').textContent).toBe(
      '2Ravi DiasArrivedPaidMark arrivedMark fulfilledDocumentsDetails',
    );
  });

  it('enables each button only for the statuses the server accepts it in', async () => {
    await openBoard();
    const scheduled = card('Dr. Nimal Perera');
    expect([
      enabled(scheduled, 'Start session'),
      enabled(scheduled, 'Complete session'),
      enabled(scheduled, 'Cancel session'),
    ]).toEqual([true, false, true]);
    // Arrivals wait for the doctor.
    expect(enabled(row(scheduled, 'Kamal Silva'), 'Mark arrived')).toBe(false);

    const started = card('Dr. Kamala Silva');
    expect([
      enabled(started, 'Start session'),
      enabled(started, 'Complete session'),
      enabled(started, 'Cancel session'),
    ]).toEqual([false, true, true]);
    expect([
      enabled(row(started, 'Anu Bandara'), 'Mark arrived'),
      enabled(row(started, 'Anu Bandara'), 'Mark fulfilled'),
    ]).toEqual([true, false]);
    expect([
      enabled(row(started, 'Ravi Dias'), 'Mark arrived'),
      enabled(row(started, 'Ravi Dias'), 'Mark fulfilled'),
    ]).toEqual([false, true]);
    expect([
      enabled(row(started, 'Sita Kumari'), 'Mark arrived'),
      enabled(row(started, 'Sita Kumari'), 'Mark fulfilled'),
    ]).toEqual([false, false]);
    expect([
      enabled(row(started, 'Lalith Gamage'), 'Mark arrived'),
      enabled(row(started, 'Lalith Gamage'), 'Mark fulfilled'),
    ]).toEqual([false, false]);

    const completed = card('Dr. Saman Kumara');
    expect([
      enabled(completed, 'Start session'),
      enabled(completed, 'Complete session'),
      enabled(completed, 'Cancel session'),
    ]).toEqual([false, false, false]);
  });

  it('starts a session, shows the answer and asks for the board again', async () => {
    const user = userEvent.setup();
    const started = staffSession('s-scheduled', 'Dr. Nimal Perera', 'started', [
      { id: 'a-1', tokenNo: 1, status: 'booked', patientName: 'Kamal Silva' },
    ]);
    let board = [SCHEDULED, STARTED, COMPLETED];
    const server = await openBoard({
      StaffSessions: () => ({ staffSessions: board }),
      StartSession: () => {
        board = [started, STARTED, COMPLETED];
        return { startSession: started };
      },
    });
    await user.click(within(card('Dr. Nimal Perera')).getByRole('button', { name: 'Start session' }));
    expect(server.sent('StartSession')).toEqual([{ sessionId: 's-scheduled' }]);
    await waitFor(() => expect(enabled(row(card('Dr. Nimal Perera'), 'Kamal Silva'), 'Mark arrived')).toBe(true));
    await waitFor(() => expect(server.sent('StaffSessions')).toHaveLength(2));
  });

  it('marks an appointment arrived and fulfilled by its id', async () => {
    const user = userEvent.setup();
    const server = await openBoard({
      MarkAppointmentArrived: { markAppointmentArrived: STARTED },
      MarkAppointmentFulfilled: { markAppointmentFulfilled: STARTED },
    });
    await user.click(
      within(row(card('Dr. Kamala Silva'), 'Anu Bandara')).getByRole('button', { name: 'Mark arrived' }),
    );
    await user.click(
      within(row(card('Dr. Kamala Silva'), 'Ravi Dias')).getByRole('button', { name: 'Mark fulfilled' }),
    );
    expect(server.sent('MarkAppointmentArrived')).toEqual([{ appointmentId: 'a-4' }]);
    expect(server.sent('MarkAppointmentFulfilled')).toEqual([{ appointmentId: 'a-3' }]);
  });

  it('cancels a session only after the confirm dialog, and shows why one was refused', async () => {
    const user = userEvent.setup();
    const server = await openBoard({
      CancelSession: new Error('ARO-E1046:That cannot be done in this state. The session is completed.'),
    });
    await user.click(within(card('Dr. Nimal Perera')).getByRole('button', { name: 'Cancel session' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this session?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep session' }));

    await user.click(within(dialog).getByRole('button', { name: 'Keep session' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.sent('CancelSession')).toEqual([]);

    await user.click(within(card('Dr. Nimal Perera')).getByRole('button', { name: 'Cancel session' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel session' }));
    expect(server.sent('CancelSession')).toEqual([{ sessionId: 's-scheduled' }]);
    expect((await within(card('Dr. Nimal Perera')).findByRole('alert')).textContent).toBe(
      'That cannot be done in this state. The session is completed.',
    );
  });

  it("offers a doctor its session's moves but not Cancel session: the desk cancels (the server refuses a doctor)", async () => {
    const server = fakeServer({ StaffMe: { staffMe: DOCTOR_ME }, StaffSessions: { staffSessions: [SCHEDULED] } });
    renderSignedIn(server, DOCTOR_LOGIN, '/staff/sessions');
    const scheduled = await screen.findByRole('listitem', { name: /^Dr\. Nimal Perera/ });
    expect(enabled(scheduled, 'Start session')).toBe(true);
    expect(within(scheduled).getByRole('button', { name: 'Complete session' })).toBeTruthy();
    expect(within(scheduled).queryByRole('button', { name: 'Cancel session' })).toBeNull();
    expect(within(row(scheduled, 'Kamal Silva')).getByRole('button', { name: 'Documents' })).toBeTruthy();
  });
});
