import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replayTrace } from '../../flows/trace/replay';
import { parseTrace, type Trace } from '../../flows/trace/trace';
import type { Language } from '../../i18n/languages';
import { speakWithDates } from '../support/language';
import { inReplayTimeZone } from './replayTimeZone';

const FOLDER = new URL('../../flows/replays/', import.meta.url);
const traces: Trace[] = readdirSync(FOLDER)
  .filter((name) => name.endsWith('.json'))
  .sort()
  .map((name) => parseTrace(JSON.parse(readFileSync(new URL(name, FOLDER), 'utf8'))));

/** Latin words kept in every language: titles, currency, codes and units hospitals print as they are. */
const KEPT = new Set(['dr', 'rs', 'lkr', 'opd', 'otp', 'mic', 'cvv', 'mm', 'yy', 'pm', 'am', 'sms', 'id', 'pdf', 'ok']);

/** The Latin words of a text, lower case. */
const latinWords = (text: string): string[] => text.toLowerCase().match(/[a-z]{2,}/g) ?? [];

/**
 * Latin words of the assistant's lines that are not data: the recorded server answers and input (names of
 * doctors, hospitals, patients, specialties) and what the patient typed may be Latin in any language.
 */
function englishLeft(trace: Trace, lines: readonly string[]): string[] {
  const data = new Set(latinWords(JSON.stringify([trace.input, trace.steps])));
  return (
    lines
      // What the patient typed, and where the app went (paths, not words).
      .filter((line) => /^(assistant|buttons|staff):/.test(line))
      // The transcript format's own markers: '[success] …', '[invoice] …; Total 1,500.00 LKR'.
      .map((line) =>
        line
          .replace(/^\w+: /, '')
          .replace(/\[[a-z ]+\] ?/g, '')
          .replace(/; Total /, '; ')
          .replace(/ → \/\S+/g, '')
          .replace(/^Token \d+/, '')
          // Name prefixes are part of the stored name (Mrs. Nimali Perera), in every language.
          .replace(/\b(Mr|Mrs|Miss|Ms|Baby Of|Baby)\b\.?/g, ''),
      )
      .flatMap(latinWords)
      .filter((word) => !KEPT.has(word) && !data.has(word))
  );
}

inReplayTimeZone();

describe.each<Language>(['si', 'ta'])('every recorded conversation replayed in %s', (language) => {
  it.each(traces.map((trace) => [trace.steps.length, trace] as const))(
    'has no English left in what the assistant says (%i steps)',
    async (_, trace) => {
      const back = await speakWithDates(language);
      try {
        const frame = replayTrace({ ...trace, language });
        expect(frame.problems).toEqual([]);
        expect([...new Set(englishLeft(trace, frame.lines))]).toEqual([]);
      } finally {
        back();
      }
    },
  );
});
