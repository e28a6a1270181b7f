import { z } from 'zod';
import type { Checkpoint } from '../../../flows/runs/checkpoints';
import type { RunOutcome } from '../../../flows/runs/outcome';
import { parseRecordedRun } from '../../../flows/runs/runFile';
import type { Trace } from '../../../flows/trace/trace';

/**
 * What the tester's screens read of the runs API, checked on arrival: the server's answers and the JSON texts a run
 * carries (trace, checkpoints, versions) are parsed here once, so the screens hold plain typed values.
 */

/** The outcomes the list filters by, in the order the filter offers them. */
export const RUN_OUTCOMES: readonly RunOutcome[] = ['booked', 'paid', 'abandoned', 'failed', 'ongoing'];

const summaryShape = {
  id: z.string(),
  tenant: z.string(),
  flow: z.string(),
  language: z.string(),
  startedAt: z.string(),
  updatedAt: z.string(),
  finalState: z.string(),
  outcome: z.string(),
  error: z.string().nullable(),
  steps: z.number(),
  sizeBytes: z.number(),
};

const summarySchema = z.object(summaryShape);
export type RunSummary = z.infer<typeof summarySchema>;

const detailSchema = z.object({
  ...summaryShape,
  ended: z.boolean(),
  trace: z.string(),
  checkpoints: z.string(),
  versions: z.string(),
  openings: z.array(z.object({ by: z.string(), at: z.string() })),
});

export interface RunOpening {
  readonly by: string;
  readonly at: string;
}

export interface RunDetail extends RunSummary {
  readonly ended: boolean;
  readonly trace: Trace;
  readonly checkpoints: readonly Checkpoint[];
  readonly versions: Readonly<Record<string, string>>;
  readonly openings: readonly RunOpening[];
}

/** The list's rows; throws naming what the answer lacks. */
export function parseSummaries(data: unknown): RunSummary[] {
  return z.object({ recordedRuns: z.array(summarySchema) }).parse(data).recordedRuns;
}

/** One run with its JSON texts parsed, or null when the server knows no such run. */
export function parseDetail(data: unknown): RunDetail | null {
  const run = z.object({ recordedRun: detailSchema.nullable() }).parse(data).recordedRun;
  if (run === null) return null;
  // The JSON texts as tests/runs/ files hold them: the same parser, the same checks.
  return { ...run, ...parseRecordedRun(run) };
}
