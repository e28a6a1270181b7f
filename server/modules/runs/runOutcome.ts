import { and, eq, gte, lt, or, type SQL } from 'drizzle-orm';
import type { Checkpoint } from '../../../flows/runs/checkpoints';
import { ABANDONED_AFTER_MS, outcomeOf, type RunOutcome } from '../../../flows/runs/outcome';
import { recordedRuns, type RunTerminal } from './tables';

export type { RunOutcome };

/**
 * The outcome as far as time cannot change it (outcomeOf at the upload's own moment, so never 'abandoned' for
 * being idle): stored with each upload. Paid, booked, failed and an ended run's abandoned are final for that upload;
 * ongoing turns abandoned once the run has been idle ABANDONED_AFTER_MS (outcomeAt).
 */
export function terminalOf(checkpoints: readonly Checkpoint[], ended: boolean, at: number): RunTerminal {
  return outcomeOf({ checkpoints, ended, updatedAt: at, now: at });
}

/** A stored run's outcome at `now`: outcomeOf's answer, from the stored terminal and the time of the last upload. */
export function outcomeAt(run: { terminal: RunTerminal; updatedAt: Date }, now: number): RunOutcome {
  return run.terminal === 'ongoing' && now - run.updatedAt.getTime() > ABANDONED_AFTER_MS ? 'abandoned' : run.terminal;
}

/** The runs whose outcome at `now` is `outcome` (outcomeAt as SQL, so the filter never reads every run). */
export function outcomeIs(outcome: RunOutcome, now: number): SQL | undefined {
  const idleSince = new Date(now - ABANDONED_AFTER_MS);
  const ongoing = eq(recordedRuns.terminal, 'ongoing');
  switch (outcome) {
    case 'ongoing':
      return and(ongoing, gte(recordedRuns.updatedAt, idleSince));
    case 'abandoned':
      return or(eq(recordedRuns.terminal, 'abandoned'), and(ongoing, lt(recordedRuns.updatedAt, idleSince)));
    default:
      return eq(recordedRuns.terminal, outcome);
  }
}
