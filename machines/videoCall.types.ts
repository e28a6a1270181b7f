import type { CallSide, ParticipantStatus, PermissionAnswer } from '../domain/videoCall';

/**
 * The video-call machine's contract (machines/videoCall.machine.ts): what the screens read and send, and what the
 * app's actors provide. One machine for both sides; the transport is behind src/features/video/transport/types.ts.
 *
 * States (top level): checking → unsupported | previewing → permissionDenied | deviceError | ready → joining →
 * inCall.{connecting → waiting ⇄ connected ⇄ reconnecting} → ended | failed (REFRESH → joining).
 */

export interface VideoCallInput {
  readonly appointmentId: string;
  readonly side: CallSide;
}

/** What the browser can do (the detectSupport actor). */
export interface DeviceSupport {
  /** iPhone outside Safari (domain/videoCall.ts needsSafari): the call cannot start here. */
  readonly needsSafari: boolean;
  readonly webrtc: boolean;
  readonly getUserMedia: boolean;
  readonly userAgent: string;
}

/** The joinCall actor's answer (the videoCall query). */
export interface CallJoin {
  readonly communicationId: string;
  readonly roomId: string;
  readonly transport: 'twilio' | 'p2p';
  readonly iceServers: readonly RTCIceServer[];
  readonly side: CallSide;
  readonly participantReference: string;
}

export interface CallHistoryItem {
  readonly id: string;
  /** Doctor or You (spec 001 §3). */
  readonly label: string;
  readonly participantStatus: ParticipantStatus;
  /** ISO */
  readonly timestamp: string;
}

/** The communication as the watchCommunication actor reports it (videoCommunicationChanged). */
export interface CommunicationView {
  readonly practitionerStatus: ParticipantStatus | null;
  readonly patientStatus: ParticipantStatus | null;
  readonly history: readonly CallHistoryItem[];
}

export interface VideoCallContext {
  readonly appointmentId: string;
  readonly side: CallSide;
  readonly support: DeviceSupport | null;
  /** Camera and microphone from the device check: previewed, then sent. */
  readonly localStream: MediaStream | null;
  readonly remoteStream: MediaStream | null;
  readonly permissions: { readonly camera: PermissionAnswer; readonly microphone: PermissionAnswer };
  readonly join: CallJoin | null;
  readonly communication: CommunicationView | null;
  readonly micEnabled: boolean;
  readonly cameraEnabled: boolean;
  /** The call goes on while the patient browses the app (spec 001 §2). */
  readonly minimised: boolean;
  /** End was asked for and awaits confirmation. */
  readonly confirmingEnd: boolean;
  /** Seconds since the two sides first connected (the timer, ticking each second). */
  readonly elapsedSeconds: number;
  /** The text shown in failed, permissionDenied and deviceError. */
  readonly error: string | null;
}

export type VideoCallEvent =
  /** From the device check: join the call with the previewed devices. */
  | { readonly type: 'JOIN' }
  /** After a denied permission or a device error: ask for the devices again. */
  | { readonly type: 'RETRY' }
  | { readonly type: 'TOGGLE_MIC' }
  | { readonly type: 'TOGGLE_CAMERA' }
  | { readonly type: 'MINIMISE' }
  | { readonly type: 'RESTORE' }
  | { readonly type: 'REQUEST_END' }
  | { readonly type: 'CANCEL_END' }
  | { readonly type: 'CONFIRM_END' }
  /** 'Refresh the call' (spec 001 §8). */
  | { readonly type: 'REFRESH' }
  /** From the callSession actor (the transport's CallEvents). */
  | { readonly type: 'call.joined' }
  | { readonly type: 'call.remoteStream'; readonly stream: MediaStream }
  | { readonly type: 'call.participantConnected' }
  | { readonly type: 'call.participantDisconnected' }
  | { readonly type: 'call.reconnecting' }
  | { readonly type: 'call.reconnected' }
  | { readonly type: 'call.disconnected'; readonly reason: string | null }
  /** From the watchCommunication actor. */
  | { readonly type: 'COMMUNICATION'; readonly communication: CommunicationView };

/** What the callSession actor receives from the machine while the call is up. */
export type CallCommand =
  | { readonly type: 'SET_MIC'; readonly enabled: boolean }
  | { readonly type: 'SET_CAMERA'; readonly enabled: boolean }
  | { readonly type: 'LEAVE' };

/** The callSession actor's input. */
export interface CallSessionInput {
  readonly join: CallJoin;
  readonly appointmentId: string;
  readonly localStream: MediaStream;
}

/** The sendDeviceReport actor's input. */
export interface DeviceReportInput {
  readonly communicationId: string;
  readonly participantReference: string;
  readonly permissions: VideoCallContext['permissions'];
  readonly support: DeviceSupport;
}

/** The openDevices actor's output: the camera and microphone, and what was allowed. */
export interface OpenedDevices {
  readonly stream: MediaStream;
  readonly permissions: VideoCallContext['permissions'];
}
