import type { AnyEventObject, InspectionEvent } from 'xstate';
import { activeLanguage } from '../../i18n/translate';
import type { FlowId } from '../catalogue';
import type { ChatEmitted } from '../chatProtocol';
import { isLeafActor } from '../api';
import { toJson, type JsonValue } from './json';
import { TRACE_FORMAT, TRACE_VERSION } from './format';
import type { Trace, TraceEvent, TraceStep } from './trace';
import { transcriptLines } from './transcriptLines';
import { systemClock, type Clock } from '../../machines/clock';
import { parentOf } from '../../machines/xstateInternals';

/**
 * Records a running flow from XState's inspection events: the event log the inspector shows, and
 * the trace a replay needs (UI events reaching the root, leaf actors' results, what was emitted).
 *
 * Times are kept on a flow clock rather than the wall clock: real timers fire late (a few ms, or
 * much more in a background tab), while a replay fires them exactly on time. So when a timer fires,
 * the flow clock is set to the time it was due, and a step that happened while a timer was overdue
 * is placed just before that timer. Replayed on a SimulatedClock, every step then falls between the
 * same timers as it did live.
 */

export interface LogEntry {
  seq: number;
  /** ms since the recording started (flow clock). */
  at: number;
  type: '@xstate.event' | '@xstate.snapshot' | '@xstate.actor' | 'emitted';
  /** The sending actor's name ('assistant', 'auth', 'initiateAuthentication'), null from outside. */
  source: string | null;
  /** The receiving actor's name; 'transcript' for emitted chat events. */
  target: string;
  eventType: string;
  payload: JsonValue;
  /** The target's state value after it handled the event (or the snapshot's), null when unknown. */
  state: JsonValue | null;
  /** xstate.* events, delays, done/error/snapshot events between actors, actor creation. */
  internal: boolean;
}

export interface RecorderOptions {
  flow: FlowId;
  tenant: string;
  /** The root's input; the input seen in the root's own start event wins when it is recorded. */
  input: JsonValue;
  /** Where the steps' times are read (default the system clock); an event may also be stamped by the caller. */
  clock?: Clock;
  /** Defaults to the clock's time when the recorder was created. */
  recordedAt?: string;
}

export interface Recorder {
  /** Feed every inspection event of the flow's actor system (others' roots are ignored). `time`: when it happened, if not now. */
  inspect(ev: InspectionEvent, time?: number): void;
  /** Feed every chat event the root emitted. */
  emitted(ev: ChatEmitted, time?: number): void;
  log(): readonly LogEntry[];
  /** Called (soon, once per burst) after the log changed. */
  subscribe(listener: () => void): () => void;
  toTrace(final: { value: JsonValue }): Trace;
  /** The steps recorded so far. */
  steps(): readonly TraceStep[];
}

interface ActorInfo {
  readonly name: string;
  /** Child ids from the root ('' for the root): stable across a reload, unlike session ids. */
  readonly path: string;
  readonly machineId: string | null;
  readonly isRoot: boolean;
}

interface PendingTimer {
  readonly sessionId: string;
  readonly due: number;
  /** False once its actor stopped: it may still fire in a resumed actor, but no longer holds steps back. */
  live: boolean;
}

type Ref = InspectionEvent['actorRef'];

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && key in value
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

function machineIdOf(ref: Ref): string | null {
  const logic = field(ref, 'logic');
  const id = field(logic, 'id');
  return typeof id === 'string' && field(logic, 'root') !== undefined ? id : null;
}

function isInternalEvent(type: string): boolean {
  return type.startsWith('xstate.');
}

const ROOT_EVENT_EXCLUDED = /^xstate\./;
const PROMISE_RESOLVE = 'xstate.promise.resolve';
const PROMISE_REJECT = 'xstate.promise.reject';

function withoutType(event: AnyEventObject): JsonValue {
  return toJson(Object.fromEntries(Object.entries(event).filter(([key]) => key !== 'type')));
}

function errorText(error: unknown): string | undefined {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return undefined;
}

function snapshotState(snapshot: unknown): JsonValue {
  const value: unknown = field(snapshot, 'value');
  return value === undefined ? toJson(field(snapshot, 'status')) : toJson(value);
}

