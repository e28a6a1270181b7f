import { isMachineSnapshot, type AnyMachineSnapshot, type AnyStateNode, type Snapshot } from 'xstate';
import { activeStateNodes } from '../../../machines/xstateInternals';
import type { GraphModel } from './machineGraph';

/**
 * What a running actor's snapshot says about its statechart: the active state node ids (the
 * highlight) and the events it accepts now (the send-event panel), read from the definition.
 */

/** The active state nodes in document order (XState does not keep them in order, e.g. after a final state). */
function activeNodes(snapshot: AnyMachineSnapshot): AnyStateNode[] {
  return activeStateNodes(snapshot).sort((a: AnyStateNode, b: AnyStateNode) => a.order - b.order);
}

/** Ids of every active state node in document order, root and ancestors included: ['auth', 'auth.enteringCode', 'auth.enteringCode.counting']. Not a machine: []. */
export function activeStateIds(snapshot: Snapshot<unknown>): string[] {
  return isMachineSnapshot(snapshot) ? activeNodes(snapshot).map((node) => node.id) : [];
}

/** Events XState raises itself (delays, invoke results) and wildcard descriptors cannot be sent by hand. */
function sendable(descriptor: string): boolean {
  return !descriptor.startsWith('xstate.') && !descriptor.includes('*');
}

/**
 * Event types with a transition from any active state node, in document order, whatever their guards
 * say (a guarded event is still worth sending: the guard decides). A stopped or finished actor accepts none.
 */
export function validEvents(snapshot: Snapshot<unknown>): string[] {
  if (!isMachineSnapshot(snapshot) || snapshot.status !== 'active') return [];
  const events = new Set<string>();
  for (const node of activeNodes(snapshot)) {
    // ownEvents leaves out forbidden transitions (no target, no actions).
    for (const descriptor of node.ownEvents.map((event) => String(event)))
      if (sendable(descriptor)) events.add(descriptor);
  }
  return [...events];
}

/** The active states nothing else active is inside of (the innermost), in document order. */
export function activeLeafIds(model: GraphModel, activeIds: readonly string[]): string[] {
  const active = new Set(activeIds);
  return model.nodes
    .filter((node) => active.has(node.id) && !node.children.some((child) => active.has(child)))
    .map((node) => node.id);
}

/** A state as a path of keys below the root: 'enteringCode.counting' (the root itself: its machine id). */
export function statePath(model: GraphModel, id: string): string {
  const byId = new Map(model.nodes.map((node) => [node.id, node]));
  const keys: string[] = [];
  for (let node = byId.get(id); node !== undefined && node.parent !== null; node = byId.get(node.parent))
    keys.unshift(node.key);
  return keys.length === 0 ? model.machineId : keys.join('.');
}
