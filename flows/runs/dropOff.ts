import type { Checkpoint } from './checkpoints';
import { leafStates, machineOf } from './stateIds';

/**
 * Where patients drop off, over many recorded runs (each its checkpoints, flows/runs/checkpoints.ts):
 * how many runs reached each state, took each transition of each machine, and stopped where. Shares
 * are of all runs given. A run counts once per state or transition however often it went there;
 * `times` counts every time.
 */

interface StateReach {
  readonly state: string;
  readonly runs: number;
  /** Times entered over all runs. */
  readonly times: number;
  readonly share: number;
}

interface TransitionTaken {
  readonly machine: string;
  /** The machine's innermost active states before ([] when it was not running). */
  readonly from: readonly string[];
  /** …and after ([] when it finished or was stopped). */
  readonly to: readonly string[];
  readonly event: string;
  readonly runs: number;
  readonly times: number;
  readonly share: number;
}

interface StopPlace {
  /** The innermost states of the run's last checkpoint. */
  readonly states: readonly string[];
  readonly runs: number;
  readonly share: number;
}

export interface DropOff {
  readonly runs: number;
  readonly states: readonly StateReach[];
  readonly transitions: readonly TransitionTaken[];
  readonly stops: readonly StopPlace[];
}

interface Tally<K> {
  readonly key: K;
  runs: number;
  times: number;
}

/** Adds one run's counts (id → key and how often) to the totals: one run, `times` times. */
function add<K>(totals: Map<string, Tally<K>>, run: ReadonlyMap<string, { key: K; times: number }>): void {
  for (const [id, { key, times }] of run) {
    const tally = totals.get(id) ?? { key, runs: 0, times: 0 };
    tally.runs += 1;
    tally.times += times;
    totals.set(id, tally);
  }
}

function once<K>(run: Map<string, { key: K; times: number }>, id: string, key: K): void {
  const seen = run.get(id);
  if (seen === undefined) run.set(id, { key, times: 1 });
  else seen.times += 1;
}

/** Each machine's innermost states in a checkpoint. */
function leavesByMachine(states: readonly string[]): Map<string, string[]> {
  const byMachine = new Map<string, string[]>();
  for (const id of leafStates(states)) byMachine.set(machineOf(id), [...(byMachine.get(machineOf(id)) ?? []), id]);
  return byMachine;
}

/** The transitions between two checkpoints: one per machine whose innermost states changed. */
function transitionsBetween(before: readonly string[], after: Checkpoint): Transition[] {
  const was = leavesByMachine(before);
  const is = leavesByMachine(after.states);
  const machines = [...new Set([...was.keys(), ...is.keys()])].sort();
  return machines.flatMap((machine) => {
    const from = was.get(machine) ?? [];
    const to = is.get(machine) ?? [];
    return from.join(' ') === to.join(' ') ? [] : [{ machine, from, to, event: after.event }];
  });
}

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

type Transition = Omit<TransitionTaken, 'runs' | 'times' | 'share'>;

export function dropOff(runs: readonly (readonly Checkpoint[])[]): DropOff {
  const total = runs.length;
  const share = (n: number): number => (total === 0 ? 0 : n / total);
  const states = new Map<string, Tally<string>>();
  const transitions = new Map<string, Tally<Transition>>();
  const stops = new Map<string, Tally<readonly string[]>>();

  for (const checkpoints of runs) {
    const reached = new Map<string, { key: string; times: number }>();
    const took = new Map<string, { key: Transition; times: number }>();
    let before: readonly string[] = [];
    for (const checkpoint of checkpoints) {
      // Reached: entered from a checkpoint it was not in (staying is not reaching again).
      for (const state of checkpoint.states) if (!before.includes(state)) once(reached, state, state);
      for (const transition of transitionsBetween(before, checkpoint))
        once(took, JSON.stringify([transition.machine, transition.from, transition.to, transition.event]), transition);
      before = checkpoint.states;
    }
    add(states, reached);
    add(transitions, took);
    const last = checkpoints.at(-1);
    if (last !== undefined) {
      const leaves = leafStates(last.states);
      add(stops, new Map([[leaves.join(' '), { key: leaves, times: 1 }]]));
    }
  }

  return {
    runs: total,
    states: [...states.values()]
      .map(({ key, runs: reached, times }) => ({ state: key, runs: reached, times, share: share(reached) }))
      .sort((a, b) => byText(a.state, b.state)),
    transitions: [...transitions.values()]
      .map(({ key, runs: took, times }) => ({ ...key, runs: took, times, share: share(took) }))
      .sort(
        (a, b) =>
          byText(a.machine, b.machine) ||
          byText(a.from.join(' '), b.from.join(' ')) ||
          byText(a.to.join(' '), b.to.join(' ')) ||
          byText(a.event, b.event),
      ),
    stops: [...stops.values()]
      .map(({ key, runs: stopped }) => ({ states: key, runs: stopped, share: share(stopped) }))
      .sort((a, b) => b.runs - a.runs || byText(a.states.join(' '), b.states.join(' '))),
  };
}

/** The same counts as a CSV table: flows/runs/dropOffCsv.ts. */
export { dropOffCsv } from './dropOffCsv';
