import type { CallEvent, SignalKind } from './types';

/**
 * MDN's "perfect negotiation" between the two sides of a call (docs: developer.mozilla.org, "Establishing a
 * connection: the WebRTC perfect negotiation pattern"), kept apart from the channel and the browser so it can be
 * driven by a fake RTCPeerConnection in tests. The patient is the polite peer: in an offer collision it rolls back
 * and takes the doctor's offer; the doctor ignores the patient's.
 *
 * The connection is built only once the other side is known to be there (its hello or welcome, or a description
 * or candidate from it), and rebuilt when it says hello again (it reloaded).
 */
export interface NegotiationOptions {
  readonly polite: boolean;
  readonly localStream: MediaStream;
  readonly createPeer: () => RTCPeerConnection;
  /** Sends a signal to the other side; fire and forget (the channel sends in order). */
  readonly send: (kind: SignalKind, data: string) => void;
  readonly onEvent: (event: CallEvent) => void;
  /** The current connection whenever it changes (null once closed): p2pTransport exposes it for the e2e test. */
  readonly onPeer?: (peer: RTCPeerConnection | null) => void;
  /** A stream for remote tracks that came without one (the browser normally gives the sender's). */
  readonly newStream?: () => MediaStream;
}

export interface Negotiation {
  /** Handles one signal from the other side; signals are handled one at a time, in the order given. */
  handle(signal: { readonly kind: SignalKind; readonly data: string }): Promise<void>;
  /** Closes the connection for good; no further events. */
  close(): void;
}

interface PeerState {
  readonly pc: RTCPeerConnection;
  makingOffer: boolean;
  ignoreOffer: boolean;
  remoteStream: MediaStream | null;
}

/** What the machine was last told about the other side: nothing yet, in the call, or our link being restored. */
type Reported = 'none' | 'connected' | 'reconnecting';

