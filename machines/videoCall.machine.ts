import { assign, enqueueActions, fromCallback, sendTo, setup, type CallbackActorLogic, type EventObject } from 'xstate';
import { VIDEO_TEXT } from '../domain/videoCall';
import { notProvided } from './notProvided';
import { callErrorText, DEVICE_TEXT, deviceErrorText, isPermissionDenied } from './videoCall.text';
import type {
  CallCommand,
  CallJoin,
  CallSessionInput,
  CommunicationView,
  DeviceReportInput,
  DeviceSupport,
  OpenedDevices,
  VideoCallContext,
  VideoCallEvent,
  VideoCallInput,
} from './videoCall.types';

export type * from './videoCall.types';
export { DEVICE_TEXT } from './videoCall.text';

/**
 * One video call, patient or doctor side (issue 18; spec 001 §2, §8, §9): the device check (support, camera and
 * microphone preview, a refused permission), the join, the call (connecting → waiting ⇄ connected ⇄ reconnecting),
 * the end with its confirmation, and a failed call's refresh. The transport, the server and the browser are the
 * injected actors (src/features/video/actors.ts); contract in machines/videoCall.types.ts. Timers are the named delays
 * `tick` and `reconnectTimeout`, so tests run them on a simulated clock.
 */

/** The call timer's step (spec 001 §9: it ticks each second). */
const CALL_TICK_MS = 1000;
/** How long a lost connection may try to come back before the call fails with VIDEO_TEXT.lost. */
export const RECONNECT_TIMEOUT_MS = 30_000;

/**
 * The contract's context and two facts the screens need not read: whether the other side's media flows (where a
 * reconnection returns to), and whether the two sides have met in this join (the timer counts from then on,
 * through waiting and reconnecting).
 */
export interface VideoCallMachineContext extends VideoCallContext {
  readonly remoteConnected: boolean;
  readonly hasConnected: boolean;
}

/** A callback actor the app must provide: it fails at start instead of pretending to be a call. */
function callbackNotProvided<TEvent extends EventObject, TInput>(name: string): CallbackActorLogic<TEvent, TInput> {
  return fromCallback<TEvent, TInput>(() => {
    throw new Error(`${name} is not provided: pass it with machine.provide({ actors })`);
  });
}

/** callSession needs the previewed stream; inCall is entered only with one (a refresh without a live one previews again). */
function callSessionInput({ context }: { context: VideoCallMachineContext }): CallSessionInput {
  if (context.join === null || context.localStream === null)
    throw new Error('The call started without a join or a camera stream');
  return { join: context.join, appointmentId: context.appointmentId, localStream: context.localStream };
}

const UNKNOWN_PERMISSIONS = { camera: 'prompt', microphone: 'prompt' } as const;

