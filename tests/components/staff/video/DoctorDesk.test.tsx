// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatTimeWithZone } from '../../../../domain/days';
import { fakeServer, ME, STAFF_LOGIN } from '../staffServer';
import {
  communication,
  DOCTOR_LOGIN,
  DOCTOR_ME,
  historyEntry,
  renderSignedIn,
  videoAppointment,
  videoSession,
} from './doctorFixtures';
import '../../../../src/config/hospitalTime';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

const CALL_START = Date.now() - 10 * 60_000;
const CALL_END = CALL_START + 8 * 60_000;

const SESSION = videoSession('s-video', [
  videoAppointment('a-1', 1, 'Kamal Silva'),
  videoAppointment('a-2', 2, 'Ravi Dias', {
    status: 'arrived',
    communication: communication({
      practitionerStatus: null,
      patientStatus: 'connected',
      patientDevice: {
        timestamp: new Date().toISOString(),
        participantReference: 'Patient/p-a-2',
        camera: 'denied',
        microphone: 'granted',
        webrtc: true,
        getUserMedia: true,
        userAgent: 'Chrome',
      },
    }),
  }),
  videoAppointment('a-3', 3, 'Sita Kumari', {
    status: 'fulfilled',
    communication: communication({
      practitionerStatus: 'disconnected',
      patientStatus: 'disconnected',
      history: [
        historyEntry('e-1', 'Patient/p-a-3', 'connected', CALL_START),
        historyEntry('e-2', 'Practitioner/pr-1', 'connected', CALL_START + 60_000),
        historyEntry('e-3', 'Practitioner/pr-1', 'disconnected', CALL_END),
        historyEntry('e-4', 'Patient/p-a-3', 'disconnected', CALL_END),
      ],
    }),
  }),
]);

const tabNames = (): string[] => screen.getAllByRole('tab').map((tab) => tab.textContent.trim());
const row = (patient: string): HTMLElement => screen.getByRole('cell', { name: patient }).closest('tr')!;
const enabled = (scope: HTMLElement, name: string): boolean =>
  !within(scope).getByRole<HTMLButtonElement>('button', { name }).disabled;

async function openDesk(answers: Record<string, unknown> = {}, url = '/staff'): Promise<ReturnType<typeof fakeServer>> {
  const server = fakeServer({
    StaffMe: { staffMe: DOCTOR_ME },
    StaffVideoSessions: { staffVideoSessions: [SESSION] },
    ...answers,
  });
  renderSignedIn(server, DOCTOR_LOGIN, url);
  await screen.findByRole('cell', { name: 'Kamal Silva' });
  return server;
}

