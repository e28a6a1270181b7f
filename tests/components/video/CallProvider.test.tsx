// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { Client, Provider } from 'urql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../../machines/types';
import { BottomBars } from '../../../src/app/BottomBars';
import { SessionProvider } from '../../../src/lib/session/session';
import { createSessionStore } from '../../../src/lib/session/sessionStore';
import { CallProvider, MiniCallSlot, useCall } from '../../../src/features/video/CallProvider';

/**
 * The app's one call, with a stand-in for the video-call machine (the machine has its own model-based test): what
 * matters here is where the call shows, that it survives navigation, and the bottom bars. The stand-in keeps the
 * contract's state names and context (machines/videoCall.types.ts).
 */
vi.mock('../../../src/features/video/callLogic', async () => {
  const { assign, setup } = await import('xstate');
  const { callContext } = await import('./callFixtures');
  const machine = setup({
    types: {
      input: {} as { appointmentId: string; side: 'patient' | 'doctor' },
      context: {} as ReturnType<typeof callContext>,
      events: {} as { type: 'JOIN' | 'MINIMISE' | 'RESTORE' | 'REQUEST_END' | 'CONFIRM_END' | 'CANCEL_END' },
    },
  }).createMachine({
    context: ({ input }) => callContext({ appointmentId: input.appointmentId, side: input.side, elapsedSeconds: 42 }),
    initial: 'ready',
    states: {
      ready: { on: { JOIN: 'inCall' } },
      inCall: {
        initial: 'connected',
        states: { connected: {} },
        on: {
          MINIMISE: { actions: assign({ minimised: true }) },
          RESTORE: { actions: assign({ minimised: false }) },
          REQUEST_END: { actions: assign({ confirmingEnd: true }) },
          CANCEL_END: { actions: assign({ confirmingEnd: false }) },
          CONFIRM_END: { target: 'ended', actions: assign({ confirmingEnd: false }) },
        },
      },
      ended: {},
    },
  });
  return { callLogic: () => machine };
});

const profile: Profile = { id: 'profile-1', mobileNo: '94771234567', patients: [] };

function JoinButton(): React.JSX.Element {
  const call = useCall();
  return (
    <button type="button" onClick={() => call?.startCall('appointment-1')}>
      Join video call
    </button>
  );
}

/** The shell's arrangement (src/app/Shell.tsx) around two pages. */
function renderApp(): void {
  const store = createSessionStore(localStorage, sessionStorage);
  store.signIn({ accessToken: 'token-1', profile });
  render(
    <SessionProvider store={store}>
      <Provider value={new Client({ url: 'http://127.0.0.1:9/graphql', exchanges: [] })}>
        <MemoryRouter initialEntries={['/view/appointment']}>
          <CallProvider>
            <Routes>
              <Route
                path="/view/appointment"
                element={
                  <>
                    <h1>Your appointment</h1>
                    <JoinButton />
                    <Link to="/profiles">Profiles page</Link>
                  </>
                }
              />
              <Route path="/profiles" element={<h1>Profiles</h1>} />
            </Routes>
            <MiniCallSlot />
            <BottomBars />
          </CallProvider>
        </MemoryRouter>
      </Provider>
    </SessionProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

const bars = (): HTMLElement | null => screen.queryByRole('navigation', { name: 'Main' });

describe('the patient’s call in the app', () => {
  it('opens full screen on Join, with the device check first', async () => {
    renderApp();
    expect(screen.queryByRole('region', { name: 'Video call' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Join video call' }));
    const call = await screen.findByRole('region', { name: 'Video call' }, { timeout: 5000 });
    expect(within(call).getByRole('heading', { name: 'Check your camera and microphone' })).toBeTruthy();
    // The bars stay until the call is connected (the overlay covers them anyway).
    expect(bars()).not.toBeNull();
  });

  it('hides the bottom bars while connected, and brings them back when minimised', async () => {
    renderApp();
    fireEvent.click(screen.getByRole('button', { name: 'Join video call' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Join now' }, { timeout: 5000 }));
    expect(screen.getByRole('button', { name: 'Mute' })).toBeTruthy();
    expect(bars()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Minimise' }));
    expect(bars()).not.toBeNull();
    const mini = screen.getByRole('region', { name: 'Ongoing call' });
    expect(within(mini).getByRole('timer', { name: 'Call time' }).textContent).toBe('0:42');
    // The call screen is hidden, not gone: its videos keep playing the doctor's sound.
    expect(screen.queryByRole('region', { name: 'Video call' })).toBeNull();
    expect(document.querySelector('.call-overlay')?.hasAttribute('hidden')).toBe(true);
  });

  it('goes on while the patient browses, and comes back with Back to call', async () => {
    renderApp();
    fireEvent.click(screen.getByRole('button', { name: 'Join video call' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Join now' }, { timeout: 5000 }));
    fireEvent.click(screen.getByRole('button', { name: 'Minimise' }));
    fireEvent.click(screen.getByRole('link', { name: 'Profiles page' }));
    expect(screen.getByRole('heading', { name: 'Profiles' })).toBeTruthy();
    const mini = screen.getByRole('region', { name: 'Ongoing call' });
    fireEvent.click(within(mini).getByRole('button', { name: 'Back to call' }));
    const call = screen.getByRole('region', { name: 'Video call' });
    expect(within(call).getByRole('group', { name: 'Call controls' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Ongoing call' })).toBeNull();
    expect(bars()).toBeNull();
  });

  it('Join again while minimised brings the same call back', async () => {
    renderApp();
    fireEvent.click(screen.getByRole('button', { name: 'Join video call' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Join now' }, { timeout: 5000 }));
    fireEvent.click(screen.getByRole('button', { name: 'Minimise' }));
    fireEvent.click(screen.getByRole('button', { name: 'Join video call' }));
    const call = screen.getByRole('region', { name: 'Video call' });
    // Still in the call: not a new device check.
    expect(within(call).getByRole('button', { name: 'Mute' })).toBeTruthy();
  });

  it('ends after the confirmation, and Close leaves the page as it was', async () => {
    renderApp();
    fireEvent.click(screen.getByRole('button', { name: 'Join video call' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Join now' }, { timeout: 5000 }));
    fireEvent.click(screen.getByRole('button', { name: 'End call' }));
    const dialog = screen.getByRole('alertdialog', { name: 'End the call?' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'End call' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog', { name: 'End the call?' })).getByRole('button', { name: 'End call' }),
    );
    const call = screen.getByRole('region', { name: 'Video call' });
    expect(within(call).getByRole('status').textContent).toBe('The call has ended.');
    expect(bars()).not.toBeNull();
    fireEvent.click(within(call).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Video call' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Your appointment' })).toBeTruthy();
  });
});
