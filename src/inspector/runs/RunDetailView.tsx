import { useId, useState } from 'react';
import { ReplayInspector } from '../ReplayInspector';
import { downloadText } from '../traceFile';
import { DivergenceView, type AgainstBuild } from './DivergenceView';
import type { RunDetail } from './runData';
import { formatBytes, formatTime } from './runFormat';
import { RunOpenings } from './RunOpenings';
import { RunSequence } from './RunSequence';
import { regressionFile } from './regressionFile';
import { VersionsTable } from './VersionsTable';

export interface RunDetailViewProps {
  readonly run: RunDetail;
  /** This build's machines' versions (flows/runs/versions.ts `machineVersions()`). */
  readonly currentVersions: Readonly<Record<string, string>>;
  /** Replays the run on this build's machines and compares its checkpoints with the recorded ones. */
  readonly againstBuild: (run: RunDetail) => AgainstBuild;
  /** How a file reaches the tester; the browser download by default. */
  readonly download?: (name: string, text: string) => void;
}

function Facts({ run }: { run: RunDetail }): React.JSX.Element {
  return (
    <dl className="runs-facts runs-facts--summary">
      <dt>Conversation</dt>
      <dd>{run.flow}</dd>
      <dt>Outcome</dt>
      <dd>{run.outcome}</dd>
      <dt>Final state</dt>
      <dd className="inspector-mono">{run.finalState === '' ? '—' : run.finalState}</dd>
      <dt>Error</dt>
      <dd>{run.error ?? '—'}</dd>
      <dt>Started</dt>
      <dd>{formatTime(run.startedAt)}</dd>
      <dt>Last update</dt>
      <dd>
        {formatTime(run.updatedAt)}
        {run.ended ? ' (ended)' : ''}
      </dd>
      <dt>Language</dt>
      <dd>{run.language}</dd>
      <dt>Steps</dt>
      <dd>{run.steps}</dd>
      <dt>Size</dt>
      <dd>{formatBytes(run.sizeBytes)}</dd>
    </dl>
  );
}

/**
 * One recorded run: what it was, who opened it, its machines' versions against this build's, the replay with its
 * timeline (the inspector's own replay), the first divergence from this build on demand, and the run as a
 * regression test.
 */
export function RunDetailView({
  run,
  currentVersions,
  againstBuild,
  download = downloadText,
}: RunDetailViewProps): React.JSX.Element {
  const [against, setAgainst] = useState<AgainstBuild | null>(null);
  const replayId = useId();
  return (
    <>
      <h1 className="runs-title">
        Run of {run.flow}, started {formatTime(run.startedAt)}
      </h1>
      <Facts run={run} />
      <div className="inspector-row runs-actions">
        <button
          type="button"
          className="button button--primary button--small"
          onClick={() => setAgainst(againstBuild(run))}
        >
          Replay against this build
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => {
            const file = regressionFile(run);
            download(file.name, file.text);
          }}
        >
          Download as regression test
        </button>
      </div>
      {against === null ? null : <DivergenceView result={against} />}
      <div className="runs-columns">
        <VersionsTable recorded={run.versions} current={currentVersions} />
        <RunOpenings openings={run.openings} />
      </div>
      <RunSequence trace={run.trace} />
      <section aria-labelledby={replayId} className="runs-section runs-replay">
        <h2 id={replayId} className="visually-hidden">
          Replay
        </h2>
        <ReplayInspector key={run.id} trace={run.trace} download={download} />
      </section>
    </>
  );
}
