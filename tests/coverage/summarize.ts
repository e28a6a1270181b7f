import type { AnyStateMachine } from 'xstate';
import type { CoverageRecord, CoverageSource } from './coverageFiles';
import { conversations, coverable, type Coverable } from './machineCoverage';
import type { UnreachableNotes } from './unreachable';

/**
 * The coverage report from what the coverage run recorded: one line per machine (and per conversation
 * of a machine: a state node with `meta.conversation`), states and transitions reached out of all,
 * then what is missing and what tests/coverage/unreachable.ts explains. Pure and ordered by the
 * definitions alone (file path, export name, document order), so the same run always reads the same.
 */

interface ReportedFile {
  readonly file: string;
  readonly machines: readonly { readonly machine: AnyStateMachine }[];
}

export interface ReportInput {
  readonly files: readonly ReportedFile[];
  readonly records: readonly CoverageRecord[];
  readonly notes: UnreachableNotes;
  /** Ids flows/catalogue.ts lists (the inspector shows only those). */
  readonly catalogued: ReadonlySet<string>;
}

export interface Report {
  readonly lines: readonly string[];
  /** Why the run fails; empty when every machine has a model-based test and all it lacks is explained. */
  readonly problems: readonly string[];
}

interface Reached {
  readonly states: ReadonlySet<string>;
  readonly transitions: ReadonlySet<string>;
}

function reachedBy(records: readonly CoverageRecord[], machineId: string, source?: CoverageSource): Reached {
  const from = records.filter((record) => source === undefined || record.source === source);
  return {
    states: new Set(from.flatMap((record) => record.states[machineId] ?? [])),
    transitions: new Set(from.flatMap((record) => record.transitions[machineId] ?? [])),
  };
}

const count = (all: ReadonlyMap<string, string>, hit: ReadonlySet<string>): number => [...all.keys()].filter((key) => hit.has(key)).length;

function figures(part: Coverable, reached: Reached): string {
  return `states ${count(part.states, reached.states)}/${part.states.size}  transitions ${count(part.transitions, reached.transitions)}/${part.transitions.size}`;
}

const SOURCES: readonly CoverageSource[] = ['model-based tests', 'replays'];

function bySource(part: Coverable, records: readonly CoverageRecord[], machineId: string): string {
  return SOURCES.map((source) => {
    const reached = reachedBy(records, machineId, source);
    return `${source}: ${count(part.states, reached.states)} states, ${count(part.transitions, reached.transitions)} transitions`;
  }).join('; ');
}

/** How the report prints a state or transition, and how tests/coverage/unreachable.ts names it: `state a.b`, or the transition's label. */
const itemName = (kind: keyof Coverable, label: string): string => (kind === 'states' ? `state ${label}` : label);

const touches = (part: Coverable, reached: Reached): boolean => count(part.states, reached.states) + count(part.transitions, reached.transitions) > 0;

/** One machine's lines; problems go to `problems`. */
function machineLines(machine: AnyStateMachine, file: string, input: ReportInput, width: number, problems: string[]): string[] {
  const { id } = machine;
  const all = coverable(machine);
  const parts = conversations(machine);
  const reached = reachedBy(input.records, id);
  const modelBased = reachedBy(input.records, id, 'model-based tests');
  const notes = input.notes[id] ?? {};
  const catalogued = input.catalogued.has(id) ? '' : '  (not in flows/catalogue.ts)';
  const lines = [`${id.padEnd(width)}  ${figures(all, reached)}  (${bySource(all, input.records, id)})  ${file}${catalogued}`];
  if (!touches(all, modelBased)) {
    lines.push(`${''.padEnd(width)}  no model-based test runs it`);
    problems.push(`${id}: no model-based test runs it (${file})`);
  }

  // Each missing item is told under the innermost conversation holding it, or the machine.
  const owner = (kind: keyof Coverable, key: string): number => {
    let best = -1;
    parts.forEach((part, index) => {
      if (!part.coverable[kind].has(key)) return;
      const bestPart = parts[best];
      if (bestPart === undefined || part.state.split('.').length > bestPart.state.split('.').length) best = index;
    });
    return best;
  };
  const itemsOf = (index: number): string[] => {
    const items: string[] = [];
    for (const kind of ['states', 'transitions'] as const) {
      for (const [key, label] of all[kind]) {
        if (reached[kind].has(key) || owner(kind, key) !== index) continue;
        const what = itemName(kind, label);
        const why = notes[what];
        if (why !== undefined) items.push(`explained: ${what} (${why})`);
        else {
          items.push(`missing: ${what}`);
          problems.push(`${id}: not reached and not explained in tests/coverage/unreachable.ts: ${what}`);
        }
      }
    }
    return items.map((item) => `${''.padEnd(width)}    ${item}`);
  };

  lines.push(...itemsOf(-1));
  parts.forEach((part, index) => {
    const name = `  › ${part.title}`;
    lines.push(`${name.padEnd(width)}  ${figures(part.coverable, reached)}  (${bySource(part.coverable, input.records, id)})  state ${part.state}`);
    if (!touches(part.coverable, modelBased)) {
      lines.push(`${''.padEnd(width)}    no model-based test reaches it`);
      problems.push(`${id} › ${part.title}: no model-based test reaches it`);
    }
    lines.push(...itemsOf(index));
  });

  const names = (kind: keyof Coverable, onlyReached: boolean): string[] =>
    [...all[kind]].filter(([key]) => !onlyReached || reached[kind].has(key)).map(([, label]) => itemName(kind, label));
  const labels = new Set([...names('states', false), ...names('transitions', false)]);
  const reachedLabels = new Set([...names('states', true), ...names('transitions', true)]);
  for (const label of Object.keys(notes).sort()) {
    if (!labels.has(label)) problems.push(`${id}: tests/coverage/unreachable.ts explains what the machine does not have: ${label}`);
    else if (reachedLabels.has(label)) problems.push(`${id}: tests/coverage/unreachable.ts calls unreachable what a test reaches: ${label}`);
  }
  return lines;
}

export function summarize(input: ReportInput): Report {
  const problems: string[] = [];
  const entries = input.files.flatMap(({ file, machines }) => machines.map(({ machine }) => ({ file, machine })));
  const names = entries.flatMap(({ machine }) => [machine.id, ...conversations(machine).map((part) => `  › ${part.title}`)]);
  const width = Math.max(0, ...names.map((name) => name.length));
  const lines: string[] = [];
  const seen = new Map<string, string>();
  for (const { file, machine } of entries) {
    const first = seen.get(machine.id);
    if (first !== undefined) {
      problems.push(`${machine.id}: two machines have this id (${first}, ${file}); their coverage cannot be told apart`);
      continue;
    }
    seen.set(machine.id, file);
    lines.push(...machineLines(machine, file, input, width, problems));
  }
  for (const { file, machines } of input.files) {
    if (machines.length > 0) continue;
    lines.push(`${file}: exports no state machine`);
    problems.push(`${file}: a *.machine.ts file that exports no state machine`);
  }
  for (const id of Object.keys(input.notes).sort()) {
    if (!seen.has(id)) problems.push(`tests/coverage/unreachable.ts names a machine no *.machine.ts exports: ${id}`);
  }
  return { lines, problems };
}
