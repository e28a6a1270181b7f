/**
 * One call interface, two transports (issue 18): the video-call machine knows only this. The Twilio transport
 * (twilioTransport.ts, twilio-video loaded only when a call starts) and the peer-to-peer one (p2pTransport.ts, the
 * browser's own RTCPeerConnection signalled over our GraphQL websocket) both implement it.
 */

/** What a transport reports while a call is up. */
export type CallEvent =
  /** The other side's media arrived (or was replaced after a rebuild): attach this stream to the remote view. */
  | { readonly type: 'remoteStream'; readonly stream: MediaStream }
  /** The other side is in the call and its media flows. */
  | { readonly type: 'participantConnected' }
  /** The other side left or dropped; the call stays open, waiting for it to come back. */
  | { readonly type: 'participantDisconnected' }
  /** Our own connection is being re-established (network lost). */
  | { readonly type: 'reconnecting' }
  | { readonly type: 'reconnected' }
  /** The call is over for us: reason null when we left, else the error text to show. */
  | { readonly type: 'disconnected'; readonly reason: string | null };

export interface ConnectOptions {
  readonly appointmentId: string;
  readonly roomId: string;
  /** patient or doctor; the patient is the polite peer (perfect negotiation). */
  readonly side: 'patient' | 'doctor';
  /** Camera and microphone from the device check; the transport sends its tracks and never stops them. */
  readonly localStream: MediaStream;
  readonly iceServers: readonly RTCIceServer[];
  readonly onEvent: (event: CallEvent) => void;
}

/** A joined call. */
export interface CallConnection {
  setMicrophoneEnabled(enabled: boolean): void;
  setCameraEnabled(enabled: boolean): void;
  /** Leaves the call (tells the other side); reports no further events. */
  disconnect(): void;
}

export interface CallTransport {
  readonly kind: 'twilio' | 'p2p';
  /** Resolves once joined (the other side may not be there yet); rejects with an Error whose message is shown. */
  connect(options: ConnectOptions): Promise<CallConnection>;
}

/**
 * The signalling and presence channel of one appointment's call (src/features/video/api): while subscribed, the server
 * counts the caller as connected. The peer-to-peer transport exchanges its signals through it; with Twilio it is
 * held open for presence only.
 */
export type SignalKind = 'hello' | 'welcome' | 'description' | 'candidate' | 'bye';

export interface SignallingChannel {
  /** Sends in order: each resolves before the next is sent. */
  send(kind: SignalKind, data: string): Promise<void>;
  /** Starts listening; onError when the subscription fails for good. Returns the unsubscribe. */
  listen(
    onSignal: (signal: { kind: SignalKind; data: string }) => void,
    onError: (message: string) => void,
  ): () => void;
}
