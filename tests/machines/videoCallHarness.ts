import { vi } from 'vitest';
import { createActor, fromCallback, fromPromise, type Actor, type EventObject, type PromiseActorLogic } from 'xstate';
import { videoCallMachine } from '../../machines/videoCall.machine';
import type {
  CallCommand,
  CallJoin,
  CallSessionInput,
  CommunicationView,
  DeviceReportInput,
  DeviceSupport,
  OpenedDevices,
  VideoCallEvent,
} from '../../machines/videoCall.types';

/**
 * Fakes of the video-call machine's actors (machines/videoCall.machine.ts): the browser, the server and the
 * transport answer when the test says so. Streams are plain objects with fake tracks (no MediaStream here, and
 * nothing of them reaches a graph's serialised state); a track records whether it was stopped.
 */

interface FakeTrack {
  readonly kind: 'audio' | 'video';
  stopped: boolean;
  /** As MediaStreamTrack: 'ended' once stopped, or once the device is gone (unplugged, taken, refused). */
  readyState: 'live' | 'ended';
  stop(): void;
}

export interface FakeStream {
  readonly stream: MediaStream;
  readonly tracks: FakeTrack[];
}

function fakeStream(id: string): FakeStream {
  const track = (kind: FakeTrack['kind']): FakeTrack => ({
    kind,
    stopped: false,
    readyState: 'live',
    stop() {
      this.stopped = true;
      this.readyState = 'ended';
    },
  });
  const tracks = [track('audio'), track('video')];
  const stream = { id, getTracks: () => tracks } as unknown as MediaStream;
  return { stream, tracks };
}

export const SUPPORTED: DeviceSupport = {
  needsSafari: false,
  webrtc: true,
  getUserMedia: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/131',
};
export const IPHONE_IN_APP: DeviceSupport = {
  needsSafari: true,
  webrtc: false,
  getUserMedia: false,
  userAgent: 'Mozilla/5.0 (iPhone) Instagram 300',
};

export const JOIN_ANSWER: CallJoin = {
  communicationId: 'comm-1',
  roomId: 'room-a1',
  transport: 'p2p',
  iceServers: [],
  side: 'patient',
  participantReference: 'Patient/p-1',
};

export const COMMUNICATION: CommunicationView = {
  practitionerStatus: 'connected',
  patientStatus: 'connected',
  history: [{ id: 'e-1', label: 'Doctor', participantStatus: 'connected', timestamp: '2026-11-26T10:00:05.000Z' }],
};

/** getUserMedia's refusals are DOMExceptions: only their name matters to the machine. */
export const domError = (name: string, message = name): Error => Object.assign(new Error(message), { name });

/** One started callSession: what it was given, the commands it received, whether it was stopped. */
export interface FakeSession {
  readonly input: CallSessionInput;
  readonly commands: CallCommand[];
  stopped: boolean;
  /** The transport reports (call.* events). */
  send(event: VideoCallEvent): void;
  /** The transport throws when it gets this command (a disconnect that breaks). */
  failOn(command: CallCommand['type']): void;
}

type PromiseName = 'detectSupport' | 'openDevices' | 'joinCall';

/**
 * The browser's and the server's answers, given by the test: each call waits with its input until `answer` or
 * `fail` (any thrown value: getUserMedia throws DOMExceptions, whose name is what counts).
 */
function deferredActors() {
  const pending = new Map<PromiseName, { resolve: (value: unknown) => void; reject: (error: unknown) => void }[]>();
  const inputs = new Map<PromiseName, unknown[]>();
  const actor = <TOutput, TInput>(name: PromiseName): PromiseActorLogic<TOutput, TInput> =>
    fromPromise<TOutput, TInput>(
      ({ input }) =>
        new Promise<TOutput>((resolve, reject) => {
          inputs.set(name, [...(inputs.get(name) ?? []), input]);
          pending.set(name, [...(pending.get(name) ?? []), { resolve: (value) => resolve(value as TOutput), reject }]);
        }),
    );
  const take = (name: PromiseName) => {
    const [call, ...rest] = pending.get(name) ?? [];
    if (call === undefined) throw new Error(`No ${name} call is waiting`);
    pending.set(name, rest);
    return call;
  };
  return {
    actor,
    inputs: (name: PromiseName): unknown[] => inputs.get(name) ?? [],
    waiting: (name: PromiseName): number => pending.get(name)?.length ?? 0,
    answer: async (name: PromiseName, value: unknown): Promise<void> => {
      take(name).resolve(value);
      await vi.advanceTimersByTimeAsync(0);
    },
    fail: async (name: PromiseName, error: unknown): Promise<void> => {
      take(name).reject(error);
      await vi.advanceTimersByTimeAsync(0);
    },
  };
}

export function videoCallRig(side: 'patient' | 'doctor' = 'patient') {
  const api = deferredActors();
  const sessions: FakeSession[] = [];
  const watchers: { appointmentId: string; send: (event: VideoCallEvent) => void; stopped: boolean }[] = [];
  const reports: DeviceReportInput[] = [];
  // The camera and microphone the browser gives: a new pair each time they are opened after being lost.
  let local = fakeStream('local');
  const remote = fakeStream('remote');
  const machine = videoCallMachine.provide({
    actors: {
      detectSupport: api.actor<DeviceSupport, undefined>('detectSupport'),
      openDevices: api.actor<OpenedDevices, undefined>('openDevices'),
      joinCall: api.actor<CallJoin, { appointmentId: string }>('joinCall'),
      // The report is lost every time: the call must not care.
      sendDeviceReport: fromPromise<unknown, DeviceReportInput>(({ input }) => {
        reports.push(input);
        return Promise.reject(new Error('network down'));
      }),
      callSession: fromCallback<CallCommand, CallSessionInput>(({ input, sendBack, receive }) => {
        let breaksOn: CallCommand['type'] | null = null;
        const session: FakeSession = {
          input,
          commands: [],
          stopped: false,
          send: (event) => sendBack(event),
          failOn: (command) => {
            breaksOn = command;
          },
        };
        receive((command) => {
          session.commands.push(command);
          if (command.type === breaksOn) throw new Error(`${command.type} failed`);
        });
        sessions.push(session);
        return () => {
          session.stopped = true;
        };
      }),
      watchCommunication: fromCallback<EventObject, { appointmentId: string }>(({ input, sendBack }) => {
        const watcher = {
          appointmentId: input.appointmentId,
          send: (event: VideoCallEvent) => sendBack(event),
          stopped: false,
        };
        watchers.push(watcher);
        return () => {
          watcher.stopped = true;
        };
      }),
    },
  });
  const actor: Actor<typeof machine> = createActor(machine, { input: { appointmentId: 'a-1', side } }).start();
  const session = (): FakeSession => {
    const last = sessions.at(-1);
    if (last === undefined) throw new Error('No call session started');
    return last;
  };
  return {
    actor,
    api,
    sessions,
    session,
    watchers,
    reports,
    /** The camera and microphone last opened. */
    get local(): FakeStream {
      return local;
    },
    /** The devices go (unplugged, taken by another app): their tracks end without being stopped. */
    loseDevices(): void {
      for (const track of local.tracks) track.readyState = 'ended';
    },
    /** The browser opens the devices again: new tracks. */
    reopenDevices(): FakeStream {
      local = fakeStream('local-again');
      return local;
    },
    remote,
  };
}

export type VideoCallRig = ReturnType<typeof videoCallRig>;
