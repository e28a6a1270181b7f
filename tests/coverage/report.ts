/**
 * `npm run coverage:machines` (after the coverage run of tests/coverage/vitest.config.ts): per
 * machine of flows/catalogue.ts, the states and transitions the model-based tests and the saved
 * replays reached, against all of them in the machine's definition, and what is missing.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { MACHINES } from '../../flows/catalogue';
import { COVERAGE_DIR, type CoverageRecord, type CoverageSource } from './coverageFiles';
import { coverable } from './machineCoverage';

const records: CoverageRecord[] = readdirSync(COVERAGE_DIR)
  .filter((file) => file.endsWith('.json'))
  .map((file) => JSON.parse(readFileSync(`${COVERAGE_DIR}/${file}`, 'utf8')) as CoverageRecord);
if (records.length === 0) throw new Error(`No coverage recorded in ${COVERAGE_DIR}: run the coverage tests first (npm run coverage:machines).`);

function reached(kind: 'states' | 'transitions', machineId: string, source?: CoverageSource): Set<string> {
  return new Set(records.filter((record) => source === undefined || record.source === source).flatMap((record) => record[kind][machineId] ?? []));
}

function count(all: ReadonlyMap<string, string>, hit: ReadonlySet<string>): number {
  return [...all.keys()].filter((key) => hit.has(key)).length;
}

const width = Math.max(...MACHINES.map((entry) => entry.id.length));
const lines: string[] = [];
for (const { id, machine } of MACHINES) {
  const { states, transitions } = coverable(machine);
  const states_ = reached('states', id);
  const transitions_ = reached('transitions', id);
  const bySource = (['model-based tests', 'replays'] as const).map(
    (source) => `${source}: ${count(states, reached('states', id, source))} states, ${count(transitions, reached('transitions', id, source))} transitions`,
  );
  lines.push(`${id.padEnd(width)}  states ${count(states, states_)}/${states.size}  transitions ${count(transitions, transitions_)}/${transitions.size}  (${bySource.join('; ')})`);
  const missingStates = [...states].filter(([key]) => !states_.has(key)).map(([, label]) => label);
  const missingTransitions = [...transitions].filter(([key]) => !transitions_.has(key)).map(([, label]) => label);
  for (const label of missingStates) lines.push(`${' '.repeat(width)}  missing state: ${label}`);
  for (const label of missingTransitions) lines.push(`${' '.repeat(width)}  missing: ${label}`);
}
console.log(lines.join('\n'));
