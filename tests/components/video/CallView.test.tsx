// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VIDEO_TEXT } from '../../../domain/videoCall';
import type { VideoCallContext } from '../../../machines/videoCall.types';
import { CallView } from '../../../src/features/video/call/CallView';
import type { CallPhase } from '../../../machines/videoCall.select';
import { callContext, LOCAL, recorder, REMOTE } from './callFixtures';

afterEach(cleanup);

function show(phase: CallPhase, overrides: Partial<VideoCallContext> = {}, side: 'patient' | 'doctor' = 'patient') {
  const { send, sent } = recorder();
  const closed: string[] = [];
  render(
    <CallView
      side={side}
      phase={phase}
      context={callContext({ side, ...overrides })}
      send={send}
      onClose={() => closed.push('close')}
    />,
  );
  const region = screen.getByRole('region', { name: 'Video call' });
  return { region, sent, closed };
}

const video = (region: HTMLElement, name: string): HTMLVideoElement =>
  within(region).getByLabelText<HTMLVideoElement>(name);

describe('the call screen, phase by phase', () => {
  it.each<CallPhase>(['checking', 'previewing'])('%s: says it is checking the devices', (phase) => {
    const { region } = show(phase);
    expect(within(region).getByRole('status').textContent).toBe('Checking your camera and microphone…');
    expect(within(region).queryByRole('button')).toBeNull();
  });

  it('ready: previews the camera and the microphone level, then Join now or Cancel', () => {
    const { region, sent, closed } = show('ready');
    expect(within(region).getByRole('heading', { name: 'Check your camera and microphone' })).toBeTruthy();
    const preview = video(region, 'Your camera');
    expect(preview.tagName).toBe('VIDEO');
    expect(preview.srcObject).toBe(LOCAL);
    expect(preview.muted).toBe(true);
    expect(within(region).getByRole('meter', { name: 'Microphone level' })).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: 'Join now' }));
    expect(sent).toEqual(['JOIN']);
    fireEvent.click(within(region).getByRole('button', { name: 'Cancel' }));
    expect(closed).toEqual(['close']);
  });

  it('permissionDenied: explains how to allow the camera in each browser, and tries again', () => {
    const { region, sent } = show('permissionDenied', { permissions: { camera: 'denied', microphone: 'denied' } });
    expect(within(region).getByRole('heading', { name: 'Allow camera and microphone' })).toBeTruthy();
    expect(within(region).getByRole('region', { name: 'Chrome, Edge or Android' }).textContent).toContain(
      'Site settings',
    );
    expect(within(region).getByRole('region', { name: 'Safari on iPhone' }).textContent).toContain(
      'Settings → Safari → Camera',
    );
    expect(within(region).getByRole('region', { name: 'Firefox' })).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: 'Try again' }));
    expect(sent).toEqual(['RETRY']);
  });

  it('deviceError: shows the error and tries again', () => {
    const { region, sent } = show('deviceError', { error: 'Your camera is used by another app.' });
    expect(within(region).getByRole('alert').textContent).toBe('Your camera is used by another app.');
    fireEvent.click(within(region).getByRole('button', { name: 'Try again' }));
    expect(sent).toEqual(['RETRY']);
  });

  it('unsupported: asks to open the link in Safari, with Copy link', async () => {
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: (text: string) => (copied.push(text), Promise.resolve()) },
    });
    const { region } = show('unsupported', {
      support: { needsSafari: true, webrtc: false, getUserMedia: false, userAgent: 'iPhone FBAN' },
    });
    expect(within(region).getByText(VIDEO_TEXT.openInSafari)).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: 'Copy link' }));
    expect(await within(region).findByText('Link copied. Paste it in Safari.')).toBeTruthy();
    expect(copied).toEqual([window.location.href]);
  });

  it.each<CallPhase>(['joining', 'connecting'])('%s: says it is connecting', (phase) => {
    const { region } = show(phase);
    expect(within(region).getByRole('status').textContent).toBe(VIDEO_TEXT.connecting);
  });

  it("waiting: the patient reads 'Please await here', the doctor that the patient has not joined", () => {
    const patient = show('waiting');
    expect(within(patient.region).getByRole('status').textContent).toBe('Please await here');
    expect(video(patient.region, 'Your video').srcObject).toBe(LOCAL);
    cleanup();
    const doctor = show('waiting', {}, 'doctor');
    expect(within(doctor.region).getByRole('status').textContent).toBe(VIDEO_TEXT.waitingForPatient);
  });

  it("connected: the doctor's video, the small self view and the call time", () => {
    const { region } = show('connected', { remoteStream: REMOTE, elapsedSeconds: 75 });
    const remote = video(region, "Doctor's video");
    expect(remote.srcObject).toBe(REMOTE);
    expect(remote.muted).toBe(false);
    expect(remote.className).toBe('call__remote');
    expect(video(region, 'Your video').srcObject).toBe(LOCAL);
    expect(within(region).getByRole('timer', { name: 'Call time' }).textContent).toBe('1:15');
  });

  it("connected on the doctor's side: the patient's video, and no Minimise", () => {
    const { region } = show('connected', { remoteStream: REMOTE, elapsedSeconds: 3725 }, 'doctor');
    expect(video(region, "Patient's video").srcObject).toBe(REMOTE);
    expect(within(region).getByRole('timer', { name: 'Call time' }).textContent).toBe('1:02:05');
    expect(within(region).queryByRole('button', { name: 'Minimise' })).toBeNull();
    expect(within(region).getByRole('button', { name: 'End call' })).toBeTruthy();
  });

  it('reconnecting: keeps the pictures and says it is reconnecting', () => {
    const { region } = show('reconnecting', { remoteStream: REMOTE, elapsedSeconds: 9 });
    expect(within(region).getByRole('status').textContent).toBe(VIDEO_TEXT.reconnecting);
    expect(video(region, "Doctor's video").srcObject).toBe(REMOTE);
    expect(within(region).getByRole('timer', { name: 'Call time' }).textContent).toBe('0:09');
  });

  it('ended: says so, and Close', () => {
    const { region, closed } = show('ended');
    expect(within(region).getByRole('status').textContent).toBe(VIDEO_TEXT.ended);
    expect(within(region).queryByRole('button', { name: 'End call' })).toBeNull();
    fireEvent.click(within(region).getByRole('button', { name: 'Close' }));
    expect(closed).toEqual(['close']);
  });

  it('failed: the error text and Refresh the call', () => {
    const { region, sent } = show('failed', { error: VIDEO_TEXT.lost });
    expect(within(region).getByRole('alert').textContent).toBe(VIDEO_TEXT.lost);
    fireEvent.click(within(region).getByRole('button', { name: 'Refresh the call' }));
    expect(sent).toEqual(['REFRESH']);
  });
});

