import type { CallSide } from '../../../../domain/videoCall';
import { remoteVideoLabel } from '../../../../machines/videoCall.select';
import { CALL_TEXT } from './callText';
import { CallTimer } from './CallTimer';
import { StreamVideo } from './StreamVideo';

export interface CallStageProps {
  readonly side: CallSide;
  readonly remoteStream: MediaStream | null;
  readonly localStream: MediaStream | null;
  readonly cameraEnabled: boolean;
  readonly elapsedSeconds: number;
}

/**
 * The connected call (spec 001 §9): the other side's video at most 480 px wide, our own small in its corner, and the
 * timer. It stays mounted while reconnecting so the pictures come back without a flash.
 */
export function CallStage({
  side,
  remoteStream,
  localStream,
  cameraEnabled,
  elapsedSeconds,
}: CallStageProps): React.JSX.Element {
  return (
    <div className="call__stage">
      <StreamVideo stream={remoteStream} label={remoteVideoLabel(side)} muted={false} className="call__remote" />
      {/* A camera turned off shows no frozen last frame of ourselves. */}
      {cameraEnabled ? (
        <StreamVideo stream={localStream} label={CALL_TEXT.selfView} muted className="call__self" />
      ) : null}
      <CallTimer elapsedSeconds={elapsedSeconds} />
    </div>
  );
}
