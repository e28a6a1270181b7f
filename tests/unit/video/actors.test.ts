import { Client, fetchExchange } from '@urql/core';
import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { DEFAULT_ERROR_MESSAGE } from '../../../domain/errors';
import type { CallCommand, CallJoin, CallSessionInput, VideoCallEvent } from '../../../machines/videoCall.types';
import { callSession, joinCall, toMachineEvent } from '../../../src/features/video/actors';
import { callErrorText } from '../../../src/features/video/api/errorText';
import type { CallConnection, CallTransport, ConnectOptions } from '../../../src/features/video/transport/types';
import { fakeStream, settle } from './fakes';

/** A real urql client (its own fetchExchange) whose fetch answers every request with one canned reply: no network. */
function clientAnswering(answer: () => Promise<Response>): Client {
  return new Client({ url: 'http://test.invalid/graphql', exchanges: [fetchExchange], fetch: answer });
}

/** A GraphQL response body as the yoga server sends it. */
const responding = (body: object) => () => Promise.resolve(Response.json(body));

/** The server's refusal as a GraphQL error in the response (what the yoga server sends). */
const refused = (message: string) => responding({ data: null, errors: [{ message }] });

describe('joining: the server refusal in words', () => {
  it('shows the refusal named after the code, or the catalogue text for a code alone', async () => {
    await expect(
      joinCall(clientAnswering(refused('ARO-E1090:The call opens 15 minutes before the session starts.')), 'a1'),
    ).rejects.toThrow('The call opens 15 minutes before the session starts.');
    await expect(joinCall(clientAnswering(refused('ARO-E1091:')), 'a1')).rejects.toThrow(
      'Please pay for this appointment before joining the call.',
    );
    await expect(joinCall(clientAnswering(refused('ARO-E1092:')), 'a1')).rejects.toThrow('This call is not yours.');
  });

  it('a network failure shows the default text', async () => {
    const client = clientAnswering(() => Promise.reject(new TypeError('fetch failed')));
    await expect(joinCall(client, 'a1')).rejects.toThrow(DEFAULT_ERROR_MESSAGE);
  });

  it("reads the join: the room, the transport, the ICE servers without empty credentials, the caller's side", async () => {
    const client = clientAnswering(
      responding({
        data: {
          videoCall: {
            __typename: 'VideoCallJoin',
            communication: {
              __typename: 'VideoCommunication',
              id: 'c1',
              appointmentId: 'a1',
              roomId: 'room-a1',
              practitionerStatus: null,
              patientStatus: null,
              history: [],
            },
            transport: 'p2p',
            iceServers: [
              { __typename: 'IceServer', urls: ['stun:stun.example.org'], username: null, credential: null },
              { __typename: 'IceServer', urls: ['turn:turn.example.org'], username: 'u', credential: 'p' },
            ],
            side: 'patient',
            participantReference: 'Patient/p1',
            opensAt: '2026-11-27T03:15:00.000Z',
            closesAt: '2026-11-27T06:30:00.000Z',
          },
        },
      }),
    );
    expect(await joinCall(client, 'a1')).toEqual<CallJoin>({
      communicationId: 'c1',
      roomId: 'room-a1',
      transport: 'p2p',
      iceServers: [
        { urls: ['stun:stun.example.org'] },
        { urls: ['turn:turn.example.org'], username: 'u', credential: 'p' },
      ],
      side: 'patient',
      participantReference: 'Patient/p1',
    });
  });
});

describe('callErrorText', () => {
  it("keeps a Twilio error's own message and reads coded text", () => {
    expect(callErrorText(Object.assign(new Error('Room completed'), { code: 53118 }))).toBe('Room completed');
    expect(callErrorText(new Error('ARO-E1093:'))).toBe('This video room cannot be used.');
    expect(callErrorText('odd')).toBe(DEFAULT_ERROR_MESSAGE);
  });
});

const join: CallJoin = {
  communicationId: 'c1',
  roomId: 'room-a1',
  transport: 'p2p',
  iceServers: [],
  side: 'doctor',
  participantReference: 'Practitioner/d1',
};

