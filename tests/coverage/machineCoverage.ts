import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { getStateNodes } from 'xstate/graph';

/**
 * What there is to cover in a machine, from its definition (state nodes via xstate/graph), and the
 * keys runs are recorded under. A transition is keyed by its source state, event and position among
 * that event's candidates, so the same transition of a `.provide()`d copy of the machine (which has
 * new state node objects) gets the same key. Labels (what the report prints and
 * tests/coverage/unreachable.ts names) are state paths: `parent.child`, `(root)` for the machine itself.
 */

export interface Coverable {
  /** State node id -> label. */
  readonly states: ReadonlyMap<string, string>;
  /** Transition key -> label. */
  readonly transitions: ReadonlyMap<string, string>;
}

/** A top-level part of a machine told apart in the report: a state node whose config carries `meta: { conversation: '<Title>' }`. */
export interface Conversation {
  readonly title: string;
  /** The state node's label (its path). */
  readonly state: string;
  /** What there is to cover inside it: the node, its descendants, and the transitions they are the source of. */
  readonly coverable: Coverable;
}

function candidates(source: AnyStateNode, eventType: string): readonly AnyTransitionDefinition[] {
  return eventType === '' ? (source.always ?? []) : (source.transitions.get(eventType) ?? []);
}

function eventTypeOf(transition: AnyTransitionDefinition): string {
  const type: unknown = transition.eventType;
  return typeof type === 'string' ? type : '';
}

export function transitionKey(transition: AnyTransitionDefinition): string {
  const eventType = eventTypeOf(transition);
  const index = candidates(transition.source, eventType).indexOf(transition);
  return `${transition.source.id}|${eventType}|${index}`;
}

function stateLabel(node: AnyStateNode): string {
  return node.path.length === 0 ? '(root)' : node.path.join('.');
}

/** An invoke without an id of its own is named by XState `<index>.<state id>`: the label names its `src` instead. */
function invokeName(source: AnyStateNode, invokeId: string): string {
  const invoke = source.invoke.find((definition) => definition.id === invokeId);
  const generated = /^\d+\./.test(invokeId) && invokeId.endsWith(`.${source.id}`);
  return generated && invoke !== undefined && typeof invoke.src === 'string' ? invoke.src : invokeId;
}

/** 'after 1000ms' / the named delay, 'always', 'done: auth' (the invoke's id, or its src when it has none), or the event type. */
function eventLabel(source: AnyStateNode, eventType: string): string {
  if (eventType === '') return 'always';
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after !== null) return `after ${after[1] ?? ''}`;
  const done = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (done !== null) return `${done[1] === 'done' ? 'done' : 'error'}: ${invokeName(source, done[2] ?? '')}`;
  return eventType;
}

function guardLabel(transition: AnyTransitionDefinition): string {
  const guard: unknown = transition.guard;
  if (guard === undefined) return '';
  if (typeof guard === 'string') return ` [${guard}]`;
  if (typeof guard === 'object' && guard !== null && 'type' in guard && typeof guard.type === 'string') return ` [${guard.type}]`;
  return ' [guard]';
}

function transitionLabel(transition: AnyTransitionDefinition): string {
  const targets = (transition.target ?? []).map((target: AnyStateNode) => stateLabel(target)).join(', ');
  const { source } = transition;
  return `${stateLabel(source)} --${eventLabel(source, eventTypeOf(transition))}${guardLabel(transition)}--> ${targets === '' ? '(stays)' : targets}`;
}

/** The node and its descendants, in document order. */
function subtree(node: AnyStateNode): AnyStateNode[] {
  return [node, ...getStateNodes(node)];
}

function coverableOf(nodes: readonly AnyStateNode[], root: AnyStateNode | null): Coverable {
  const states = new Map<string, string>();
  const transitions = new Map<string, string>();
  for (const node of nodes) {
    if (node !== root) states.set(node.id, stateLabel(node));
    const all = [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
    for (const transition of all) transitions.set(transitionKey(transition), transitionLabel(transition));
  }
  return { states, transitions };
}

/** A label two transitions share (same source, event, guard name and target) gets ` #2`, ` #3` from the second on, in document order. */
function numbered(labels: ReadonlyMap<string, string>): Map<string, string> {
  const uses = new Map<string, number>();
  return new Map(
    [...labels].map(([key, label]) => {
      const use = (uses.get(label) ?? 0) + 1;
      uses.set(label, use);
      return [key, use === 1 ? label : `${label} #${use}`];
    }),
  );
}

export function coverable(machine: AnyStateMachine): Coverable {
  const { states, transitions } = coverableOf(subtree(machine.root), machine.root);
  return { states, transitions: numbered(transitions) };
}

function conversationTitle(node: AnyStateNode): string | null {
  const meta: unknown = node.meta;
  if (typeof meta !== 'object' || meta === null || !('conversation' in meta)) return null;
  return typeof meta.conversation === 'string' ? meta.conversation : null;
}

/** Every state node of the machine carrying `meta.conversation`, in document order. */
export function conversations(machine: AnyStateMachine): Conversation[] {
  return getStateNodes(machine.root).flatMap((node) => {
    const title = conversationTitle(node);
    return title === null ? [] : [{ title, state: stateLabel(node), coverable: coverableOf(subtree(node), null) }];
  });
}
