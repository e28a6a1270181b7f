import { useState } from 'react';
import type { Trace } from '../../flows/trace/trace';
import { ImportTrace } from './ImportTrace';
import { LiveInspector } from './LiveInspector';
import type { LiveSession } from './liveSession';
import { ReplayInspector } from './ReplayInspector';

interface InspectorPanelProps {
  readonly session?: LiveSession;
  readonly download?: (name: string, text: string) => void;
}

/** The inspector itself: live (the running conversation) or replay (a recorded or imported trace). */
export function InspectorPanel({ session, download }: InspectorPanelProps): React.JSX.Element {
  const [mode, setMode] = useState<'live' | 'replay'>('live');
  // A new object per import or recording, so the replay starts over at step 0 even for the same file.
  const [replay, setReplay] = useState<{ trace: Trace; serial: number } | null>(null);
  const open = (trace: Trace): void => {
    setReplay((previous) => ({ trace, serial: (previous?.serial ?? 0) + 1 }));
    setMode('replay');
  };

  return (
    <div className="inspector">
      <div className="inspector-toolbar">
        <div className="inspector-row" role="group" aria-label="Inspector mode">
          <button
            type="button"
            className="inspector-tab"
            aria-pressed={mode === 'live'}
            onClick={() => setMode('live')}
          >
            Live
          </button>
          <button
            type="button"
            className="inspector-tab"
            aria-pressed={mode === 'replay'}
            disabled={replay === null}
            onClick={() => setMode('replay')}
          >
            Replay
          </button>
        </div>
        <ImportTrace onImport={open} />
      </div>
      {/* Live stays mounted while replaying, so its selection and log filter are kept. */}
      <div hidden={mode !== 'live'} className="inspector-mode-wrap">
        <LiveInspector session={session} download={download} onReplay={open} />
      </div>
      {mode === 'replay' && replay !== null ? (
        <div className="inspector-mode-wrap">
          <ReplayInspector key={replay.serial} trace={replay.trace} download={download} />
        </div>
      ) : null}
    </div>
  );
}
