import type { VideoCallContext, VideoCallEvent } from '../../../machines/videoCall.types';

/** jsdom has no MediaStream: the call screen only hands these to <video>.srcObject. */
const fakeStream = (name: string): MediaStream =>
  ({ id: name, getTracks: () => [], getAudioTracks: () => [], getVideoTracks: () => [] }) as unknown as MediaStream;

export const LOCAL = fakeStream('local');
export const REMOTE = fakeStream('remote');

export function callContext(overrides: Partial<VideoCallContext> = {}): VideoCallContext {
  return {
    appointmentId: 'appointment-1',
    side: 'patient',
    support: { needsSafari: false, webrtc: true, getUserMedia: true, userAgent: 'test' },
    localStream: LOCAL,
    remoteStream: null,
    permissions: { camera: 'granted', microphone: 'granted' },
    join: null,
    communication: null,
    micEnabled: true,
    cameraEnabled: true,
    minimised: false,
    confirmingEnd: false,
    elapsedSeconds: 0,
    error: null,
    ...overrides,
  };
}

/** Records what the screen sends to the machine. */
export function recorder(): { send: (event: VideoCallEvent) => void; sent: string[] } {
  const sent: string[] = [];
  return { sent, send: (event) => sent.push(event.type) };
}
