import { formatDate, formatTime } from '../../../../domain/days';
import { FLAG_IDS, type ResultFlag } from '../../../../domain/referenceRange';
import { ageDisplay, notAvailable } from '../../../../domain/patient';
import { genderName, isGender } from '../../../../domain/profileForm';
import { REPORT_STATUSES, type ReportStatus } from '../../../../domain/labReport';
import { t } from '../../../../i18n/translate';
import type { MessageId } from '../../../../i18n/messages.generated';
import type { PrintedReport, PrintedResult } from './printReport.graphql';
import { hasIndic } from './shaping/scripts';

export interface ReportPdfText {
  readonly imageNotAvailable: string;
  readonly unableToLoadFile: string;
  readonly title: string;
  readonly endOfReport: string;
  readonly authorisedSignature: string;
  readonly previous: string;
  readonly headers: Readonly<Record<'test' | 'result' | 'unit' | 'range' | 'flag', string>>;
  readonly antibiogramHeaders: Readonly<Record<'antibiotic' | 'interpretation' | 'mic', string>>;
}

/** The lab PDF's own words (catalogue area reportPdf), in the active language; the values come from the server. */
export function reportPdfText(): ReportPdfText {
  return {
    /** Spec 001 §7: a report image that cannot be loaded prints a placeholder in its place. */
    imageNotAvailable: t('reportPdf.imageNotAvailable'),
    /** Spec 001 §8 'Unable to load file': the PDF could not be made. */
    unableToLoadFile: t('reportPdf.unableToLoadFile'),
    title: t('reportPdf.title'),
    endOfReport: t('reportPdf.endOfReport'),
    authorisedSignature: t('reportPdf.authorisedSignature'),
    previous: t('reportPdf.previous'),
    headers: {
      test: t('reportPdf.headers.test'),
      result: t('reportPdf.headers.result'),
      unit: t('reportPdf.headers.unit'),
      range: t('reportPdf.headers.range'),
      flag: t('reportPdf.headers.flag'),
    },
    antibiogramHeaders: {
      antibiotic: t('reportPdf.antibiogram.antibiotic'),
      interpretation: t('reportPdf.antibiogram.interpretation'),
      mic: t('reportPdf.antibiogram.mic'),
    },
  };
}

const ANTIBIOGRAM_TEXT = {
  S: 'reportPdf.antibiogram.sensitive',
  I: 'reportPdf.antibiogram.intermediate',
  R: 'reportPdf.antibiogram.resistant',
} as const satisfies Record<string, MessageId>;

/** 'S - Sensitive'; an interpretation the laboratory spells otherwise prints as sent, twice as before. */
export function interpretationText(interpretation: string): string {
  const id = Object.hasOwn(ANTIBIOGRAM_TEXT, interpretation)
    ? ANTIBIOGRAM_TEXT[interpretation as keyof typeof ANTIBIOGRAM_TEXT]
    : null;
  return `${interpretation} - ${id === null ? interpretation : t(id)}`;
}

/**
 * jspdf's built-in Times draws WinAnsi (Latin-1 and a few typographic marks) only; anything else prints as
 * garbage and throws the glyph widths off. The signs a laboratory uses get ASCII spellings; anything else
 * outside the set becomes '?', so a line stays readable. Sinhala and Tamil (with their joiners) pass: the
 * document shapes them in their own embedded fonts (shaping/shapedText.ts).
 */
const SPELLED: Readonly<Record<string, string>> = {
  '≤': '<=',
  '≥': '>=',
  '⁰': '^0',
  '¹': '^1',
  '²': '^2',
  '³': '^3',
  '⁴': '^4',
  '⁵': '^5',
  '⁶': '^6',
  '⁷': '^7',
  '⁸': '^8',
  '⁹': '^9',
  μ: 'µ',
  '−': '-',
  '\u00a0': ' ',
};
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

export function pdfText(text: string): string {
  let out = '';
  for (const char of text) {
    const spelled = SPELLED[char];
    if (spelled !== undefined) out += spelled;
    else if ((char >= ' ' && char <= '~') || (char >= '\u00a1' && char <= '\u00ff') || WIN_ANSI_EXTRAS.has(char))
      out += char;
    else if (char === '\n' || hasIndic(char) || char === '\u200c' || char === '\u200d') out += char;
    else out += '?';
  }
  return out;
}

/** A recorded value, or Not Available (spec 001 §8 'Missing values'). */
export function orNotAvailable(value: string | null | undefined): string {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? notAvailable() : trimmed;
}

/**
 * The laboratory's side of the details: the invoice number always (Not Available while unpaid), the receipt,
 * encounter, group, department and referral only when the report carries them. A report staff entered for an
 * order has none of those, and six 'Not Available' lines told the patient nothing (issue 29).
 */
