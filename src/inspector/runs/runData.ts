import { z } from 'zod';
import { parseTrace, type Trace } from '../../../flows/trace/trace';

/**
 * What the tester's screens read of the runs API, checked on arrival: the server's answers and the JSON texts a run
 * carries (trace, checkpoints, versions) are parsed here once, so the screens hold plain typed values.
 */

export const RUN_OUTCOMES = ['booked', 'paid', 'abandoned', 'failed', 'ongoing'] as const;
export type RunOutcomeName = (typeof RUN_OUTCOMES)[number];

/** flows/runs/checkpoints.ts `Checkpoint`: after `step` steps, at flow time `at`, `event` left the actors in `states`. */
export interface RunCheckpoint {
  readonly at: number;
  readonly step: number;
  readonly event: string;
  readonly states: readonly string[];
  readonly lines: number;
}

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

const checkpointSchema = z.object({
  at: z.number(),
  step: z.number(),
  event: z.string(),
  states: z.array(z.string()),
  lines: z.number(),
});

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
  readonly checkpoints: readonly RunCheckpoint[];
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
  return {
    ...run,
    trace: parseTrace(JSON.parse(run.trace)),
    checkpoints: z.array(checkpointSchema).parse(JSON.parse(run.checkpoints)),
    versions: z.record(z.string(), z.string()).parse(JSON.parse(run.versions)),
  };
}
