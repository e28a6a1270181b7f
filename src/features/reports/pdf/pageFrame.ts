import type { jsPDF } from 'jspdf';
import { t } from '../../../../i18n/translate';
import { pdfText, reportPdfText } from './reportText';

/**
 * The lab PDF's page (spec 001 §9): A4 portrait, 21 × 29.7 cm, in cm, with a 0.5 cm bottom margin. Every page
 * carries the hospital's header image at the top, a running line (report, patient, page) under it and the
 * footer image at the bottom; the content lives between CONTENT_TOP and CONTENT_BOTTOM.
 */
export const PAGE = {
  width: 21,
  height: 29.7,
  side: 1.2,
  top: 0.5,
  /** Spec 001 §9 'bottom margin 0.5'. */
  bottom: 0.5,
  headerHeight: 2.8,
  footerHeight: 2,
} as const;

const HEADER_BOTTOM = PAGE.top + PAGE.headerHeight;
const RUNNING_LINE_Y = HEADER_BOTTOM + 0.45;
export const CONTENT_TOP = RUNNING_LINE_Y + 0.55;
const FOOTER_TOP = PAGE.height - PAGE.bottom - PAGE.footerHeight;
export const CONTENT_BOTTOM = FOOTER_TOP - 0.3;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.side;

/**
 * jspdf's built-in Times (Times-Roman, one of the PDF standard fonts): the metrics of Times New Roman, which
 * the spec names, without embedding a font file (a readers' own Times or Times New Roman draws it).
 */
export const FONT = 'times';

/** An image of the blob service read into a data URL, with the format jspdf's addImage takes (PNG, JPEG, WEBP). */
export interface ReportImage {
  readonly dataUrl: string;
  readonly format: string;
}

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** One line only: a second would run into the content below. */
function firstLine(doc: jsPDF, text: string, width: number): string {
  const lines: unknown = doc.splitTextToSize(text, width);
  return Array.isArray(lines) && typeof lines[0] === 'string' ? lines[0] : text;
}

/**
 * Spec 001 §7: a failed image prints a placeholder: a grey box that says so, with a caption under the words
 * (the header's names the hospital, which its image would have shown).
 */
function drawPlaceholder(doc: jsPDF, box: Box, caption: string | null = null): void {
  doc.setFillColor(235, 235, 235);
  doc.setDrawColor(180, 180, 180);
  doc.setLineWidth(0.02);
  doc.rect(box.x, box.y, box.width, box.height, 'FD');
  doc.setFont(FONT, 'italic');
  doc.setFontSize(10);
  doc.setTextColor(110, 110, 110);
  const middle = box.y + box.height / 2;
  const captionFits = caption !== null && box.height >= 1.2;
  doc.text(reportPdfText().imageNotAvailable, box.x + box.width / 2, captionFits ? middle - 0.25 : middle, {
    align: 'center',
    baseline: 'middle',
  });
  if (captionFits) {
    doc.setFont(FONT, 'normal');
    doc.setFontSize(9);
    doc.text(firstLine(doc, pdfText(caption), box.width - 0.4), box.x + box.width / 2, middle + 0.3, {
      align: 'center',
      baseline: 'middle',
    });
  }
  doc.setTextColor(0, 0, 0);
  doc.setFont(FONT, 'normal');
}

/** The image fitted into the box, its proportions kept and centred; the placeholder when it is missing or unreadable. */
export function drawImage(doc: jsPDF, image: ReportImage | null, box: Box, caption: string | null = null): void {
  if (image !== null) {
    try {
      const { width, height } = doc.getImageProperties(image.dataUrl);
      if (width > 0 && height > 0) {
        const scale = Math.min(box.width / width, box.height / height);
        const drawnWidth = width * scale;
        const drawnHeight = height * scale;
        doc.addImage(
          image.dataUrl,
          image.format,
          box.x + (box.width - drawnWidth) / 2,
          box.y + (box.height - drawnHeight) / 2,
          drawnWidth,
          drawnHeight,
        );
        return;
      }
    } catch {
      // A blob that is not a readable image prints the placeholder, like one that failed to load.
    }
  }
  drawPlaceholder(doc, box, caption);
}

export interface Frame {
  readonly header: ReportImage | null;
  readonly footer: ReportImage | null;
  /** 'FBC | Mr. Nimal Perera | P-000123': which report a loose page belongs to. */
  readonly runningLine: string;
  /** Under the header's placeholder: the hospital's name, address and phone. */
  readonly hospitalLine: string;
}

/** Draws the frame on every page once the content is laid out (only then is the page count known). */
export function drawFrames(doc: jsPDF, frame: Frame): void {
  const pages = doc.getNumberOfPages();
  for (let page = 1; page <= pages; page++) {
    doc.setPage(page);
    drawImage(
      doc,
      frame.header,
      { x: PAGE.side, y: PAGE.top, width: CONTENT_WIDTH, height: PAGE.headerHeight },
      frame.hospitalLine,
    );
    drawImage(doc, frame.footer, { x: PAGE.side, y: FOOTER_TOP, width: CONTENT_WIDTH, height: PAGE.footerHeight });
    doc.setFont(FONT, 'normal');
    doc.setFontSize(9);
    doc.setTextColor(60, 60, 60);
    doc.text(firstLine(doc, pdfText(frame.runningLine), CONTENT_WIDTH - 3), PAGE.side, RUNNING_LINE_Y);
    doc.text(t('reportPdf.page', { page, pages }), PAGE.width - PAGE.side, RUNNING_LINE_Y, { align: 'right' });
    doc.setDrawColor(150, 150, 150);
    doc.setLineWidth(0.02);
    doc.line(PAGE.side, RUNNING_LINE_Y + 0.15, PAGE.width - PAGE.side, RUNNING_LINE_Y + 0.15);
    doc.setTextColor(0, 0, 0);
  }
}
