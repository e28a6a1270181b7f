import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { DEFAULT_ERROR_MESSAGE } from '../../domain/errors';
import { callTimerText, VIDEO_TEXT } from '../../domain/videoCall';
import {
  DEVICE_TEXT,
  RECONNECT_TIMEOUT_MS,
  videoCallMachine,
  type OpenedDevices,
} from '../../machines/videoCall.machine';
import { callPhase, hidesBottomBars, isInCall, remoteVideoLabel, waitingText } from '../../machines/videoCall.select';
import { callErrorText, deviceErrorText, isPermissionDenied } from '../../machines/videoCall.text';
import { COMMUNICATION, domError, JOIN_ANSWER, SUPPORTED, videoCallRig, type VideoCallRig } from './videoCallHarness';

/**
 * The video-call machine's cases beside its model (videoCall.model.test.ts): long timers, the doctor's side, the
 * live status outside a call, a support check that fails, and the texts a failure shows.
 */

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00.000Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Through the device check and the join, to the transport's 'joined'. */
async function joined(rig: VideoCallRig): Promise<void> {
  await rig.api.answer('detectSupport', SUPPORTED);
  await rig.api.answer('openDevices', {
    stream: rig.local.stream,
    permissions: { camera: 'granted', microphone: 'granted' },
  });
  rig.actor.send({ type: 'JOIN' });
  await rig.api.answer('joinCall', JOIN_ANSWER);
  rig.session().send({ type: 'call.joined' });
}

const shown = (rig: VideoCallRig) => {
  const snapshot = rig.actor.getSnapshot();
  return {
    phase: callPhase(snapshot),
    timer: callTimerText(snapshot.context.elapsedSeconds),
    error: snapshot.context.error,
  };
};

describe('video call machine', () => {
  it('the timer counts from the first connection, through the other side leaving and the network coming back, and starts again on a refresh', async () => {
    const rig = videoCallRig();
    await joined(rig);
    await vi.advanceTimersByTimeAsync(10_000);
    // Waiting for the doctor: no call yet, no time.
    expect(shown(rig)).toEqual({ phase: 'waiting', timer: '0:00', error: null });
    rig.session().send({ type: 'call.participantConnected' });
    await vi.advanceTimersByTimeAsync(65_000);
    expect(shown(rig)).toEqual({ phase: 'connected', timer: '1:05', error: null });
    rig.session().send({ type: 'call.participantDisconnected' });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(shown(rig)).toEqual({ phase: 'waiting', timer: '1:10', error: null });
    rig.session().send({ type: 'call.participantConnected' });
    rig.session().send({ type: 'call.reconnecting' });
    await vi.advanceTimersByTimeAsync(RECONNECT_TIMEOUT_MS - 1_000);
    rig.session().send({ type: 'call.reconnected' });
    // Back before the timeout: connected again, and the timeout is gone.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(shown(rig)).toEqual({ phase: 'connected', timer: '2:39', error: null });
    rig.session().send({ type: 'call.disconnected', reason: 'The room was closed by the hospital.' });
    expect(shown(rig)).toEqual({ phase: 'failed', timer: '2:39', error: 'The room was closed by the hospital.' });
    rig.actor.send({ type: 'REFRESH' });
    expect(shown(rig)).toEqual({ phase: 'joining', timer: '0:00', error: null });
    rig.actor.stop();
  });

  it('mute then unmute reaches the call session in order', async () => {
    const rig = videoCallRig();
    await joined(rig);
    rig.actor.send({ type: 'TOGGLE_MIC' });
    expect(rig.actor.getSnapshot().context.micEnabled).toBe(false);
    rig.actor.send({ type: 'TOGGLE_MIC' });
    rig.actor.send({ type: 'TOGGLE_CAMERA' });
    expect(rig.session().commands).toEqual([
      { type: 'SET_MIC', enabled: false },
      { type: 'SET_MIC', enabled: true },
      { type: 'SET_CAMERA', enabled: false },
    ]);
    rig.actor.stop();
  });

  it('ends only once confirmed; the other side is told, then the camera is released', async () => {
    const rig = videoCallRig();
    await joined(rig);
    rig.actor.send({ type: 'CONFIRM_END' });
    expect(callPhase(rig.actor.getSnapshot())).toBe('waiting');
    rig.actor.send({ type: 'REQUEST_END' });
    rig.actor.send({ type: 'CONFIRM_END' });
    expect(callPhase(rig.actor.getSnapshot())).toBe('ended');
    expect(rig.session().commands).toEqual([{ type: 'LEAVE' }]);
    expect(rig.session().stopped).toBe(true);
    expect(rig.local.tracks.every((track) => track.stopped)).toBe(true);
    rig.actor.stop();
  });

  it('a transport that breaks while being left changes nothing: the call stays ended, the machine alive', async () => {
    const rig = videoCallRig();
    await joined(rig);
    rig.session().failOn('LEAVE');
    rig.actor.send({ type: 'REQUEST_END' });
    rig.actor.send({ type: 'CONFIRM_END' });
    await vi.advanceTimersByTimeAsync(0);
    // The session's error lands after the call was left (it was queued behind the end).
    expect(rig.session().commands).toEqual([{ type: 'LEAVE' }]);
    expect(callPhase(rig.actor.getSnapshot())).toBe('ended');
    expect(rig.actor.getSnapshot().status).toBe('active');
    expect(rig.actor.getSnapshot().context.error).toBeNull();
    rig.actor.stop();
  });

  it('the doctor side waits for the patient and sees the patient', async () => {
    const rig = videoCallRig('doctor');
    await joined(rig);
    const { context } = rig.actor.getSnapshot();
    expect(context.side).toBe('doctor');
    expect(waitingText(context.side)).toBe(VIDEO_TEXT.waitingForPatient);
    expect(remoteVideoLabel(context.side)).toBe("Patient's video");
    expect(waitingText('patient')).toBe('Please await here');
    expect(remoteVideoLabel('patient')).toBe("Doctor's video");
    rig.actor.stop();
  });

  it('takes the live communication status in any state', async () => {
    const rig = videoCallRig();
    await rig.api.answer('detectSupport', SUPPORTED);
    rig.actor.send({ type: 'COMMUNICATION', communication: COMMUNICATION });
    expect(rig.actor.getSnapshot().context.communication).toEqual(COMMUNICATION);
    expect(callPhase(rig.actor.getSnapshot())).toBe('previewing');
    rig.actor.stop();
  });

  it('a support check that fails still tries the camera, and then sends no device report it cannot fill', async () => {
    const rig = videoCallRig();
    await rig.api.fail('detectSupport', new Error('navigator is odd'));
    expect(callPhase(rig.actor.getSnapshot())).toBe('previewing');
    await rig.api.answer('openDevices', {
      stream: rig.local.stream,
      permissions: { camera: 'granted', microphone: 'granted' },
    });
    rig.actor.send({ type: 'JOIN' });
    await rig.api.answer('joinCall', JOIN_ANSWER);
    expect(callPhase(rig.actor.getSnapshot())).toBe('connecting');
    expect(rig.reports).toEqual([]);
    rig.actor.stop();
  });

  it('a refresh reports the device again while the first report still hangs', async () => {
    const hanging = videoCallMachine.provide({
      actors: {
        detectSupport: fromPromise(() => Promise.resolve(SUPPORTED)),
        openDevices: fromPromise<OpenedDevices, undefined>(() =>
          Promise.resolve({
            stream: { getTracks: () => [] } as unknown as MediaStream,
            permissions: { camera: 'granted', microphone: 'granted' },
          }),
        ),
        joinCall: fromPromise(() => Promise.resolve(JOIN_ANSWER)),
        sendDeviceReport: fromPromise(() => new Promise<unknown>(() => undefined)),
        callSession: fromCallback(({ sendBack }) => sendBack({ type: 'call.disconnected', reason: 'Lost.' })),
        watchCommunication: fromCallback(() => undefined),
      },
    });
    const actor = createActor(hanging, { input: { appointmentId: 'a-1', side: 'patient' } }).start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'JOIN' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.error).toBe('Lost.');
    actor.send({ type: 'REFRESH' });
    await vi.advanceTimersByTimeAsync(0);
    expect(callPhase(actor.getSnapshot())).toBe('failed');
    expect(actor.getSnapshot().status).toBe('active');
    expect(Object.keys(actor.getSnapshot().children)).toEqual(['deviceReport']);
    actor.stop();
  });

  it('a call session that cannot start fails the call with its message; the status feed failing beside it changes nothing', async () => {
    const machine = videoCallMachine.provide({
      actors: {
        detectSupport: fromPromise(() => Promise.resolve(SUPPORTED)),
        openDevices: fromPromise<OpenedDevices, undefined>(() =>
          Promise.resolve({
            stream: { getTracks: () => [] } as unknown as MediaStream,
            permissions: { camera: 'granted', microphone: 'granted' },
          }),
        ),
        joinCall: fromPromise(() => Promise.resolve(JOIN_ANSWER)),
      },
    });
    const actor = createActor(machine, { input: { appointmentId: 'a-1', side: 'patient' } }).start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'JOIN' });
    await vi.advanceTimersByTimeAsync(0);
    expect(callPhase(actor.getSnapshot())).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe(
      'callSession is not provided: pass it with machine.provide({ actors })',
    );
    expect(actor.getSnapshot().status).toBe('active');
    actor.stop();
  });
});

