import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, expect, vi } from 'vitest';
import type { InspectionEvent } from 'xstate';
import { COVERAGE_DIR, sourceOf, type CoverageRecord } from './coverageFiles';
import { createRecorder } from './recorder';

/**
 * Setup file of the coverage run (tests/coverage/vitest.config.ts): every actor any test creates
 * gets an inspector that notes the state nodes each machine was in and the transitions it took;
 * each test file writes what it saw for tests/coverage/report.ts.
 */

const recorder = vi.hoisted(() => ({ current: null as ReturnType<typeof createRecorder> | null }));
recorder.current = createRecorder();

vi.mock('xstate', async (importOriginal) => {
  const actual = await importOriginal<typeof import('xstate')>();
  const createActor: typeof actual.createActor = (logic, ...[options]) => {
    const inspect = options?.inspect;
    return actual.createActor(logic, {
      ...options,
      inspect: (ev: InspectionEvent) => {
        recorder.current?.observe(ev);
        if (typeof inspect === 'function') inspect(ev);
        else inspect?.next?.(ev);
      },
    });
  };
  return { ...actual, createActor };
});

afterAll(() => {
  const testPath = expect.getState().testPath ?? 'unknown';
  const record: CoverageRecord = { source: sourceOf(testPath), ...(recorder.current?.seen() ?? { states: {}, transitions: {} }) };
  mkdirSync(COVERAGE_DIR, { recursive: true });
  writeFileSync(`${COVERAGE_DIR}/${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}.json`, JSON.stringify(record));
});
