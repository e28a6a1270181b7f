import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { VIDEO_TEXT } from '../../domain/videoCall';
import { DEVICE_TEXT } from '../../machines/videoCall.machine';
import { callPhase } from '../../machines/videoCall.select';
import { modelPaths } from './modelPaths';
import {
  COMMUNICATION,
  domError,
  IPHONE_IN_APP,
  JOIN_ANSWER,
  SUPPORTED,
  videoCallRig,
  type VideoCallRig,
} from './videoCallHarness';

/**
 * Model-based test of machines/videoCall.machine.ts (issue 18): what the browser answers (support, camera and
 * microphone), what the server answers (the join), what the transport reports (joined, the other side in and out,
 * the network lost and back or gone, a drop) and what the caller presses, with what must follow: the phase the
 * screen shows, its texts, the timer on the simulated clock, the commands the call session received, the joins and
 * device reports sent, the camera released only when the call is over. Paths from xstate/graph, replayed against
 * the real machine with fake actors (tests/machines/videoCallHarness.ts) on fake timers.
 */

const EVENT_TYPES = [
  'START',
  'SUPPORTED',
  'NEEDS_SAFARI',
  'DEVICES_OK',
  'DEVICES_DENIED',
  'DEVICES_MISSING',
  'RETRY',
  'JOIN',
  'JOIN_OK',
  'JOIN_REFUSED',
  'JOINED',
  'REMOTE_IN',
  'REMOTE_OUT',
  'REMOTE_STREAM',
  'NET_LOST',
  'NET_BACK',
  'NET_TIMEOUT',
  'TICK',
  'TOGGLE_MIC',
  'TOGGLE_CAMERA',
  'MINIMISE',
  'RESTORE',
  'REQUEST_END',
  'CANCEL_END',
  'CONFIRM_END',
  'LEFT',
  'DROPPED',
  'STATUS',
  'DEVICES_LOST',
  'REFRESH',
] as const;
type ModelEvent = { type: (typeof EVENT_TYPES)[number] };

const REFUSED = 'This call is not open now.';
const DROP_REASON = 'The room was closed by the hospital.';

interface Expected {
  support: 'ok' | 'safari' | null;
  error: string | null;
  mic: boolean;
  camera: boolean;
  minimised: boolean;
  confirming: boolean;
  remoteStream: boolean;
  communication: boolean;
  /** The two sides met in this join: the timer runs. */
  hasConnected: boolean;
  /** The other side's media flows (a reconnection returns to connected). */
  remoteConnected: boolean;
  elapsed: number;
  joins: number;
  sessions: number;
  /** Every command the call sessions received, in order ('SET_MIC:false', 'LEAVE'). */
  commands: string[];
  /** What the browser answered about the camera and microphone (the machine's permissions). */
  permissions: 'prompt' | 'denied' | 'granted';
  /** The previewed camera and microphone: working, gone (their tracks ended), or released for a new preview. */
  devices: 'live' | 'lost' | 'released';
}

/** Left out of a graph vertex: they only count or only show, and would multiply the paths without new transitions. */
const COUNTERS = [
  'elapsed',
  'joins',
  'sessions',
  'commands',
  'camera',
  'remoteStream',
  'communication',
  'error',
  'support',
  'confirming',
];

/** Leaving the call: the overlay's state goes with it. */
const LEAVE = { minimised: false, confirming: false, remoteStream: false, remoteConnected: false } as const;

/** What the caller may press and the transport may report while in a call (on every inCall state). */
const inCall = {
  REMOTE_STREAM: { actions: 'remoteStream' },
  TICK: { actions: 'tick' },
  TOGGLE_MIC: { actions: 'toggleMic' },
  TOGGLE_CAMERA: { actions: 'toggleCamera' },
  MINIMISE: { guard: 'notMinimised', actions: 'minimise' },
  RESTORE: { guard: 'minimised', actions: 'restore' },
  REQUEST_END: { guard: 'notConfirming', actions: 'requestEnd' },
  CANCEL_END: { guard: 'confirming', actions: 'cancelEnd' },
  CONFIRM_END: { guard: 'confirming', target: 'ended', actions: ['leave', 'sendLeave'] },
  LEFT: { target: 'ended', actions: 'leave' },
  DROPPED: { target: 'failed', actions: ['leave', 'dropped'] },
  STATUS: { actions: 'status' },
} as const;

