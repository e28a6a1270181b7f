import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { getStateNodes } from 'xstate/graph';

/**
 * What there is to cover in a machine, from its definition (state nodes via xstate/graph), and the
 * keys runs are recorded under. A transition is keyed by its source state, event and position among
 * that event's candidates, so the same transition of a `.provide()`d copy of the machine (which has
 * new state node objects) gets the same key.
 */

export interface Coverable {
  readonly states: ReadonlyMap<string, string>;
  readonly transitions: ReadonlyMap<string, string>;
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

/** 'after 1000ms' / the named delay, 'always', 'done: auth', or the event type. */
function eventLabel(eventType: string): string {
  if (eventType === '') return 'always';
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after !== null) return `after ${after[1] ?? ''}`;
  const done = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (done !== null) return `${done[1] === 'done' ? 'done' : 'error'}: ${done[2] ?? ''}`;
  return eventType;
}

function guardLabel(transition: AnyTransitionDefinition): string {
  const guard: unknown = transition.guard;
  if (guard === undefined) return '';
  if (typeof guard === 'string') return ` [${guard}]`;
  if (typeof guard === 'object' && guard !== null && 'type' in guard && typeof guard.type === 'string') return ` [${guard.type}]`;
  return ' [guard]';
}

function shortId(machine: AnyStateMachine, id: string): string {
  return id === machine.id ? '(root)' : id.slice(machine.id.length + 1);
}

export function transitionLabel(machine: AnyStateMachine, transition: AnyTransitionDefinition): string {
  const targets = (transition.target ?? []).map((target: AnyStateNode) => shortId(machine, target.id)).join(', ');
  return `${shortId(machine, transition.source.id)} --${eventLabel(eventTypeOf(transition))}${guardLabel(transition)}--> ${targets === '' ? '(stays)' : targets}`;
}

export function coverable(machine: AnyStateMachine): Coverable {
  const nodes = [machine.root, ...getStateNodes(machine.root)];
  const states = new Map<string, string>();
  const transitions = new Map<string, string>();
  for (const node of nodes) {
    if (node !== machine.root) states.set(node.id, shortId(machine, node.id));
    const all = [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
    for (const transition of all) transitions.set(transitionKey(transition), transitionLabel(machine, transition));
  }
  return { states, transitions };
}
