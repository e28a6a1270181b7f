/**
 * `npm run coverage:machines` (after the coverage run of tests/coverage/vitest.config.ts): every
 * machine exported by a `*.machine.ts` file under machines/ and flows/ (found on disk, no list), and
 * every conversation in them, with the states and transitions the model-based tests and the saved
 * replays reached against all of them in the definition, and what is missing or explained
 * (tests/coverage/unreachable.ts). Exits 1 when a machine has no model-based test, or something is
 * neither reached nor explained.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { MACHINES } from '../../flows/catalogue';
import { COVERAGE_DIR, type CoverageRecord } from './coverageFiles';
import { machineFiles } from './discover';
import { summarize } from './summarize';
import { UNREACHABLE } from './unreachable';

const records: CoverageRecord[] = readdirSync(COVERAGE_DIR)
  .filter((file) => file.endsWith('.json'))
  .sort()
  .map((file) => JSON.parse(readFileSync(`${COVERAGE_DIR}/${file}`, 'utf8')) as CoverageRecord);
if (records.length === 0) throw new Error(`No coverage recorded in ${COVERAGE_DIR}: run the coverage tests first (npm run coverage:machines).`);

const { lines, problems } = summarize({
  files: await machineFiles(),
  records,
  notes: UNREACHABLE,
  catalogued: new Set(MACHINES.map((entry) => entry.id)),
});
console.log(lines.join('\n'));
if (problems.length > 0) {
  console.log(`\n${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  process.exitCode = 1;
}
