import type { VideoCallEvent } from '../../../../machines/videoCall.types';
import { CALL_TEXT } from './callText';
import { StreamVideo } from './StreamVideo';
import { useMicrophoneLevel } from '../media/useMicrophoneLevel';

/**
 * Before joining (the machine's ready state): the camera's picture and the microphone's level, so the patient
 * knows both work before the doctor sees them (what Doxy.me and oDoc patients expect).
 */
export function DeviceCheck({
  stream,
  send,
  onCancel,
}: {
  stream: MediaStream | null;
  send: (event: VideoCallEvent) => void;
  onCancel: () => void;
}): React.JSX.Element {
  const level = useMicrophoneLevel(stream);
  return (
    <div className="call__panel">
      <h2 className="call__title">{CALL_TEXT.deviceCheckTitle}</h2>
      <StreamVideo stream={stream} label={CALL_TEXT.yourCamera} muted className="call__preview" />
      <label className="call__meter">
        <span>{CALL_TEXT.micLevel}</span>
        <meter aria-label={CALL_TEXT.micLevel} min={0} max={1} low={0.1} value={level} />
      </label>
      <div className="actions">
        <button type="button" className="button button--primary" onClick={() => send({ type: 'JOIN' })}>
          {CALL_TEXT.joinNow}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {CALL_TEXT.cancel}
        </button>
      </div>
    </div>
  );
}