const model = setup({
  types: { context: {} as Expected, events: {} as ModelEvent },
  actions: {
    /** A new join (JOIN, REFRESH): a new timer and no remote; the mic and camera stay as the caller set them. */
    newJoin: assign(({ context }) => ({
      joins: context.joins + 1,
      elapsed: 0,
      hasConnected: false,
      remoteConnected: false,
      remoteStream: false,
      error: null,
      confirming: false,
      minimised: false,
    })),
    leave: assign(LEAVE),
    remoteIn: assign({ remoteConnected: true, hasConnected: true }),
    remoteOut: assign({ remoteConnected: false }),
    remoteStream: assign({ remoteStream: true }),
    tick: assign(({ context }) => ({ elapsed: context.hasConnected ? context.elapsed + 1 : context.elapsed })),
    toggleMic: assign(({ context }) => ({
      mic: !context.mic,
      commands: [...context.commands, `SET_MIC:${String(!context.mic)}`],
    })),
    toggleCamera: assign(({ context }) => ({
      camera: !context.camera,
      commands: [...context.commands, `SET_CAMERA:${String(!context.camera)}`],
    })),
    minimise: assign({ minimised: true }),
    restore: assign({ minimised: false }),
    requestEnd: assign({ confirming: true }),
    cancelEnd: assign({ confirming: false }),
    sendLeave: assign(({ context }) => ({ commands: [...context.commands, 'LEAVE'] })),
    dropped: assign({ error: DROP_REASON }),
    status: assign({ communication: true }),
  },
  guards: {
    minimised: ({ context }) => context.minimised,
    notMinimised: ({ context }) => !context.minimised,
    confirming: ({ context }) => context.confirming,
    notConfirming: ({ context }) => !context.confirming,
    remoteConnected: ({ context }) => context.remoteConnected,
    devicesLive: ({ context }) => context.devices === 'live',
  },
}).createMachine({
  id: 'videoCallModel',
  context: {
    support: null,
    error: null,
    mic: true,
    camera: true,
    minimised: false,
    confirming: false,
    remoteStream: false,
    communication: false,
    hasConnected: false,
    remoteConnected: false,
    elapsed: 0,
    joins: 0,
    sessions: 0,
    commands: [],
    permissions: 'prompt',
    devices: 'live',
  },
  initial: 'unstarted',
  states: {
    unstarted: { on: { START: 'checking' } },
    checking: {
      on: {
        SUPPORTED: { target: 'previewing', actions: assign({ support: 'ok' }) },
        NEEDS_SAFARI: { target: 'unsupported', actions: assign({ support: 'safari' }) },
      },
    },
    unsupported: {},
    previewing: {
      on: {
        DEVICES_OK: { target: 'ready', actions: assign({ error: null, permissions: 'granted', devices: 'live' }) },
        DEVICES_DENIED: {
          target: 'permissionDenied',
          actions: assign({ error: DEVICE_TEXT.denied, permissions: 'denied' }),
        },
        DEVICES_MISSING: { target: 'deviceError', actions: assign({ error: DEVICE_TEXT.notFound }) },
      },
    },
    permissionDenied: { on: { RETRY: { target: 'previewing', actions: assign({ error: null }) } } },
    deviceError: { on: { RETRY: { target: 'previewing', actions: assign({ error: null }) } } },
    ready: { on: { JOIN: { target: 'joining', actions: 'newJoin' } } },
    joining: {
      on: {
        JOIN_OK: { target: 'connecting', actions: assign(({ context }) => ({ sessions: context.sessions + 1 })) },
        JOIN_REFUSED: { target: 'failed', actions: assign({ error: REFUSED }) },
      },
    },
    connecting: { on: { ...inCall, JOINED: 'waiting', REMOTE_IN: { target: 'connected', actions: 'remoteIn' } } },
    waiting: { on: { ...inCall, REMOTE_IN: { target: 'connected', actions: 'remoteIn' }, NET_LOST: 'reconnecting' } },
    connected: { on: { ...inCall, REMOTE_OUT: { target: 'waiting', actions: 'remoteOut' }, NET_LOST: 'reconnecting' } },
    reconnecting: {
      on: {
        ...inCall,
        REMOTE_IN: { actions: 'remoteIn' },
        REMOTE_OUT: { actions: 'remoteOut' },
        NET_BACK: [{ guard: 'remoteConnected', target: 'connected' }, { target: 'waiting' }],
        // 30 s on the clock: the timer ticked for 29 of them (the 30th lands with the timeout, which wins).
        NET_TIMEOUT: {
          target: 'failed',
          actions: assign(({ context }) => ({
            ...LEAVE,
            error: VIDEO_TEXT.lost,
            elapsed: context.hasConnected ? context.elapsed + 29 : context.elapsed,
          })),
        },
      },
    },
    ended: {},
    failed: {
      on: {
        // The camera unplugged or taken while the call was down: the refresh opens the devices again.
        DEVICES_LOST: { guard: 'devicesLive', actions: assign({ devices: 'lost' }) },
        REFRESH: [
          { guard: 'devicesLive', target: 'joining', actions: 'newJoin' },
          { target: 'previewing', actions: assign({ devices: 'released', error: null }) },
        ],
      },
    },
  },
});

