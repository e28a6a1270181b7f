import { resolve } from 'node:path';

/** Where the coverage run's test files leave what they saw, for the report. */
export const COVERAGE_DIR = resolve('node_modules/.cache/machine-coverage');

export type CoverageSource = 'model-based tests' | 'replays';

export interface CoverageRecord {
  readonly source: CoverageSource;
  /** machine id -> state node ids it was in. */
  readonly states: Record<string, string[]>;
  /** machine id -> transition keys (machineCoverage.transitionKey) it took. */
  readonly transitions: Record<string, string[]>;
}

export function sourceOf(testPath: string): CoverageSource {
  return testPath.includes('/tests/replays/') ? 'replays' : 'model-based tests';
}
