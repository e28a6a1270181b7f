import type { AnyActorRef, AnyMachineSnapshot, AnyStateNode, EventObject } from 'xstate';

/**
 * The one place that reads XState's private fields (names starting with `_`), which its semver does not cover.
 * tests/machines/xstateInternals.test.ts pins the version they were checked against and exercises each one: an
 * upgrade of xstate fails that test first, and this file is the only one to review.
 */

/** The xstate range in package.json these fields were checked against. */
export const XSTATE_CHECKED = '^5.33.3';

/** Whether an actor was invoked or spawned by another (a standalone screen's machine has nobody to tell). */
export function hasParent(self: AnyActorRef): boolean {
  return self._parent !== undefined;
}

/** The actor that invoked or spawned `ref`, if any (the trace recorder names actors by it). */
export function parentOf(ref: object): AnyActorRef | undefined {
  return '_parent' in ref ? (ref as Pick<AnyActorRef, '_parent'>)._parent : undefined;
}

/** A delayed event pending in an actor system (an `after` transition, a delayed send). */
export interface ScheduledEvent {
  readonly id: string;
  readonly event: EventObject;
  readonly source: AnyActorRef;
  readonly target: AnyActorRef;
  readonly startedAt: number;
  readonly delay: number;
}

/** The delayed events pending in the system of `root` now. */
export function scheduledEvents(root: AnyActorRef): ScheduledEvent[] {
  return Object.values(root.system.getSnapshot()._scheduledEvents);
}

/** Sends `event` from the actor to itself through its system, as fromPromise does with its result. */
export function relayToSelf(actor: AnyActorRef, event: EventObject): void {
  const system = actor.system as unknown as {
    _relay?: (source: AnyActorRef, target: AnyActorRef, event: EventObject) => void;
  };
  if (system._relay === undefined) actor.send(event);
  else system._relay(actor, actor, event);
}

/** The ids of a machine snapshot's active state nodes ('auth.enteringCode.counting'). */
export function activeStateIds(snapshot: AnyMachineSnapshot): string[] {
  return snapshot._nodes.map((node) => node.id);
}

/** A machine snapshot's active state nodes, in XState's own order (not document order, e.g. after a final state). */
export function activeStateNodes(snapshot: AnyMachineSnapshot): AnyStateNode[] {
  return [...snapshot._nodes];
}

/**
 * A plain object that `parentOf` reads as an actor invoked by `parent` (a root when undefined): the inspector rebuilds
 * the actors of a conversation recorded on another page from what was written of them.
 */
export function actorStandIn<T extends object>(fields: T, parent: object | undefined): T {
  return parent === undefined ? { ...fields } : { ...fields, _parent: parent };
}
