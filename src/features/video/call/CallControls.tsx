import type { CallSide } from '../../../../domain/videoCall';
import type { VideoCallEvent } from '../../../../machines/videoCall.types';
import { CALL_TEXT } from './callText';

export interface CallControlsProps {
  readonly side: CallSide;
  readonly micEnabled: boolean;
  readonly cameraEnabled: boolean;
  readonly send: (event: VideoCallEvent) => void;
}

/**
 * Mute, camera, minimise (the patient only: the call goes on while they browse the app; the doctor's console
 * keeps the call on its page) and End, which asks first.
 */
export function CallControls({ side, micEnabled, cameraEnabled, send }: CallControlsProps): React.JSX.Element {
  return (
    <div className="call__controls" role="group" aria-label={CALL_TEXT.controls}>
      <button
        type="button"
        className="button button--secondary"
        aria-pressed={!micEnabled}
        onClick={() => send({ type: 'TOGGLE_MIC' })}
      >
        {micEnabled ? CALL_TEXT.mute : CALL_TEXT.unmute}
      </button>
      <button type="button" className="button button--secondary" onClick={() => send({ type: 'TOGGLE_CAMERA' })}>
        {cameraEnabled ? CALL_TEXT.cameraOff : CALL_TEXT.cameraOn}
      </button>
      {side === 'patient' ? (
        <button type="button" className="button button--secondary" onClick={() => send({ type: 'MINIMISE' })}>
          {CALL_TEXT.minimise}
        </button>
      ) : null}
      <button type="button" className="button button--danger" onClick={() => send({ type: 'REQUEST_END' })}>
        {CALL_TEXT.endCall}
      </button>
    </div>
  );
}