export const videoCallMachine = setup({
  types: {
    input: {} as VideoCallInput,
    context: {} as VideoCallMachineContext,
    events: {} as VideoCallEvent,
  },
  actors: {
    detectSupport: notProvided<DeviceSupport, undefined>('detectSupport'),
    /** getUserMedia: rejects with its DOMException (NotAllowedError → permissionDenied). */
    openDevices: notProvided<OpenedDevices, undefined>('openDevices'),
    /** The videoCall query: rejects with an Error whose message is shown. */
    joinCall: notProvided<CallJoin, { appointmentId: string }>('joinCall'),
    /** sendCommunication with the VideoDeviceReport: fire and forget. */
    sendDeviceReport: notProvided<unknown, DeviceReportInput>('sendDeviceReport'),
    /** The transport and the presence subscription: sends the call.* events, takes CallCommand. */
    callSession: callbackNotProvided<CallCommand, CallSessionInput>('callSession'),
    /** videoCommunicationChanged: sends COMMUNICATION. */
    watchCommunication: callbackNotProvided<EventObject, { appointmentId: string }>('watchCommunication'),
  },
  actions: {
    /** Ends the camera and microphone (the app keeps this: the tracks are the browser's). Not on failed: a refresh reuses them. */
    stopLocalMedia: ({ context }) => {
      for (const track of context.localStream?.getTracks() ?? []) track.stop();
    },
    /** A new join: a new timer, no remote yet, nothing asked. */
    resetCall: assign({
      elapsedSeconds: 0,
      hasConnected: false,
      remoteConnected: false,
      remoteStream: null,
      error: null,
      confirmingEnd: false,
      minimised: false,
    }),
    tick: assign(({ context }) => ({ elapsedSeconds: context.elapsedSeconds + 1 })),
    remoteIn: assign({ remoteConnected: true, hasConnected: true }),
    remoteOut: assign({ remoteConnected: false }),
    fail: assign((_, params: { error: string }) => ({ error: params.error })),
    takeCommunication: assign((_, params: { communication: CommunicationView }) => ({
      communication: params.communication,
    })),
  },
  guards: {
    needsSafari: (_, params: { support: DeviceSupport }) => params.support.needsSafari,
    permissionDenied: (_, params: { error: unknown }) => isPermissionDenied(params.error),
    /** The previewed camera and microphone still work: a track ends when the device is unplugged, taken or refused mid-call. */
    localDevicesLive: ({ context }) =>
      context.localStream !== null && context.localStream.getTracks().every((track) => track.readyState !== 'ended'),
    hasConnected: ({ context }) => context.hasConnected,
    confirmingEnd: ({ context }) => context.confirmingEnd,
    remoteConnected: ({ context }) => context.remoteConnected,
    leftByUs: (_, params: { reason: string | null }) => params.reason === null,
  },
  delays: {
    tick: CALL_TICK_MS,
    reconnectTimeout: RECONNECT_TIMEOUT_MS,
  },
}).createMachine({
  id: 'videoCall',
  context: ({ input }) => ({
    appointmentId: input.appointmentId,
    side: input.side,
    support: null,
    localStream: null,
    remoteStream: null,
    permissions: UNKNOWN_PERMISSIONS,
    join: null,
    communication: null,
    micEnabled: true,
    cameraEnabled: true,
    minimised: false,
    confirmingEnd: false,
    elapsedSeconds: 0,
    error: null,
    remoteConnected: false,
    hasConnected: false,
  }),
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        src: 'detectSupport',
        onDone: [
          {
            guard: { type: 'needsSafari', params: ({ event }) => ({ support: event.output }) },
            target: 'unsupported',
            actions: assign({ support: ({ event }) => event.output }),
          },
          { target: 'previewing', actions: assign({ support: ({ event }) => event.output }) },
        ],
        // Not knowing what the browser can do is no reason to stop: getUserMedia answers for real.
        onError: 'previewing',
      },
    },
    /** Spec 001 §8: iPhone outside Safari (or an in-app browser): open the link in Safari. */
    unsupported: {},
    previewing: {
      entry: assign({ error: null }),
      invoke: {
        src: 'openDevices',
        onDone: {
          target: 'ready',
          actions: assign({
            localStream: ({ event }) => event.output.stream,
            permissions: ({ event }) => event.output.permissions,
          }),
        },
        onError: [
          {
            guard: { type: 'permissionDenied', params: ({ event }) => ({ error: event.error }) },
            target: 'permissionDenied',
            actions: assign({
              error: () => DEVICE_TEXT.denied,
              permissions: { camera: 'denied', microphone: 'denied' },
            }),
          },
          { target: 'deviceError', actions: assign({ error: ({ event }) => deviceErrorText(event.error) }) },
        ],
      },
    },
    permissionDenied: { on: { RETRY: 'previewing' } },
    deviceError: { on: { RETRY: 'previewing' } },
    /** The device check: previews and the microphone level, then Join now. */
    ready: { on: { JOIN: 'joining' } },
    joining: {
      entry: 'resetCall',
      invoke: {
        src: 'joinCall',
        input: ({ context }) => ({ appointmentId: context.appointmentId }),
        onDone: { target: 'inCall', actions: assign({ join: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: { type: 'fail', params: ({ event }) => ({ error: callErrorText(event.error) }) },
        },
      },
    },
    inCall: {
      // Staff see what the device could do (sendCommunication); its loss is not the caller's problem, so nothing
      // listens for its end. Skipped when the browser's support could not be read (nothing true to report).
      entry: enqueueActions(({ context, enqueue }) => {
        const { join, support } = context;
        if (join === null || support === null) return;
        // A refresh's report replaces one still on its way (two children may not share the id).
        enqueue.stopChild('deviceReport');
        enqueue.spawnChild('sendDeviceReport', {
          id: 'deviceReport',
          input: {
            communicationId: join.communicationId,
            participantReference: join.participantReference,
            permissions: context.permissions,
            support,
          },
        });
      }),
      // Leaving the call (ended, failed) stops callSession, whose cleanup disconnects the transport. Exit actions run
      // before the invoked actors stop, so an ended call's LEAVE (the other side is told) is sent here.
      exit: [
        enqueueActions(({ event, enqueue }) => {
          if (event.type === 'CONFIRM_END') enqueue.sendTo('callSession', { type: 'LEAVE' } satisfies CallCommand);
        }),
        assign({ minimised: false, confirmingEnd: false, remoteStream: null, remoteConnected: false }),
      ],
      invoke: [
        {
          id: 'callSession',
          src: 'callSession',
          input: callSessionInput,
          onError: {
            target: 'failed',
            actions: { type: 'fail', params: ({ event }) => ({ error: callErrorText(event.error) }) },
          },
        },
        // A lost status feed leaves the call up: only the waiting text and history stop following.
        {
          id: 'watchCommunication',
          src: 'watchCommunication',
          input: ({ context }) => ({ appointmentId: context.appointmentId }),
        },
      ],
      initial: 'connecting',
      states: {
        connecting: {
          on: {
            'call.joined': 'waiting',
            // A transport may see the other side as it joins.
            'call.participantConnected': { target: 'connected', actions: 'remoteIn' },
          },
        },
        /** The other side is not (or no longer) there: patient 'Please await here', doctor waits for the patient. */
        waiting: {
          on: {
            'call.participantConnected': { target: 'connected', actions: 'remoteIn' },
            'call.reconnecting': 'reconnecting',
          },
          after: { tick: { guard: 'hasConnected', target: 'waiting', reenter: true, actions: 'tick' } },
        },
        connected: {
          on: {
            'call.participantDisconnected': { target: 'waiting', actions: 'remoteOut' },
            'call.reconnecting': 'reconnecting',
          },
          after: { tick: { target: 'connected', reenter: true, actions: 'tick' } },
        },
        /** Our own network came and went: back where we were, or failed after reconnectTimeout. */
        reconnecting: {
          on: {
            'call.reconnected': [{ guard: 'remoteConnected', target: 'connected' }, { target: 'waiting' }],
            'call.participantConnected': { actions: 'remoteIn' },
            'call.participantDisconnected': { actions: 'remoteOut' },
          },
          after: {
            reconnectTimeout: {
              target: '#videoCall.failed',
              actions: { type: 'fail', params: () => ({ error: VIDEO_TEXT.lost }) },
            },
          },
          // The timer ticks in a child, so its re-entry each second leaves the reconnect timeout running.
          initial: 'counting',
          states: {
            counting: {
              after: { tick: { guard: 'hasConnected', target: 'counting', reenter: true, actions: 'tick' } },
            },
          },
        },
      },
      on: {
        'call.remoteStream': { actions: assign({ remoteStream: ({ event }) => event.stream }) },
        'call.disconnected': [
          { guard: { type: 'leftByUs', params: ({ event }) => ({ reason: event.reason }) }, target: 'ended' },
          {
            target: 'failed',
            actions: { type: 'fail', params: ({ event }) => ({ error: event.reason ?? VIDEO_TEXT.lost }) },
          },
        ],
        TOGGLE_MIC: {
          actions: [
            assign({ micEnabled: ({ context }) => !context.micEnabled }),
            sendTo('callSession', ({ context }): CallCommand => ({ type: 'SET_MIC', enabled: context.micEnabled })),
          ],
        },
        TOGGLE_CAMERA: {
          actions: [
            assign({ cameraEnabled: ({ context }) => !context.cameraEnabled }),
            sendTo('callSession', ({ context }): CallCommand => ({
              type: 'SET_CAMERA',
              enabled: context.cameraEnabled,
            })),
          ],
        },
        REQUEST_END: { actions: assign({ confirmingEnd: true }) },
        CANCEL_END: { actions: assign({ confirmingEnd: false }) },
        // Only once asked: the alertdialog 'End the call?' is the confirmation.
        CONFIRM_END: { guard: 'confirmingEnd', target: 'ended' },
        MINIMISE: { actions: assign({ minimised: true }) },
        RESTORE: { actions: assign({ minimised: false }) },
      },
    },
    /** Over: the camera and microphone are released. */
    ended: { entry: 'stopLocalMedia' },
    /**
     * The error text and 'Refresh the call' (spec 001 §8); the camera stays on for the refresh. A camera or
     * microphone lost meanwhile (its track ended) is opened again first: a call with a dead track sends nothing.
     */
    failed: {
      on: {
        REFRESH: [
          { guard: 'localDevicesLive', target: 'joining' },
          { target: 'previewing', actions: ['stopLocalMedia', assign({ localStream: null })] },
        ],
      },
    },
  },
  on: {
    // An actor's error that no state handles would stop the machine: a lost device report or status feed changes
    // nothing, and a call session's error that lands after the call was left (it was queued) is no longer news.
    'xstate.error.actor.deviceReport': { actions: [] },
    'xstate.error.actor.watchCommunication': { actions: [] },
    'xstate.error.actor.callSession': { actions: [] },
    COMMUNICATION: {
      actions: { type: 'takeCommunication', params: ({ event }) => ({ communication: event.communication }) },
    },
  },
});
