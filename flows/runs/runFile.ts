import { z } from 'zod';
import { parseTrace, type Trace } from '../trace/trace';
import type { Checkpoint } from './checkpoints';

/**
 * A recorded run as one JSON document: what the browser uploads (`recordRun`'s `run`) and what a
 * tester downloads and drops into tests/runs/ to make it a regression test. Each of trace,
 * checkpoints and versions may also come as JSON text (the `recordedRun` query returns them so);
 * other fields (an id, a summary) are allowed and ignored.
 */

export interface RecordedRunFile {
  readonly trace: Trace;
  readonly checkpoints: readonly Checkpoint[];
  readonly versions: Readonly<Record<string, string>>;
  readonly ended: boolean;
}

export class RunFileError extends Error {
  override readonly name = 'RunFileError';
}

const checkpointSchema = z.object({
  at: z.number().nonnegative(),
  step: z.number().int().nonnegative(),
  event: z.string(),
  states: z.array(z.string()),
  lines: z.number().int().nonnegative(),
});

/** A field given as a value or as the JSON text of one. */
function jsonOrText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

const runSchema = z.object({
  trace: z.preprocess(jsonOrText, z.unknown()),
  checkpoints: z.preprocess(jsonOrText, z.array(checkpointSchema)),
  versions: z.preprocess(jsonOrText, z.record(z.string(), z.string())),
  ended: z.boolean(),
});

/** A recorded run from parsed JSON, validated; throws a RunFileError (or the trace's TraceError) saying what is wrong. */
export function parseRecordedRun(value: unknown): RecordedRunFile {
  const result = runSchema.safeParse(value);
  if (!result.success) throw new RunFileError(`Invalid recorded run:\n${z.prettifyError(result.error)}`);
  const { checkpoints, versions, ended } = result.data;
  return { trace: parseTrace(result.data.trace), checkpoints, versions, ended };
}

/** The run as a file's text (2-space indent, a final newline), as tests/runs/ keeps them. */
export function stringifyRecordedRun(run: RecordedRunFile): string {
  return `${JSON.stringify(run, null, 2)}\n`;
}