export function createRecorder(opts: RecorderOptions): Recorder {
  const clock = opts.clock ?? systemClock;
  const now = (): number => clock.now();
  const recordedAt = opts.recordedAt ?? new Date(clock.now()).toISOString();
  const roots = new Map<string, boolean>();
  const actors = new Map<string, ActorInfo>();
  const machines = new Set<string>();
  const steps: TraceStep[] = [];
  const emittedEvents: ChatEmitted[] = [];
  const entries: LogEntry[] = [];
  /** What log() hands out: a copy made once per change, so readers can compare by identity. */
  let published: readonly LogEntry[] | null = null;
  let input: JsonValue | undefined;

  // The flow clock: flow time = anchorAt + (wall - anchorWall), re-anchored at every step and timer.
  let anchorAt = 0;
  let anchorWall: number | null = null;
  let lastStepAt = 0;
  let lastLogAt = 0;
  const timers = new Map<string, PendingTimer>();
  const timerKeys = new WeakMap<object, string>();
  const eventEntries = new WeakMap<object, number>();

  const listeners = new Set<() => void>();
  let notifyQueued = false;
  const changed = (): void => {
    if (notifyQueued || listeners.size === 0) return;
    notifyQueued = true;
    queueMicrotask(() => {
      notifyQueued = false;
      for (const listener of listeners) listener();
    });
  };

  const flowNow = (wall: number): number => {
    if (anchorWall === null) {
      anchorWall = wall;
      return 0;
    }
    return Math.max(0, Math.round(anchorAt + (wall - anchorWall)));
  };
  const anchor = (at: number, wall: number): void => {
    anchorAt = at;
    anchorWall = wall;
  };
  /** A step's time: not before the previous step, and before any timer that had not fired yet. */
  const stepAt = (wall: number): number => {
    let at = flowNow(wall);
    for (const timer of timers.values()) if (timer.live && at >= timer.due) at = timer.due - 1;
    return Math.max(at, lastStepAt);
  };
  const addStep = (step: TraceStep, wall: number): void => {
    steps.push(step);
    lastStepAt = step.at;
    anchor(step.at, wall);
  };

  const addEntry = (entry: Omit<LogEntry, 'seq' | 'at'>, wall: number): number => {
    const at = Math.max(lastLogAt, flowNow(wall));
    lastLogAt = at;
    entries.push({ seq: entries.length + 1, at, ...entry });
    published = null;
    changed();
    return entries.length - 1;
  };
  const setState = (index: number, state: JsonValue): void => {
    const entry = entries[index];
    if (entry === undefined) return;
    entries[index] = { ...entry, state };
    published = null;
    changed();
  };

  const nameOf = (ref: Ref | undefined): string | null =>
    ref === undefined ? null : (actors.get(ref.sessionId)?.name ?? ref.sessionId);

  /** Accepts the systems whose root runs the recorded flow (several in a row when a conversation resumes). */
  const accepted = (ev: InspectionEvent): boolean => {
    const known = roots.get(ev.rootId);
    if (known !== undefined) return known;
    if (ev.actorRef.sessionId !== ev.rootId) return false;
    const ok = machineIdOf(ev.actorRef) === opts.flow;
    roots.set(ev.rootId, ok);
    return ok;
  };

  const register = (ref: Ref, rootId: string): ActorInfo => {
    const existing = actors.get(ref.sessionId);
    if (existing !== undefined) return existing;
    const isRoot = ref.sessionId === rootId;
    const parent: unknown = parentOf(ref);
    const parentInfo =
      typeof field(parent, 'sessionId') === 'string' ? actors.get(field(parent, 'sessionId') as string) : undefined;
    const rawId = field(ref, 'id');
    const id = typeof rawId === 'string' ? rawId : ref.sessionId;
    const src = field(ref, 'src');
    const machineId = machineIdOf(ref);
    const info: ActorInfo = {
      name: isRoot ? opts.flow : typeof src === 'string' ? src : (machineId ?? id),
      path: isRoot ? '' : `${parentInfo?.path ?? ''}/${id}`,
      machineId,
      isRoot,
    };
    actors.set(ref.sessionId, info);
    if (machineId !== null) machines.add(machineId);
    return info;
  };

  const onAction = (ev: Extract<InspectionEvent, { type: '@xstate.action' }>, info: ActorInfo, wall: number): void => {
    const { type, params } = ev.action;
    if (type === 'xstate.cancel') {
      const sendId = field(params, 'sendId');
      if (typeof sendId === 'string') timers.delete(`${info.path}|${sendId}`);
      return;
    }
    if (type !== 'xstate.raise' && type !== 'xstate.sendTo') return;
    const delay = field(params, 'delay');
    const event = field(params, 'event');
    if (typeof delay !== 'number' || typeof event !== 'object' || event === null) return;
    const id = field(params, 'id');
    const key = `${info.path}|${typeof id === 'string' ? id : String(field(event, 'type'))}`;
    timers.set(key, { sessionId: ev.actorRef.sessionId, due: flowNow(wall) + delay, live: true });
    timerKeys.set(event, key);
  };

  const onEvent = (ev: Extract<InspectionEvent, { type: '@xstate.event' }>, info: ActorInfo, wall: number): void => {
    const { event, sourceRef } = ev;
    const isResult = event.type === PROMISE_RESOLVE || event.type === PROMISE_REJECT;
    if (isResult) {
      // A promise actor settles by sending itself its result.
      const src = field(ev.actorRef, 'src');
      if (isLeafActor(src)) {
        const at = stepAt(wall);
        const data: unknown = field(event, 'data');
        if (event.type === PROMISE_RESOLVE)
          addStep({ kind: 'result', at, actor: src, outcome: 'done', output: toJson(data ?? null) }, wall);
        else {
          const error = errorText(data);
          addStep(
            { kind: 'result', at, actor: src, outcome: 'error', ...(error === undefined ? {} : { error }) },
            wall,
          );
        }
      }
    } else if (sourceRef !== undefined) {
      // A delayed event firing: the flow clock is when it was due.
      const sourcePath = actors.get(sourceRef.sessionId)?.path ?? '';
      const key =
        timerKeys.get(event) ?? (event.type.startsWith('xstate.after.') ? `${sourcePath}|${event.type}` : undefined);
      const timer = key === undefined ? undefined : timers.get(key);
      if (key !== undefined && timer !== undefined) {
        timers.delete(key);
        anchor(Math.max(timer.due, lastStepAt), wall);
      }
    } else if (info.isRoot && event.type === 'xstate.init') {
      // A resumed conversation starts from a snapshot, without input: the first start's input stands.
      const given = field(event, 'input');
      if (input === undefined && given !== undefined) input = toJson(given);
    } else if (!ROOT_EVENT_EXCLUDED.test(event.type) && info.machineId !== null) {
      const step: TraceStep = { kind: 'event', at: stepAt(wall), event: toJson(event) as TraceEvent };
      addStep(info.isRoot ? step : { ...step, to: info.name }, wall);
    }
    const index = addEntry(
      {
        type: '@xstate.event',
        source: nameOf(sourceRef),
        target: info.name,
        eventType: event.type,
        payload: withoutType(event),
        state: null,
        internal: isInternalEvent(event.type),
      },
      wall,
    );
    eventEntries.set(event, index);
  };

  const onSnapshot = (
    ev: Extract<InspectionEvent, { type: '@xstate.snapshot' }>,
    info: ActorInfo,
    wall: number,
  ): void => {
    const status = field(ev.snapshot, 'status');
    if (status !== 'active') {
      for (const timer of timers.values()) if (timer.sessionId === ev.actorRef.sessionId) timer.live = false;
    }
    const state = snapshotState(ev.snapshot);
    const cause = eventEntries.get(ev.event);
    if (cause !== undefined && entries[cause]?.target === info.name) setState(cause, state);
    const leafSettled = info.machineId === null && (status === 'done' || status === 'error');
    addEntry(
      {
        type: '@xstate.snapshot',
        source: null,
        target: info.name,
        eventType: ev.event.type,
        payload: toJson({
          status,
          output: field(ev.snapshot, 'output'),
          error: errorText(field(ev.snapshot, 'error')),
        }),
        state,
        internal: !leafSettled,
      },
      wall,
    );
  };

  return {
    inspect(ev, time) {
      if (!accepted(ev)) return;
      const wall = time ?? now();
      const info = register(ev.actorRef, ev.rootId);
      switch (ev.type) {
        case '@xstate.actor': {
          const parent = nameOf(parentOf(ev.actorRef));
          addEntry(
            {
              type: '@xstate.actor',
              source: parent,
              target: info.name,
              eventType: '@xstate.actor',
              payload: toJson({ machine: info.machineId, path: info.path }),
              state: null,
              internal: true,
            },
            wall,
          );
          break;
        }
        case '@xstate.event':
          onEvent(ev, info, wall);
          break;
        case '@xstate.snapshot':
          onSnapshot(ev, info, wall);
          break;
        case '@xstate.action':
          onAction(ev, info, wall);
          break;
        case '@xstate.microstep':
        case '@xstate.transition':
          break;
      }
    },
    emitted(ev, time) {
      emittedEvents.push(ev);
      const { type, ...payload } = ev;
      addEntry(
        {
          type: 'emitted',
          source: opts.flow,
          target: 'transcript',
          eventType: type,
          payload: toJson(payload),
          state: null,
          internal: false,
        },
        time ?? now(),
      );
    },
    log: () => (published ??= entries.slice()),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    steps: () => steps,
    toTrace(final) {
      const duration = anchorWall === null ? lastStepAt : stepAt(now());
      return {
        format: TRACE_FORMAT,
        version: TRACE_VERSION,
        flow: opts.flow,
        machines: machines.size === 0 ? [opts.flow] : [...machines],
        tenant: opts.tenant,
        recordedAt,
        language: activeLanguage(),
        masked: false,
        input: input ?? opts.input,
        steps: steps.map((step) => ({ ...step })),
        duration,
        expected: { finalState: final.value, transcript: transcriptLines(emittedEvents) },
      };
    },
  };
}
