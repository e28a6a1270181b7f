import type { MessageId } from '../i18n/messages.generated';
import { t } from '../i18n/translate';
import { base64ToUtf8, utf8ToBase64 } from './base64';
import { cleanLine, cutText } from './textSafety';

/**
 * Video consultations (spec 001 §3 Communication (video), §4 Video call, §8, §9): the rules both the app and the
 * server read. The call itself is in src/features/video and server/modules/video; see docs/decisions/0019-video-consultations.md.
 */

/** The communication medium of a video call; the appointment's one with the highest id is used. */
export const VIDEO_CONF_MEDIUM = 'VIDEOCONF';

export type ParticipantStatus = 'connected' | 'disconnected';
type VideoCallEventType = 'participant-connected' | 'participant-disconnected';
/** Which side of the call: the appointment's patient or the session's doctor. */
export type CallSide = 'patient' | 'doctor';

/** A participant's status change, as the spec's base64 JSON payload (class .VideoCallEvent). */
export interface VideoCallEvent {
  readonly class: '.VideoCallEvent';
  /** ISO time of the change. */
  readonly timestamp: string;
  readonly type: VideoCallEventType;
  readonly id: string;
  /** The room (the communication's roomId). */
  readonly topic: string;
  readonly extensions: {
    /** 'Practitioner/{id}' for the doctor, 'Patient/{id}' for the patient. */
    readonly participantReference: string;
    readonly participantStatus: ParticipantStatus;
  };
}

/** What a device could do when the call was opened: sent to the hospital (sendCommunication) so staff can help. */
export interface VideoDeviceReport {
  readonly class: '.VideoDeviceReport';
  readonly timestamp: string;
  readonly participantReference: string;
  readonly permissions: { readonly camera: PermissionAnswer; readonly microphone: PermissionAnswer };
  readonly support: { readonly webrtc: boolean; readonly getUserMedia: boolean; readonly userAgent: string };
}

/** granted, denied, or prompt (not asked yet / unknown). */
export type PermissionAnswer = 'granted' | 'denied' | 'prompt';

export const practitionerReference = (practitionerId: string): string => `Practitioner/${practitionerId}`;
export const patientReference = (patientId: string): string => `Patient/${patientId}`;

/** Spec 001 §3: a reference starting with Practitioner is labelled Doctor, any other You. */
export function participantLabel(reference: string): 'Doctor' | 'You' {
  return reference.startsWith('Practitioner') ? 'Doctor' : 'You';
}

export function videoCallEvent(input: {
  id: string;
  time: number;
  roomId: string;
  participantReference: string;
  status: ParticipantStatus;
}): VideoCallEvent {
  return {
    class: '.VideoCallEvent',
    timestamp: new Date(input.time).toISOString(),
    type: input.status === 'connected' ? 'participant-connected' : 'participant-disconnected',
    id: input.id,
    topic: input.roomId,
    extensions: { participantReference: input.participantReference, participantStatus: input.status },
  };
}

export const encodeVideoPayload = (payload: VideoCallEvent | VideoDeviceReport): string =>
  utf8ToBase64(JSON.stringify(payload));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const PERMISSION_ANSWERS: readonly string[] = ['granted', 'denied', 'prompt'];

/** The payload in a base64 string, or null when it is neither a VideoCallEvent nor a VideoDeviceReport. */
export function decodeVideoPayload(encoded: string): VideoCallEvent | VideoDeviceReport | null {
  let value: unknown;
  try {
    value = JSON.parse(base64ToUtf8(encoded));
  } catch {
    return null;
  }
  if (!isRecord(value) || typeof value.timestamp !== 'string' || Number.isNaN(Date.parse(value.timestamp))) return null;
  if (value.class === '.VideoCallEvent') {
    const { extensions } = value;
    if (!isRecord(extensions) || typeof extensions.participantReference !== 'string') return null;
    const status = extensions.participantStatus;
    if (status !== 'connected' && status !== 'disconnected') return null;
    if (typeof value.id !== 'string' || typeof value.topic !== 'string') return null;
    if (value.type !== (status === 'connected' ? 'participant-connected' : 'participant-disconnected')) return null;
    return videoCallEvent({
      id: value.id,
      time: Date.parse(value.timestamp),
      roomId: value.topic,
      participantReference: extensions.participantReference,
      status,
    });
  }
  if (value.class === '.VideoDeviceReport') {
    const { permissions, support } = value;
    if (typeof value.participantReference !== 'string' || !isRecord(permissions) || !isRecord(support)) return null;
    const { camera, microphone } = permissions;
    if (
      typeof camera !== 'string' ||
      typeof microphone !== 'string' ||
      !PERMISSION_ANSWERS.includes(camera) ||
      !PERMISSION_ANSWERS.includes(microphone)
    )
      return null;
    if (
      typeof support.webrtc !== 'boolean' ||
      typeof support.getUserMedia !== 'boolean' ||
      typeof support.userAgent !== 'string'
    )
      return null;
    return {
      class: '.VideoDeviceReport',
      timestamp: value.timestamp,
      participantReference: value.participantReference,
      permissions: { camera: camera as PermissionAnswer, microphone: microphone as PermissionAnswer },
      support: {
        webrtc: support.webrtc,
        getUserMedia: support.getUserMedia,
        userAgent: cutText(cleanLine(support.userAgent), 300),
      },
    };
  }
  return null;
}

