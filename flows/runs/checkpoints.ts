import { CHAT_EMITTED_TYPES, type ChatEmitted } from '../chatProtocol';
import type { JsonValue } from '../trace/json';
import type { LogEntry } from '../trace/recorder';
import type { TraceStep } from '../trace/trace';
import { transcriptLineFold } from '../trace/transcriptLines';
import { stateIdsOf } from './stateIds';

/**
 * The checkpoints of a recorded run: after `step` trace steps had been applied, at flow time `at`,
 * the event `event` left the conversation's machine actors in `states` (sorted state node ids, the
 * form of ./stateIds.ts: 'assistant.booking.running.invoiced', 'booking.invoiced'), and the
 * transcript had `lines` lines (as flows/trace/transcriptLines.ts counts them).
 *
 * Read from the recorder's log (flows/trace/recorder.ts), never from live actors, so the same
 * function gives the checkpoints of a live conversation and of its replay (flows/trace/replay.ts),
 * and the two compare. XState logs one event's handling as: the event, those it caused in other
 * actors (nested), the chat events emitted, then a snapshot of every actor that got an event. When
 * every event has its snapshot, that handling is over; there, if the states or the line count
 * changed, a checkpoint is taken, named after the first event a machine handled in it (a UI event,
 * 'xstate.after.…', 'xstate.done.actor.…', 'xstate.error.actor.…'). An event that never got its
 * snapshot (sent to an actor that had stopped) is over when the next handling starts.
 *
 * Leaf actors (API calls) have no states of their own: their results show in their machine's
 * states. A machine that finished (done or error) is in the checkpoint of the handling that
 * finished it, in its final state, and gone from the next; a stopped one is gone at once.
 */

export interface Checkpoint {
  at: number;
  step: number;
  event: string;
  states: string[];
  lines: number;
}

const RESULT_EVENTS = { done: 'xstate.promise.resolve', error: 'xstate.promise.reject' } as const;

function field(value: JsonValue | null, key: string): JsonValue | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? value[key] : undefined;
}

/** A chat event as the recorder logged it (type apart from the rest), whole again. */
function chatEventOf(entry: LogEntry): ChatEmitted | null {
  if (!CHAT_EMITTED_TYPES.has(entry.eventType)) return null;
  const { payload } = entry;
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
  // The recorder wrote exactly what the machine emitted; its type says which ChatEmitted it is.
  return { ...payload, type: entry.eventType } as unknown as ChatEmitted;
}

/** Whether a log entry is what the trace's next step recorded (so that step has been applied). */
function appliesStep(entry: LogEntry, step: TraceStep | undefined, root: string): boolean {
  if (step === undefined || entry.type !== '@xstate.event') return false;
  if (step.kind === 'result') return entry.target === step.actor && entry.eventType === RESULT_EVENTS[step.outcome];
  return entry.source === null && entry.eventType === step.event.type && entry.target === (step.to ?? root);
}

const STOP_EVENT = 'xstate.stop';

/** An event from outside (UI), or an actor's own (a delay firing, a promise settling). */
function startsHandling(entry: LogEntry): boolean {
  return entry.type === '@xstate.event' && (entry.source === null || entry.source === entry.target);
}

function sameStates(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

export function checkpointsOf(log: readonly LogEntry[], steps: readonly TraceStep[]): Checkpoint[] {
  const checkpoints: Checkpoint[] = [];
  /** Actor name → its machine's id (leaf actors have none). */
  const machines = new Map<string, string>();
  /** Actor name → its active state ids, for the machine actors running now. */
  const current = new Map<string, string[]>();
  /** Machines that finished in the handling under way: shown once more, then dropped. */
  const finished = new Set<string>();
  const lines = transcriptLineFold();
  let root = '';
  let applied = 0;
  /** The first event a machine handled since the last checkpoint (else the first event at all). */
  let cause: string | null = null;
  let first: string | null = null;

  const take = (at: number): void => {
    const states = [...current.values()].flat().sort();
    const last = checkpoints.at(-1);
    if (last === undefined || last.lines !== lines.lines.length || !sameStates(last.states, states))
      checkpoints.push({ at, step: applied, event: cause ?? first ?? '', states, lines: lines.lines.length });
    for (const name of finished) current.delete(name);
    finished.clear();
    cause = null;
    first = null;
  };

  /** Events logged in the handling under way that have not had their snapshot yet. */
  let open = 0;
  let since = 0;
  const end = (at: number): void => {
    take(at);
    open = 0;
    since = 0;
  };

  log.forEach((entry, index) => {
    const previous = log[index - 1];
    // A UI event, a timer or a call's result starts a new handling; the one before is over by now.
    if (since > 0 && previous?.type === '@xstate.snapshot' && startsHandling(entry)) end(previous.at);
    since += 1;
    switch (entry.type) {
      case '@xstate.actor': {
        const machine = field(entry.payload, 'machine');
        if (typeof machine === 'string') machines.set(entry.target, machine);
        // A new root: the conversation resumed in a new actor system, whose actors replace the old.
        if (field(entry.payload, 'path') === '') {
          root = entry.target;
          current.clear();
        }
        break;
      }
      case '@xstate.event':
        open += 1;
        if (appliesStep(entry, steps[applied], root)) applied += 1;
        first ??= entry.eventType;
        if (cause === null && machines.has(entry.target)) cause = entry.eventType;
        break;
      case 'emitted': {
        const event = chatEventOf(entry);
        if (event !== null) lines.add(event);
        break;
      }
      case '@xstate.snapshot': {
        const machine = machines.get(entry.target);
        if (machine !== undefined) {
          const status = field(entry.payload, 'status');
          if (status === 'stopped') current.delete(entry.target);
          else current.set(entry.target, stateIdsOf(machine, entry.state));
          if (status === 'done' || status === 'error') finished.add(entry.target);
        }
        // A stopped actor's snapshot answers no logged event.
        if (entry.eventType !== STOP_EVENT) open -= 1;
        if (open <= 0) end(entry.at);
        break;
      }
    }
  });
  const last = log.at(-1);
  if (since > 0 && last !== undefined) end(last.at);
  return checkpoints;
}
