import type { GraphResult } from '../../../src/features/reports/graph/graphModel';

/** Haemoglobin's ranges as the seed gives them: by sex for adults, one for children, and the critical bounds. */
const HB_RANGES: GraphResult['referenceRange'] = [
  { type: 'normal', low: 13, high: 17, appliesTo: 'male', ageLow: 18, ageHigh: null },
  { type: 'normal', low: 12, high: 15, appliesTo: 'female', ageLow: 18, ageHigh: null },
  { type: 'normal', low: 11, high: 14, appliesTo: null, ageLow: null, ageHigh: 17 },
  { type: 'critical', low: 7, high: 20, appliesTo: null, ageLow: null, ageHigh: null },
];

/** A Haemoglobin result in the API's shape (queryLabResults), verified at 06:00 UTC of `date`; null: no value. */
export function haemoglobin(
  id: string,
  date: string,
  value: number | null,
  overrides: Partial<GraphResult> = {},
): GraphResult {
  return {
    id,
    name: 'Haemoglobin',
    resultOption: 'numeric',
    valueQuantity: value === null ? null : { value, unit: 'g/dL' },
    resultDisplay: value === null ? 'Not Available' : String(value),
    referenceRange: HB_RANGES,
    effectiveTime: `${date}T06:00:00.000Z`,
    ...overrides,
  };
}
