import type { AntibiogramEntry, ReferenceRange } from '../domain/labReport';
import type { AvailabilityInput } from '../domain/reportAvailability';

/** A report as the list row knows it: what the availability rule reads, and what the row shows. */
export interface ReportSummary extends AvailabilityInput {
  readonly id: string;
  readonly name: string;
  /** The test's 8-digit code: earlier reports of the same code are compared. */
  readonly code: string;
  readonly patientId: string;
  readonly hospitalName: string;
  /** ISO: when the test was registered (the row's date). */
  readonly createdTime: string;
}

/** One parameter's result as the result view shows it. */
export interface LabResultView {
  readonly code: string;
  readonly name: string;
  /** LAB or MICRO */
  readonly category: string;
  readonly resultOption: string;
  /** The number of a numeric result, for its flag; null for text and lists. */
  readonly value: number | null;
  readonly unit: string | null;
  /** '13.2' or 'Positive'; 'Not Available' when none (the server's resultDisplay). */
  readonly resultDisplay: string;
  readonly referenceRange: readonly ReferenceRange[];
  readonly subTestClassification: string | null;
  readonly parameterOrder: number;
  readonly organism: string | null;
  readonly antibiogram: readonly AntibiogramEntry[];
}

/** The report opened: its header and results. */
export interface ReportDetail {
  readonly id: string;
  readonly name: string;
  readonly code: string;
  readonly category: string;
  readonly patientName: string;
  /** male, female or other: the reference range's sex. */
  readonly gender: string;
  /** YYYY-MM-DD: the reference range's age. */
  readonly birthDate: string;
  readonly hospitalName: string;
  readonly verifiedTime: string | null;
  readonly specimenCollectedTime: string | null;
  readonly results: readonly LabResultView[];
}

/** An earlier report of the same test, for the side-by-side comparison. */
export interface EarlierReport {
  readonly id: string;
  /** ISO: its verified time (its registration when never verified). */
  readonly time: string;
  readonly results: readonly LabResultView[];
}

/** What loadResults answers: the report, and up to two earlier reports of the same test, newest first. */
export interface ReportResults {
  readonly report: ReportDetail;
  readonly earlier: readonly EarlierReport[];
}

export interface ReportViewInput {
  readonly report: ReportSummary;
  /** The page's clock (epoch ms) when the view starts. */
  readonly now: number;
  /** Opened by its link (?reportId=): the results load as soon as the report is ready. */
  readonly open?: boolean;
}

export type ReportViewEvent =
  /** The live update: the report as it now is, and the clock at its arrival. */
  | { readonly type: 'REPORT_CHANGED'; readonly report: ReportSummary; readonly now: number }
  | { readonly type: 'OPEN' }
  | { readonly type: 'RETRY' }
  | { readonly type: 'DOWNLOAD' }
  | { readonly type: 'DISMISS' };
