import type { AnyActorRef, EventObject } from 'xstate';
import { scheduledEvents } from '../../machines/xstateInternals';

/**
 * A pending delayed event (an `after` transition, a delayed send) in a form that survives JSON.
 * Actors are named by their path of child ids from the root, because actor refs and session ids
 * do not survive a reload.
 */
export interface PersistedTimer {
  readonly id: string;
  readonly event: EventObject;
  /** Epoch milliseconds at which the event is due. */
  readonly dueAt: number;
  readonly source: readonly string[];
  readonly target: readonly string[];
}

/** The timers pending in the root's actor system now. */
export function captureTimers(root: AnyActorRef): PersistedTimer[] {
  const paths = actorPaths(root);
  const scheduled = scheduledEvents(root);
  return scheduled.flatMap((timer) => {
    const source = paths.get(timer.source);
    const target = paths.get(timer.target);
    if (source === undefined || target === undefined) return [];
    return [{ id: timer.id, event: timer.event, dueAt: timer.startedAt + timer.delay, source, target }];
  });
}

/**
 * Schedules stored timers again on a restored (and started) root, each for the time it had left.
 * Same ids as before, so the machines can still cancel them when they leave the state.
 */
export function restoreTimers(root: AnyActorRef, timers: readonly PersistedTimer[], now: number): void {
  for (const timer of timers) {
    const source = actorAt(root, timer.source);
    const target = actorAt(root, timer.target);
    if (source === undefined || target === undefined) continue;
    root.system.scheduler.schedule(source, target, timer.event, Math.max(0, timer.dueAt - now), timer.id);
  }
}

function childrenOf(actor: AnyActorRef): Record<string, AnyActorRef> {
  const snapshot: unknown = actor.getSnapshot();
  if (typeof snapshot !== 'object' || snapshot === null || !('children' in snapshot)) return {};
  return (snapshot.children ?? {}) as Record<string, AnyActorRef>;
}

function actorPaths(root: AnyActorRef): Map<AnyActorRef, string[]> {
  const paths = new Map<AnyActorRef, string[]>();
  const visit = (actor: AnyActorRef, path: string[]): void => {
    paths.set(actor, path);
    for (const [id, child] of Object.entries(childrenOf(actor))) visit(child, [...path, id]);
  };
  visit(root, []);
  return paths;
}

function actorAt(root: AnyActorRef, path: readonly string[]): AnyActorRef | undefined {
  let actor: AnyActorRef | undefined = root;
  for (const id of path) {
    if (actor === undefined) return undefined;
    actor = childrenOf(actor)[id];
  }
  return actor;
}
