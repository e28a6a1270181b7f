import { callTimerText } from '../../../../domain/videoCall';
import { CALL_TEXT } from './callText';

/** The call's time (spec 001 §9), from the machine's elapsedSeconds: it ticks because the machine ticks. */
export function CallTimer({ elapsedSeconds }: { elapsedSeconds: number }): React.JSX.Element {
  return (
    <span role="timer" aria-label={CALL_TEXT.callTime} className="call__timer">
      {callTimerText(elapsedSeconds)}
    </span>
  );
}
