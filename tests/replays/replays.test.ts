import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { replayTrace, runTrace } from '../../flows/trace/replay';
import { parseTrace, type Trace } from '../../flows/trace/trace';
import { inReplayTimeZone } from './replayTimeZone';

/**
 * Every trace saved in flows/replays/ is a test: replayed against the real machines, the final
 * state and every bubble and button must be what was recorded. A changed flow fails here with a
 * diff of the transcript lines; if the change is meant, regenerate with `npx tsx tests/replays/record.ts`.
 */

const directory = fileURLToPath(new URL('../../flows/replays/', import.meta.url));
const files = readdirSync(directory)
  .filter((file) => file.endsWith('.json'))
  .sort();

function load(file: string): Trace {
  return parseTrace(JSON.parse(readFileSync(`${directory}${file}`, 'utf8')));
}

inReplayTimeZone();

describe('saved replays (flows/replays)', () => {
  it('has a replay for each chat flow: greeting and menu, sign-in, registration, a wrong code', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'greeting-and-menu.json',
        'sign-in-holder.json',
        'registration-new-number.json',
        'wrong-code.json',
      ]),
    );
  });

  it.each(files)('%s replays to the recorded transcript and final state', async (file) => {
    const trace = load(file);
    expect(replayTrace(trace).problems).toEqual([]);
    const { transcript, finalState } = await runTrace(trace);
    expect(transcript).toEqual(trace.expected.transcript);
    expect(finalState).toEqual(trace.expected.finalState);
  });

  it.each(files)('%s is masked: no number, code or token of the scripted patients is left', (file) => {
    const text = readFileSync(`${directory}${file}`, 'utf8');
    expect(load(file).masked).toBe(true);
    for (const secret of ['771234567', '712345678', 'Nimal', 'Kamala', 'Nadeesha', 'Silva', 'Perera', 'token-1-'])
      expect(text).not.toContain(secret);
  });
});