describe('video call texts and selectors', () => {
  it('a refusal is a permission to grant; other getUserMedia errors say what is wrong', () => {
    expect(isPermissionDenied(domError('NotAllowedError'))).toBe(true);
    expect(isPermissionDenied(domError('SecurityError'))).toBe(true);
    expect(isPermissionDenied(domError('NotFoundError'))).toBe(false);
    expect(isPermissionDenied('NotAllowedError')).toBe(false);
    expect(deviceErrorText(domError('NotFoundError'))).toBe(DEVICE_TEXT.notFound);
    expect(deviceErrorText(domError('NotReadableError'))).toBe(DEVICE_TEXT.inUse);
    expect(deviceErrorText(new TypeError('getUserMedia is not a function'))).toBe(DEVICE_TEXT.failed);
  });

  it('a failed join shows the server’s message, a transport’s text as it is', () => {
    expect(callErrorText(new Error('[GraphQL] ARO-E1092:This call is not yours.'))).toBe('This call is not yours.');
    expect(callErrorText(new Error('[Network] Could not reach the video service.'))).toBe(
      'Could not reach the video service.',
    );
    expect(callErrorText(new Error(''))).toBe(DEFAULT_ERROR_MESSAGE);
    expect(callErrorText(42)).toBe(DEFAULT_ERROR_MESSAGE);
  });

  it('the bottom bars hide only in a full-screen connected call', () => {
    expect(hidesBottomBars('connected', false)).toBe(true);
    expect(hidesBottomBars('connected', true)).toBe(false);
    expect(hidesBottomBars('waiting', false)).toBe(false);
    expect(['connecting', 'waiting', 'connected', 'reconnecting'].every((phase) => isInCall(phase as 'waiting'))).toBe(
      true,
    );
    expect(isInCall('ended')).toBe(false);
  });
});
