import type { JsonValue } from '../trace/json';

/**
 * State node ids as a recorded run names them: '<machine id>.<path of keys>' ('assistant',
 * 'assistant.booking', 'assistant.booking.running.invoiced'), the root and every active ancestor
 * included. These are XState's own node ids (and so the inspector graph's, src/inspector/graph/) as
 * long as no state sets a custom `id`; none of flows/catalogue.ts does, which tests/unit/runs pins by
 * comparing them with the replay's active node ids.
 */

/** The ids of the states a state value makes active ('booking', { running: 'invoiced' } → 'booking', …). */
export function stateIdsOf(machineId: string, value: JsonValue | null): string[] {
  const ids = [machineId];
  const visit = (prefix: string, node: JsonValue | null): void => {
    if (typeof node === 'string') ids.push(`${prefix}.${node}`);
    else if (typeof node === 'object' && node !== null && !Array.isArray(node))
      for (const [key, child] of Object.entries(node)) {
        ids.push(`${prefix}.${key}`);
        visit(`${prefix}.${key}`, child);
      }
  };
  visit(machineId, value);
  return ids;
}

/** The innermost of some active state ids: those nothing else given is inside of. */
export function leafStates(states: readonly string[]): string[] {
  return states.filter((id) => !states.some((other) => other.startsWith(`${id}.`)));
}

/** The machine a state id belongs to: 'booking' for 'booking.invoiced'. */
export function machineOf(stateId: string): string {
  const dot = stateId.indexOf('.');
  return dot === -1 ? stateId : stateId.slice(0, dot);
}

/** The last key of a state id: 'invoiced' for 'booking.running.invoiced'. */
export function keyOf(stateId: string): string {
  return stateId.slice(stateId.lastIndexOf('.') + 1);
}
