import { describe, expect, it } from 'vitest';
import { VIDEO_TEXT } from '../../../domain/videoCall';
import { p2pTransport } from '../../../src/features/video/transport/p2pTransport';
import type { CallEvent } from '../../../src/features/video/transport/types';
import { asPeer, FakeChannel, FakePeer, fakeStream, fakeTrack, settle } from './fakes';

function start(side: 'patient' | 'doctor' = 'patient') {
  const channel = new FakeChannel();
  const peers: FakePeer[] = [];
  const events: CallEvent[] = [];
  const audio = fakeTrack('audio');
  const video = fakeTrack('video');
  const transport = p2pTransport(channel, (config) => {
    const peer = new FakePeer(config);
    peers.push(peer);
    return asPeer(peer);
  });
  const connecting = transport.connect({
    appointmentId: 'a1',
    roomId: 'room-1',
    side,
    localStream: fakeStream([audio, video]),
    iceServers: [{ urls: ['stun:stun.example.org'] }],
    onEvent: (event) => events.push(event),
  });
  return { channel, peers, events, audio, video, connecting };
}

describe('the peer-to-peer transport', () => {
  it('listens before saying hello, and builds nothing until the other side is there', async () => {
    const { channel, peers, connecting } = start();
    await connecting;
    expect(channel.log).toEqual(['listen', 'hello']);
    expect(peers).toHaveLength(0);
  });

  it("uses the server's ICE servers for the connection", async () => {
    const { channel, peers, connecting } = start('doctor');
    await connecting;
    channel.deliver('hello', 'patient');
    await settle();
    expect(peers[0]!.config.iceServers).toEqual([{ urls: ['stun:stun.example.org'] }]);
    expect(channel.sent.map((signal) => signal.kind)).toEqual(['hello', 'welcome']);
  });

  it('mute and camera off disable the local tracks it sends', async () => {
    const { audio, video, connecting } = start();
    const call = await connecting;
    call.setMicrophoneEnabled(false);
    call.setCameraEnabled(false);
    expect([audio.enabled, video.enabled]).toEqual([false, false]);
    call.setMicrophoneEnabled(true);
    expect(audio.enabled).toBe(true);
  });

  it('leaving says bye, closes the connection and stops listening, and reports nothing more', async () => {
    const { channel, peers, events, connecting } = start();
    const call = await connecting;
    channel.deliver('hello', 'doctor');
    await settle();
    call.disconnect();
    expect(channel.log).toEqual(['listen', 'hello', 'welcome', 'bye', 'unlisten']);
    expect(peers[0]!.closed).toBe(true);
    peers[0]!.becomes('connected');
    expect(events).toEqual([]);
  });

  it('a refused channel ends the call with its text (the lost-connection text when it has none)', async () => {
    const first = start();
    await first.connecting;
    first.channel.fail('This call has closed.');
    expect(first.events).toEqual([{ type: 'disconnected', reason: 'This call has closed.' }]);
    const second = start();
    await second.connecting;
    second.channel.fail('');
    expect(second.events).toEqual([{ type: 'disconnected', reason: VIDEO_TEXT.lost }]);
  });
});
