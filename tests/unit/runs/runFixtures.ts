import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { checkpointsOf, type Checkpoint } from '../../../flows/runs/checkpoints';
import { replayTrace } from '../../../flows/trace/replay';
import { parseTrace, type Trace } from '../../../flows/trace/trace';

/** The committed replays (flows/replays/*.json) and their checkpoints, for the tests of flows/runs/. */

const directory = fileURLToPath(new URL('../../../flows/replays/', import.meta.url));

export const SAVED_REPLAYS: readonly string[] = readdirSync(directory)
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length))
  .sort();

export function savedReplay(name: string): Trace {
  return parseTrace(JSON.parse(readFileSync(`${directory}${name}.json`, 'utf8')));
}

/** The checkpoints of a trace replayed against the current machines. */
export function replayedCheckpoints(trace: Trace): Checkpoint[] {
  return checkpointsOf(replayTrace(trace).log, trace.steps);
}
