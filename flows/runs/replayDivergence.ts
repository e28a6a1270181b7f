import { replayTrace, type ReplayOptions } from '../trace/replay';
import type { Trace } from '../trace/trace';
import { checkpointsOf, type Checkpoint } from './checkpoints';
import { firstDivergence, type Divergence } from './divergence';

/**
 * A recorded run replayed against the current machines (or those `options.compose` gives), compared
 * with what was recorded: its checkpoints, and the transcript its (masked) trace expects.
 */

export interface RecordedRunToReplay {
  readonly trace: Trace;
  readonly checkpoints: readonly Checkpoint[];
}

export interface ReplayComparison {
  readonly divergence: Divergence | null;
  /** The replay's own account of where it could not follow the trace. */
  readonly problems: readonly string[];
  readonly replayed: { readonly checkpoints: readonly Checkpoint[]; readonly lines: readonly string[] };
}

export function replayDivergence(run: RecordedRunToReplay, options: ReplayOptions = {}): ReplayComparison {
  const frame = replayTrace(run.trace, options);
  const replayed = { checkpoints: checkpointsOf(frame.log, run.trace.steps), lines: frame.lines };
  return {
    divergence: firstDivergence({ checkpoints: run.checkpoints, lines: run.trace.expected.transcript }, replayed),
    problems: frame.problems,
    replayed,
  };
}