const { paths, stepsOf, describe: describePath } = modelPaths<ModelEvent>(model, EVENT_TYPES, COUNTERS);

async function perform(rig: VideoCallRig | null, event: ModelEvent): Promise<VideoCallRig | null> {
  if (event.type === 'START') return videoCallRig();
  if (rig === null) return null;
  const transport = (callEvent: Parameters<VideoCallRig['sessions'][number]['send']>[0]): void =>
    rig.session().send(callEvent);
  switch (event.type) {
    case 'SUPPORTED':
      await rig.api.answer('detectSupport', SUPPORTED);
      break;
    case 'NEEDS_SAFARI':
      await rig.api.answer('detectSupport', IPHONE_IN_APP);
      break;
    case 'DEVICES_OK': {
      // After the devices were lost the browser gives new tracks.
      const local = rig.local.tracks.some((track) => track.readyState === 'ended') ? rig.reopenDevices() : rig.local;
      await rig.api.answer('openDevices', {
        stream: local.stream,
        permissions: { camera: 'granted', microphone: 'granted' },
      });
      break;
    }
    case 'DEVICES_LOST':
      rig.loseDevices();
      break;
    case 'DEVICES_DENIED':
      await rig.api.fail('openDevices', domError('NotAllowedError', 'Permission denied'));
      break;
    case 'DEVICES_MISSING':
      await rig.api.fail('openDevices', domError('NotFoundError', 'Requested device not found'));
      break;
    case 'JOIN_OK':
      await rig.api.answer('joinCall', JOIN_ANSWER);
      break;
    case 'JOIN_REFUSED':
      await rig.api.fail('joinCall', new Error(`[GraphQL] ARO-E1090:${REFUSED}`));
      break;
    case 'JOINED':
      transport({ type: 'call.joined' });
      break;
    case 'REMOTE_IN':
      transport({ type: 'call.participantConnected' });
      break;
    case 'REMOTE_OUT':
      transport({ type: 'call.participantDisconnected' });
      break;
    case 'REMOTE_STREAM':
      transport({ type: 'call.remoteStream', stream: rig.remote.stream });
      break;
    case 'NET_LOST':
      transport({ type: 'call.reconnecting' });
      break;
    case 'NET_BACK':
      transport({ type: 'call.reconnected' });
      break;
    case 'LEFT':
      transport({ type: 'call.disconnected', reason: null });
      break;
    case 'DROPPED':
      transport({ type: 'call.disconnected', reason: DROP_REASON });
      break;
    case 'STATUS': {
      const watcher = rig.watchers.at(-1);
      watcher?.send({ type: 'COMMUNICATION', communication: COMMUNICATION });
      break;
    }
    case 'TICK':
      await vi.advanceTimersByTimeAsync(1_000);
      break;
    case 'NET_TIMEOUT':
      await vi.advanceTimersByTimeAsync(30_000);
      break;
    case 'RETRY':
    case 'JOIN':
    case 'TOGGLE_MIC':
    case 'TOGGLE_CAMERA':
    case 'MINIMISE':
    case 'RESTORE':
    case 'REQUEST_END':
    case 'CANCEL_END':
    case 'CONFIRM_END':
    case 'REFRESH':
      rig.actor.send({ type: event.type });
      break;
  }
  await vi.advanceTimersByTimeAsync(0);
  return rig;
}