describe("the doctor's console", () => {
  it('shows a doctor only the Video and Sessions tabs, opens on Video, and never opens the chats feed', async () => {
    const server = await openDesk();
    expect(tabNames()).toEqual(['Video', 'Sessions']);
    expect(screen.getByRole('tab', { name: 'Video' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('heading', { name: /^Today’s video consultations/ })).toBeTruthy();
    // The chats feed is the hospital's presence to patients: a doctor's console must not claim it.
    expect(server.sent('StaffChats')).toHaveLength(0);
    expect(server.subscribed('StaffChatsChanged')).toBe(0);
  });

  it('shows the front desk no Video tab', async () => {
    const server = fakeServer({
      StaffMe: { staffMe: { ...ME, role: 'front_desk', practitionerId: null } },
      StaffChats: { staffChats: [] },
    });
    renderSignedIn(server, STAFF_LOGIN, '/staff/video');
    await waitFor(() => expect(tabNames()).toEqual(['Chats', 'Sessions', 'Orders', 'Refunds', 'Feedback']));
    // Its /staff/video is not a page: it lands on Chats.
    expect(screen.getByRole('tab', { name: 'Chats' }).getAttribute('aria-selected')).toBe('true');
    expect(server.sent('StaffVideoSessions')).toHaveLength(0);
  });

  it('moves between its tabs with the arrow keys, as the tabs pattern does', async () => {
    await openDesk();
    const user = userEvent.setup();
    screen.getByRole('tab', { name: 'Video' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Sessions' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Sessions' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Video' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('cell', { name: 'Kamal Silva' })).toBeTruthy();
  });
});

describe('the video desk', () => {
  it('lists each paid patient with token, name, status, presence in the call and the device report', async () => {
    await openDesk();
    expect(within(row('Kamal Silva')).getByRole('rowheader').textContent).toBe('1');
    expect(row('Kamal Silva').textContent).toBe('1Kamal SilvaBookedNot joinedStart call');
    expect(row('Ravi Dias').textContent).toBe(
      '2Ravi DiasArrivedIn the callCamera: denied · Microphone: allowedStart callMark fulfilled',
    );
    // Fulfilled: the consultation is over, so no Start call is offered at all.
    expect(row('Sita Kumari').textContent).toBe('3Sita KumariFulfilledNot joined');
  });

  it('offers Start call only for a booked or arrived patient, and Mark fulfilled only for an arrived one', async () => {
    await openDesk();
    expect([enabled(row('Kamal Silva'), 'Start call'), enabled(row('Ravi Dias'), 'Start call')]).toEqual([true, true]);
    expect(within(row('Sita Kumari')).queryByRole('button', { name: 'Start call' })).toBeNull();
    expect(within(row('Kamal Silva')).queryByRole('button', { name: 'Mark fulfilled' })).toBeNull();
    expect(enabled(row('Ravi Dias'), 'Mark fulfilled')).toBe(true);
  });

  it('refuses calls outside the join window and says why', async () => {
    const later = Date.now() + 3 * 60 * 60_000;
    await openDesk({
      StaffVideoSessions: {
        staffVideoSessions: [
          videoSession('s-later', [videoAppointment('a-1', 1, 'Kamal Silva')], {
            status: 'scheduled',
            startTime: new Date(later).toISOString(),
            endTime: new Date(later + 3_600_000).toISOString(),
          }),
        ],
      },
    });
    expect(enabled(row('Kamal Silva'), 'Start call')).toBe(false);
    expect(screen.getByText('The call opens 15 minutes before the session starts.')).toBeTruthy();
  });

  it("shows the call's history under its row, the doctor as You and the other side as Patient", async () => {
    await openDesk();
    const history = screen.getByRole('region', { name: 'Call history' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `Patient connected ${formatTimeWithZone(CALL_START)}`,
      `You connected ${formatTimeWithZone(CALL_START + 60_000)}`,
      `You disconnected ${formatTimeWithZone(CALL_END)}`,
      `Patient disconnected ${formatTimeWithZone(CALL_END)}`,
    ]);
    // It sits right under Sita Kumari's row.
    expect(row('Sita Kumari').nextElementSibling?.contains(history)).toBe(true);
  });

  it('marks an arrived patient fulfilled with the board’s mutation and asks for the desk again', async () => {
    const server = await openDesk({ MarkAppointmentFulfilled: { markAppointmentFulfilled: null } });
    const before = server.sent('StaffVideoSessions').length;
    await userEvent.setup().click(within(row('Ravi Dias')).getByRole('button', { name: 'Mark fulfilled' }));
    await waitFor(() => expect(server.sent('MarkAppointmentFulfilled')).toEqual([{ appointmentId: 'a-2' }]));
    await waitFor(() => expect(server.sent('StaffVideoSessions').length).toBeGreaterThan(before));
  });

  it('shows the server’s refusal of Mark fulfilled', async () => {
    await openDesk({
      MarkAppointmentFulfilled: new Error('ARO-E1046:That cannot be done in this state. The appointment is fulfilled.'),
    });
    await userEvent.setup().click(within(row('Ravi Dias')).getByRole('button', { name: 'Mark fulfilled' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That cannot be done in this state. The appointment is fulfilled.',
    );
  });

  it('opens the call in the console on Start call, one call at a time', async () => {
    await openDesk();
    await userEvent.setup().click(within(row('Ravi Dias')).getByRole('button', { name: 'Start call' }));
    expect(await screen.findByRole('heading', { name: 'Call with Token 2, Ravi Dias' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Video call' })).toBeTruthy();
    expect([enabled(row('Kamal Silva'), 'Start call'), enabled(row('Ravi Dias'), 'Start call')]).toEqual([
      false,
      false,
    ]);
    // The call stays up while the doctor looks at the session board.
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Sessions' }));
    expect(screen.getByRole('region', { name: 'Video call' })).toBeTruthy();
  });

  it('says when the doctor has no video session today', async () => {
    const server = fakeServer({ StaffMe: { staffMe: DOCTOR_ME }, StaffVideoSessions: { staffVideoSessions: [] } });
    renderSignedIn(server, DOCTOR_LOGIN, '/staff/video');
    expect(await screen.findByText('No video sessions today.')).toBeTruthy();
  });
});
