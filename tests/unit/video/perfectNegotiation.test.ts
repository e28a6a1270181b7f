import { describe, expect, it } from 'vitest';
import { createNegotiation } from '../../../src/features/video/transport/perfectNegotiation';
import type { CallEvent, SignalKind } from '../../../src/features/video/transport/types';
import { asPeer, FakePeer, fakeStream, fakeTrack, settle } from './fakes';

function setup(polite: boolean) {
  const peers: FakePeer[] = [];
  const sent: { kind: SignalKind; data: string }[] = [];
  const events: CallEvent[] = [];
  const local = fakeStream([fakeTrack('audio'), fakeTrack('video')]);
  const negotiation = createNegotiation({
    polite,
    localStream: local,
    createPeer: () => {
      const peer = new FakePeer();
      peers.push(peer);
      return asPeer(peer);
    },
    send: (kind, data) => sent.push({ kind, data }),
    onEvent: (event) => events.push(event),
    newStream: () => fakeStream(),
  });
  const last = (): FakePeer => peers[peers.length - 1]!;
  /** The other side's media arrives and the connection comes up. */
  const connect = (peer: FakePeer): void => {
    peer.ontrack?.({
      track: fakeTrack('video', 'remote-video'),
      streams: [fakeStream([fakeTrack('video', 'remote-video')])],
    });
    peer.becomes('connected');
  };
  return { peers, sent, events, negotiation, last, connect };
}

const types = (events: CallEvent[]): string[] => events.map((event) => event.type);