const IN_CALL: readonly string[] = ['connecting', 'waiting', 'connected', 'reconnecting'];

function assertSame(rig: VideoCallRig | null, expected: { value: unknown; context: Expected }): void {
  const phase = String(expected.value);
  if (phase === 'unstarted') return;
  if (rig === null) throw new Error('the machine did not start');
  const snapshot = rig.actor.getSnapshot();
  const { context } = snapshot;
  const want = expected.context;
  expect(callPhase(snapshot)).toBe(phase);
  expect(context.error).toBe(want.error);
  expect(context.support).toEqual(want.support === 'ok' ? SUPPORTED : want.support === 'safari' ? IPHONE_IN_APP : null);
  expect({
    mic: context.micEnabled,
    camera: context.cameraEnabled,
    minimised: context.minimised,
    confirming: context.confirmingEnd,
  }).toEqual({
    mic: want.mic,
    camera: want.camera,
    minimised: want.minimised,
    confirming: want.confirming,
  });
  expect(context.elapsedSeconds).toBe(want.elapsed);
  expect(context.remoteStream).toBe(want.remoteStream ? rig.remote.stream : null);
  expect(context.communication).toEqual(want.communication ? COMMUNICATION : null);
  // The previewed stream stays for a refresh; permissions as the browser answered them.
  if (['ready', 'joining', 'failed', 'ended', ...IN_CALL].includes(phase))
    expect(context.localStream).toBe(rig.local.stream);
  expect(context.permissions).toEqual({ camera: want.permissions, microphone: want.permissions });
  // A refresh after the devices were lost previews again, holding no dead stream meanwhile.
  if (phase === 'previewing' && want.devices === 'released') expect(context.localStream).toBeNull();
  // Only the current call's session and status feed run, and only while in the call.
  const live = IN_CALL.includes(phase);
  // The server is asked once per join, the transport started once per answered join, each with the previewed stream.
  expect(rig.api.inputs('joinCall')).toEqual(Array.from({ length: want.joins }, () => ({ appointmentId: 'a-1' })));
  expect(rig.sessions.map(({ input }) => ({ join: input.join, appointmentId: input.appointmentId }))).toEqual(
    Array.from({ length: want.sessions }, () => ({ join: JOIN_ANSWER, appointmentId: 'a-1' })),
  );
  if (live) expect(rig.session().input.localStream).toBe(rig.local.stream);
  // Each call reports the device once (and its failure changed nothing above).
  expect(rig.reports).toEqual(
    Array.from({ length: want.sessions }, () => ({
      communicationId: 'comm-1',
      participantReference: 'Patient/p-1',
      permissions: { camera: 'granted', microphone: 'granted' },
      support: SUPPORTED,
    })),
  );
  expect(
    rig.sessions.flatMap((session) =>
      session.commands.map((command) =>
        command.type === 'LEAVE' ? 'LEAVE' : `${command.type}:${String(command.enabled)}`,
      ),
    ),
  ).toEqual(want.commands);
  expect(rig.sessions.filter((session) => !session.stopped).length).toBe(live ? 1 : 0);
  expect(rig.watchers.filter((watcher) => !watcher.stopped).length).toBe(live ? 1 : 0);
  expect(rig.watchers.every((watcher) => watcher.appointmentId === 'a-1')).toBe(true);
  // The camera and microphone are released when the call is over, never before (a refresh reuses them), unless
  // they were lost: then the refresh releases what is left of them and opens new ones.
  const released = phase === 'ended' || want.devices === 'released';
  expect(rig.local.tracks.map((track) => track.stopped)).toEqual([released, released]);
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00.000Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('video call machine, model-based', () => {
  it('the generated paths reach every state of the model, and every phase of the machine', () => {
    const states = new Set(paths.map((path): unknown => path.state.value));
    for (const state of Object.keys(model.config.states ?? {}).filter((state) => state !== 'unstarted'))
      expect(states).toContain(state);
  });

  describe.each(paths.map((path) => [describePath(path), path] as const))('shortest path %s', (_, path) => {
    it('does what the model says at every step', async () => {
      const modelActor = createActor(model).start();
      let rig: VideoCallRig | null = null;
      for (const event of stepsOf(path)) {
        modelActor.send(event);
        rig = await perform(rig, event);
        assertSame(rig, modelActor.getSnapshot());
      }
      rig?.actor.stop();
    });
  });
});