export function laboratoryDetails(
  printed: Pick<
    PrintedReport,
    'receiptIdentifier' | 'invoiceIdentifier' | 'encounterIdentifier' | 'group' | 'department' | 'referral'
  >,
): [string, string][] {
  const details: [label: string, value: string | null | undefined, always: boolean][] = [
    [t('reportPdf.details.receiptNo'), printed.receiptIdentifier, false],
    [t('reportPdf.details.invoiceNo'), printed.invoiceIdentifier, true],
    [t('reportPdf.details.encounterNo'), printed.encounterIdentifier, false],
    [t('reportPdf.details.group'), printed.group, false],
    [t('reportPdf.details.department'), printed.department, false],
    [t('reportPdf.details.referral'), printed.referral, false],
  ];
  return details.flatMap(([label, value, always]): [string, string][] =>
    always || (value?.trim() ?? '') !== '' ? [[label, orNotAvailable(value)]] : [],
  );
}

/** '18 Jun 2026 9:05 AM' in the hospital's zone (domain/days.ts), or Not Available. */
export function printedTime(iso: string | null | undefined): string {
  if (iso === null || iso === undefined) return notAvailable();
  const at = Date.parse(iso);
  return Number.isNaN(at) ? notAvailable() : `${formatDate(at)} ${formatTime(at)}`;
}

export function printedDate(iso: string): string {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? notAvailable() : formatDate(at);
}

/** '12 Mar 1988 (37 years)': the birthday (a calendar date, no zone: noon UTC is that day in Colombo) and the age at `at`. */
export function birthdayAndAge(birthDate: string, at: Date): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  const month = Number(match?.[2]);
  if (match === null || month < 1 || month > 12) return notAvailable();
  return `${formatDate(Date.UTC(Number(match[1]), month - 1, Number(match[3]), 12))} (${ageDisplay(birthDate, at)})`;
}

function capitalised(value: string): string {
  return value === '' ? value : `${value[0]?.toUpperCase() ?? ''}${value.slice(1)}`;
}

/** The patient's sex in the active language ('Male'); one the app does not know prints as sent, capitalised. */
export function printedGender(gender: string | null | undefined): string {
  const value = gender?.trim() ?? '';
  if (value === '') return notAvailable();
  return isGender(value) ? genderName(value) : capitalised(value);
}

const STATUS_IDS = {
  registered: 'reportPdf.status.registered',
  preliminary: 'reportPdf.status.preliminary',
  final: 'reportPdf.status.final',
  amended: 'reportPdf.status.amended',
  cancelled: 'reportPdf.status.cancelled',
} as const satisfies Record<ReportStatus, MessageId>;

/** The report's status in the active language ('Final'); an unknown one prints as sent, capitalised. */
export function printedStatus(status: string): string {
  return (REPORT_STATUSES as readonly string[]).includes(status)
    ? t(STATUS_IDS[status as ReportStatus])
    : capitalised(status);
}

/** The normal range as printed: '12 - 16', '< 200', '> 40', or '' when the result has none. */
export function rangeLabel(low: number | null | undefined, high: number | null | undefined): string {
  const hasLow = low !== null && low !== undefined;
  const hasHigh = high !== null && high !== undefined;
  if (hasLow && hasHigh) return `${low} - ${high}`;
  if (hasHigh) return `< ${high}`;
  if (hasLow) return `> ${low}`;
  return '';
}

function isFlag(value: string): value is ResultFlag {
  return Object.hasOwn(FLAG_IDS, value);
}

/** 'High', 'Critical low'…; '' within range and for text results (an unknown flag prints as sent). */
export function flagLabel(flag: string | null | undefined): string {
  if (flag === null || flag === undefined || flag === '') return '';
  return isFlag(flag) ? t(FLAG_IDS[flag]) : flag;
}

/** One of the two earlier reports compared (spec 001 §9 'The last three reports are compared'). */
export interface PreviousColumn {
  readonly diagnosticReportId: string;
  readonly time: string;
}

/**
 * The earlier reports that get a column: every report any result names, newest first, at most two (this
 * report is the third). Results of a test share them, but a parameter added later has fewer.
 */
export function previousColumns(results: readonly PrintedResult[], compared: number): readonly PreviousColumn[] {
  const seen = new Map<string, string>();
  for (const result of results) {
    for (const previous of result.previous) {
      if (!seen.has(previous.diagnosticReportId)) seen.set(previous.diagnosticReportId, previous.time);
    }
  }
  return [...seen.entries()]
    .map(([diagnosticReportId, time]) => ({ diagnosticReportId, time }))
    .sort((a, b) => Date.parse(b.time) - Date.parse(a.time))
    .slice(0, Math.max(0, compared - 1));
}

/** '13.2 (H)': an earlier value with its mark, or '' when that report had no such result. */
export function previousCell(result: PrintedResult, column: PreviousColumn): string {
  const previous = result.previous.find((entry) => entry.diagnosticReportId === column.diagnosticReportId);
  if (previous === undefined) return '';
  return previous.flag === null || previous.flag === '' ? previous.result : `${previous.result} (${previous.flag})`;
}

/** The results that carry microbiology: an organism or an antibiogram. */
export function microbiologyResults(report: PrintedReport): readonly PrintedResult[] {
  return report.results.filter((result) => (result.organism ?? '') !== '' || result.antibiogram.length > 0);
}
