import type { AnyStateNode, InspectionEvent } from 'xstate';
import { transitionKey } from './machineCoverage';

/**
 * What a run of actors went through, from their inspection events: per machine id, the state nodes it
 * was in and the transitions it took (keyed as machineCoverage.ts keys them). collect.ts feeds it
 * every actor of the coverage run; the report's own tests feed it a small machine.
 */
interface Seen {
  /** machine id -> state node ids it was in. */
  readonly states: Record<string, string[]>;
  /** machine id -> transition keys it took. */
  readonly transitions: Record<string, string[]>;
}

export interface Recorder {
  readonly observe: (event: InspectionEvent) => void;
  /** What was seen so far, each list sorted (so a record reads the same however the run interleaved). */
  readonly seen: () => Seen;
}

export function createRecorder(): Recorder {
  const states = new Map<string, Set<string>>();
  const transitions = new Map<string, Set<string>>();

  function note(map: Map<string, Set<string>>, machineId: string, key: string): void {
    let keys = map.get(machineId);
    if (keys === undefined) {
      keys = new Set();
      map.set(machineId, keys);
    }
    keys.add(key);
  }

  function observe(ev: InspectionEvent): void {
    if (ev.type !== '@xstate.snapshot' && ev.type !== '@xstate.microstep') return;
    const snapshot = ev.snapshot as { machine?: { id: string }; _nodes?: { id: string }[] };
    const machineId = snapshot.machine?.id;
    if (machineId === undefined) return;
    for (const node of snapshot._nodes ?? []) note(states, machineId, node.id);
    if (ev.type !== '@xstate.microstep') return;
    for (const transition of ev._transitions) {
      note(transitions, machineId, transitionKey(transition));
      // Its source was active, even a transient state no snapshot shows (left by an `always` at once).
      for (let node: AnyStateNode | undefined = transition.source; node !== undefined; node = node.parent) note(states, machineId, node.id);
    }
  }

  const sorted = (map: Map<string, Set<string>>): Record<string, string[]> =>
    Object.fromEntries([...map].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([id, keys]) => [id, [...keys].sort()]));

  return { observe, seen: () => ({ states: sorted(states), transitions: sorted(transitions) }) };
}
