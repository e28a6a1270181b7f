import type { jsPDF, jsPDFOptions } from 'jspdf';
import type { autoTable as AutoTable, CellHookData, HookData, RowInput, UserOptions } from 'jspdf-autotable';
import { COMPARED_REPORTS } from '../../../../domain/labReport';
import { displayMobile } from '../../../../domain/mobileNumber';
import {
  CONTENT_BOTTOM,
  CONTENT_TOP,
  CONTENT_WIDTH,
  FONT,
  PAGE,
  drawFrames,
  drawImage,
  type ReportImage,
} from './pageFrame';
import type { PrintedReport, PrintedResult } from './printReport.graphql';
import { t } from '../../../../i18n/translate';
import {
  birthdayAndAge,
  flagLabel,
  printedGender,
  printedStatus,
  interpretationText,
  laboratoryDetails,
  microbiologyResults,
  orNotAvailable,
  pdfText,
  previousCell,
  previousColumns,
  printedDate,
  printedTime,
  rangeLabel,
  reportPdfText,
} from './reportText';
import type { TextShaper } from './shaping/shaper';
import { installShapedText } from './shaping/shapedText';

/** jspdf's constructor and autotable's function, passed in: the caller loads them lazily, tests in Node import them. */
export type JsPdfConstructor = new (options: jsPDFOptions) => jsPDF;
export type AutoTableFunction = typeof AutoTable;

/** The hospital's signed images, read with the login; null where one failed to load (a placeholder prints). */
export interface ReportImages {
  readonly header: ReportImage | null;
  readonly footer: ReportImage | null;
  readonly signature: ReportImage | null;
}

const CRITICAL_COLOUR: [number, number, number] = [170, 0, 0];
const HEAD_FILL: [number, number, number] = [225, 225, 225];
const SIGNATURE = { width: 6, height: 2 } as const;
const TABLE_STYLES = {
  font: FONT,
  fontSize: 9,
  cellPadding: 0.08,
  textColor: 0,
  lineColor: 160,
  lineWidth: 0.01,
} as const;

/** Tables start below the header and stop above the footer on every page, so a long report breaks cleanly. */
function tableOptions(startY: number, trackCursor: (data: HookData) => void): UserOptions {
  return {
    startY,
    margin: { top: CONTENT_TOP, bottom: PAGE.height - CONTENT_BOTTOM, left: PAGE.side, right: PAGE.side },
    styles: TABLE_STYLES,
    headStyles: { font: FONT, fontStyle: 'bold', fillColor: HEAD_FILL, textColor: 0 },
    showHead: 'everyPage',
    didDrawPage: trackCursor,
  };
}

/** A new page when `height` does not fit below `y`; the y to draw at. */
function roomFor(doc: jsPDF, y: number, height: number): number {
  if (y + height <= CONTENT_BOTTOM) return y;
  doc.addPage();
  return CONTENT_TOP;
}

/**
 * The patient (left) beside the laboratory's paperwork that has a value (right), then the times. No 'Patient ID':
 * this system holds no hospital patient number, and its own record id (pat-…) means nothing to the patient or a
 * laboratory; the mobile number reads as dialled.
 */
function detailRows(printed: PrintedReport, at: Date): RowInput[] {
  const patient: [string, string][] = [
    [t('reportPdf.details.patientName'), printed.patientName],
    [t('reportPdf.details.nationalId'), orNotAvailable(printed.nationalId)],
    [t('reportPdf.details.mobile'), displayMobile(orNotAvailable(printed.mobile))],
    [t('reportPdf.details.gender'), printedGender(printed.gender)],
    [t('reportPdf.details.birthdayAge'), birthdayAndAge(printed.birthDate, at)],
    [t('reportPdf.details.reportStatus'), printedStatus(printed.report.status)],
  ];
  const laboratory = laboratoryDetails(printed);
  const rows: [string, string, string, string][] = patient.map(([label, value], index) => [
    label,
    value,
    laboratory[index]?.[0] ?? '',
    laboratory[index]?.[1] ?? '',
  ]);
  rows.push(
    [
      t('reportPdf.details.specimenCollected'),
      printedTime(printed.specimenCollectedTime),
      t('reportPdf.details.specimenReceived'),
      printedTime(printed.specimenReceivedTime),
    ],
    [
      t('reportPdf.details.reported'),
      printedTime(printed.reportedTime),
      t('reportPdf.details.verified'),
      printedTime(printed.verifiedTime),
    ],
  );
  return rows.map((row) => row.map(pdfText));
}

