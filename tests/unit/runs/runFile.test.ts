import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RunFileError, parseRecordedRun, stringifyRecordedRun } from '../../../flows/runs/runFile';

const text = readFileSync(new URL('../../runs/booking-left-at-invoice.json', import.meta.url), 'utf8');
const raw = JSON.parse(text) as Record<string, unknown>;

describe('parseRecordedRun', () => {
  it('reads a run file and writes it back the same', () => {
    const run = parseRecordedRun(raw);
    expect(run.trace.masked).toBe(true);
    expect(run.checkpoints.length).toBeGreaterThan(10);
    expect(run.versions.booking).toMatch(/^[0-9a-f]{12}$/);
    expect(stringifyRecordedRun(run)).toBe(text);
  });

  it('takes trace, checkpoints and versions as JSON text too (as the recordedRun query gives them), other fields ignored', () => {
    const run = parseRecordedRun({
      id: 'run-1',
      outcome: 'abandoned',
      trace: JSON.stringify(raw.trace),
      checkpoints: JSON.stringify(raw.checkpoints),
      versions: JSON.stringify(raw.versions),
      ended: true,
    });
    expect(run).toEqual(parseRecordedRun(raw));
  });

  it('says what is wrong', () => {
    expect(() => parseRecordedRun({ ...raw, checkpoints: [{ at: 0 }] })).toThrow(RunFileError);
    expect(() => parseRecordedRun({ ...raw, ended: 'yes' })).toThrow(/ended/);
    expect(() => parseRecordedRun({ ...raw, trace: { format: 'other' } })).toThrow(/Invalid trace/);
  });
});
