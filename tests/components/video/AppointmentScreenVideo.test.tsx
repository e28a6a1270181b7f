// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppointmentView, AppointmentViewEvent } from '../../../machines/appointmentView.machine';
import type { AppointmentViewActors } from '../../../src/features/booking/api/bookingActors';
import { createSessionStore } from '../../../src/lib/session/sessionStore';
import { AppointmentRoute } from '../../../src/app/routes/AppointmentRoute';
import { CallProvider } from '../../../src/features/video/CallProvider';
import { renderScreen } from '../screens/renderWithApp';
import { ACCOUNT, sessionData, viewedAppointment } from '../screens/session/bookingFixtures';

/** The call itself is CallProvider.test.tsx's; here a stand-in that only shows its device check. */
vi.mock('../../../src/features/video/callLogic', async () => {
  const { setup } = await import('xstate');
  const { callContext } = await import('./callFixtures');
  const machine = setup({
    types: { input: {} as { appointmentId: string; side: 'patient' | 'doctor' } },
  }).createMachine({
    context: ({ input }) => callContext({ appointmentId: input.appointmentId, side: input.side }),
    initial: 'ready',
    states: { ready: {} },
  });
  return { callLogic: () => machine };
});

/** Today's video session, open for joining now: it started five minutes ago. */
const START = Date.now() - 5 * 60_000;

function videoAppointment(overrides: Partial<AppointmentView> = {}): AppointmentView {
  return viewedAppointment({
    status: 'arrived',
    tokenNo: 1,
    session: sessionData({ video: true, status: 'started', startTime: START, endTime: START + 2 * 3_600_000 }),
    communication: null,
    ...overrides,
  });
}

function render(view: AppointmentView, url = '/view/appointment?sessionId=session-1&appointmentId=appointment-1') {
  const senders = new Map<string, (event: EventObject) => void>();
  const watcher = (name: string) =>
    fromCallback<EventObject, { appointmentId: string; sessionId: string }>(({ sendBack }) => {
      senders.set(name, sendBack);
      return () => senders.delete(name);
    });
  const actors: AppointmentViewActors = {
    loadAppointment: fromPromise(() => Promise.resolve(view)),
    patchAppointment: fromPromise((): Promise<unknown> => Promise.resolve(null)),
    watchAppointment: watcher('appointment'),
    watchSession: watcher('session'),
    watchQueue: watcher('queue'),
  };
  const store = createSessionStore(localStorage, sessionStorage);
  store.signIn({ accessToken: 'token-1', profile: ACCOUNT });
  renderScreen(
    <CallProvider>
      <AppointmentRoute actors={actors} />
    </CallProvider>,
    { path: '/view/appointment', url, store },
  );
  return (name: string, event: AppointmentViewEvent): void => act(() => senders.get(name)?.(event));
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

describe('a video appointment on /view/appointment', () => {
  it('takes the place of the location, and Join video call opens the call over the page', async () => {
    render(videoAppointment());
    const block = await screen.findByRole('region', { name: 'Video consultation' });
    expect(block.textContent).toContain('There is no need to come to the hospital');
    expect(screen.queryByRole('region', { name: 'Location' })).toBeNull();
    fireEvent.click(within(block).getByRole('button', { name: 'Join video call' }));
    const call = await screen.findByRole('region', { name: 'Video call' }, { timeout: 5000 });
    expect(within(call).getByRole('button', { name: 'Join now' })).toBeTruthy();
  });

  it("opens the call by itself from the calendar file's join link (&join=video), and only the page when it may not be joined", async () => {
    render(videoAppointment(), '/view/appointment?sessionId=session-1&appointmentId=appointment-1&join=video');
    const call = await screen.findByRole('region', { name: 'Video call' }, { timeout: 5000 });
    expect(within(call).getByRole('button', { name: 'Join now' })).toBeTruthy();
    cleanup();

    render(
      videoAppointment({ paymentStatus: 'pending' }),
      '/view/appointment?sessionId=session-1&appointmentId=appointment-1&join=video',
    );
    await screen.findByRole('region', { name: 'Video consultation' });
    expect(screen.queryByRole('region', { name: 'Video call' })).toBeNull();
  });

  it('follows the call live: the history grows and Please await here goes once the doctor is connected', async () => {
    const push = render(videoAppointment());
    const queue = await screen.findByRole('region', { name: 'Queue' });
    push('queue', { type: 'QUEUE_CHANGED', tokens: [{ tokenNo: 1, status: 'arrived', paymentStatus: 'paid' }] });
    expect(within(queue).getByRole('status').textContent).toBe('Please await here');
    expect(screen.queryByRole('region', { name: 'Call history' })).toBeNull();

    const joined = new Date(START + 10 * 60_000);
    push('appointment', {
      type: 'APPOINTMENT_CHANGED',
      appointment: videoAppointment({
        communication: {
          practitionerStatus: 'connected',
          patientStatus: 'connected',
          history: [
            { id: 'event-1', label: 'You', participantStatus: 'connected', timestamp: joined.toISOString() },
            {
              id: 'event-2',
              label: 'Doctor',
              participantStatus: 'connected',
              timestamp: new Date(joined.getTime() + 60_000).toISOString(),
            },
          ],
        },
      }),
    });
    expect(within(queue).getByRole('status').textContent).toBe('');
    const history = screen.getByRole('region', { name: 'Call history' });
    const items = within(history)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toHaveLength(2);
    expect(items[0]).toMatch(/^You connected \d{1,2}:\d\d [AP]M$/);
    expect(items[1]).toMatch(/^Doctor connected \d{1,2}:\d\d [AP]M$/);
  });
});