interface ResultTable {
  readonly head: RowInput[];
  readonly body: RowInput[];
  /** The result of each body row; null for a sub-test heading (Differential Count). */
  readonly rowResults: readonly (PrintedResult | null)[];
  readonly previousCount: number;
}

function resultTable(printed: PrintedReport): ResultTable {
  const columns = previousColumns(printed.results, COMPARED_REPORTS);
  const text = reportPdfText();
  const { headers } = text;
  const head = [
    [
      headers.test,
      headers.result,
      headers.unit,
      headers.range,
      headers.flag,
      ...columns.map((column) => `${text.previous}\n${printedDate(column.time)}`),
    ],
  ];
  const body: RowInput[] = [];
  const rowResults: (PrintedResult | null)[] = [];
  let group: string | null = null;
  for (const result of printed.results) {
    const classification = result.subTestClassification ?? null;
    if (classification !== null && classification !== group) {
      body.push([
        { content: pdfText(classification), colSpan: 5 + columns.length, styles: { fontStyle: 'bolditalic' } },
      ]);
      rowResults.push(null);
    }
    group = classification;
    body.push(
      [
        result.name,
        result.result,
        result.unit ?? '',
        rangeLabel(result.low, result.high),
        flagLabel(result.flag),
        ...columns.map((column) => previousCell(result, column)),
      ].map(pdfText),
    );
    rowResults.push(result);
  }
  return { head, body, rowResults, previousCount: columns.length };
}

/** Critical results print in bold red (result and flag); high and low in bold. */
function markFlags(rowResults: readonly (PrintedResult | null)[]): (data: CellHookData) => void {
  return (data) => {
    if (data.section !== 'body' || (data.column.index !== 1 && data.column.index !== 4)) return;
    const result = rowResults[data.row.index];
    if (result === null || result === undefined || (result.flag ?? '') === '') return;
    data.cell.styles.fontStyle = 'bold';
    if (result.critical) data.cell.styles.textColor = CRITICAL_COLOUR;
  };
}

/**
 * Each antibiogram under its organism's heading. A result naming an organism without an antibiogram (Organism
 * Isolated) is already a row of the results table: a heading of its own would stand over nothing (issue 29).
 */
function drawMicrobiology(
  doc: jsPDF,
  autoTable: AutoTableFunction,
  startY: number,
  results: readonly PrintedResult[],
  track: (data: HookData) => void,
  cursor: () => number,
): number {
  let y = startY;
  for (const result of results) {
    if (result.antibiogram.length === 0) continue;
    y = roomFor(doc, y + 0.7, 1.6);
    doc.setFont(FONT, 'bold');
    doc.setFontSize(10);
    doc.text(
      pdfText(t('reportPdf.organismHeading', { test: result.name, organism: orNotAvailable(result.organism) })),
      PAGE.side,
      y,
    );
    y += 0.25;
    const { antibiotic, interpretation, mic } = reportPdfText().antibiogramHeaders;
    autoTable(doc, {
      ...tableOptions(y, track),
      theme: 'grid',
      head: [[antibiotic, interpretation, mic]],
      body: result.antibiogram.map((entry) =>
        [entry.antibiotic, interpretationText(entry.interpretation), entry.mic ?? ''].map(pdfText),
      ),
      tableWidth: CONTENT_WIDTH * 0.7,
    });
    y = cursor();
  }
  return y;
}

