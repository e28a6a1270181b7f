import { t } from '../../../../i18n/translate';
import { formatDate } from '../../../../domain/days';
import { REFERENCE_RANGE_TYPES, type ReferenceRange, type ReferenceRangeType } from '../../../../domain/labReport';
import {
  ageInYears,
  FLAG_IDS,
  rangeFor,
  rangeText,
  resultFlag,
  type ResultFlag,
  type Subject,
} from '../../../../domain/referenceRange';
import type { BandStep, ChartPoint } from './chartGeometry';

/**
 * One parameter's results as the graph and its table show them: each value judged against the range for the
 * patient's sex and age at the time of that result (a child's results stay judged as a child's).
 */

/** The fields of a LabResult the graph reads (the query's shape, ranges as the API sends them). */
export interface GraphResult {
  readonly id: string;
  readonly name: string;
  readonly resultOption: string;
  readonly valueQuantity: { readonly value: number; readonly unit: string | null } | null;
  readonly resultDisplay: string;
  readonly referenceRange: readonly {
    readonly type: string;
    readonly low: number | null;
    readonly high: number | null;
    readonly appliesTo: string | null;
    readonly ageLow: number | null;
    readonly ageHigh: number | null;
  }[];
  readonly effectiveTime: string;
}

export interface GraphPatient {
  readonly gender: string;
  /** YYYY-MM-DD */
  readonly birthDate: string;
}

/** One line of the table (and, when numeric, one point of the chart). */
export interface GraphRow {
  readonly id: string;
  readonly time: number;
  readonly date: string;
  readonly value: string;
  readonly unit: string;
  readonly range: string;
  /** Null within range, without a range, and for text results. */
  readonly flag: ResultFlag | null;
  /** High, Low, Critical high, Critical low, Normal (numeric within its range) or Not Available. */
  readonly flagText: string;
  /** The number plotted; null for a text result. */
  readonly numeric: number | null;
  readonly band: { readonly low: number | null; readonly high: number | null };
}

export interface GraphModel {
  readonly name: string;
  readonly unit: string | null;
  /** Oldest first, like the chart from left to right. */
  readonly rows: readonly GraphRow[];
  readonly points: readonly (ChartPoint & {
    readonly flag: ResultFlag | null;
    readonly flagText: string;
    readonly label: string;
  })[];
  /** The normal range at each numeric result: the shaded band. */
  readonly steps: readonly BandStep[];
}

const isRangeType = (type: string): type is ReferenceRangeType =>
  (REFERENCE_RANGE_TYPES as readonly string[]).includes(type);

/** The API's ranges as the domain judges them; a range of an unknown type or sex is left out rather than guessed. */
export function toRanges(ranges: GraphResult['referenceRange']): ReferenceRange[] {
  return ranges.flatMap((range) => {
    const { type, appliesTo } = range;
    if (!isRangeType(type)) return [];
    if (appliesTo !== null && appliesTo !== 'male' && appliesTo !== 'female') return [];
    return [{ type, low: range.low, high: range.high, appliesTo, ageLow: range.ageLow, ageHigh: range.ageHigh }];
  });
}

/** A numeric result's value; text and list results have none to plot. */
const numericValue = (result: GraphResult): number | null =>
  result.resultOption === 'numeric' && result.valueQuantity !== null && Number.isFinite(result.valueQuantity.value)
    ? result.valueQuantity.value
    : null;

function toRow(result: GraphResult, patient: GraphPatient): GraphRow {
  const time = Date.parse(result.effectiveTime);
  const subject: Subject = { gender: patient.gender, ageYears: ageInYears(patient.birthDate, time) };
  const ranges = toRanges(result.referenceRange);
  const numeric = numericValue(result);
  const flag = resultFlag(numeric, ranges, subject);
  const normal = rangeFor(ranges, 'normal', subject);
  const range = rangeText(ranges, subject);
  const notAvailable = t('reports.notAvailable');
  return {
    id: result.id,
    time,
    date: formatDate(time),
    value: result.resultDisplay,
    unit: result.valueQuantity?.unit ?? notAvailable,
    range: range ?? notAvailable,
    flag,
    flagText:
      flag !== null ? t(FLAG_IDS[flag]) : numeric !== null && range !== null ? t('reports.flag.normal') : notAvailable,
    numeric,
    band: { low: normal?.low ?? null, high: normal?.high ?? null },
  };
}

export function graphModel(results: readonly GraphResult[], patient: GraphPatient): GraphModel {
  const sorted = [...results].sort((a, b) => Date.parse(a.effectiveTime) - Date.parse(b.effectiveTime));
  const rows = sorted.map((result) => toRow(result, patient));
  // The latest result names the parameter and its unit (a laboratory may have renamed either).
  const unit = sorted.findLast((result) => result.valueQuantity?.unit != null)?.valueQuantity?.unit ?? null;
  const plotted = rows.filter((row): row is GraphRow & { numeric: number } => row.numeric !== null);
  return {
    name: sorted.at(-1)?.name ?? '',
    unit,
    rows,
    points: plotted.map((row) => ({
      time: row.time,
      value: row.numeric,
      flag: row.flag,
      flagText: row.flagText,
      label: row.value,
    })),
    steps: plotted.map((row) => ({ time: row.time, low: row.band.low, high: row.band.high })),
  };
}