/** A transport whose connect the test resolves or rejects, recording what the call was asked. */
function fakeTransport() {
  const asked: string[] = [];
  let options: ConnectOptions | null = null;
  let settleConnect: { resolve: (connection: CallConnection) => void; reject: (error: Error) => void } | null = null;
  const connection: CallConnection = {
    setMicrophoneEnabled: (enabled) => asked.push(`mic ${enabled}`),
    setCameraEnabled: (enabled) => asked.push(`camera ${enabled}`),
    disconnect: () => asked.push('disconnect'),
  };
  const transport: CallTransport = {
    kind: 'p2p',
    connect: (given) => {
      options = given;
      return new Promise((resolve, reject) => {
        settleConnect = { resolve, reject };
      });
    },
  };
  return {
    transport,
    asked,
    joined: () => settleConnect?.resolve(connection),
    refuse: (error: Error) => settleConnect?.reject(error),
    emit: (event: Parameters<ConnectOptions['onEvent']>[0]) => options?.onEvent(event),
    options: () => options,
  };
}

/** Runs the callSession actor under a parent machine that records what it sends back. */
function runSession(fake: ReturnType<typeof fakeTransport>) {
  const received: VideoCallEvent[] = [];
  const input: CallSessionInput = { join, appointmentId: 'a1', localStream: fakeStream() };
  const parent = createActor(
    setup({
      types: { events: {} as VideoCallEvent },
      actors: { callSession: callSession(() => fake.transport) },
    }).createMachine({
      invoke: { id: 'callSession', src: 'callSession', input },
      on: { '*': { actions: ({ event }) => received.push(event) } },
    }),
  ).start();
  const command = (sent: CallCommand): void => parent.getSnapshot().children.callSession?.send(sent);
  return { parent, received, command };
}

describe('the callSession actor', () => {
  it('maps every transport event to the machine event', () => {
    const stream = fakeStream();
    expect(toMachineEvent({ type: 'remoteStream', stream })).toEqual({ type: 'call.remoteStream', stream });
    expect(toMachineEvent({ type: 'participantConnected' })).toEqual({ type: 'call.participantConnected' });
    expect(toMachineEvent({ type: 'participantDisconnected' })).toEqual({ type: 'call.participantDisconnected' });
    expect(toMachineEvent({ type: 'reconnecting' })).toEqual({ type: 'call.reconnecting' });
    expect(toMachineEvent({ type: 'reconnected' })).toEqual({ type: 'call.reconnected' });
    expect(toMachineEvent({ type: 'disconnected', reason: 'The connection was lost.' })).toEqual({
      type: 'call.disconnected',
      reason: 'The connection was lost.',
    });
  });

  it("connects with the join's room and side, says joined, forwards events, and applies commands sent before joining", async () => {
    const fake = fakeTransport();
    const { parent, received, command } = runSession(fake);
    expect(fake.options()).toMatchObject({ appointmentId: 'a1', roomId: 'room-a1', side: 'doctor' });
    command({ type: 'SET_MIC', enabled: false });
    fake.joined();
    await settle();
    expect(received.map((event) => event.type)).toEqual(['call.joined']);
    expect(fake.asked).toEqual(['mic false']);
    fake.emit({ type: 'participantConnected' });
    command({ type: 'SET_CAMERA', enabled: false });
    expect(received.map((event) => event.type)).toEqual(['call.joined', 'call.participantConnected']);
    expect(fake.asked).toEqual(['mic false', 'camera false']);
    parent.stop();
    expect(fake.asked).toEqual(['mic false', 'camera false', 'disconnect']);
  });

  it('LEAVE leaves the call once and nothing is forwarded after', async () => {
    const fake = fakeTransport();
    const { parent, received, command } = runSession(fake);
    fake.joined();
    await settle();
    command({ type: 'LEAVE' });
    fake.emit({ type: 'participantDisconnected' });
    parent.stop();
    expect(fake.asked).toEqual(['disconnect']);
    expect(received.map((event) => event.type)).toEqual(['call.joined']);
  });

  it('a failed connect ends the call with its text', async () => {
    const fake = fakeTransport();
    const { received } = runSession(fake);
    fake.refuse(new Error('ARO-E1093:'));
    await settle();
    expect(received).toEqual([{ type: 'call.disconnected', reason: 'This video room cannot be used.' }]);
  });

  it('stopped before the connect resolved, it leaves as soon as it joins', async () => {
    const fake = fakeTransport();
    const { parent, received } = runSession(fake);
    parent.stop();
    fake.joined();
    await settle();
    expect(fake.asked).toEqual(['disconnect']);
    expect(received).toEqual([]);
  });
});
