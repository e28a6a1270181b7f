import { replayDivergence } from '../../../flows/runs/replayDivergence';
import type { AgainstBuild } from './DivergenceView';
import type { RunDetail } from './runData';

/** The run replayed on this build's machines, its checkpoints and transcript compared with the recorded ones. */
export function againstBuild(run: RunDetail): AgainstBuild {
  try {
    const { divergence, problems } = replayDivergence(run);
    return divergence === null
      ? { kind: 'same', checkpoints: run.checkpoints.length, problems }
      : { kind: 'diverged', divergence, problems };
  } catch (error) {
    return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}
