import { useId, useMemo, useState } from 'react';
import { machineById } from '../../flows/catalogue';
import { maskTrace } from '../../flows/trace/mask';
import type { ReplayFrame } from '../../flows/trace/replay';
import { toE2eSkeleton } from '../../flows/trace/skeleton';
import type { Trace } from '../../flows/trace/trace';
import { ActorList, type ActorItem } from './ActorList';
import { ContextAtStep } from './ContextAtStep';
import { EventLog } from './EventLog';
import { stateLabel } from './format';
import { GraphPane } from './GraphPane';
import { downloadText } from './traceFile';
import { StepList } from './StepList';
import { stepText } from './stepText';
import { TranscriptAtStep } from './TranscriptAtStep';
import { SPEEDS, useReplay, type Speed } from './useReplay';

type FrameActor = ReplayFrame['actors'][number];

function actorItems(actors: readonly FrameActor[]): ActorItem[] {
  const byId = new Map(actors.map((actor) => [actor.id, actor]));
  const depthOf = (actor: FrameActor): number => {
    let depth = 0;
    for (
      let parent = actor.parentId;
      parent !== null && depth < actors.length;
      parent = byId.get(parent)?.parentId ?? null
    )
      depth += 1;
    return depth;
  };
  return actors.map((actor) => ({
    key: actor.id,
    name: actor.id,
    depth: depthOf(actor),
    detail: `${actor.machineId} machine · ${stateLabel(actor.value)}`,
  }));
}

/**
 * Arrow keys step while focus is anywhere in the replay, except where something uses them itself: a
 * field, or the graph canvas (it pans, and says so by preventing the default).
 */
function stepsWithKeys(target: EventTarget, handled: boolean): boolean {
  return (
    !handled &&
    !(
      target instanceof HTMLInputElement ||
      target instanceof HTMLTextAreaElement ||
      target instanceof HTMLSelectElement ||
      (target instanceof HTMLElement && target.isContentEditable)
    )
  );
}

/** The end-to-end test of a trace: from the masked trace unless the tester keeps patient data (for local use only). */
function e2eSkeleton(trace: Trace, keepPatientData: boolean): string {
  return toE2eSkeleton(keepPatientData || trace.masked ? trace : maskTrace(trace));
}

/**
 * A trace replayed against the real machines: step back and forward, jump to any step, play at a
 * speed; the selected actor's statechart and the transcript the patient saw, both at that step.
 */
interface ReplayInspectorProps {
  readonly trace: Trace;
  /** How a file reaches the tester; the browser download by default. */
  readonly download?: (name: string, text: string) => void;
}

export function ReplayInspector({ trace, download = downloadText }: ReplayInspectorProps): React.JSX.Element {
  const controls = useReplay(trace);
  const { index, length, shown } = controls;
  const frame = shown.frame ?? null;
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const items = useMemo(() => (frame === null ? [] : actorItems(frame.actors)), [frame]);
  const selected = frame?.actors.find((actor) => actor.id === selectedId) ?? frame?.actors[0] ?? null;
  const speedId = useId();
  const titleId = useId();
  const [keepPatientData, setKeepPatientData] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const exportTest = (): void => {
    try {
      download(`${trace.tenant}-${trace.flow}-replay.e2e.ts`, e2eSkeleton(trace, keepPatientData));
      setExportError(null);
    } catch (error) {
      // Masking replays the trace; one that does not replay cannot be masked, so nothing is exported.
      setExportError(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <div
      className="inspector-mode"
      onKeyDown={(event) => {
        if (!stepsWithKeys(event.target, event.defaultPrevented)) return;
        if (event.key === 'ArrowLeft') controls.goTo(index - 1);
        else if (event.key === 'ArrowRight') controls.goTo(index + 1);
        else return;
        event.preventDefault();
      }}
    >
      <section className="inspector-replay-bar" aria-labelledby={titleId}>
        <h2 id={titleId} className="inspector-heading">
          Replay of {trace.flow}, recorded {new Date(trace.recordedAt).toLocaleString()} for {trace.tenant}
          <span className="inspector-badge">{trace.masked ? 'patient data masked' : 'contains patient data'}</span>
        </h2>
        <div className="inspector-row" role="group" aria-label="Step controls">
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={index === 0}
            onClick={() => controls.goTo(0)}
          >
            First step
          </button>
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={index === 0}
            onClick={() => controls.goTo(index - 1)}
          >
            Step back
          </button>
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={index >= length}
            onClick={() => controls.goTo(index + 1)}
          >
            Step forward
          </button>
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={index >= length}
            onClick={() => controls.goTo(length)}
          >
            Last step
          </button>
          {controls.playing ? (
            <button type="button" className="button button--primary button--small" onClick={controls.pause}>
              Pause
            </button>
          ) : (
            <button
              type="button"
              className="button button--primary button--small"
              disabled={length === 0}
              onClick={controls.play}
            >
              Play
            </button>
          )}
          <label htmlFor={speedId} className="inspector-field inspector-field--inline">
            <span>Speed</span>
          </label>
          <select
            id={speedId}
            value={controls.speed}
            onChange={(event) => controls.setSpeed(Number(event.target.value) as Speed)}
          >
            {SPEEDS.map((speed) => (
              <option key={speed} value={speed}>
                {speed}×
              </option>
            ))}
          </select>
          <button type="button" className="button button--link" onClick={exportTest}>
            Export as end-to-end test
          </button>
          {trace.masked ? null : (
            <label className="inspector-check">
              <input
                type="checkbox"
                checked={keepPatientData}
                onChange={(event) => setKeepPatientData(event.target.checked)}
              />
              Keep patient data
            </label>
          )}
        </div>
        {exportError !== null ? (
          <p className="inspector-error" role="alert">
            The end-to-end test was not exported: {exportError}
          </p>
        ) : null}
        <label className="inspector-field inspector-scrubber">
          <span>Step</span>
          {/* The timeline: drag (or arrow keys, Home, End) to any step; graph, transcript and context follow. */}
          <input
            type="range"
            min={0}
            max={length}
            step={1}
            value={index}
            aria-valuetext={`Step ${index} of ${length}${frame?.step ? `: ${stepText(frame.step)}` : ''}`}
            onChange={(event) => controls.goTo(Number(event.target.value))}
          />
        </label>
        <p className="inspector-muted" role="status">
          Step {index} of {length}
          {frame?.step ? `: ${stepText(frame.step)}` : ''} · ← → step
        </p>
        {shown.error !== undefined ? (
          <p className="inspector-error" role="alert">
            The replay failed at step {index}: {shown.error}
          </p>
        ) : null}
        {frame !== null && frame.problems.length > 0 ? (
          <div className="inspector-error" role="alert">
            <p>The replay did not follow the trace:</p>
            <ul>
              {frame.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </section>
      <div className="inspector-workspace">
        <ActorList actors={items} selected={selected?.id ?? null} onSelect={setSelectedId} />
        <GraphPane
          actorName={selected?.id ?? null}
          machine={selected === null ? null : (machineById(selected.machineId) ?? null)}
          activeIds={selected?.activeIds ?? []}
        />
        <aside className="inspector-side">
          {frame !== null ? <TranscriptAtStep transcript={frame.transcript} step={index} /> : null}
          {selected !== null ? <ContextAtStep actorName={selected.id} context={selected.context} step={index} /> : null}
        </aside>
      </div>
      <div className="inspector-bottom">
        <StepList steps={trace.steps} current={index} onJump={controls.goTo} />
        <EventLog entries={frame?.log ?? []} title="Event log at this step" />
      </div>
    </div>
  );
}
