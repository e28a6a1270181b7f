import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, expect, vi } from 'vitest';
import type { AnyStateNode, InspectionEvent } from 'xstate';
import { transitionKey } from './machineCoverage';
import { COVERAGE_DIR, sourceOf, type CoverageRecord } from './coverageFiles';

/**
 * Setup file of the coverage run (tests/coverage/vitest.config.ts): every actor any test creates
 * gets an inspector that notes the state nodes each machine was in and the transitions it took;
 * each test file writes what it saw for tests/coverage/report.ts.
 */

const seen = vi.hoisted(() => ({ states: new Map<string, Set<string>>(), transitions: new Map<string, Set<string>>() }));

function note(map: Map<string, Set<string>>, machineId: string, key: string): void {
  let keys = map.get(machineId);
  if (keys === undefined) {
    keys = new Set();
    map.set(machineId, keys);
  }
  keys.add(key);
}

function observe(ev: InspectionEvent): void {
  if (ev.type !== '@xstate.snapshot' && ev.type !== '@xstate.microstep') return;
  const snapshot = ev.snapshot as { machine?: { id: string }; _nodes?: { id: string }[] };
  const machineId = snapshot.machine?.id;
  if (machineId === undefined) return;
  for (const node of snapshot._nodes ?? []) note(seen.states, machineId, node.id);
  if (ev.type !== '@xstate.microstep') return;
  for (const transition of ev._transitions) {
    note(seen.transitions, machineId, transitionKey(transition));
    // Its source was active, even a transient state no snapshot shows (left by an `always` at once).
    for (let node: AnyStateNode | undefined = transition.source; node !== undefined; node = node.parent) note(seen.states, machineId, node.id);
  }
}

vi.mock('xstate', async (importOriginal) => {
  const actual = await importOriginal<typeof import('xstate')>();
  const createActor: typeof actual.createActor = (logic, ...[options]) => {
    const inspect = options?.inspect;
    return actual.createActor(logic, {
      ...options,
      inspect: (ev: InspectionEvent) => {
        observe(ev);
        if (typeof inspect === 'function') inspect(ev);
        else inspect?.next?.(ev);
      },
    });
  };
  return { ...actual, createActor };
});

afterAll(() => {
  const testPath = expect.getState().testPath ?? 'unknown';
  const record: CoverageRecord = {
    source: sourceOf(testPath),
    states: Object.fromEntries([...seen.states].map(([id, keys]) => [id, [...keys]])),
    transitions: Object.fromEntries([...seen.transitions].map(([id, keys]) => [id, [...keys]])),
  };
  mkdirSync(COVERAGE_DIR, { recursive: true });
  writeFileSync(`${COVERAGE_DIR}/${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}.json`, JSON.stringify(record));
});
