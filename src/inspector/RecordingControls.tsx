import { useId, useState } from 'react';
import type { Trace } from '../../flows/trace/trace';
import { STORAGE_KEYS } from '../../domain/storageKeys';
import { clearConversation } from '../features/chat/conversationStorage';
import type { Incomplete } from './liveSession';
import { downloadText, traceFile } from './traceFile';

interface RecordingControlsProps {
  readonly recording: boolean;
  readonly incomplete: Incomplete | null;
  /** The recording as a trace, or null when there is nothing replayable. */
  readonly toTrace: () => Trace | null;
  readonly onStop: () => void;
  readonly onReplay: (trace: Trace) => void;
  /** How a file reaches the tester; the browser download by default. */
  readonly download?: (name: string, text: string) => void;
}

const INCOMPLETE_TEXT: Record<Incomplete, string> = {
  resumed:
    'This conversation started before the inspector could see it (it was resumed after a reload), so it cannot be exported or replayed. Start a new conversation to record one from its beginning.',
  dropped:
    'The start of this conversation was dropped from the recording buffer, so it cannot be exported or replayed. Start a new conversation to record one from its beginning.',
};

/** A new conversation: the stored one is dropped and the page loads again, so the recording starts with the greeting. */
function startNewConversation(): void {
  clearConversation(STORAGE_KEYS.assistant);
  window.location.reload();
}

/** Stop, export (masked unless 'Keep patient data' is on) and replay of the live recording. */
export function RecordingControls({
  recording,
  incomplete,
  toTrace,
  onStop,
  onReplay,
  download = downloadText,
}: RecordingControlsProps): React.JSX.Element {
  const [keepPatientData, setKeepPatientData] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const titleId = useId();

  const withTrace = (act: (trace: Trace) => void): void => {
    const trace = toTrace();
    if (trace === null) {
      setMessage({ text: 'Nothing has been recorded yet.', error: true });
      return;
    }
    try {
      act(trace);
    } catch (error) {
      setMessage({ text: error instanceof Error ? error.message : String(error), error: true });
    }
  };

  return (
    <section className="inspector-recording" aria-labelledby={titleId}>
      <h2 id={titleId} className="visually-hidden">
        Recording controls
      </h2>
      <p className="inspector-recording__status" role="status">
        <span className={recording ? 'inspector-dot inspector-dot--on' : 'inspector-dot'} aria-hidden="true" />
        {recording ? 'Recording' : 'Recording stopped'}
      </p>
      <div className="inspector-row">
        <button type="button" className="button button--secondary button--small" disabled={!recording} onClick={onStop}>
          Stop
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={incomplete !== null}
          onClick={() =>
            withTrace((trace) => {
              const file = traceFile(trace, keepPatientData);
              download(file.name, file.text);
              setMessage({
                text: `Exported ${file.name}${file.trace.masked ? ', patient data masked' : ', with patient data: keep it local'}.`,
                error: false,
              });
            })
          }
        >
          Export trace
        </button>
        <label className="inspector-check">
          <input
            type="checkbox"
            checked={keepPatientData}
            onChange={(event) => setKeepPatientData(event.target.checked)}
          />
          Keep patient data
        </label>
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={incomplete !== null}
          onClick={() => withTrace(onReplay)}
        >
          Replay this recording
        </button>
      </div>
      {incomplete !== null ? (
        <div className="inspector-note">
          <p>{INCOMPLETE_TEXT[incomplete]}</p>
          <button type="button" className="button button--link" onClick={startNewConversation}>
            Start a new conversation
          </button>
        </div>
      ) : null}
      {message !== null ? (
        <p className={message.error ? 'inspector-error' : 'inspector-muted'} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      ) : null}
    </section>
  );
}
