/**
 * Regenerates the committed replays: `npx tsx tests/replays/record.ts`
 *
 * Each script of tests/replays/scripts.ts is played against the real composed assistant with the
 * recorder attached (as the inspector records the app), the trace is masked (maskTrace replays it
 * to regenerate what the patient saw) and written to flows/replays/<name>.json. Re-run it after a
 * deliberate change of a flow's wording or path, and review the diff of the JSON files. Names given
 * (`npx tsx tests/replays/record.ts lab-reports`) record only those scripts.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { maskTrace } from '../../flows/trace/mask';
import { stringifyTrace } from '../../flows/trace/trace';
import { recordScript } from './recordScript';
import { REPLAY_TIME_ZONE, SCRIPTS } from './scripts';

process.env.TZ = REPLAY_TIME_ZONE;

const directory = fileURLToPath(new URL('../../flows/replays/', import.meta.url));

const only = process.argv.slice(2);
for (const [name, script] of Object.entries(SCRIPTS)) {
  if (only.length > 0 && !only.includes(name)) continue;
  const { trace } = await recordScript(script, { recordedAt: new Date(script.input.now).toISOString() });
  const masked = maskTrace(trace);
  const file = join(directory, `${name}.json`);
  writeFileSync(file, stringifyTrace(masked));
  console.log(
    `${file}: ${masked.steps.length} steps, ${masked.expected.transcript.length} transcript lines, final state ${JSON.stringify(masked.expected.finalState)}`,
  );
}
