import type { InspectionEvent } from 'xstate';
import { createRecorder, type LogEntry, type Recorder } from '../../../flows/trace/recorder';
import { toJson, type JsonValue } from '../../../flows/trace/json';
import type { Trace, TraceStep } from '../../../flows/trace/trace';
import type { Checkpoint } from '../../../flows/runs/checkpoints';
import { parentOf } from '../../../machines/xstateInternals';
import type { HubRecord } from '../inspection';
import type { RunIdentity } from './runIdentity';

/** The checkpoints of a recorder's log (flows/runs/checkpoints.ts `checkpointsOf`). */
export type CheckpointsOf = (log: readonly LogEntry[], steps: readonly TraceStep[]) => Checkpoint[];

/** What `recordRun` stores (the contract's `run`, before JSON). */
export interface RecordedRun {
  readonly trace: Trace;
  readonly checkpoints: readonly Checkpoint[];
  readonly versions: Readonly<Record<string, string>>;
  readonly ended: boolean;
}

/** The run before masking: it never leaves the tab as it is. */
export interface UnmaskedRun {
  readonly trace: Trace;
  readonly checkpoints: readonly Checkpoint[];
}

/**
 * The run as it stood when this page took it over from the one before (a reload, the way back from the payment
 * gateway): unmasked, kept in the tab only (runIdentity.ts), masked again with the rest at every upload so each
 * value is masked the same way throughout.
 */
interface SoFar {
  readonly input: JsonValue;
  readonly recordedAt: string;
  readonly machines: readonly string[];
  readonly steps: readonly TraceStep[];
  readonly duration: number;
  readonly checkpoints: readonly Checkpoint[];
}

function isSoFar(value: unknown): value is SoFar {
  if (typeof value !== 'object' || value === null) return false;
  const { steps, checkpoints, machines, duration, recordedAt } = value as Record<string, unknown>;
  return (
    Array.isArray(steps) &&
    Array.isArray(checkpoints) &&
    Array.isArray(machines) &&
    typeof duration === 'number' &&
    typeof recordedAt === 'string'
  );
}

type InspectedActor = InspectionEvent['actorRef'];

function stateValue(actor: InspectedActor | null): { value: JsonValue; status: unknown } {
  const snapshot: unknown = actor?.getSnapshot();
  if (typeof snapshot !== 'object' || snapshot === null) return { value: null, status: undefined };
  const { value, status } = snapshot as { value?: unknown; status?: unknown };
  return { value: toJson(value ?? null), status };
}

/**
 * One assistant conversation being recorded on this page: the trace recorder fed from the inspection hub's records,
 * continuing what earlier pages of the tab recorded, turned into the masked run on demand.
 */
export class RunRecording {
  readonly #recorder: Recorder;
  readonly #before: SoFar | null;
  #root: InspectedActor | null = null;

  constructor(
    readonly identity: RunIdentity,
    tenant: string,
    input: unknown,
    /** The story so far (StoredRun.sofar) when the conversation was resumed from storage. */
    before: unknown = null,
  ) {
    this.#recorder = createRecorder({ flow: 'assistant', tenant, input: toJson(input) });
    this.#before = isSoFar(before) ? before : null;
  }

  /** Whether it continues a run begun on an earlier page; a resumed conversation without one is not recorded. */
  get continues(): boolean {
    return this.#before !== null;
  }

  take(record: HubRecord): void {
    switch (record.kind) {
      case 'begin':
        return;
      case 'emitted':
        this.#recorder.emitted(record.event, record.at);
        return;
      case 'inspect': {
        const { event } = record;
        // The conversation's root: the opening, then the whole assistant taking over from it.
        if (event.type === '@xstate.actor' && parentOf(event.actorRef) === undefined) this.#root = event.actorRef;
        this.#recorder.inspect(event, record.at);
        return;
      }
    }
  }

  /** The root stopped with an error or at a final state: the conversation is over. */
  get finished(): boolean {
    const { status } = stateValue(this.#root);
    return status === 'done' || status === 'error';
  }

  /** The whole run so far (unmasked: the caller masks it) and the story the tab keeps for a reload. */
  build(checkpointsOf: CheckpointsOf): { readonly run: UnmaskedRun; readonly sofar: SoFar } {
    const here = this.#recorder.toTrace({ value: stateValue(this.#root).value });
    const before = this.#before;
    const offset = before?.duration ?? 0;
    const firstStep = before?.steps.length ?? 0;
    const linesBefore = before?.checkpoints.at(-1)?.lines ?? 0;
    const steps = [...(before?.steps ?? []), ...here.steps.map((step) => ({ ...step, at: step.at + offset }))];
    const checkpoints = [
      ...(before?.checkpoints ?? []),
      ...checkpointsOf(this.#recorder.log(), this.#recorder.steps()).map((checkpoint) => ({
        ...checkpoint,
        at: checkpoint.at + offset,
        step: checkpoint.step + firstStep,
        lines: checkpoint.lines + linesBefore,
      })),
    ];
    const sofar: SoFar = {
      input: before?.input ?? here.input,
      recordedAt: before?.recordedAt ?? here.recordedAt,
      machines: [...new Set([...(before?.machines ?? []), ...here.machines])],
      steps,
      duration: offset + (here.duration ?? here.steps.at(-1)?.at ?? 0),
      checkpoints,
    };
    const trace: Trace = {
      ...here,
      input: sofar.input,
      recordedAt: sofar.recordedAt,
      machines: [...sofar.machines],
      steps,
      duration: sofar.duration,
    };
    return { run: { trace, checkpoints }, sofar };
  }
}