/**
 * When a call may be joined (docs/decisions/0019-video-consultations.md): from 15 minutes before the session's start
 * (the patient settles in, checks the camera) to 30 minutes after its end (a late queue), while the session is
 * scheduled or started. A completed or cancelled session's calls are over.
 */
const JOIN_OPENS_BEFORE_START_MS = 15 * 60 * 1000;
const JOIN_CLOSES_AFTER_END_MS = 30 * 60 * 1000;

export function joinWindow(session: { startTime: number; endTime: number }): { opensAt: number; closesAt: number } {
  return {
    opensAt: session.startTime - JOIN_OPENS_BEFORE_START_MS,
    closesAt: session.endTime + JOIN_CLOSES_AFTER_END_MS,
  };
}

export type JoinRefusal = 'notVideo' | 'closedAppointment' | 'unpaid' | 'sessionOver' | 'tooEarly' | 'tooLate';

/** A booked or arrived appointment's call may still happen; a fulfilled (or cancelled) one's consultation is over. */
export function appointmentCallOpen(appointmentStatus: string): boolean {
  return appointmentStatus === 'booked' || appointmentStatus === 'arrived';
}

/** Why this appointment's call cannot be joined now, or null when it can (the server enforces it; the app shows it). */
export function joinRefusal(input: {
  now: number;
  video: boolean;
  appointmentStatus: string;
  paid: boolean;
  sessionStatus: string;
  startTime: number;
  endTime: number;
}): JoinRefusal | null {
  if (!input.video) return 'notVideo';
  if (!appointmentCallOpen(input.appointmentStatus)) return 'closedAppointment';
  if (!input.paid) return 'unpaid';
  if (input.sessionStatus !== 'scheduled' && input.sessionStatus !== 'started') return 'sessionOver';
  const window = joinWindow(input);
  if (input.now < window.opensAt) return 'tooEarly';
  if (input.now > window.closesAt) return 'tooLate';
  return null;
}

/** Each refusal's words, in English: the server's ARO-E1090/E1091 messages and the staff console read them. */
export const JOIN_REFUSAL_TEXT: Readonly<Record<JoinRefusal, string>> = {
  notVideo: 'This appointment is not a video consultation.',
  closedAppointment: 'This appointment is closed.',
  unpaid: 'Please pay for this appointment before joining the call.',
  sessionOver: 'This session is over.',
  tooEarly: 'The call opens 15 minutes before the session starts.',
  tooLate: 'This call has closed.',
};

const JOIN_REFUSAL_IDS = {
  notVideo: 'video.refusal.notVideo',
  closedAppointment: 'video.refusal.closedAppointment',
  unpaid: 'video.refusal.unpaid',
  sessionOver: 'video.refusal.sessionOver',
  tooEarly: 'video.refusal.tooEarly',
  tooLate: 'video.refusal.tooLate',
} as const satisfies Readonly<Record<JoinRefusal, MessageId>>;

/** What the patient reads for a refusal, in their language. */
export function joinRefusalText(refusal: JoinRefusal): string {
  return t(JOIN_REFUSAL_IDS[refusal]);
}

/** A server's refusal (its English words, JOIN_REFUSAL_TEXT) in the patient's language; any other text as is. */
export function shownRefusal(text: string): string {
  const refusal = (Object.keys(JOIN_REFUSAL_TEXT) as JoinRefusal[]).find((key) => JOIN_REFUSAL_TEXT[key] === text);
  return refusal === undefined ? text : joinRefusalText(refusal);
}

/**
 * Spec 001 §2/§8: on iPhone, video calls work only in Safari. What matters is what the browser can do (Chrome and
 * Edge on iOS 14.3+ can use the camera): an iOS browser without getUserMedia or RTCPeerConnection, or an in-app
 * browser (Facebook, Instagram, LINE...), is told to open the link in Safari.
 */
export function needsSafari(input: {
  userAgent: string;
  hasGetUserMedia: boolean;
  hasPeerConnection: boolean;
}): boolean {
  const ios = /iPhone|iPad|iPod/.test(input.userAgent);
  if (!ios) return false;
  const inApp = /FBAN|FBAV|Instagram|Line\/|MicroMessenger|Snapchat|GSA\//.test(input.userAgent);
  return inApp || !input.hasGetUserMedia || !input.hasPeerConnection;
}

/** The call timer (spec 001 §9, ticks each second): m:ss, or h:mm:ss from an hour. */
export function callTimerText(elapsedSeconds: number): string {
  const total = Math.max(0, Math.floor(elapsedSeconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** The texts of the call screen that the spec names (its exact words in English), and ours beside them: read when shown. */
export const VIDEO_TEXT = {
  /** Spec 000 §4: the patient waits here until the doctor's participant status is connected. */
  get await(): string {
    return t('video.await');
  },
  /** Spec 001 §8: a failed call shows its error text and this action. */
  get refresh(): string {
    return t('video.refresh');
  },
  /** Spec 001 §8: iPhone outside Safari. */
  get openInSafari(): string {
    return t('video.openInSafari');
  },
  get connecting(): string {
    return t('video.connecting');
  },
  get reconnecting(): string {
    return t('video.reconnecting');
  },
  get ended(): string {
    return t('video.ended');
  },
  get lost(): string {
    return t('video.lost');
  },
  get waitingForPatient(): string {
    return t('video.waitingForPatient');
  },
} as const;
