import type { AnyStateMachine, EventObject, SnapshotFrom } from 'xstate';
import { getShortestPaths, type StatePath } from 'xstate/graph';

/**
 * Shortest paths of a test model (a machine of what the user and the server do) to every transition it
 * has: a vertex per (state, context, the event that led there). The model's own events only, so a
 * replay sends exactly what a path says. Used by the cancel and reschedule model tests.
 */
export function modelPaths<TModel extends AnyStateMachine, TEvent extends EventObject>(
  model: TModel,
  eventTypes: readonly TEvent['type'][],
  /** Context keys that only count (requests sent): left out of the vertex, or retry loops would never end. */
  counters: readonly string[],
) {
  type Snapshot = SnapshotFrom<TModel>;
  const all = eventTypes.map((type) => ({ type }) as TEvent);
  const possible = (snapshot: Snapshot): TEvent[] => all.filter((event) => (snapshot as { can(event: TEvent): boolean }).can(event));
  const byTransition = (snapshot: Snapshot, event: TEvent | undefined): string => {
    const { value, context } = snapshot as { value: unknown; context: Record<string, unknown> };
    const shown = Object.fromEntries(Object.entries(context).filter(([key]) => !counters.includes(key)));
    return JSON.stringify([value, shown, event?.type ?? null]);
  };
  const paths = getShortestPaths(model, { events: possible, serializeState: byTransition }) as unknown as StatePath<Snapshot, TEvent>[];
  const stepsOf = (path: StatePath<Snapshot, TEvent>): TEvent[] => path.steps.map((step) => step.event).filter((event) => eventTypes.includes(event.type));
  const describe = (path: StatePath<Snapshot, TEvent>): string => stepsOf(path).map((event) => event.type).join(' → ') || '(start)';
  return { paths, stepsOf, describe };
}
