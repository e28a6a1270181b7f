import type { RemoteParticipant, RemoteTrack, Room, TwilioError } from 'twilio-video';
import type { CallEvent } from './types';

/**
 * Maps a twilio-video Room's events onto the call interface (type-only import: twilio-video itself loads only
 * in twilioTransport's connect). Returns the function that stops listening, used before leaving on purpose so
 * our own disconnect reports nothing.
 *
 * Remote media: each participant's subscribed audio and video tracks gathered into one MediaStream, the other side
 * counted connected once its first track is there (as in the peer-to-peer transport).
 */
export function watchRoom(
  room: Room,
  onEvent: (event: CallEvent) => void,
  newStream: () => MediaStream = () => new MediaStream(),
): () => void {
  const streams = new Map<string, MediaStream>();

  const onTrackSubscribed = (track: RemoteTrack, _publication: unknown, participant: RemoteParticipant): void => {
    if (track.kind !== 'audio' && track.kind !== 'video') return;
    let stream = streams.get(participant.sid);
    const first = stream === undefined;
    if (stream === undefined) {
      stream = newStream();
      streams.set(participant.sid, stream);
    }
    if (!stream.getTracks().includes(track.mediaStreamTrack)) stream.addTrack(track.mediaStreamTrack);
    onEvent({ type: 'remoteStream', stream });
    if (first) onEvent({ type: 'participantConnected' });
  };
  const onTrackUnsubscribed = (track: RemoteTrack, _publication: unknown, participant: RemoteParticipant): void => {
    if (track.kind !== 'audio' && track.kind !== 'video') return;
    streams.get(participant.sid)?.removeTrack(track.mediaStreamTrack);
  };
  const onParticipantDisconnected = (participant: RemoteParticipant): void => {
    // A participant that never sent media was never reported connected.
    if (streams.delete(participant.sid)) onEvent({ type: 'participantDisconnected' });
  };
  const onReconnecting = (): void => onEvent({ type: 'reconnecting' });
  const onReconnected = (): void => onEvent({ type: 'reconnected' });
  const onDisconnected = (_room: Room, error?: TwilioError | null): void => {
    // 20104 token expired, 53118 room completed, 53205 the same identity joined elsewhere: Twilio's own words.
    const reason = error?.message.trim() ?? '';
    onEvent({ type: 'disconnected', reason: reason === '' ? null : reason });
  };

  room.on('trackSubscribed', onTrackSubscribed);
  room.on('trackUnsubscribed', onTrackUnsubscribed);
  room.on('participantDisconnected', onParticipantDisconnected);
  room.on('reconnecting', onReconnecting);
  room.on('reconnected', onReconnected);
  room.on('disconnected', onDisconnected);
  return () => {
    room.removeListener('trackSubscribed', onTrackSubscribed);
    room.removeListener('trackUnsubscribed', onTrackUnsubscribed);
    room.removeListener('participantDisconnected', onParticipantDisconnected);
    room.removeListener('reconnecting', onReconnecting);
    room.removeListener('reconnected', onReconnected);
    room.removeListener('disconnected', onDisconnected);
  };
}
