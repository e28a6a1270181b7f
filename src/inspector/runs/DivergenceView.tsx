import { useId } from 'react';
import type { Checkpoint as RunCheckpoint } from '../../../flows/runs/checkpoints';
import type { Divergence, LinePair } from '../../../flows/runs/divergence';

export type AgainstBuild =
  | { readonly kind: 'same'; readonly checkpoints: number; readonly problems: readonly string[] }
  | { readonly kind: 'diverged'; readonly divergence: Divergence; readonly problems: readonly string[] }
  | { readonly kind: 'failed'; readonly message: string };

function Checkpoint({ title, checkpoint }: { title: string; checkpoint: RunCheckpoint | null }): React.JSX.Element {
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
    </section>
  );
}

/** The two transcripts up to the divergence, line by line; a line that differs is marked in words, not colour only. */
function Lines({ lines }: { lines: readonly LinePair[] }): React.JSX.Element {
  return (
    <table className="inspector-table runs-lines">
      <caption className="runs-caption">The transcripts to there, side by side</caption>
      <thead>
        <tr>
          <th scope="col">Line</th>
          <th scope="col">Recorded</th>
          <th scope="col">Replayed on this build</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((pair, index) => (
          // Lines repeat ('buttons: …'): their place is their key.
          <tr key={index} className={pair.same ? undefined : 'runs-lines__differs'}>
            <th scope="row">
              {index + 1}
              {pair.same ? '' : ' (differs)'}
            </th>
            <td>{pair.recorded ?? '—'}</td>
            <td>{pair.replayed ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Problems({ problems }: { problems: readonly string[] }): React.JSX.Element | null {
  if (problems.length === 0) return null;
  return (
    <div className="inspector-error">
      <p>The replay could not follow the recording everywhere:</p>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}

/** The answer of "Replay against this build": no divergence, or the first one side by side. */
export function DivergenceView({ result }: { result: AgainstBuild }): React.JSX.Element {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="runs-section runs-divergence">
      <h2 id={titleId} className="inspector-heading">
        Against this build
      </h2>
      {result.kind === 'failed' ? (
        <p role="alert" className="inspector-error">
          The replay failed: {result.message}
        </p>
      ) : result.kind === 'same' ? (
        <>
          <p role="status">No divergence: all {result.checkpoints} checkpoints replay the same.</p>
          <Problems problems={result.problems} />
        </>
      ) : (
        <>
          <p role="status">
            First divergence at checkpoint {result.divergence.index + 1}
            {result.divergence.recorded !== null ? `, after step ${result.divergence.recorded.step}` : ''}
            {result.divergence.firstLine !== null
              ? `; the transcripts differ from line ${result.divergence.firstLine + 1}`
              : ''}
            .
          </p>
          <div className="runs-sides">
            <Checkpoint title="Recorded" checkpoint={result.divergence.recorded} />
            <Checkpoint title="Replayed on this build" checkpoint={result.divergence.replayed} />
          </div>
          <Lines lines={result.divergence.lines} />
          <Problems problems={result.problems} />
        </>
      )}
    </section>
  );
}
