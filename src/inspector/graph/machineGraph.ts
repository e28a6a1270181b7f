import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { guardLabel } from './guardLabel';

/**
 * The drawable model of a machine definition: one node per state node and one edge per transition
 * (every guarded branch its own edge), read from XState's StateNode API. Pure: no layout, no DOM.
 */

type StateKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface GraphNode {
  /** The state node id, as XState names it: 'auth.enteringCode.counting'. */
  readonly id: string;
  /** The key in its parent ('counting'); the machine id for the root. */
  readonly key: string;
  readonly parent: string | null;
  readonly type: StateKind;
  /** The initial child of its (compound) parent. */
  readonly initial: boolean;
  /** A region of a parallel state: entered together with its siblings. */
  readonly region: boolean;
  /** 'shallow' | 'deep' for history nodes. */
  readonly history: 'shallow' | 'deep' | null;
  /** Child ids in document order. */
  readonly children: readonly string[];
  /** The `src` of every actor invoked while in this state. */
  readonly invokes: readonly string[];
  readonly depth: number;
}

type EdgeKind = 'event' | 'after' | 'always' | 'done' | 'error' | 'snapshot';

export interface GraphEdge {
  readonly id: string;
  readonly source: string;
  /** Target state node ids; empty for a targetless transition (actions only, the state is kept). */
  readonly targets: readonly string[];
  readonly kind: EdgeKind;
  /** The event descriptor XState matches ('SUBMIT_CODE', 'xstate.after.tick.auth.enteringCode.counting'); '' for always. */
  readonly eventType: string;
  /** The trigger as read: 'SUBMIT_CODE', 'after tick', 'always', 'done: initiateAuthentication'. */
  readonly trigger: string;
  readonly guard: string | null;
  /** A later branch of the same trigger with no guard of its own: taken when the guards before it fail. */
  readonly otherwise: boolean;
  /** The named delay ('tick') or milliseconds ('1000ms') of an `after` transition. */
  readonly delay: string | null;
  /** The delay's value when the machine knows it as a number. */
  readonly delayMs: number | null;
  readonly reenter: boolean;
  /** 'EVENT [guard]', 'after buttonsDelay', 'always [else]'. */
  readonly label: string;
}

export interface GraphModel {
  readonly machineId: string;
  readonly rootId: string;
  /** Document order, parents before children. */
  readonly nodes: readonly GraphNode[];
  readonly edges: readonly GraphEdge[];
}

const AFTER_PREFIX = 'xstate.after.';
const DONE_ACTOR_PREFIX = 'xstate.done.actor.';
const ERROR_ACTOR_PREFIX = 'xstate.error.actor.';
const SNAPSHOT_PREFIX = 'xstate.snapshot.';
const DONE_STATE_PREFIX = 'xstate.done.state.';

function invokedSrc(stateNode: AnyStateNode, invokeId: string): string {
  const definition = stateNode.invoke.find((invoke) => invoke.id === invokeId);
  return typeof definition?.src === 'string' ? definition.src : invokeId;
}

function delayOf(
  transition: AnyTransitionDefinition,
  machine: AnyStateMachine,
): { delay: string; delayMs: number | null } {
  const raw: unknown = (transition as { delay?: unknown }).delay;
  if (typeof raw === 'number') return { delay: `${raw}ms`, delayMs: raw };
  if (typeof raw === 'string') {
    const known: unknown = machine.implementations.delays[raw];
    return { delay: raw, delayMs: typeof known === 'number' ? known : null };
  }
  return { delay: 'expression', delayMs: null };
}

interface Trigger {
  readonly kind: EdgeKind;
  readonly trigger: string;
  readonly delay: string | null;
  readonly delayMs: number | null;
}

