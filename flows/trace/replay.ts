import {
  SimulatedClock,
  createActor,
  fromPromise,
  isMachineSnapshot,
  type Actor,
  type AnyActorRef,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';
import { wordedIn } from '../../i18n/translate';
import { DEFAULT_LANGUAGE } from '../../i18n/languages';
import {
  CHAT_EMITTED_TYPES,
  applyChatEvent,
  emptyTranscript,
  type ChatEmitted,
  type TranscriptState,
} from '../chatProtocol';
import { leafActorsFrom, type LeafActor, type LeafActors } from '../api';
import { composeFlow } from '../compose';
import type { FlowId } from '../catalogue';
import { toJson, type JsonValue } from './json';
import { createRecorder, type LogEntry, type Recorder } from './recorder';
import type { Trace, TraceStep } from './trace';
import { transcriptLines } from './transcriptLines';
import { activeStateIds, relayToSelf } from '../../machines/xstateInternals';

/**
 * Runs a trace again against the real machines (composed by flows/compose.ts) on xstate's
 * SimulatedClock: every delay fires exactly when due, UI events are sent when they were recorded,
 * and each leaf actor (an API call) is answered with its recorded result when the replay reaches
 * that step (first call of a src gets the first result of that src). Nothing is mocked but the API.
 */

interface ReplayActor {
  /** 'assistant' for the root, else the child's name ('auth', 'registration'). */
  id: string;
  machineId: string;
  parentId: string | null;
  value: JsonValue;
  /** Active state node ids ('auth.enteringCode.counting'). */
  activeIds: string[];
  /** The actor's context at this frame, as JSON (what the inspector shows beside its statechart). */
  context: JsonValue;
}

export interface ReplayFrame {
  /** Steps applied: 0 = before the first, length = after the last. */
  index: number;
  /** The step just applied (null for frame 0). */
  step: TraceStep | null;
  /** Flow time of the frame: when the next step happened (the last frame: when the recording stopped). */
  time: number;
  actors: ReplayActor[];
  transcript: TranscriptState;
  lines: string[];
  log: LogEntry[];
  /** Where the replay could not follow the trace (a result nobody was waiting for, a machine error). */
  problems: string[];
}

export interface ReplayOptions {
  /**
   * The machines to replay against (default: the current build's, flows/compose.ts). A test builds
   * a changed version of a conversation with `.provide()` on the composed flow, to see a recorded
   * run diverge from it (flows/runs/divergence.ts).
   */
  readonly compose?: (flow: FlowId, api: LeafActors) => AnyStateMachine;
}

export interface Replay {
  readonly trace: Trace;
  /** Number of steps. */
  readonly length: number;
  /**
   * What the patient saw with steps 1..index applied, the clock run on to the moment of the next
   * step (so frame(i) is the screen the patient acted on at step i + 1). Re-runs from the start
   * when going back; going forward continues the current run.
   */
  frame(index: number): ReplayFrame;
}

const CHAT_EVENTS: ReadonlySet<string> = CHAT_EMITTED_TYPES;

function isChatEmitted(event: EventObject): event is ChatEmitted {
  return CHAT_EVENTS.has(event.type);
}

function status(ref: AnyActorRef): unknown {
  const snapshot: unknown = ref.getSnapshot();
  return typeof snapshot === 'object' && snapshot !== null && 'status' in snapshot ? snapshot.status : undefined;
}

function childName(ref: AnyActorRef): string {
  if (typeof ref.src === 'string') return ref.src;
  const snapshot: unknown = ref.getSnapshot();
  return isMachineSnapshot(snapshot) ? snapshot.machine.id : ref.id;
}

function childrenOf(ref: AnyActorRef): AnyActorRef[] {
  const snapshot: unknown = ref.getSnapshot();
  if (!isMachineSnapshot(snapshot)) return [];
  return Object.values(snapshot.children as Record<string, AnyActorRef | undefined>).filter(
    (child): child is AnyActorRef => child !== undefined,
  );
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * xstate's SimulatedClock, advanced one due time at a time: `set(t)` alone would fire a chain of
 * timers (300 ms, then 1 s) all at t, scheduling each next one from t instead of from when it fired.
 */
class ReplayClock extends SimulatedClock {
  readonly #due = new Map<number, number>();

  override setTimeout(fn: () => void, timeout: number): number {
    const id = super.setTimeout(() => {
      this.#due.delete(id);
      fn();
    }, timeout);
    this.#due.set(id, this.now() + timeout);
    return id;
  }

  override clearTimeout(id: number): void {
    this.#due.delete(id);
    super.clearTimeout(id);
  }

  advanceTo(time: number): void {
    for (;;) {
      const next = Math.min(...this.#due.values());
      if (!Number.isFinite(next) || next > time) break;
      this.set(Math.max(this.now(), next));
    }
    this.set(Math.max(this.now(), time));
  }
}

/** One deterministic run of a trace. */
class Run {
  readonly clock = new ReplayClock();
  readonly recorder: Recorder;
  readonly actor: Actor<AnyStateMachine>;
  readonly emitted: ChatEmitted[] = [];
  readonly problems: string[] = [];
  transcript: TranscriptState = emptyTranscript;
  applied = 0;
  readonly #waiting = new Map<string, AnyActorRef[]>();

  constructor(
    readonly trace: Trace,
    compose: NonNullable<ReplayOptions['compose']> = composeFlow,
  ) {
    this.recorder = createRecorder({
      flow: trace.flow,
      tenant: trace.tenant,
      input: trace.input,
      clock: this.clock,
      recordedAt: trace.recordedAt,
    });
    this.actor = createActor(compose(trace.flow, this.#api()), {
      input: trace.input,
      clock: this.clock,
      inspect: (ev) => this.recorder.inspect(ev),
    });
    this.actor.on('*', (event: EventObject) => {
      if (!isChatEmitted(event)) return;
      this.emitted.push(event);
      this.transcript = applyChatEvent(this.transcript, event);
      this.recorder.emitted(event);
    });
    this.actor.subscribe({
      error: (error: unknown) =>
        this.problems.push(`The ${trace.flow} machine stopped with an error: ${describeError(error)}`),
    });
    this.actor.start();
  }

  /** Leaf actors that wait for the replay to hand them their recorded result. */
  #api(): LeafActors {
    return leafActorsFrom((src: LeafActor) =>
      fromPromise(({ self }) => {
        this.#queue(src).push(self);
        return new Promise<never>(() => undefined);
      }),
    );
  }

  #queue(src: string): AnyActorRef[] {
    let queue = this.#waiting.get(src);
    if (queue === undefined) {
      queue = [];
      this.#waiting.set(src, queue);
    }
    return queue;
  }

  advance(to: number): void {
    this.clock.advanceTo(to);
  }

  apply(step: TraceStep): void {
    this.advance(step.at);
    const number = this.applied + 1;
    this.applied = number;
    if (step.kind === 'event') {
      const target = step.to === undefined ? this.actor : this.#find(step.to);
      if (target === undefined)
        this.problems.push(`Step ${number}: no '${step.to ?? ''}' actor to send ${step.event.type} to`);
      else target.send(step.event);
      return;
    }
    const queue = this.#queue(step.actor);
    while (queue[0] !== undefined && status(queue[0]) !== 'active') queue.shift();
    const leaf = queue.shift();
    if (leaf === undefined) {
      this.problems.push(
        `Step ${number}: no ${step.actor} call was waiting for this result (the flow took another path)`,
      );
      return;
    }
    // Settled the way fromPromise settles: the actor sends itself the result.
    const result: EventObject & { data: unknown } =
      step.outcome === 'done'
        ? { type: 'xstate.promise.resolve', data: step.output }
        : { type: 'xstate.promise.reject', data: step.error === undefined ? undefined : new Error(step.error) };
    relayToSelf(leaf, result);
  }

  #find(name: string): AnyActorRef | undefined {
    const visit = (ref: AnyActorRef): AnyActorRef | undefined => {
      for (const child of childrenOf(ref)) {
        if (childName(child) === name) return child;
        const found = visit(child);
        if (found !== undefined) return found;
      }
      return undefined;
    };
    return visit(this.actor);
  }

  rootValue(): JsonValue {
    return toJson(this.actor.getSnapshot().value);
  }

  actors(): ReplayActor[] {
    const result: ReplayActor[] = [];
    const visit = (ref: AnyActorRef, id: string, parentId: string | null): void => {
      const snapshot: unknown = ref.getSnapshot();
      if (!isMachineSnapshot(snapshot)) return;
      result.push({
        id,
        machineId: snapshot.machine.id,
        parentId,
        value: toJson(snapshot.value),
        activeIds: activeStateIds(snapshot),
        context: toJson(snapshot.context),
      });
      for (const child of childrenOf(ref)) visit(child, childName(child), id);
    };
    visit(this.actor, this.trace.flow, null);
    return result;
  }

  frame(index: number, step: TraceStep | null): ReplayFrame {
    return {
      index,
      step,
      time: this.clock.now(),
      actors: this.actors(),
      transcript: this.transcript,
      lines: transcriptLines(this.emitted),
      log: [...this.recorder.log()],
      problems: [...this.problems],
    };
  }
}