describe('perfect negotiation', () => {
  it("builds the connection on the other side's hello, with our camera and microphone, and welcomes it", async () => {
    const { peers, sent, negotiation } = setup(true);
    await negotiation.handle({ kind: 'hello', data: 'doctor' });
    expect(peers).toHaveLength(1);
    expect(peers[0]!.added.map((track) => track.kind)).toEqual(['audio', 'video']);
    expect(sent.map((signal) => signal.kind)).toEqual(['welcome']);
  });

  it('builds one on welcome only when it has none', async () => {
    const { peers, negotiation } = setup(true);
    await negotiation.handle({ kind: 'welcome', data: '' });
    await negotiation.handle({ kind: 'welcome', data: '' });
    expect(peers).toHaveLength(1);
  });

  it('offers when negotiation is needed and sends its candidates', async () => {
    const { sent, negotiation, last } = setup(false);
    await negotiation.handle({ kind: 'welcome', data: '' });
    await last().onnegotiationneeded?.();
    last().onicecandidate?.({
      candidate: { toJSON: () => ({ candidate: 'candidate:1', sdpMid: '0', sdpMLineIndex: 0 }) },
    });
    last().onicecandidate?.({ candidate: null });
    expect(sent).toEqual([
      { kind: 'description', data: JSON.stringify({ type: 'offer', sdp: 'offer-sdp' }) },
      { kind: 'candidate', data: JSON.stringify({ candidate: 'candidate:1', sdpMid: '0', sdpMLineIndex: 0 }) },
    ]);
  });

  it('answers an offer, building the connection first when the offer comes before any hello', async () => {
    const { peers, sent, negotiation } = setup(false);
    await negotiation.handle({ kind: 'description', data: JSON.stringify({ type: 'offer', sdp: 'their-offer' }) });
    expect(peers).toHaveLength(1);
    expect(peers[0]!.remoteDescription).toEqual({ type: 'offer', sdp: 'their-offer' });
    expect(sent).toEqual([{ kind: 'description', data: JSON.stringify({ type: 'answer', sdp: 'answer-sdp' }) }]);
  });

  it('the impolite doctor ignores a colliding offer and the failing candidates that belong to it', async () => {
    const { sent, negotiation, last } = setup(false);
    await negotiation.handle({ kind: 'welcome', data: '' });
    await last().onnegotiationneeded?.();
    last().refuseCandidates = true;
    await negotiation.handle({ kind: 'description', data: JSON.stringify({ type: 'offer', sdp: 'their-offer' }) });
    await expect(
      negotiation.handle({ kind: 'candidate', data: JSON.stringify({ candidate: 'candidate:9' }) }),
    ).resolves.toBeUndefined();
    expect(last().remoteDescription).toBeNull();
    expect(sent.map((signal) => signal.kind)).toEqual(['description']);
  });

  it('the polite patient takes a colliding offer and answers it', async () => {
    const { sent, negotiation, last } = setup(true);
    await negotiation.handle({ kind: 'welcome', data: '' });
    await last().onnegotiationneeded?.();
    await negotiation.handle({ kind: 'description', data: JSON.stringify({ type: 'offer', sdp: 'their-offer' }) });
    expect(last().remoteDescription).toEqual({ type: 'offer', sdp: 'their-offer' });
    expect(sent.map((signal) => (JSON.parse(signal.data) as { type: string }).type)).toEqual(['offer', 'answer']);
  });

  it('reports connected only once the remote media is there, after its stream', async () => {
    const { events, negotiation, last } = setup(true);
    await negotiation.handle({ kind: 'hello', data: 'doctor' });
    last().becomes('connected');
    expect(events).toEqual([]);
    last().ontrack?.({ track: fakeTrack('video', 'remote'), streams: [fakeStream([fakeTrack('video', 'remote')])] });
    expect(types(events)).toEqual(['remoteStream', 'participantConnected']);
  });

  it('a lost path reports reconnecting and restarts ICE; its return reports reconnected', async () => {
    const { events, negotiation, last, connect } = setup(true);
    await negotiation.handle({ kind: 'hello', data: 'doctor' });
    connect(last());
    last().becomes('disconnected');
    last().becomes('failed');
    expect(last().restarts).toBe(2);
    last().becomes('connected');
    expect(types(events)).toEqual(['remoteStream', 'participantConnected', 'reconnecting', 'reconnected']);
  });

  it('bye closes the connection and reports the other side gone; its next hello builds a new one', async () => {
    const { peers, events, negotiation, last, connect } = setup(true);
    await negotiation.handle({ kind: 'hello', data: 'doctor' });
    connect(last());
    await negotiation.handle({ kind: 'bye', data: 'doctor' });
    expect(peers[0]!.closed).toBe(true);
    await negotiation.handle({ kind: 'hello', data: 'doctor' });
    expect(peers).toHaveLength(2);
    expect(types(events)).toEqual(['remoteStream', 'participantConnected', 'participantDisconnected']);
  });

  it('a hello while connected (the other side reloaded) closes the old connection and rebuilds', async () => {
    const { peers, events, negotiation, last, connect } = setup(false);
    await negotiation.handle({ kind: 'hello', data: 'patient' });
    connect(last());
    await negotiation.handle({ kind: 'hello', data: 'patient' });
    expect(peers[0]!.closed).toBe(true);
    expect(peers[1]!.closed).toBe(false);
    // The replaced connection's late events are not reported.
    peers[0]!.becomes('failed');
    expect(types(events)).toEqual(['remoteStream', 'participantConnected', 'participantDisconnected']);
  });

  it('after close nothing is handled or reported', async () => {
    const { peers, events, negotiation, last } = setup(true);
    await negotiation.handle({ kind: 'hello', data: 'doctor' });
    const peer = last();
    negotiation.close();
    expect(peer.closed).toBe(true);
    peer.ontrack?.({ track: fakeTrack('video'), streams: [fakeStream()] });
    await negotiation.handle({ kind: 'hello', data: 'doctor' });
    expect(peers).toHaveLength(1);
    expect(events).toEqual([]);
  });

  it('ignores signals that are not a description or a candidate', async () => {
    const { peers, negotiation } = setup(true);
    await negotiation.handle({ kind: 'description', data: 'not json' });
    await negotiation.handle({ kind: 'candidate', data: JSON.stringify({ nope: 1 }) });
    await settle();
    expect(peers).toHaveLength(0);
  });
});
