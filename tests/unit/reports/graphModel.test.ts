import { describe, expect, it } from 'vitest';
import { graphModel, toRanges, type GraphResult } from '../../../src/features/reports/graph/graphModel';
import { trendSummary } from '../../../src/features/reports/graph/graphText';
import { haemoglobin } from './haemoglobin';

const ADULT_MAN = { gender: 'male', birthDate: '1980-05-01' };

describe('graphModel', () => {
  it('lists the results oldest first, each judged for the patient’s sex and age', () => {
    const model = graphModel(
      [
        haemoglobin('r3', '2026-09-01', 18.2),
        haemoglobin('r1', '2026-01-10', 14.1),
        haemoglobin('r2', '2026-05-20', 12.4),
        haemoglobin('r4', '2026-10-01', 6.1),
      ],
      ADULT_MAN,
    );
    expect(model.name).toBe('Haemoglobin');
    expect(model.unit).toBe('g/dL');
    expect(model.rows.map((row) => [row.id, row.value, row.unit, row.range, row.flag, row.flagText])).toEqual([
      ['r1', '14.1', 'g/dL', '13 – 17', null, 'Normal'],
      ['r2', '12.4', 'g/dL', '13 – 17', 'L', 'Low'],
      ['r3', '18.2', 'g/dL', '13 – 17', 'H', 'High'],
      ['r4', '6.1', 'g/dL', '13 – 17', 'LL', 'Critical low'],
    ]);
    expect(model.points.map((point) => [point.value, point.flag])).toEqual([
      [14.1, null],
      [12.4, 'L'],
      [18.2, 'H'],
      [6.1, 'LL'],
    ]);
    expect(model.steps.every((step) => step.low === 13 && step.high === 17)).toBe(true);
  });

  it('uses the range of the age at each result: a child’s results stay a child’s', () => {
    const teen = { gender: 'female', birthDate: '2008-09-15' };
    const model = graphModel([haemoglobin('a', '2026-03-01', 11.5), haemoglobin('b', '2026-10-01', 11.5)], teen);
    expect(model.rows.map((row) => [row.range, row.flagText])).toEqual([
      ['11 – 14', 'Normal'],
      ['12 – 15', 'Low'],
    ]);
    expect(model.steps.map((step) => [step.low, step.high])).toEqual([
      [11, 14],
      [12, 15],
    ]);
  });

  it('plots nothing for text results and shows them in the table with Not Available for what they lack', () => {
    const text = (id: string, date: string, display: string): GraphResult =>
      haemoglobin(id, date, null, {
        name: 'Urine sugar',
        resultOption: 'listSingle',
        resultDisplay: display,
        referenceRange: [],
      });
    const model = graphModel([text('u1', '2026-02-01', 'Nil'), text('u2', '2026-06-01', 'Trace')], ADULT_MAN);
    expect(model.points).toEqual([]);
    expect(model.steps).toEqual([]);
    expect(model.unit).toBeNull();
    expect(model.rows.map((row) => [row.value, row.unit, row.range, row.flagText])).toEqual([
      ['Nil', 'Not Available', 'Not Available', 'Not Available'],
      ['Trace', 'Not Available', 'Not Available', 'Not Available'],
    ]);
  });

  it('leaves out a range of an unknown type or sex rather than guess', () => {
    expect(toRanges([{ type: 'therapeutic', low: 1, high: 2, appliesTo: null, ageLow: null, ageHigh: null }])).toEqual(
      [],
    );
    expect(toRanges([{ type: 'normal', low: 1, high: 2, appliesTo: 'other', ageLow: null, ageHigh: null }])).toEqual(
      [],
    );
  });

  it('is empty without results', () => {
    const model = graphModel([], ADULT_MAN);
    expect(model.rows).toEqual([]);
    expect(model.name).toBe('');
  });
});

describe('trendSummary (the chart’s accessible name)', () => {
  it('tells the span, the direction, the latest flag and how many are out of range', () => {
    const model = graphModel(
      [
        haemoglobin('r1', '2026-01-10', 14.1),
        haemoglobin('r2', '2026-05-20', 12.4),
        haemoglobin('r3', '2026-09-01', 11.8),
      ],
      ADULT_MAN,
    );
    expect(trendSummary(model)).toBe(
      'Haemoglobin graph: 3 results from 10 Jan 2026 to 1 Sep 2026, falling from 14.1 to 11.8 g/dL; latest low; 2 outside the normal range.',
    );
  });

  it('reads one result on its own', () => {
    const model = graphModel([haemoglobin('r1', '2026-01-10', 14.1)], ADULT_MAN);
    expect(trendSummary(model)).toBe('Haemoglobin graph: one result, 14.1 g/dL on 10 Jan 2026, normal.');
  });
});
