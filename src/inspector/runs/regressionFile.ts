import { stringifyRecordedRun } from '../../../flows/runs/runFile';
import type { RunDetail } from './runData';

/**
 * A recorded run as a file of tests/runs/ (flows/runs/runFile.ts: the masked trace, its checkpoints, the versions it
 * ran, whether it ended), the shape the browser uploaded. Saved there, the run becomes a regression test: `npm test`
 * replays it and its replay must reach the same checkpoints.
 */
export function regressionFile(run: RunDetail): { name: string; text: string } {
  const { trace, checkpoints, versions, ended } = run;
  return {
    name: `${run.flow}-${run.startedAt.slice(0, 10)}-${run.id.slice(0, 8)}.json`,
    text: stringifyRecordedRun({ trace, checkpoints, versions, ended }),
  };
}
