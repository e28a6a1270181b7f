import type { AntibiogramInterpretation } from '../../../../domain/labReport';
import type { MessageId } from '../../../../i18n/messages.generated';
import { t } from '../../../../i18n/translate';
import {
  FLAG_IDS,
  ageInYears,
  isCritical,
  rangeText,
  resultFlag,
  type ResultFlag,
  type Subject,
} from '../../../../domain/referenceRange';
import type { EarlierReport, LabResultView, ReportDetail } from '../../../../machines/reportView.types';

/** The subject a report's ranges are read for: the patient's sex, and age when the report was verified. */
export function subjectOf(report: Pick<ReportDetail, 'gender' | 'birthDate' | 'verifiedTime'>, now: number): Subject {
  const at = report.verifiedTime === null ? now : Date.parse(report.verifiedTime);
  return { gender: report.gender, ageYears: ageInYears(report.birthDate, Number.isNaN(at) ? now : at) };
}

/** One line of the results table. */
export interface ResultLine {
  readonly code: string;
  readonly name: string;
  readonly result: string;
  readonly unit: string | null;
  readonly range: string | null;
  readonly flag: ResultFlag | null;
  /** 'High', 'Critical low': the mark in words (never colour only). */
  readonly flagText: string | null;
  readonly critical: boolean;
  /** A number: its values can be graphed. */
  readonly numeric: boolean;
}

export function resultLine(result: LabResultView, subject: Subject): ResultLine {
  const flag = resultFlag(result.value, result.referenceRange, subject);
  return {
    code: result.code,
    name: result.name,
    result: result.resultDisplay,
    unit: result.unit,
    range: rangeText(result.referenceRange, subject),
    flag,
    flagText: flag === null ? null : t(FLAG_IDS[flag]),
    critical: isCritical(flag),
    numeric: result.value !== null,
  };
}

/** The comparison's cell: the value with its mark ('11.2 L'), or null when that report has no such parameter. */
interface ComparedCell {
  readonly result: string;
  readonly flag: ResultFlag | null;
  readonly flagText: string | null;
}

export interface ComparedRow {
  readonly code: string;
  readonly name: string;
  readonly unit: string | null;
  /** This report, then the earlier ones, newest first. */
  readonly cells: readonly (ComparedCell | null)[];
}

/** Parameter rows of this report, each with its value in this report and in each earlier one. */
export function comparedRows(report: ReportDetail, earlier: readonly EarlierReport[], subject: Subject): ComparedRow[] {
  const cellOf = (result: LabResultView | undefined): ComparedCell | null => {
    if (result === undefined) return null;
    const flag = resultFlag(result.value, result.referenceRange, subject);
    return { result: result.resultDisplay, flag, flagText: flag === null ? null : t(FLAG_IDS[flag]) };
  };
  return report.results.map((result) => ({
    code: result.code,
    name: result.name,
    unit: result.unit,
    cells: [
      cellOf(result),
      ...earlier.map((before) => cellOf(before.results.find((other) => other.code === result.code))),
    ],
  }));
}

/** Microbiology results: an organism or an antibiogram to show. */
export const microbiologyOf = (results: readonly LabResultView[]): LabResultView[] =>
  results.filter((result) => result.organism !== null || result.antibiogram.length > 0);

export const INTERPRETATION_TEXT = {
  S: 'reports.result.sensitive',
  I: 'reports.result.intermediate',
  R: 'reports.result.resistant',
} as const satisfies Record<AntibiogramInterpretation, MessageId>;