function triggerOf(
  stateNode: AnyStateNode,
  descriptor: string,
  transition: AnyTransitionDefinition,
  machine: AnyStateMachine,
): Trigger {
  if (descriptor.startsWith(AFTER_PREFIX)) {
    const { delay, delayMs } = delayOf(transition, machine);
    return { kind: 'after', trigger: `after ${delay}`, delay, delayMs };
  }
  if (descriptor.startsWith(DONE_ACTOR_PREFIX)) {
    return {
      kind: 'done',
      trigger: `done: ${invokedSrc(stateNode, descriptor.slice(DONE_ACTOR_PREFIX.length))}`,
      delay: null,
      delayMs: null,
    };
  }
  if (descriptor.startsWith(ERROR_ACTOR_PREFIX)) {
    return {
      kind: 'error',
      trigger: `error: ${invokedSrc(stateNode, descriptor.slice(ERROR_ACTOR_PREFIX.length))}`,
      delay: null,
      delayMs: null,
    };
  }
  if (descriptor.startsWith(SNAPSHOT_PREFIX)) {
    return {
      kind: 'snapshot',
      trigger: `snapshot: ${invokedSrc(stateNode, descriptor.slice(SNAPSHOT_PREFIX.length))}`,
      delay: null,
      delayMs: null,
    };
  }
  // onDone of a compound or parallel state: its final state was reached.
  if (descriptor.startsWith(DONE_STATE_PREFIX)) return { kind: 'done', trigger: 'done', delay: null, delayMs: null };
  return { kind: 'event', trigger: descriptor, delay: null, delayMs: null };
}

function labelOf(trigger: string, guard: string | null, otherwise: boolean): string {
  if (guard !== null) return `${trigger} [${guard}]`;
  return otherwise ? `${trigger} [else]` : trigger;
}

/** One trigger's branches, in the order XState tries them. */
function branchEdges(
  stateNode: AnyStateNode,
  descriptor: string,
  branches: readonly AnyTransitionDefinition[],
  machine: AnyStateMachine,
  nextId: () => string,
): GraphEdge[] {
  return branches.map((transition, index) => {
    const guard = guardLabel(transition.guard);
    const trigger: Trigger =
      descriptor === ''
        ? { kind: 'always', trigger: 'always', delay: null, delayMs: null }
        : triggerOf(stateNode, descriptor, transition, machine);
    const otherwise = guard === null && branches.slice(0, index).some((earlier) => earlier.guard !== undefined);
    return {
      id: nextId(),
      source: stateNode.id,
      targets: (transition.target ?? []).map((target) => target.id),
      ...trigger,
      eventType: descriptor,
      guard,
      otherwise,
      reenter: transition.reenter,
      label: labelOf(trigger.trigger, guard, otherwise),
    };
  });
}

function transitionsOf(stateNode: AnyStateNode, machine: AnyStateMachine, nextId: () => string): GraphEdge[] {
  const edges: GraphEdge[] = [];
  for (const [descriptor, branches] of stateNode.transitions)
    edges.push(...branchEdges(stateNode, descriptor, branches, machine, nextId));
  if (stateNode.always !== undefined) edges.push(...branchEdges(stateNode, '', stateNode.always, machine, nextId));
  return edges;
}

function childNodes(stateNode: AnyStateNode): AnyStateNode[] {
  return Object.values(stateNode.states);
}

/** The graph of a machine's definition (any machine of machines/ or flows/). */
export function machineGraph(machine: AnyStateMachine): GraphModel {
  const nodes: GraphNode[] = [];
  const edges: GraphEdge[] = [];
  let edgeCount = 0;
  const nextId = (): string => `e${edgeCount++}`;

  const visit = (stateNode: AnyStateNode, depth: number): void => {
    const parent = stateNode.parent;
    const initialOfParent = parent?.type === 'compound' ? parent.initial.target : [];
    nodes.push({
      id: stateNode.id,
      key: parent === undefined ? machine.id : stateNode.key,
      parent: parent?.id ?? null,
      type: stateNode.type,
      initial: initialOfParent.some((target) => target.id === stateNode.id),
      region: parent?.type === 'parallel',
      history: stateNode.history === false ? null : stateNode.history,
      children: childNodes(stateNode).map((child) => child.id),
      invokes: stateNode.invoke.map((invoke) => (typeof invoke.src === 'string' ? invoke.src : 'inline actor')),
      depth,
    });
    edges.push(...transitionsOf(stateNode, machine, nextId));
    for (const child of childNodes(stateNode)) visit(child, depth + 1);
  };
  visit(machine.root, 0);

  return { machineId: machine.id, rootId: machine.root.id, nodes, edges };
}
