import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { Room } from 'twilio-video';
import { watchRoom } from '../../../src/features/video/transport/twilioRoomEvents';
import { twilioTransport } from '../../../src/features/video/transport/twilioTransport';
import type { CallEvent } from '../../../src/features/video/transport/types';
import { FakeChannel, fakeStream, fakeTrack, type FakeTrack } from './fakes';

class FakeRoom extends EventEmitter {
  readonly participants = new Map<string, unknown>();
  disconnected = false;
  disconnect(): this {
    this.disconnected = true;
    return this;
  }
}

const remote = (kind: 'audio' | 'video' | 'data', id: string) => ({
  kind,
  mediaStreamTrack: fakeTrack(kind === 'data' ? 'video' : kind, id),
});
const doctor = { sid: 'PA-doctor' };

function watched() {
  const room = new FakeRoom();
  const events: CallEvent[] = [];
  const stop = watchRoom(
    room as unknown as Room,
    (event) => events.push(event),
    () => fakeStream(),
  );
  return { room, events, stop };
}

describe("Twilio's room events as call events", () => {
  it("gathers the other side's tracks into one stream, connected at its first track", () => {
    const { room, events } = watched();
    const video = remote('video', 'v');
    const audio = remote('audio', 'a');
    room.emit('trackSubscribed', video, {}, doctor);
    room.emit('trackSubscribed', audio, {}, doctor);
    room.emit('trackSubscribed', remote('data', 'd'), {}, doctor);
    expect(events.map((event) => event.type)).toEqual(['remoteStream', 'participantConnected', 'remoteStream']);
    const last = events[2];
    const stream = last?.type === 'remoteStream' ? last.stream : null;
    expect(stream?.getTracks()).toEqual([video.mediaStreamTrack, audio.mediaStreamTrack]);
  });

  it('maps participant leaving, reconnecting and reconnected', () => {
    const { room, events } = watched();
    room.emit('participantDisconnected', doctor);
    room.emit('trackSubscribed', remote('video', 'v'), {}, doctor);
    room.emit('reconnecting', new Error('signaling lost'));
    room.emit('reconnected');
    room.emit('participantDisconnected', doctor);
    expect(events.map((event) => event.type)).toEqual([
      'remoteStream',
      'participantConnected',
      'reconnecting',
      'reconnected',
      'participantDisconnected',
    ]);
  });

  it("a disconnect with an error shows Twilio's message; without one it is a plain end", () => {
    const { room, events } = watched();
    room.emit(
      'disconnected',
      room,
      Object.assign(new Error('Access Token expired or expiration date invalid'), { code: 20104 }),
    );
    room.emit('disconnected', room, undefined);
    expect(events).toEqual([
      { type: 'disconnected', reason: 'Access Token expired or expiration date invalid' },
      { type: 'disconnected', reason: null },
    ]);
  });

  it('after stop nothing is reported', () => {
    const { room, events, stop } = watched();
    stop();
    room.emit('disconnected', room, new Error('Room completed'));
    expect(events).toEqual([]);
    expect(room.listenerCount('disconnected')).toBe(0);
  });
});

/** twilio-video's module as the transport uses it: the track wrappers and connect. */
function fakeTwilio(
  room: FakeRoom,
  connects: { token: string; options: { name: string; tracks: { kind: string; track: FakeTrack }[] } }[],
) {
  class Wrapped {
    constructor(
      readonly track: FakeTrack,
      readonly kind: string,
    ) {}
    enable(enabled = true): this {
      this.track.enabled = enabled;
      return this;
    }
  }
  return {
    LocalAudioTrack: class extends Wrapped {
      constructor(track: FakeTrack) {
        super(track, 'audio');
      }
    },
    LocalVideoTrack: class extends Wrapped {
      constructor(track: FakeTrack) {
        super(track, 'video');
      }
    },
    connect: (token: string, options: { name: string; tracks: { kind: string; track: FakeTrack }[] }) => {
      connects.push({ token, options });
      return Promise.resolve(room);
    },
  } as unknown as typeof import('twilio-video');
}

describe('the Twilio transport', () => {
  it("joins the appointment's room with a token for it and the device check's tracks, holding the presence subscription open", async () => {
    const room = new FakeRoom();
    const connects: Parameters<typeof fakeTwilio>[1] = [];
    const presence = new FakeChannel();
    const tokens: string[] = [];
    const audio = fakeTrack('audio');
    const video = fakeTrack('video');
    const transport = twilioTransport({
      presence,
      fetchToken: (roomId, appointmentId) => {
        tokens.push(`${roomId}/${appointmentId}`);
        return Promise.resolve('jwt');
      },
      load: () => Promise.resolve(fakeTwilio(room, connects)),
    });
    const call = await transport.connect({
      appointmentId: 'a1',
      roomId: 'room-1',
      side: 'doctor',
      localStream: fakeStream([audio, video]),
      iceServers: [],
      onEvent: () => undefined,
    });
    expect(tokens).toEqual(['room-1/a1']);
    expect(connects[0]?.token).toBe('jwt');
    expect(connects[0]?.options.name).toBe('room-1');
    expect(connects[0]?.options.tracks.map((wrapped) => [wrapped.kind, wrapped.track])).toEqual([
      ['audio', audio],
      ['video', video],
    ]);
    expect(presence.listening).toBe(true);
    call.setMicrophoneEnabled(false);
    expect(audio.enabled).toBe(false);
    call.disconnect();
    expect(room.disconnected).toBe(true);
    expect(presence.listening).toBe(false);
    // Presence only: no signal is ever sent over it.
    expect(presence.sent).toEqual([]);
  });

  it('a refused token fails the connect with its error and releases the presence subscription', async () => {
    const presence = new FakeChannel();
    const transport = twilioTransport({
      presence,
      fetchToken: () => Promise.reject(new Error('This video room cannot be used.')),
      load: () => Promise.resolve(fakeTwilio(new FakeRoom(), [])),
    });
    await expect(
      transport.connect({
        appointmentId: 'a1',
        roomId: 'r',
        side: 'patient',
        localStream: fakeStream(),
        iceServers: [],
        onEvent: () => undefined,
      }),
    ).rejects.toThrow('This video room cannot be used.');
    expect(presence.listening).toBe(false);
  });
});
