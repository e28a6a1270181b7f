import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { replayDivergence } from '../../flows/runs/replayDivergence';
import { parseRecordedRun } from '../../flows/runs/runFile';
import { machineVersions } from '../../flows/runs/versions';
import { inReplayTimeZone } from '../replays/replayTimeZone';
import { divergenceText } from './divergenceText';

/**
 * Every recorded run in tests/runs/ is a regression test: replayed against the current machines,
 * it must take the recorded path and show the recorded transcript, checkpoint by checkpoint. A run
 * downloaded from /inspect/runs (a real conversation that went wrong) becomes one by dropping its
 * JSON here. A deliberate change of a flow fails here with the first divergence side by side;
 * regenerate the scripted ones with `npx tsx tests/runs/record.ts`, and replace or drop downloaded ones.
 */

inReplayTimeZone();

const directory = fileURLToPath(new URL('./', import.meta.url));
const files = readdirSync(directory)
  .filter((file) => file.endsWith('.json'))
  .sort();

describe('recorded runs (tests/runs)', () => {
  it('has runs to replay', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('%s replays against the current machines without diverging', (file) => {
    const run = parseRecordedRun(JSON.parse(readFileSync(`${directory}${file}`, 'utf8')));
    expect(run.trace.masked).toBe(true);
    const { divergence, problems } = replayDivergence(run);
    const current = machineVersions();
    const changed = Object.keys(run.versions).filter((id) => current[id] !== run.versions[id]);
    expect(problems).toEqual([]);
    if (divergence !== null) expect.fail(divergenceText(divergence, changed));
  });
});
