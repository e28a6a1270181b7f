import type { SnapshotFrom } from 'xstate';
import type { CallSide } from '../domain/videoCall';
import { VIDEO_TEXT } from '../domain/videoCall';
import { t } from '../i18n/translate';
import type { videoCallMachine } from './videoCall.machine';

/**
 * What the call screens read from the video-call machine (src/features/video): one phase per screen, so a screen never
 * tests nested state paths itself (reconnecting has a child state for its timer, which no screen should see).
 */

export type CallPhase =
  | 'checking'
  | 'unsupported'
  | 'previewing'
  | 'permissionDenied'
  | 'deviceError'
  | 'ready'
  | 'joining'
  | 'connecting'
  | 'waiting'
  | 'connected'
  | 'reconnecting'
  | 'ended'
  | 'failed';

type VideoCallSnapshot = Pick<SnapshotFrom<typeof videoCallMachine>, 'matches'>;

const IN_CALL_PHASES = ['connecting', 'waiting', 'connected', 'reconnecting'] as const satisfies readonly CallPhase[];
const TOP_PHASES = [
  'checking',
  'unsupported',
  'previewing',
  'permissionDenied',
  'deviceError',
  'ready',
  'joining',
  'ended',
  'failed',
] as const;

/** The screen to render. */
export function callPhase(snapshot: VideoCallSnapshot): CallPhase {
  for (const phase of IN_CALL_PHASES) if (snapshot.matches({ inCall: phase })) return phase;
  for (const phase of TOP_PHASES) if (snapshot.matches(phase)) return phase;
  // Unreachable: every state of the machine is a phase (the model-based test checks each one).
  throw new Error('The video call is in no known phase');
}

/** The call is up (the controls show; the minimised bar may). */
export function isInCall(phase: CallPhase): boolean {
  return (IN_CALL_PHASES as readonly CallPhase[]).includes(phase);
}

/** Spec 001 §2: the bottom bars hide while the two sides see each other full screen. */
export function hidesBottomBars(phase: CallPhase, minimised: boolean): boolean {
  return phase === 'connected' && !minimised;
}

/** The waiting text: the patient awaits the doctor (spec 000 §4), the doctor the patient. */
export function waitingText(side: CallSide): string {
  return side === 'patient' ? VIDEO_TEXT.await : VIDEO_TEXT.waitingForPatient;
}

/** The remote video's accessible name. */
export function remoteVideoLabel(side: CallSide): string {
  return side === 'patient' ? t('video.remote.doctor') : t('video.remote.patient');
}
