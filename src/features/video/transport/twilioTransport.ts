import type { LocalAudioTrack, LocalVideoTrack, Room } from 'twilio-video';
import { watchRoom } from './twilioRoomEvents';
import type { CallConnection, CallTransport, ConnectOptions, SignallingChannel } from './types';

export interface TwilioTransportOptions {
  /** createTwilioToken(roomId, appointmentId): a short-lived token for this appointment's room. */
  readonly fetchToken: (roomId: string, appointmentId: string) => Promise<string>;
  /**
   * The appointment's videoSignals subscription, held open for the whole call: the server records our participant
   * status from it (Twilio's own participant events reach a server only by webhooks). Its signals are ignored.
   */
  readonly presence: SignallingChannel;
  /** twilio-video, loaded only when a call starts (its own chunk); replaced in tests. */
  readonly load?: () => Promise<typeof import('twilio-video')>;
}

/**
 * The Twilio transport, used when the server has Twilio credentials (videoCall's transport 'twilio'): the
 * device check's tracks are published as they are (wrapped, never re-acquired or stopped), and the Room's events
 * are mapped by twilioRoomEvents.ts.
 */
export function twilioTransport(options: TwilioTransportOptions): CallTransport {
  const load = options.load ?? (() => import('twilio-video'));
  return {
    kind: 'twilio',
    async connect(connect: ConnectOptions): Promise<CallConnection> {
      // Presence only; a refused subscription ends nothing here (Twilio carries the call).
      const stopPresence = options.presence.listen(
        () => undefined,
        () => undefined,
      );
      let room: Room;
      let audio: LocalAudioTrack[];
      let video: LocalVideoTrack[];
      try {
        const [twilio, token] = await Promise.all([load(), options.fetchToken(connect.roomId, connect.appointmentId)]);
        audio = connect.localStream.getAudioTracks().map((track) => new twilio.LocalAudioTrack(track));
        video = connect.localStream.getVideoTracks().map((track) => new twilio.LocalVideoTrack(track));
        room = await twilio.connect(token, { name: connect.roomId, tracks: [...audio, ...video] });
      } catch (error) {
        stopPresence();
        throw error;
      }
      const stopRoom = watchRoom(room, connect.onEvent);
      return {
        setMicrophoneEnabled: (enabled) => audio.forEach((track) => track.enable(enabled)),
        setCameraEnabled: (enabled) => video.forEach((track) => track.enable(enabled)),
        disconnect() {
          stopRoom();
          room.disconnect();
          stopPresence();
        },
      };
    },
  };
}
