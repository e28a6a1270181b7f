/**
 * Lab reports (spec 001 §3 Diagnostic report and Observation, §4 report availability, §9): the values a report
 * and its results take, shared by the server, the staff console and the patient's screens.
 */

/** A report's own status: registered when the test is ordered, preliminary once results are entered, final once verified. */
export const REPORT_STATUSES = ['registered', 'preliminary', 'final', 'amended', 'cancelled'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** Final reports may be shown (spec 001 §4 'Final and not external'); an amended report is a final one corrected. */
export const FINAL_REPORT_STATUSES: readonly ReportStatus[] = ['final', 'amended'];

/** summaryStatus: new, sample_collected, report (results entered) and print_ready (verified). The examination tracker reads it. */
export const REPORT_SUMMARY_STATUSES = ['new', 'sample_collected', 'report', 'print_ready'] as const;
export type ReportSummaryStatus = (typeof REPORT_SUMMARY_STATUSES)[number];

/** diagnosticReportOutsourcedType: external reports are done by another laboratory and not viewable online. */
export const REPORT_OUTSOURCED_TYPES = ['internal', 'external'] as const;
export type ReportOutsourcedType = (typeof REPORT_OUTSOURCED_TYPES)[number];

/** patientCreditStatus: pending disables the Result ('Payment is pending'). */
export const PATIENT_CREDIT_STATUSES = ['pending', 'paid'] as const;
export type PatientCreditStatus = (typeof PATIENT_CREDIT_STATUSES)[number];

/** A report's category: laboratory values, or microbiology (organism and antibiogram). */
export const REPORT_CATEGORIES = ['LAB', 'MICRO'] as const;
export type ReportCategory = (typeof REPORT_CATEGORIES)[number];

/** How a parameter's result is entered (spec 001 §3 result option, plus numeric values with a unit). */
export const RESULT_OPTIONS = ['numeric', 'text', 'listSingle', 'listMulti'] as const;
export type ResultOption = (typeof RESULT_OPTIONS)[number];

/** A reference range is the normal one, or the critical one beyond which a result is flagged critical. */
export const REFERENCE_RANGE_TYPES = ['normal', 'critical'] as const;
export type ReferenceRangeType = (typeof REFERENCE_RANGE_TYPES)[number];

/** A reference range (spec 001 §3): low and high for one sex (appliesTo) and an age band in years, or for all. */
export interface ReferenceRange {
  readonly type: ReferenceRangeType;
  readonly low: number | null;
  readonly high: number | null;
  /** male or female; null for both. */
  readonly appliesTo: 'male' | 'female' | null;
  /** Years, inclusive; null for no bound. */
  readonly ageLow: number | null;
  readonly ageHigh: number | null;
}

/** One line of a microbiology antibiogram: S sensitive, I intermediate, R resistant. */
export const ANTIBIOGRAM_INTERPRETATIONS = ['S', 'I', 'R'] as const;
export type AntibiogramInterpretation = (typeof ANTIBIOGRAM_INTERPRETATIONS)[number];

export interface AntibiogramEntry {
  readonly antibiotic: string;
  readonly interpretation: AntibiogramInterpretation;
  /** The minimum inhibitory concentration as the laboratory reports it ('≤ 0.5'); null when not measured. */
  readonly mic: string | null;
}

/** The hospital's signed images on every printed report. */
export const REPORT_IMAGE_KINDS = ['header', 'footer', 'signature'] as const;
export type ReportImageKind = (typeof REPORT_IMAGE_KINDS)[number];

/** Spec 001 §9: the Result appears 15 minutes after verifiedTime. */
export const REPORT_RESULT_DELAY_MS = 15 * 60 * 1000;

/** Spec 001 §9: the last three reports of a test are compared (this one and the two before). */
export const COMPARED_REPORTS = 3;