export function createNegotiation(options: NegotiationOptions): Negotiation {
  const { polite, localStream, send, onEvent } = options;
  let current: PeerState | null = null;
  let reported: Reported = 'none';
  let closed = false;
  let chain: Promise<void> = Promise.resolve();

  const report = (event: CallEvent): void => {
    if (!closed) onEvent(event);
  };

  /** The other side is gone from this connection (bye, or it reloaded): the machine goes back to waiting. */
  function dropPeer(): void {
    if (current === null) return;
    current.pc.close();
    current = null;
    options.onPeer?.(null);
    if (reported !== 'none') report({ type: 'participantDisconnected' });
    reported = 'none';
  }

  /** Connected only once media is there, so the screen never shows the remote view black. */
  function maybeConnected(state: PeerState): void {
    if (state.pc.connectionState !== 'connected' || state.remoteStream === null) return;
    if (reported === 'none') report({ type: 'participantConnected' });
    else if (reported === 'reconnecting') report({ type: 'reconnected' });
    reported = 'connected';
  }

  function build(): PeerState {
    dropPeer();
    const pc = options.createPeer();
    const state: PeerState = { pc, makingOffer: false, ignoreOffer: false, remoteStream: null };
    current = state;
    // Handlers of a replaced connection fall silent.
    const live = (): boolean => !closed && current === state;

    pc.onnegotiationneeded = async () => {
      try {
        state.makingOffer = true;
        await pc.setLocalDescription();
        if (live() && pc.localDescription !== null) send('description', JSON.stringify(pc.localDescription));
      } catch {
        // The connection was closed or rolled back meanwhile; the next negotiationneeded tries again.
      } finally {
        state.makingOffer = false;
      }
    };
    pc.onicecandidate = ({ candidate }) => {
      if (live() && candidate !== null) send('candidate', JSON.stringify(candidate));
    };
    pc.ontrack = (event) => {
      if (!live()) return;
      const stream = event.streams[0] ?? state.remoteStream ?? (options.newStream ?? (() => new MediaStream()))();
      if (!stream.getTracks().includes(event.track)) stream.addTrack(event.track);
      if (stream !== state.remoteStream) {
        state.remoteStream = stream;
        report({ type: 'remoteStream', stream });
      }
      maybeConnected(state);
    };
    pc.onconnectionstatechange = () => {
      if (!live()) return;
      switch (pc.connectionState) {
        case 'connected':
          maybeConnected(state);
          break;
        case 'disconnected':
        case 'failed':
          // The machine owns the timeout (reconnecting → failed after 30 s); we try to restore the path meanwhile.
          if (reported === 'connected') {
            reported = 'reconnecting';
            report({ type: 'reconnecting' });
          }
          pc.restartIce();
          break;
        default:
          break;
      }
    };
    for (const track of localStream.getTracks()) pc.addTrack(track, localStream);
    options.onPeer?.(pc);
    return state;
  }

  async function onDescription(state: PeerState, description: RTCSessionDescriptionInit): Promise<void> {
    const { pc } = state;
    const offerCollision = description.type === 'offer' && (state.makingOffer || pc.signalingState !== 'stable');
    state.ignoreOffer = !polite && offerCollision;
    if (state.ignoreOffer) return;
    await pc.setRemoteDescription(description);
    if (description.type === 'offer') {
      await pc.setLocalDescription();
      if (current === state && !closed && pc.localDescription !== null)
        send('description', JSON.stringify(pc.localDescription));
    }
  }

  async function onCandidate(state: PeerState, candidate: RTCIceCandidateInit): Promise<void> {
    try {
      await state.pc.addIceCandidate(candidate);
    } catch (error) {
      // A candidate of an offer we ignored fails; any other failure is real.
      if (!state.ignoreOffer) throw error;
    }
  }

  async function handleNow(signal: { readonly kind: SignalKind; readonly data: string }): Promise<void> {
    if (closed) return;
    switch (signal.kind) {
      case 'hello':
        // The other side (re)joined: whatever we had with it is stale.
        build();
        send('welcome', options.polite ? 'patient' : 'doctor');
        return;
      case 'welcome':
        if (current === null) build();
        return;
      case 'description': {
        const description = parseDescription(signal.data);
        if (description === null) return;
        await onDescription(current ?? build(), description);
        return;
      }
      case 'candidate': {
        const candidate = parseCandidate(signal.data);
        if (candidate === null) return;
        await onCandidate(current ?? build(), candidate);
        return;
      }
      case 'bye':
        dropPeer();
        return;
    }
  }

  return {
    handle(signal) {
      const next = chain.then(() => handleNow(signal));
      // One bad signal (a description the browser refuses) must not stop the ones after it.
      chain = next.catch(() => undefined);
      return next;
    },
    close() {
      if (closed) return;
      closed = true;
      current?.pc.close();
      current = null;
      options.onPeer?.(null);
    },
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function parseJson(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return null;
  }
}

const DESCRIPTION_TYPES: readonly string[] = ['offer', 'answer', 'pranswer', 'rollback'];

/** The other side's RTCSessionDescriptionInit, or null for anything else (the channel carries text). */
function parseDescription(data: string): RTCSessionDescriptionInit | null {
  const value = parseJson(data);
  if (!isRecord(value) || typeof value.type !== 'string' || !DESCRIPTION_TYPES.includes(value.type)) return null;
  if (value.sdp !== undefined && typeof value.sdp !== 'string') return null;
  return { type: value.type as RTCSdpType, ...(typeof value.sdp === 'string' ? { sdp: value.sdp } : {}) };
}

/** The other side's RTCIceCandidateInit, or null. */
function parseCandidate(data: string): RTCIceCandidateInit | null {
  const value = parseJson(data);
  if (!isRecord(value) || typeof value.candidate !== 'string') return null;
  return {
    candidate: value.candidate,
    sdpMid: typeof value.sdpMid === 'string' ? value.sdpMid : null,
    sdpMLineIndex: typeof value.sdpMLineIndex === 'number' ? value.sdpMLineIndex : null,
    ...(typeof value.usernameFragment === 'string' ? { usernameFragment: value.usernameFragment } : {}),
  };
}