function drawSignature(doc: jsPDF, startY: number, printed: PrintedReport, signature: ReportImage | null): void {
  let y = roomFor(doc, startY + 0.5, SIGNATURE.height + 2);
  const x = PAGE.width - PAGE.side - SIGNATURE.width;
  drawImage(doc, signature, { x, y, width: SIGNATURE.width, height: SIGNATURE.height });
  y += SIGNATURE.height + 0.45;
  doc.setFont(FONT, 'normal');
  doc.setFontSize(10);
  const text = reportPdfText();
  doc.text(text.authorisedSignature, x + SIGNATURE.width / 2, y, { align: 'center' });
  y += 0.45;
  doc.text(t('reportPdf.verifiedAt', { time: printedTime(printed.verifiedTime) }), x + SIGNATURE.width / 2, y, {
    align: 'center',
  });
  y += 0.7;
  doc.setFont(FONT, 'italic');
  doc.text(text.endOfReport, PAGE.width / 2, y, { align: 'center' });
}

/**
 * The hospital's lab report as a PDF (spec 001 §9; issue 17): details, the results with the two earlier
 * reports beside them, microbiology, then the signature; the header and footer images on every page. Pure
 * apart from jspdf: Node tests read its output back. Worded in the active language; with a shaper, its Sinhala
 * and Tamil are shaped (shaping/shapedText.ts), without one (English) it is jspdf's text alone as before.
 */
export function buildReportPdf(
  printed: PrintedReport,
  images: ReportImages,
  JsPdf: JsPdfConstructor,
  autoTable: AutoTableFunction,
  now: Date = new Date(),
  shaper: TextShaper | null = null,
): jsPDF {
  const doc = new JsPdf({ orientation: 'portrait', unit: 'cm', format: 'a4', compress: true });
  if (shaper !== null) installShapedText(doc, shaper);
  const { report } = printed;
  doc.setProperties({
    title: pdfText(`${report.name} - ${printed.patientName}`),
    subject: pdfText(report.name),
    author: pdfText(printed.hospitalName),
    creator: 'Carechat',
  });

  // The cursor after each table page, so the next block starts below the table wherever it ended.
  let tableEnd = CONTENT_TOP;
  const track = (data: HookData): void => {
    if (data.cursor !== null) tableEnd = data.cursor.y;
  };

  // Text sits on its baseline: a little down so the title clears the running line.
  let y = CONTENT_TOP + 0.2;
  doc.setFont(FONT, 'bold');
  doc.setFontSize(13);
  doc.text(reportPdfText().title, PAGE.width / 2, y, { align: 'center' });
  y += 0.6;
  doc.setFontSize(12);
  doc.text(pdfText(report.name), PAGE.width / 2, y, { align: 'center' });
  y += 0.3;

  autoTable(doc, {
    ...tableOptions(y, track),
    theme: 'plain',
    styles: { ...TABLE_STYLES, lineWidth: 0, cellPadding: 0.06 },
    body: detailRows(printed, printed.verifiedTime === null ? now : new Date(printed.verifiedTime)),
    columnStyles: { 0: { fontStyle: 'bold', cellWidth: 3.4 }, 2: { fontStyle: 'bold', cellWidth: 3.4 } },
  });

  const table = resultTable(printed);
  autoTable(doc, {
    ...tableOptions(tableEnd + 0.4, track),
    theme: 'grid',
    head: table.head,
    body: table.body,
    // Short columns keep to one line; the test and a long text result share what is left.
    columnStyles: Object.fromEntries(
      Array.from({ length: 3 + table.previousCount }, (_, index) => [index + 2, { cellWidth: 'wrap' as const }]),
    ),
    didParseCell: markFlags(table.rowResults),
  });
  y = tableEnd;

  y = drawMicrobiology(doc, autoTable, y, microbiologyResults(printed), track, () => tableEnd);
  drawSignature(doc, y, printed, images.signature);

  // A loose page names its report, patient and invoice (the file's own name: 'FBC INV-00012.pdf').
  const runningLine = [report.name, printed.patientName, printed.invoiceIdentifier ?? '']
    .filter((part) => part.trim() !== '')
    .join(' | ');
  drawFrames(doc, {
    header: images.header,
    footer: images.footer,
    runningLine,
    hospitalLine: [printed.hospitalName, printed.hospitalAddress, printed.hospitalPhone]
      .filter((part) => part.trim() !== '')
      .join(' | '),
  });
  return doc;
}
