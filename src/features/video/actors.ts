import type { Client } from '@urql/core';
import { fromCallback, fromPromise, type CallbackActorLogic, type EventObject, type PromiseActorLogic } from 'xstate';
import { DEFAULT_ERROR_MESSAGE } from '../../../domain/errors';
import { encodeVideoPayload, type CallSide } from '../../../domain/videoCall';
import type {
  CallCommand,
  CallJoin,
  CallSessionInput,
  DeviceReportInput,
  DeviceSupport,
  OpenedDevices,
  VideoCallEvent,
} from '../../../machines/videoCall.types';
import { readFragment } from '../../lib/graphql/graphql';
import { toCommunicationView } from './api/communicationView';
import { callErrorText } from './api/errorText';
import { createSignallingChannel } from './api/signallingChannel';
import {
  CreateTwilioTokenMutation,
  SendCommunicationMutation,
  VideoCallQuery,
  VideoCommunicationChangedSubscription,
  VideoCommunicationFields,
} from './graphql';
import { detectSupport } from './media/detectSupport';
import { openDevices } from './media/openDevices';
import { p2pTransport } from './transport/p2pTransport';
import { twilioTransport } from './transport/twilioTransport';
import type { CallConnection, CallEvent, CallTransport } from './transport/types';

/** The six actors of machines/videoCall.machine.ts, composed in src/composition/videoCall.ts. */
export interface VideoCallActors {
  readonly detectSupport: PromiseActorLogic<DeviceSupport, undefined>;
  readonly openDevices: PromiseActorLogic<OpenedDevices, undefined>;
  readonly joinCall: PromiseActorLogic<CallJoin, { appointmentId: string }>;
  /** Output unknown, as the machine declares it (fire and forget: nothing reads it). */
  readonly sendDeviceReport: PromiseActorLogic<unknown, DeviceReportInput>;
  readonly callSession: CallbackActorLogic<CallCommand, CallSessionInput>;
  readonly watchCommunication: CallbackActorLogic<EventObject, { appointmentId: string }>;
}

/** The machine's event for a transport's event. */
export function toMachineEvent(event: CallEvent): VideoCallEvent {
  switch (event.type) {
    case 'remoteStream':
      return { type: 'call.remoteStream', stream: event.stream };
    case 'participantConnected':
      return { type: 'call.participantConnected' };
    case 'participantDisconnected':
      return { type: 'call.participantDisconnected' };
    case 'reconnecting':
      return { type: 'call.reconnecting' };
    case 'reconnected':
      return { type: 'call.reconnected' };
    case 'disconnected':
      return { type: 'call.disconnected', reason: event.reason };
  }
}

const NETWORK_ONLY = { requestPolicy: 'network-only' } as const;

/** The side as the server states it ('patient' or 'doctor'); anything else is a server this app does not know. */
function sideOf(side: string): CallSide {
  if (side === 'patient' || side === 'doctor') return side;
  throw new Error(DEFAULT_ERROR_MESSAGE);
}

/** The videoCall query as the machine's CallJoin; rejects with the text to show (ARO-E1090..E1092 in words). */
export async function joinCall(client: Client, appointmentId: string): Promise<CallJoin> {
  const result = await client.query(VideoCallQuery, { appointmentId }, NETWORK_ONLY).toPromise();
  if (result.error) throw new Error(callErrorText(result.error), { cause: result.error });
  const join = result.data?.videoCall;
  if (join === undefined) throw new Error(DEFAULT_ERROR_MESSAGE);
  const communication = readFragment(VideoCommunicationFields, join.communication);
  return {
    communicationId: communication.id,
    roomId: communication.roomId,
    transport: join.transport,
    iceServers: join.iceServers.map((server) => ({
      urls: [...server.urls],
      ...(server.username === null ? {} : { username: server.username }),
      ...(server.credential === null ? {} : { credential: server.credential }),
    })),
    side: sideOf(join.side),
    participantReference: join.participantReference,
  };
}

/** The transport join.transport names, over this client's channel for the appointment. */
function transportFor(client: Client, join: CallJoin, appointmentId: string): CallTransport {
  const channel = createSignallingChannel(client, appointmentId, join.side);
  if (join.transport === 'p2p') return p2pTransport(channel);
  return twilioTransport({
    presence: channel,
    fetchToken: async (roomSid, id) => {
      const result = await client
        .mutation(CreateTwilioTokenMutation, { roomSid, appointmentId: id }, NETWORK_ONLY)
        .toPromise();
      if (result.error) throw new Error(callErrorText(result.error), { cause: result.error });
      const token = result.data?.createTwilioToken;
      if (token === undefined) throw new Error(DEFAULT_ERROR_MESSAGE);
      return token;
    },
  });
}

