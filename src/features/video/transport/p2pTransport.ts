import { VIDEO_TEXT } from '../../../../domain/videoCall';
import { createNegotiation } from './perfectNegotiation';
import type { CallConnection, CallTransport, ConnectOptions, SignallingChannel } from './types';

declare global {
  interface Window {
    readonly __carechatPeer?: RTCPeerConnection | null;
  }
}

/** Enables or disables the local stream's tracks of one kind: the preview and what the other side receives alike. */
function setTracksEnabled(stream: MediaStream, kind: 'audio' | 'video', enabled: boolean): void {
  for (const track of kind === 'audio' ? stream.getAudioTracks() : stream.getVideoTracks()) track.enabled = enabled;
}

/**
 * The peer-to-peer transport: the browsers' own RTCPeerConnection, signalled through the appointment's channel
 * (our GraphQL websocket) with the perfect negotiation of perfectNegotiation.ts. STUN/TURN servers come from the
 * server's VIDEO_ICE_SERVERS (none by default: two browsers on one network need none).
 */
export function p2pTransport(
  channel: SignallingChannel,
  createPeer: (config: RTCConfiguration) => RTCPeerConnection = (config) => new RTCPeerConnection(config),
): CallTransport {
  return {
    kind: 'p2p',
    connect(options: ConnectOptions): Promise<CallConnection> {
      let left = false;
      const send = (kind: Parameters<SignallingChannel['send']>[0], data: string): void => {
        // A lost signal is recovered by the next negotiation (or the next hello); it never ends the call.
        channel.send(kind, data).catch(() => undefined);
      };
      const negotiation = createNegotiation({
        polite: options.side === 'patient',
        localStream: options.localStream,
        createPeer: () => createPeer({ iceServers: [...options.iceServers] }),
        send,
        onEvent: (event) => {
          if (!left) options.onEvent(event);
        },
        onPeer: exposePeer,
      });
      // Listen first, then say hello: the other side's welcome must find us listening.
      const unsubscribe = channel.listen(
        (signal) => void negotiation.handle(signal).catch(() => undefined),
        (message) => {
          if (left) return;
          left = true;
          negotiation.close();
          options.onEvent({ type: 'disconnected', reason: message.trim() === '' ? VIDEO_TEXT.lost : message });
        },
      );
      send('hello', options.side);
      return Promise.resolve({
        setMicrophoneEnabled: (enabled) => setTracksEnabled(options.localStream, 'audio', enabled),
        setCameraEnabled: (enabled) => setTracksEnabled(options.localStream, 'video', enabled),
        disconnect() {
          if (left) return;
          left = true;
          send('bye', options.side);
          negotiation.close();
          unsubscribe();
        },
      });
    },
  };
}

function exposePeer(peer: RTCPeerConnection | null): void {
  // The e2e test reads each side's getStats() (inbound video framesDecoded) from the production build; read-only, no secret in it.
  if (typeof window !== 'undefined')
    Object.defineProperty(window, '__carechatPeer', { value: peer, configurable: true, writable: false });
}
