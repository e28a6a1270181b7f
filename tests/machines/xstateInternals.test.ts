import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, setup, type AnyActorRef } from 'xstate';
import {
  XSTATE_CHECKED,
  activeStateIds,
  activeStateNodes,
  actorStandIn,
  hasParent,
  parentOf,
  relayToSelf,
  scheduledEvents,
} from '../../machines/xstateInternals';

/**
 * machines/xstateInternals.ts reads XState's private fields. These tests pin the version they were checked
 * against and exercise each field, so an upgrade fails here first (review the adapter, then move the pin).
 */

const packageJson = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
};

const child = createMachine({ id: 'child', initial: 'waiting', states: { waiting: {} } });

const parent = setup({ actors: { child } }).createMachine({
  id: 'parent',
  initial: 'a',
  invoke: { id: 'kid', src: 'child' },
  states: { a: { initial: 'inner', states: { inner: { after: { 5000: 'done' } }, done: {} } } },
});

describe('XState internals (machines/xstateInternals.ts)', () => {
  it('was checked against the xstate range in package.json (change the pin only after reviewing the adapter)', () => {
    expect(packageJson.dependencies.xstate).toBe(XSTATE_CHECKED);
  });

  it('tells an invoked actor from a root one, and names its parent', () => {
    const root = createActor(parent).start();
    const kid = root.getSnapshot().children.kid as AnyActorRef;
    expect(hasParent(root)).toBe(false);
    expect(hasParent(kid)).toBe(true);
    expect(parentOf(kid)).toBe(root);
    expect(parentOf(root)).toBeUndefined();
    root.stop();
  });

  it("gives a stand-in the parent parentOf reads, as XState gives an invoked actor's", () => {
    const root = { sessionId: 'x:0' };
    const kid = actorStandIn({ sessionId: 'x:1' }, root);
    expect(parentOf(kid)).toBe(root);
    expect(parentOf(actorStandIn(root, undefined))).toBeUndefined();
    expect(kid).toMatchObject({ sessionId: 'x:1' });
  });

  it('lists the pending delayed events with when they are due', () => {
    const root = createActor(parent).start();
    const [timer] = scheduledEvents(root);
    expect(timer?.delay).toBe(5000);
    expect(timer?.source).toBe(root);
    expect(timer?.target).toBe(root);
    expect(typeof timer?.startedAt).toBe('number');
    root.stop();
  });

  it("lists the active state nodes' ids", () => {
    const root = createActor(parent).start();
    expect(activeStateIds(root.getSnapshot())).toEqual(['parent', 'parent.a', 'parent.a.inner']);
    root.stop();
  });

  it('hands out the active state nodes as a copy, with their ids and document order', () => {
    const root = createActor(parent).start();
    const snapshot = root.getSnapshot();
    const nodes = activeStateNodes(snapshot);
    expect(nodes.map((node) => node.id)).toEqual(['parent', 'parent.a', 'parent.a.inner']);
    expect(nodes.map((node) => node.order)).toEqual([0, 1, 2]);
    nodes.pop();
    expect(activeStateIds(snapshot)).toHaveLength(3);
    root.stop();
  });

  it('settles a promise actor synchronously by relaying its own result to it', () => {
    const pending = createActor(fromPromise<string>(() => new Promise<string>(() => undefined))).start();
    relayToSelf(pending, { type: 'xstate.promise.resolve', data: 'answer' } as never);
    expect(pending.getSnapshot().status).toBe('done');
    expect(pending.getSnapshot().output).toBe('answer');
  });
});
