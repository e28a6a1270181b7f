import type { SignalKind, SignallingChannel } from '../../../src/features/video/transport/types';

/** A MediaStreamTrack stand-in: a kind, an id, and the enabled flag the call toggles. */
export interface FakeTrack {
  readonly kind: 'audio' | 'video';
  readonly id: string;
  enabled: boolean;
  readyState: 'live' | 'ended';
}

export const fakeTrack = (kind: 'audio' | 'video', id: string = kind): FakeTrack => ({
  kind,
  id,
  enabled: true,
  readyState: 'live',
});

/** A MediaStream stand-in holding tracks (node has no MediaStream). */
export function fakeStream(tracks: FakeTrack[] = []): MediaStream {
  const held = [...tracks];
  const stream = {
    getTracks: () => [...held],
    getAudioTracks: () => held.filter((track) => track.kind === 'audio'),
    getVideoTracks: () => held.filter((track) => track.kind === 'video'),
    addTrack: (track: FakeTrack) => void held.push(track),
    removeTrack: (track: FakeTrack) => void held.splice(held.indexOf(track), 1),
  };
  return stream as unknown as MediaStream;
}

/**
 * The part of RTCPeerConnection perfect negotiation uses, with the signalling states of JSEP: setLocalDescription()
 * makes an offer in stable and an answer in have-remote-offer; an offer in have-local-offer rolls back first.
 */
export class FakePeer {
  signalingState: RTCSignalingState = 'stable';
  connectionState: RTCPeerConnectionState = 'new';
  localDescription: RTCSessionDescriptionInit | null = null;
  remoteDescription: RTCSessionDescriptionInit | null = null;
  readonly added: FakeTrack[] = [];
  readonly candidates: RTCIceCandidateInit[] = [];
  closed = false;
  restarts = 0;
  refuseCandidates = false;
  onnegotiationneeded: (() => Promise<void>) | null = null;
  onicecandidate: ((event: { candidate: { toJSON(): unknown } | null }) => void) | null = null;
  ontrack: ((event: { track: FakeTrack; streams: MediaStream[] }) => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;

  constructor(readonly config: RTCConfiguration = {}) {}

  addTrack(track: FakeTrack): void {
    this.added.push(track);
  }

  setLocalDescription(): Promise<void> {
    if (this.signalingState === 'have-remote-offer') {
      this.localDescription = { type: 'answer', sdp: 'answer-sdp' };
      this.signalingState = 'stable';
    } else {
      this.localDescription = { type: 'offer', sdp: 'offer-sdp' };
      this.signalingState = 'have-local-offer';
    }
    return Promise.resolve();
  }

  setRemoteDescription(description: RTCSessionDescriptionInit): Promise<void> {
    this.remoteDescription = description;
    this.signalingState = description.type === 'offer' ? 'have-remote-offer' : 'stable';
    return Promise.resolve();
  }

  addIceCandidate(candidate: RTCIceCandidateInit): Promise<void> {
    if (this.refuseCandidates) return Promise.reject(new Error('candidate of an unknown ufrag'));
    this.candidates.push(candidate);
    return Promise.resolve();
  }

  restartIce(): void {
    this.restarts += 1;
  }

  close(): void {
    this.closed = true;
    this.connectionState = 'closed';
  }

  /** Test helper: the browser reports a new connection state. */
  becomes(state: RTCPeerConnectionState): void {
    this.connectionState = state;
    this.onconnectionstatechange?.();
  }
}

export const asPeer = (peer: FakePeer): RTCPeerConnection => peer as unknown as RTCPeerConnection;

/** A channel that records what is sent and lets the test deliver the other side's signals. */
export class FakeChannel implements SignallingChannel {
  readonly sent: { kind: SignalKind; data: string }[] = [];
  listening = false;
  /** The order things happened in: 'listen', then each sent kind. */
  readonly log: string[] = [];
  private onSignal: ((signal: { kind: SignalKind; data: string }) => void) | null = null;
  private onError: ((message: string) => void) | null = null;

  send(kind: SignalKind, data: string): Promise<void> {
    this.sent.push({ kind, data });
    this.log.push(kind);
    return Promise.resolve();
  }

  listen(
    onSignal: (signal: { kind: SignalKind; data: string }) => void,
    onError: (message: string) => void,
  ): () => void {
    this.listening = true;
    this.log.push('listen');
    this.onSignal = onSignal;
    this.onError = onError;
    return () => {
      this.listening = false;
      this.log.push('unlisten');
    };
  }

  deliver(kind: SignalKind, data = ''): void {
    this.onSignal?.({ kind, data });
  }

  fail(message: string): void {
    this.onError?.(message);
  }
}

/** Lets queued promise callbacks run. */
export const settle = async (): Promise<void> => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};
