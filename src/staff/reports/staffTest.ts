import {
  ANTIBIOGRAM_INTERPRETATIONS,
  FINAL_REPORT_STATUSES,
  RESULT_OPTIONS,
  type AntibiogramEntry,
  type ReferenceRange,
  type ResultOption,
} from '../../../domain/labReport';
import { readFragment, type FragmentOf } from '../../lib/graphql/graphql';
import { StaffReferenceRangeFields, StaffTestReportFields } from './graphql';

/** A test of an examination order as the Results panel works with it: plain values read from StaffTestReportFields. */

export interface StaffParameter {
  readonly code: string;
  readonly name: string;
  readonly resultOption: ResultOption;
  readonly options: readonly string[];
  readonly unit: string | null;
  readonly ranges: readonly ReferenceRange[];
  readonly microbiology: boolean;
}

export interface SavedResult {
  readonly code: string;
  readonly value: number | null;
  readonly valueString: string | null;
  readonly organism: string | null;
  readonly antibiogram: readonly AntibiogramEntry[];
}

export interface StaffTest {
  readonly serviceRequestId: string;
  readonly code: string;
  readonly name: string;
  readonly parameters: readonly StaffParameter[];
  readonly reportId: string | null;
  /** Set once verified: the form is read-only from then on. */
  readonly verifiedTime: number | null;
  readonly viewableTime: number | null;
  readonly sensitive: boolean;
  readonly external: boolean;
  /** The saved results by parameter code. */
  readonly saved: ReadonlyMap<string, SavedResult>;
}

const timeOf = (iso: string | null | undefined): number | null =>
  iso === null || iso === undefined ? null : Date.parse(iso);

// The server's strings are checked here once, so the form can switch on closed unions.
const resultOptionOf = (value: string): ResultOption =>
  (RESULT_OPTIONS as readonly string[]).includes(value) ? (value as ResultOption) : 'text';

const rangeOf = (range: {
  type: string;
  low: number | null;
  high: number | null;
  appliesTo: string | null;
  ageLow: number | null;
  ageHigh: number | null;
}): ReferenceRange => ({
  type: range.type === 'critical' ? 'critical' : 'normal',
  low: range.low,
  high: range.high,
  appliesTo: range.appliesTo === 'male' || range.appliesTo === 'female' ? range.appliesTo : null,
  ageLow: range.ageLow,
  ageHigh: range.ageHigh,
});

const interpretationOf = (value: string): AntibiogramEntry['interpretation'] =>
  (ANTIBIOGRAM_INTERPRETATIONS as readonly string[]).includes(value)
    ? (value as AntibiogramEntry['interpretation'])
    : 'S';

export function staffTestOf(data: FragmentOf<typeof StaffTestReportFields>): StaffTest {
  const test = readFragment(StaffTestReportFields, data);
  const report = test.report;
  const verified =
    report !== null && (FINAL_REPORT_STATUSES as readonly string[]).includes(report.status)
      ? timeOf(report.verifiedTime)
      : null;
  return {
    serviceRequestId: test.serviceRequestId,
    code: test.code,
    name: test.name,
    parameters: [...test.parameters]
      .sort((a, b) => a.parameterOrder - b.parameterOrder)
      .map((parameter) => ({
        code: parameter.code,
        name: parameter.name,
        resultOption: resultOptionOf(parameter.resultOption),
        options: parameter.options,
        unit: parameter.unit,
        ranges: parameter.referenceRange.map((range) => rangeOf(readFragment(StaffReferenceRangeFields, range))),
        microbiology: parameter.microbiology,
      })),
    reportId: report?.id ?? null,
    verifiedTime: verified,
    viewableTime: verified === null ? null : timeOf(report?.viewableTime),
    sensitive: report?.diagnosticReportSensitive ?? false,
    external: report?.diagnosticReportOutsourcedType === 'external',
    saved: new Map(
      test.results.map((result) => [
        result.code,
        {
          code: result.code,
          value: result.valueQuantity?.value ?? null,
          valueString: result.valueString,
          organism: result.organism,
          antibiogram: result.antibiogram.map((entry) => ({
            antibiotic: entry.antibiotic,
            interpretation: interpretationOf(entry.interpretation),
            mic: entry.mic,
          })),
        },
      ]),
    ),
  };
}

/** Verify is offered once every parameter has a saved result (the server checks the same). */
export const everyResultSaved = (test: StaffTest): boolean =>
  test.parameters.every((parameter) => test.saved.has(parameter.code));
