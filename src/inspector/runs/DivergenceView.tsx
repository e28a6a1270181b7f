import { useId } from 'react';
import type { RunCheckpoint } from './runData';

/** Where a replay against this build first left the recording (flows/runs/divergence.ts), with the lines to then. */
export interface DivergenceShown {
  /** Index of the first checkpoint that differs. */
  readonly index: number;
  /** The recording's checkpoint there (null: the recording had ended). */
  readonly recorded: RunCheckpoint | null;
  /** The replay's (null: the replay had ended). */
  readonly replayed: RunCheckpoint | null;
  /** The transcript lines up to that checkpoint, as recorded and as replayed. */
  readonly recordedLines: readonly string[];
  readonly replayedLines: readonly string[];
}

export type AgainstBuild =
  | { readonly kind: 'same'; readonly checkpoints: number }
  | { readonly kind: 'diverged'; readonly divergence: DivergenceShown }
  | { readonly kind: 'failed'; readonly message: string };

/** The lines one side has and the other has not (or in another place) stand out. */
function Lines({ lines, other }: { lines: readonly string[]; other: readonly string[] }): React.JSX.Element {
  return (
    <ol className="runs-lines">
      {lines.map((line, index) => (
        // Lines repeat ('buttons: …'): the place is the key.
        <li key={index} className={other[index] === line ? undefined : 'runs-lines__differs'}>
          {other[index] === line ? null : <span className="visually-hidden">differs: </span>}
          {line}
        </li>
      ))}
    </ol>
  );
}

function Side({
  title,
  checkpoint,
  lines,
  other,
}: {
  title: string;
  checkpoint: RunCheckpoint | null;
  lines: readonly string[];
  other: readonly string[];
}): React.JSX.Element {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="runs-side">
      <h4 id={titleId} className="inspector-heading">
        {title}
      </h4>
      {checkpoint === null ? (
        <p>Ended here.</p>
      ) : (
        <dl className="runs-facts">
          <dt>After step</dt>
          <dd>{checkpoint.step}</dd>
          <dt>Event</dt>
          <dd className="inspector-mono">{checkpoint.event}</dd>
          <dt>States</dt>
          <dd className="inspector-mono">{checkpoint.states.join(' ')}</dd>
          <dt>Transcript lines</dt>
          <dd>{checkpoint.lines}</dd>
        </dl>
      )}
      <Lines lines={lines} other={other} />
    </section>
  );
}

/** The answer of "Replay against this build": no divergence, or the first one side by side. */
export function DivergenceView({ result }: { result: AgainstBuild }): React.JSX.Element {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="runs-section runs-divergence">
      <h3 id={titleId} className="inspector-heading">
        Against this build
      </h3>
      {result.kind === 'same' ? (
        <p role="status">No divergence: all {result.checkpoints} checkpoints replay the same.</p>
      ) : result.kind === 'failed' ? (
        <p role="alert" className="inspector-error">
          The replay failed: {result.message}
        </p>
      ) : (
        <>
          <p role="status">
            First divergence at checkpoint {result.divergence.index + 1}
            {result.divergence.recorded !== null ? `, after step ${result.divergence.recorded.step}` : ''}.
          </p>
          <div className="runs-sides">
            <Side
              title="Recorded"
              checkpoint={result.divergence.recorded}
              lines={result.divergence.recordedLines}
              other={result.divergence.replayedLines}
            />
            <Side
              title="Replayed on this build"
              checkpoint={result.divergence.replayed}
              lines={result.divergence.replayedLines}
              other={result.divergence.recordedLines}
            />
          </div>
        </>
      )}
    </section>
  );
}
