/**
 * Regenerates the recorded runs of tests/runs/: `npx tsx tests/runs/record.ts [names…]`
 *
 * Each conversation of tests/runs/scripts.ts is played against the real composed assistant with the
 * recorder on, as the patient's browser records it: the checkpoints of the live log, the machines'
 * versions, the masked trace (flows/runs/runFile.ts). A run downloaded from /inspect/runs has the
 * same form and needs no script: drop its JSON into tests/runs/.
 */
// English catalogues loaded and the hospitals' time zone set, as for the tests that replay these.
import '../setup';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkpointsOf } from '../../flows/runs/checkpoints';
import { stringifyRecordedRun } from '../../flows/runs/runFile';
import { machineVersions } from '../../flows/runs/versions';
import { maskTrace } from '../../flows/trace/mask';
import { recordScript } from '../replays/recordScript';
import { RUN_SCRIPTS } from './scripts';

const directory = fileURLToPath(new URL('./', import.meta.url));
const only = process.argv.slice(2);
for (const [name, { script, ended }] of Object.entries(RUN_SCRIPTS)) {
  if (only.length > 0 && !only.includes(name)) continue;
  const { trace, log } = await recordScript(script, { recordedAt: new Date(script.input.now).toISOString() });
  const checkpoints = checkpointsOf(log, trace.steps);
  const file = join(directory, `${name}.json`);
  writeFileSync(
    file,
    stringifyRecordedRun({ trace: maskTrace(trace), checkpoints, versions: machineVersions(), ended }),
  );
  console.log(`${file}: ${trace.steps.length} steps, ${checkpoints.length} checkpoints`);
}
