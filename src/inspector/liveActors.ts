import { StateMachine, type AnyActorRef, type AnyStateMachine } from 'xstate';

/** One actor of the running system, as the actor list shows it. */
export interface LiveActor {
  /** Ids from the root down ('assistant/auth'): stable when the conversation is resumed by a new actor. */
  readonly path: string;
  /** What the list shows: the machine id for the root, the invoke id for a child. */
  readonly name: string;
  readonly depth: number;
  readonly ref: AnyActorRef;
  /** The statechart this actor runs; null for a promise or callback actor. */
  readonly machine: AnyStateMachine | null;
}

function machineOf(ref: AnyActorRef): AnyStateMachine | null {
  const logic: unknown = (ref as { logic?: unknown }).logic;
  return logic instanceof StateMachine ? (logic as AnyStateMachine) : null;
}

function childrenOf(ref: AnyActorRef): AnyActorRef[] {
  const snapshot: unknown = ref.getSnapshot();
  if (typeof snapshot !== 'object' || snapshot === null || !('children' in snapshot)) return [];
  const children = (snapshot as { children: Record<string, AnyActorRef | undefined> }).children;
  return Object.values(children).filter((child): child is AnyActorRef => child !== undefined);
}

/** The root and every descendant it currently has, parents before their children. */
export function liveActors(root: AnyActorRef): LiveActor[] {
  const found: LiveActor[] = [];
  const visit = (ref: AnyActorRef, parentPath: string | null, depth: number): void => {
    const machine = machineOf(ref);
    const name = parentPath === null ? (machine?.id ?? ref.id) : ref.id;
    const path = parentPath === null ? name : `${parentPath}/${name}`;
    found.push({ path, name, depth, ref, machine });
    for (const child of childrenOf(ref)) visit(child, path, depth + 1);
  };
  visit(root, null, 0);
  return found;
}