/**
 * The call itself: connects the transport, forwards its events as call.* (call.joined once connected), applies
 * the machine's commands, and leaves on stop. A command before the connection is kept and applied on joining.
 */
export function callSession(
  makeTransport: (input: CallSessionInput) => CallTransport,
): CallbackActorLogic<CallCommand, CallSessionInput> {
  return fromCallback<CallCommand, CallSessionInput>(({ input, sendBack, receive }) => {
    const send = (event: VideoCallEvent): void => sendBack(event);
    let connection: CallConnection | null = null;
    let over = false;
    let mic: boolean | null = null;
    let camera: boolean | null = null;
    const leave = (): void => {
      over = true;
      connection?.disconnect();
      connection = null;
    };
    makeTransport(input)
      .connect({
        appointmentId: input.appointmentId,
        roomId: input.join.roomId,
        side: input.join.side,
        localStream: input.localStream,
        iceServers: input.join.iceServers,
        onEvent: (event) => {
          if (!over) send(toMachineEvent(event));
        },
      })
      .then(
        (joined) => {
          if (over) {
            joined.disconnect();
            return;
          }
          connection = joined;
          if (mic !== null) joined.setMicrophoneEnabled(mic);
          if (camera !== null) joined.setCameraEnabled(camera);
          send({ type: 'call.joined' });
        },
        (error: unknown) => {
          if (!over) send({ type: 'call.disconnected', reason: callErrorText(error) });
        },
      );
    receive((command) => {
      switch (command.type) {
        case 'SET_MIC':
          mic = command.enabled;
          connection?.setMicrophoneEnabled(command.enabled);
          return;
        case 'SET_CAMERA':
          camera = command.enabled;
          connection?.setCameraEnabled(command.enabled);
          return;
        case 'LEAVE':
          leave();
          return;
      }
    });
    return leave;
  });
}

/** The communication's statuses and history, now and on each change, as COMMUNICATION. A refused feed just ends. */
function watchCommunication(client: Client): CallbackActorLogic<EventObject, { appointmentId: string }> {
  return fromCallback<EventObject, { appointmentId: string }>(({ input, sendBack }) => {
    const subscription = client
      .subscription(VideoCommunicationChangedSubscription, { appointmentId: input.appointmentId })
      .subscribe((result) => {
        const masked = result.data?.videoCommunicationChanged;
        if (result.error || masked === undefined) return;
        const event: VideoCallEvent = { type: 'COMMUNICATION', communication: toCommunicationView(masked) };
        sendBack(event);
      });
    return () => subscription.unsubscribe();
  });
}

/**
 * The video-call machine's actors over one urql client: the patient's (src/lib/client/client.ts) or the doctor's
 * console's (src/staff/staffClient.ts); the server tells which side the caller is.
 */
export function videoCallActors(client: Client): VideoCallActors {
  return {
    detectSupport: fromPromise<DeviceSupport, undefined>(() => detectSupport()),
    openDevices: fromPromise<OpenedDevices, undefined>(() => openDevices()),
    joinCall: fromPromise(({ input }) => joinCall(client, input.appointmentId)),
    sendDeviceReport: fromPromise<unknown, DeviceReportInput>(async ({ input }) => {
      const payload = encodeVideoPayload({
        class: '.VideoDeviceReport',
        timestamp: new Date().toISOString(),
        participantReference: input.participantReference,
        permissions: { camera: input.permissions.camera, microphone: input.permissions.microphone },
        support: {
          webrtc: input.support.webrtc,
          getUserMedia: input.support.getUserMedia,
          userAgent: input.support.userAgent,
        },
      });
      const result = await client
        .mutation(SendCommunicationMutation, { id: input.communicationId, payload }, NETWORK_ONLY)
        .toPromise();
      if (result.error) throw new Error(callErrorText(result.error), { cause: result.error });
    }),
    callSession: callSession((input) => transportFor(client, input.join, input.appointmentId)),
    watchCommunication: watchCommunication(client),
  };
}
