import type { StateValue } from 'xstate';

/**
 * The call screen's phases: the video-call machine's states (machines/videoCall.types.ts), with inCall's children
 * flattened. The screen renders one per phase; the machine stays the only place that decides which.
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

const PHASES: readonly string[] = [
  'checking',
  'unsupported',
  'previewing',
  'permissionDenied',
  'deviceError',
  'ready',
  'joining',
  'connecting',
  'waiting',
  'connected',
  'reconnecting',
  'ended',
  'failed',
];

const isPhase = (value: string): value is CallPhase => PHASES.includes(value);

/** The phases with the call up: the controls show, the self view is live. */
export const IN_CALL_PHASES: readonly CallPhase[] = ['connecting', 'waiting', 'connected', 'reconnecting'];

/**
 * The phase of a machine state value: 'ready', or { inCall: 'waiting' } (a deeper child such as
 * { inCall: { connected: ... } } reads as its first key). Unknown values read as 'checking' rather than breaking
 * the screen, so a machine that grows an inner state still shows something sensible.
 */
export function phaseOf(value: StateValue): CallPhase {
  if (typeof value === 'string') return isPhase(value) ? value : 'checking';
  const [top] = Object.keys(value);
  if (top === undefined) return 'checking';
  const child = value[top];
  if (top === 'inCall' && child !== undefined) return phaseOf(child);
  return isPhase(top) ? top : 'checking';
}
