import type { RunOutcome } from './runOutcome';

/** server/schema.graphql `RecordedRunSummary`: what the tester's list shows (never the account). */
export interface RecordedRunSummaryView {
  readonly id: string;
  readonly tenant: string;
  readonly flow: string;
  readonly language: string;
  readonly startedAt: string;
  readonly updatedAt: string;
  readonly finalState: string;
  readonly outcome: RunOutcome;
  readonly error: string | null;
  readonly steps: number;
  readonly sizeBytes: number;
}

/** server/schema.graphql `RunOpening`. */
export interface RunOpeningView {
  readonly by: string;
  readonly at: string;
}

/** server/schema.graphql `RecordedRun`: the summary and the run itself, as JSON texts. */
export interface RecordedRunView extends RecordedRunSummaryView {
  readonly ended: boolean;
  readonly trace: string;
  readonly checkpoints: string;
  readonly versions: string;
  readonly openings: readonly RunOpeningView[];
}
