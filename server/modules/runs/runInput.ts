import { z } from 'zod';
import { hasUnstorableCharacters } from '../../../domain/textSafety';
import type { Checkpoint } from '../../../flows/runs/checkpoints';
import { parseTrace, type Trace } from '../../../flows/trace/trace';
import { apiError } from '../../graphql/apiError';

/** The largest run an upload may carry (its JSON text, UTF-8): the contract's RUN_MAX_BYTES. */
const RUN_MAX_BYTES = 256 * 1024;

/** flows/runs/checkpoints.ts `Checkpoint`, as the browser sends it (the type holds the two together). */
const checkpointSchema: z.ZodType<Checkpoint> = z
  .object({
    at: z.number().nonnegative(),
    step: z.number().int().nonnegative(),
    event: z.string(),
    states: z.array(z.string()),
    lines: z.number().int().nonnegative(),
  })
  .strict();

const runSchema = z
  .object({
    trace: z.unknown(),
    checkpoints: z.array(checkpointSchema),
    versions: z.record(z.string(), z.string()),
    ended: z.boolean(),
  })
  .strict();

/** An uploaded run, checked: what recordRun stores. */
export interface RunInput {
  readonly trace: Trace;
  readonly checkpoints: readonly Checkpoint[];
  readonly versions: Readonly<Record<string, string>>;
  readonly ended: boolean;
  readonly sizeBytes: number;
}

const refused = (why: string): Error => apiError('ARO-E1046', why);

/** Any string (key or value) the database cannot keep in jsonb: NUL, half a surrogate pair. */
function holdsUnstorable(value: unknown): boolean {
  if (typeof value === 'string') return hasUnstorableCharacters(value);
  if (Array.isArray(value)) return value.some(holdsUnstorable);
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).some(([key, item]) => hasUnstorableCharacters(key) || holdsUnstorable(item));
  return false;
}

/** The first lines of a parse error: enough to say what is wrong, never the whole upload back. */
const shortly = (message: string): string => message.split('\n').slice(0, 4).join(' ').slice(0, 300);

/**
 * The run of an upload (the JSON text of { trace, checkpoints, versions, ended }), or ARO-E1046 saying why not:
 * too large (checked first, before any parsing), not JSON, not the shape, a trace that is not masked (masking
 * happens in the browser: nothing unmasked is ever stored) or was recorded under another tenant.
 */
export function parseRunInput(text: string, tenantId: string): RunInput {
  const sizeBytes = Buffer.byteLength(text, 'utf8');
  if (sizeBytes > RUN_MAX_BYTES)
    throw refused(
      `A recorded run may be at most ${RUN_MAX_BYTES / 1024} KB; this one is ${Math.ceil(sizeBytes / 1024)} KB.`,
    );
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw refused('A recorded run must be JSON.');
  }
  if (holdsUnstorable(value)) throw apiError('ARO-E1110');
  const run = runSchema.safeParse(value);
  if (!run.success) throw refused(`Not a recorded run: ${shortly(z.prettifyError(run.error))}`);
  let trace: Trace;
  try {
    trace = parseTrace(run.data.trace);
  } catch (error) {
    throw refused(shortly(error instanceof Error ? error.message : String(error)));
  }
  if (!trace.masked) throw refused('A recorded run must be masked in the browser (trace.masked).');
  if (trace.tenant !== tenantId) throw refused('This run was recorded for another tenant.');
  return { trace, checkpoints: run.data.checkpoints, versions: run.data.versions, ended: run.data.ended, sizeBytes };
}
