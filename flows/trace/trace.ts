import { z } from 'zod';
import { LANGUAGES, type Language } from '../../i18n/languages';
import { FLOW_IDS, type FlowId } from '../flowIds';
import type { JsonValue } from './json';
import { TRACE_FORMAT, TRACE_VERSION } from './format';

export type { JsonValue } from './json';

/**
 * A recorded run of a flow: what reached the root from the UI and what the API answered, with
 * times, so the real machines can be run again deterministically (flows/trace/replay.ts), plus what
 * the patient saw (expected) for replay tests.
 */

export { TRACE_FORMAT, TRACE_VERSION } from './format';

export type TraceEvent = { type: string; [key: string]: JsonValue };

export type TraceStep =
  /** An event sent to the root by the UI (a tap, a typed reply). */
  | {
      kind: 'event';
      at: number;
      event: TraceEvent;
      /** A child actor's name when the event went to it instead of the root (the inspector's send panel). */ to?: string;
    }
  /** A leaf actor's answer (actor = its src, e.g. 'initiateAuthentication'). */
  | { kind: 'result'; at: number; actor: string; outcome: 'done' | 'error'; output?: JsonValue; error?: string };

export interface Trace {
  format: 'carechat.trace';
  version: 1;
  /** The root machine. */
  flow: FlowId;
  /** Ids of every machine that ran (root and children). */
  machines: string[];
  tenant: string;
  recordedAt: string;
  /** The language the conversation was worded in; a replay words it the same (absent: English, the default). */
  language?: Language;
  masked: boolean;
  /** The root actor's input (its clock `now` included). */
  input: JsonValue;
  /** In order; `at` = ms since the recording started, on the flow's own clock (see recorder.ts). */
  steps: TraceStep[];
  /** When the recording stopped (ms since its start); a replay's last frame runs the clock to it. Defaults to the last step's time. */
  duration?: number;
  expected: { finalState: JsonValue; transcript: string[] };
}

const json = z.json();
const at = z.number().nonnegative();

const stepSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('event'),
    at,
    event: z
      .record(z.string(), json)
      .refine((event) => typeof event.type === 'string' && event.type !== '', 'an event needs a type'),
    to: z.string().min(1).optional(),
  }),
  z.object({
    kind: z.literal('result'),
    at,
    actor: z.string().min(1),
    outcome: z.enum(['done', 'error']),
    output: json.optional(),
    error: z.string().optional(),
  }),
]);

const traceSchema = z.object({
  format: z.literal(TRACE_FORMAT, { error: `not a Carechat trace (format must be '${TRACE_FORMAT}')` }),
  version: z.literal(TRACE_VERSION, { error: `unsupported trace version (this app reads version ${TRACE_VERSION})` }),
  flow: z.enum(FLOW_IDS as [FlowId, ...FlowId[]]),
  machines: z.array(z.string()),
  tenant: z.string(),
  recordedAt: z.string(),
  language: z.enum(LANGUAGES).optional(),
  masked: z.boolean(),
  input: json,
  steps: z.array(stepSchema),
  duration: at.optional(),
  expected: z.object({ finalState: json, transcript: z.array(z.string()) }),
});

class TraceError extends Error {
  override readonly name = 'TraceError';
}

function checkOrder(steps: readonly TraceStep[]): void {
  steps.forEach((step, index) => {
    const previous = steps[index - 1];
    if (previous !== undefined && step.at < previous.at)
      throw new TraceError(
        `Invalid trace: step ${index + 1} happens before step ${index} (at ${step.at} < ${previous.at})`,
      );
  });
}

/** A trace from parsed JSON, validated; throws a TraceError naming what is wrong and where. */
export function parseTrace(value: unknown): Trace {
  const result = traceSchema.safeParse(value);
  if (!result.success) throw new TraceError(`Invalid trace:\n${z.prettifyError(result.error)}`);
  const trace = result.data as Trace;
  checkOrder(trace.steps);
  return trace;
}

/** The trace as a file's text (stable key order, 2-space indent). */
export function stringifyTrace(trace: Trace): string {
  return `${JSON.stringify(trace, null, 2)}\n`;
}
