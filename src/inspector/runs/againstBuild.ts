import type { AgainstBuild } from './DivergenceView';
import type { RunDetail } from './runData';

/** This build's machines' versions. */
export function currentVersions(): Record<string, string> {
  return {};
}

/** The run replayed on this build's machines, its checkpoints compared with the recorded ones. */
export function againstBuild(run: RunDetail): AgainstBuild {
  return {
    kind: 'failed',
    message: `comparing ${run.checkpoints.length} checkpoints needs flows/runs/replayDivergence.ts`,
  };
}
