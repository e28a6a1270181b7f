// @vitest-environment jsdom
// The real video-call machine (machines/videoCall.machine.ts) behind the real CallProvider and CallHost, with fake
// actors in place of src/features/video/actors.ts (the browser's media and the server are not here). INTEGRATION: it needs the
// machine and actors branches merged; it proves the screen and the machine agree on states, events and context.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Client, Provider } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CallProvider, MiniCallSlot, useCall } from '../../../src/features/video/CallProvider';

const stopped: string[] = [];
vi.mock('../../../src/features/video/actors', async () => {
  const { fromCallback, fromPromise } = await import('xstate');
  const track = { stop: () => stopped.push('track'), enabled: true };
  const stream = { id: 'local', getTracks: () => [track], getAudioTracks: () => [], getVideoTracks: () => [track] };
  return {
    videoCallActors: () => ({
      detectSupport: fromPromise(() =>
        Promise.resolve({ needsSafari: false, webrtc: true, getUserMedia: true, userAgent: 'x' }),
      ),
      openDevices: fromPromise(() =>
        Promise.resolve({ stream, permissions: { camera: 'granted', microphone: 'granted' } }),
      ),
      joinCall: fromPromise(() =>
        Promise.resolve({
          communicationId: 'c1',
          roomId: 'r1',
          transport: 'p2p',
          iceServers: [],
          side: 'patient',
          participantReference: 'Patient/p1',
        }),
      ),
      sendDeviceReport: fromPromise(() => Promise.resolve(null)),
      callSession: fromCallback(({ sendBack }) => {
        sendBack({ type: 'call.joined' });
        const t = setTimeout(() => sendBack({ type: 'call.participantConnected' }), 50);
        return () => clearTimeout(t);
      }),
      watchCommunication: fromCallback(() => () => undefined),
    }),
  };
});

function Join(): React.JSX.Element {
  const call = useCall();
  return <button onClick={() => call?.startCall('a1')}>Join video call</button>;
}
afterEach(cleanup);
describe("the patient's call with the real machine", () => {
  it('checks the devices, waits for the doctor, connects with a ticking timer, minimises, ends and releases the camera', async () => {
    render(
      <Provider value={new Client({ url: 'http://127.0.0.1:9/graphql', exchanges: [] })}>
        <MemoryRouter>
          <CallProvider>
            <Join />
            <MiniCallSlot />
          </CallProvider>
        </MemoryRouter>
      </Provider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Join video call' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Join now' }, { timeout: 5000 }));
    expect(await screen.findByText('Please await here')).toBeTruthy();
    expect(await screen.findByLabelText("Doctor's video")).toBeTruthy();
    // Each tick is set after the one before: on a busy machine 0:02 may come a little after 2 s.
    await waitFor(() => expect(screen.getByRole('timer', { name: 'Call time' }).textContent).toBe('0:02'), {
      timeout: 4000,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Minimise' }));
    expect(within(screen.getByRole('region', { name: 'Ongoing call' })).getByRole('timer').textContent).toBe('0:02');
    fireEvent.click(screen.getByRole('button', { name: 'Back to call' }));
    fireEvent.click(screen.getByRole('button', { name: 'End call' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'End call' }));
    expect(screen.getByText('The call has ended.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Video call' })).toBeNull();
    expect(stopped.length).toBeGreaterThan(0);
  });
});
