import type { RunDetail } from './runData';

/**
 * A recorded run as a file of tests/runs/ (the folder `npm test` replays, flows/runs/ reads it): the masked trace,
 * its checkpoints, the versions it ran and whether it ended, the shape the browser uploaded. Saved there, the run
 * becomes a regression test: its replay must reach the same checkpoints.
 */
export function regressionFile(run: RunDetail): { name: string; text: string } {
  const { trace, checkpoints, versions, ended } = run;
  return {
    name: `${run.flow}-${run.startedAt.slice(0, 10)}-${run.id.slice(0, 8)}.run.json`,
    text: `${JSON.stringify({ trace, checkpoints, versions, ended }, null, 2)}\n`,
  };
}