describe('the call controls', () => {
  it.each<CallPhase>(['connecting', 'waiting', 'connected', 'reconnecting'])(
    'show whenever the call is up (%s)',
    (phase) => {
      const { region } = show(phase);
      const controls = within(region).getByRole('group', { name: 'Call controls' });
      for (const name of ['Mute', 'Turn camera off', 'Minimise', 'End call'])
        expect(within(controls).getByRole('button', { name })).toBeTruthy();
    },
  );

  it.each<CallPhase>(['checking', 'ready', 'permissionDenied', 'ended', 'failed'])(
    'are not there before or after the call (%s)',
    (phase) => {
      const { region } = show(phase);
      expect(within(region).queryByRole('group', { name: 'Call controls' })).toBeNull();
    },
  );

  it('send mute, camera and minimise, and read back what the machine says', () => {
    const on = show('connected');
    fireEvent.click(within(on.region).getByRole('button', { name: 'Mute' }));
    fireEvent.click(within(on.region).getByRole('button', { name: 'Turn camera off' }));
    fireEvent.click(within(on.region).getByRole('button', { name: 'Minimise' }));
    expect(on.sent).toEqual(['TOGGLE_MIC', 'TOGGLE_CAMERA', 'MINIMISE']);
    expect(within(on.region).getByRole('button', { name: 'Mute' }).getAttribute('aria-pressed')).toBe('false');
    cleanup();
    const off = show('connected', { micEnabled: false, cameraEnabled: false });
    expect(within(off.region).getByRole('button', { name: 'Unmute' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(off.region).getByRole('button', { name: 'Turn camera on' })).toBeTruthy();
    // No frozen picture of ourselves while the camera is off.
    expect(within(off.region).queryByLabelText('Your video')).toBeNull();
  });
});

describe('ending the call', () => {
  it('End call asks first', () => {
    const { region, sent } = show('connected');
    fireEvent.click(within(region).getByRole('button', { name: 'End call' }));
    expect(sent).toEqual(['REQUEST_END']);
  });

  it("the question 'End the call?' has the focus on Stay; End call ends it", () => {
    const { region, sent } = show('connected', { confirmingEnd: true });
    const dialog = within(region).getByRole('alertdialog', { name: 'End the call?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Stay' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'End call' }));
    expect(sent).toEqual(['CONFIRM_END']);
  });

  it('Stay and Escape keep the call', () => {
    const { region, sent } = show('connected', { confirmingEnd: true });
    const dialog = within(region).getByRole('alertdialog', { name: 'End the call?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(sent).toEqual(['CANCEL_END', 'CANCEL_END']);
  });

  it('Tab keeps the focus on the two answers', () => {
    const { region } = show('waiting', { confirmingEnd: true });
    const dialog = within(region).getByRole('alertdialog', { name: 'End the call?' });
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'End call' }));
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Stay' }));
  });
});
