import { and, eq, gte, lt, or, type SQL } from 'drizzle-orm';
import type { StoredCheckpoint } from './runInput';
import { recordedRuns, type RunTerminal } from './tables';

// TEMPORARY until flows/runs/outcome.ts lands on main (helper runrules): the contract's signature, ended/idle only.
export type RunOutcome = 'booked' | 'paid' | 'abandoned' | 'failed' | 'ongoing';
const ABANDONED_AFTER_MS = 10 * 60 * 1000;
function outcomeOf(run: {
  checkpoints: readonly StoredCheckpoint[];
  ended: boolean;
  updatedAt: number;
  now: number;
}): RunOutcome {
  return run.ended || run.now - run.updatedAt > ABANDONED_AFTER_MS ? 'abandoned' : 'ongoing';
}

/**
 * The outcome as far as time cannot change it (outcomeOf at the upload's own moment, so never 'abandoned' for
 * being idle): stored with each upload. Paid, booked, failed and an ended run's abandoned are final for that upload;
 * ongoing turns abandoned once the run has been idle ABANDONED_AFTER_MS (outcomeAt).
 */
export function terminalOf(checkpoints: readonly StoredCheckpoint[], ended: boolean, at: number): RunTerminal {
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