function endOf(trace: Trace): number {
  return Math.max(trace.duration ?? 0, trace.steps.at(-1)?.at ?? 0);
}

export function createReplay(trace: Trace, options: ReplayOptions = {}): Replay {
  let run: Run | null = null;
  const length = trace.steps.length;
  return {
    trace,
    length,
    frame(requested) {
      // In the language the conversation was recorded in (English for recordings made before languages).
      return wordedIn(trace.language ?? DEFAULT_LANGUAGE, () => {
        const index = Math.min(Math.max(0, Math.trunc(requested)), length);
        if (run === null || run.applied > index) run = new Run(trace, options.compose);
        for (const step of trace.steps.slice(run.applied, index)) run.apply(step);
        run.advance(trace.steps[index]?.at ?? endOf(trace));
        return run.frame(index, trace.steps[index - 1] ?? null);
      });
    },
  };
}

/** The whole trace replayed: the final frame. */
export function replayTrace(trace: Trace, options: ReplayOptions = {}): ReplayFrame {
  const replay = createReplay(trace, options);
  return replay.frame(replay.length);
}

/** The root's state and the transcript lines after the whole trace: compare with trace.expected. */
export function runTrace(trace: Trace): Promise<{ finalState: JsonValue; transcript: string[] }> {
  const frame = replayTrace(trace);
  const root = frame.actors.find((actor) => actor.parentId === null);
  return Promise.resolve({ finalState: root?.value ?? null, transcript: frame.lines });
}

/** The root's state value when each step was reached (before it was applied): what a step meant. */
export function statesAtSteps(trace: Trace): JsonValue[] {
  const run = new Run(trace);
  return trace.steps.map((step) => {
    run.advance(step.at);
    const value = run.rootValue();
    run.apply(step);
    return value;
  });
}

/** The composer the patient had when each step was reached: which input a typed reply went to. */
export function composersAtSteps(trace: Trace): TranscriptState['composer'][] {
  const run = new Run(trace);
  return trace.steps.map((step) => {
    run.advance(step.at);
    const { composer } = run.transcript;
    run.apply(step);
    return composer;
  });
}
