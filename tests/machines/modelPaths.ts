import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';

/**
 * Shortest paths of a test model (a machine of what the user and the server do) to every transition it
 * has: a vertex per (state, context, the event that led there). The model's own events only, so a
 * replay sends exactly what a path says. Used by the cancel and reschedule model tests.
 */
export function modelPaths<TEvent extends EventObject>(
  model: AnyStateMachine,
  eventTypes: readonly TEvent['type'][],
  /** Context keys that only count (requests sent): left out of the vertex, or retry loops would never end. */
  counters: readonly string[],
) {
  const all = eventTypes.map((type) => ({ type }) as TEvent);
  const possible = (snapshot: AnyMachineSnapshot): TEvent[] => all.filter((event) => snapshot.can(event));
  const byTransition = (snapshot: AnyMachineSnapshot, event: EventObject | undefined): string => {
    const context = snapshot.context as Record<string, unknown>;
    const shown = Object.fromEntries(Object.entries(context).filter(([key]) => !counters.includes(key)));
    return JSON.stringify([snapshot.value, shown, event?.type ?? null]);
  };
  const paths = getShortestPaths(model, { events: possible, serializeState: byTransition });
  type Path = (typeof paths)[number];
  const stepsOf = (path: Path): TEvent[] =>
    path.steps.map((step) => step.event as TEvent).filter((event) => eventTypes.includes(event.type));
  const describe = (path: Path): string =>
    stepsOf(path)
      .map((event) => event.type)
      .join(' → ') || '(start)';
  return { paths, stepsOf, describe };
}
