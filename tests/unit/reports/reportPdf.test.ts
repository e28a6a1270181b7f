import { jsPDF, type jsPDFOptions } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import {
  buildReportPdf,
  type JsPdfConstructor,
  type ReportImages,
} from '../../../src/features/reports/pdf/reportDocument';
import { printedTime } from '../../../src/features/reports/pdf/reportText';
import type { PrintedReport } from '../../../src/features/reports/pdf/printReport.graphql';
import { PIXEL_PNG, longReport, printedReport } from './reportPdfFixture';

// Issue 17: the lab PDF built in Node with the real jspdf and autotable, read back with a PDF text extractor.

const IMAGE = { dataUrl: PIXEL_PNG, format: 'PNG' };
const ALL_IMAGES: ReportImages = { header: IMAGE, footer: IMAGE, signature: IMAGE };
const NO_IMAGES: ReportImages = { header: null, footer: null, signature: null };
const A4_POINTS = { width: 595.28, height: 841.89 };
const RUNNING_LINE = 'Full Blood Count (FBC) | Mr. Nimal Perera | INV-00012';

interface ReadBack {
  readonly pages: readonly string[];
  readonly sizes: readonly { width: number; height: number }[];
  /** Images drawn on each page (pdf.js's operator lists need Node 22, so jspdf's addImage is watched instead). */
  readonly images: readonly number[];
}

/** jspdf as it is, noting the page of each image drawn (its plugins are set per document, so per instance here). */
function watchedJsPdf(drawnOn: number[]): JsPdfConstructor {
  return class extends jsPDF {
    constructor(options: jsPDFOptions) {
      super(options);
      const addImage = this.addImage.bind(this);
      const watched = (...imageArgs: unknown[]): unknown => {
        const drawn: unknown = Reflect.apply(addImage, undefined, imageArgs);
        drawnOn.push(this.getCurrentPageInfo().pageNumber);
        return drawn;
      };
      Object.assign(this, { addImage: watched });
    }
  };
}

async function readBack(printed: PrintedReport, images: ReportImages): Promise<ReadBack> {
  const drawnOn: number[] = [];
  const bytes = new Uint8Array(
    buildReportPdf(printed, images, watchedJsPdf(drawnOn), autoTable, new Date('2026-11-26T06:00:00Z')).output(
      'arraybuffer',
    ),
  );
  const pdf = await getDocumentProxy(bytes);
  const { text } = await extractText(pdf, { mergePages: false });
  const sizes: { width: number; height: number }[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const { width, height } = (await pdf.getPage(number)).getViewport({ scale: 1 });
    sizes.push({ width, height });
  }
  const painted = text.map((_, index) => drawnOn.filter((page) => page === index + 1).length);
  return { pages: text, sizes, images: painted };
}

const count = (text: string, part: string): number => text.split(part).length - 1;

describe('buildReportPdf: the lab PDF (spec 001 §9)', () => {
  it('holds the patient, the identifiers, the times, every test with its range, and the critical mark', async () => {
    const printed = printedReport();
    const { pages } = await readBack(printed, ALL_IMAGES);
    const text = pages.join('\n');
    for (const expected of ['Mr. Nimal Perera', '198812345678', '+94 77 123 4567', 'Male', '12 Mar 1988 (38 years)'])
      expect(text).toContain(expected);
    // The number as people dial it, and no internal record id under 'Patient ID' (issue 29).
    expect(text).not.toContain('94771234567');
    expect(text).not.toContain('Patient ID');
    for (const identifier of ['RCP-00077', 'INV-00012', 'ENC-00456']) expect(text).toContain(identifier);
    for (const expected of ['Haematology', 'Laboratory', 'Dr. Saman Silva']) expect(text).toContain(expected);
    for (const time of [printed.specimenCollectedTime, printed.specimenReceivedTime, printed.reportedTime])
      expect(text).toContain(printedTime(time));
    expect(text).toContain(`Verified: ${printedTime(printed.verifiedTime)}`);
    for (const result of printed.results) expect(text).toContain(result.name);
    for (const range of ['13 - 17', '4 - 11', '150 - 400', '40 - 75', '20 - 45']) expect(text).toContain(range);
    expect(text).toContain('g/dL');
    expect(text).toContain('×10^9/L');
    expect(text).toContain('Critical high');
    expect(text).toContain('Low');
    expect(text).toContain('Differential Count');
  });

  it('compares the two earlier reports in further columns', async () => {
    const { pages } = await readBack(printedReport(), ALL_IMAGES);
    const text = pages.join('\n');
    expect(text).toContain('Previous');
    expect(text).toContain('14 Aug 2026');
    expect(text).toContain('2 May 2026');
    for (const value of ['12.1 (L)', '12.8 (L)', '9.8', '10.2', '210']) expect(text).toContain(value);
  });

  it('prints no previous columns for a first report', async () => {
    const first = printedReport();
    const { pages } = await readBack(
      { ...first, results: first.results.map((result) => ({ ...result, previous: [] })) },
      ALL_IMAGES,
    );
    expect(pages.join('\n')).not.toContain('Previous');
  });

  it('prints the microbiology: organism and antibiogram', async () => {
    const text = (await readBack(printedReport(), ALL_IMAGES)).pages.join('\n');
    expect(text).toContain('Organism: Escherichia coli');
    for (const expected of [
      'Amoxicillin',
      'R - Resistant',
      'Nitrofurantoin',
      'S - Sensitive',
      'Ciprofloxacin',
      'I - Intermediate',
      '>= 32',
      '<= 16',
    ])
      expect(text).toContain(expected);
  });

  it("prints Not Available for the patient's missing values and times, and the unpaid invoice", async () => {
    const text = (
      await readBack(
        printedReport({ nationalId: null, invoiceIdentifier: null, specimenReceivedTime: null }),
        ALL_IMAGES,
      )
    ).pages.join('\n');
    expect(count(text, 'Not Available')).toBe(3);
  });

  it("leaves out the laboratory's details a report staff entered does not carry (issue 29: six lines of Not Available)", async () => {
    const staffEntered = printedReport({
      receiptIdentifier: null,
      encounterIdentifier: null,
      group: null,
      department: null,
      referral: '  ',
      invoiceIdentifier: 'INV-00003',
    });
    const text = (await readBack(staffEntered, ALL_IMAGES)).pages.join('\n');
    expect(text).toContain('Invoice No.');
    expect(text).toContain('INV-00003');
    for (const left of ['Receipt No.', 'Encounter No.', 'Group', 'Department', 'Referral', 'Not Available'])
      expect(text).not.toContain(left);
    for (const kept of ['Patient Name', 'Birthday / Age', 'Specimen Collected', 'Report Status'])
      expect(text).toContain(kept);
  });

  it('gives an organism a heading only over its antibiogram (issue 29: an Organism Isolated heading stood over nothing)', async () => {
    const culture = printedReport();
    const isolated = {
      ...culture.results.at(-1),
      name: 'Organism Isolated',
      code: 'UC-ORG',
      result: 'Escherichia coli isolated',
      antibiogram: [],
    } as (typeof culture.results)[number];
    const text = (await readBack({ ...culture, results: [isolated, ...culture.results] }, ALL_IMAGES)).pages.join('\n');
    expect(text).toContain('Escherichia coli isolated');
    expect(text).not.toContain('Organism Isolated - Organism');
    expect(count(text, 'Organism: Escherichia coli')).toBe(1);
  });

  it('is A4 portrait, with the header and footer images and the signature drawn', async () => {
    const { sizes, images, pages } = await readBack(printedReport(), ALL_IMAGES);
    expect(pages).toHaveLength(1);
    expect(sizes[0]?.width).toBeCloseTo(A4_POINTS.width, 0);
    expect(sizes[0]?.height).toBeCloseTo(A4_POINTS.height, 0);
    expect(images[0]).toBe(3);
    expect(pages[0]).not.toContain('Image not available');
  });

  it('breaks a long report over pages with the header, the running line and the table head on each', async () => {
    const printed = longReport(80);
    const { pages, sizes, images } = await readBack(printed, ALL_IMAGES);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    pages.forEach((page, index) => {
      expect(page).toContain(RUNNING_LINE);
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
      expect(page).toContain('Reference Range');
      expect(sizes[index]?.width).toBeCloseTo(A4_POINTS.width, 0);
      expect(sizes[index]?.height).toBeCloseTo(A4_POINTS.height, 0);
    });
    // Header and footer on every page, the signature once.
    expect(images.slice(0, -1).every((painted) => painted === 2)).toBe(true);
    expect(images.at(-1)).toBe(3);
    const text = pages.join('\n');
    for (const result of printed.results) expect(count(text, result.name)).toBe(1);
    expect(pages.at(-1)).toContain('*** End of Report ***');
  });

  it('prints a placeholder for each image that failed to load, not a crash', async () => {
    const { pages, images } = await readBack(longReport(80), NO_IMAGES);
    expect(images.every((painted) => painted === 0)).toBe(true);
    pages.slice(0, -1).forEach((page) => expect(count(page, 'Image not available')).toBe(2));
    expect(count(pages.at(-1) ?? '', 'Image not available')).toBe(3);
    // The header's placeholder still names the hospital.
    for (const page of pages) expect(page).toContain('Lanka General Hospital | 12 Galle Road, Colombo 03 | 0112345678');
  });

  it('treats an unreadable image like a missing one', async () => {
    const broken = { dataUrl: 'data:image/png;base64,bm90IGFuIGltYWdl', format: 'PNG' };
    const { pages, images } = await readBack(printedReport(), { header: broken, footer: IMAGE, signature: broken });
    expect(count(pages[0] ?? '', 'Image not available')).toBe(2);
    expect(images[0]).toBe(1);
  });

  it('draws names outside Times as readable text', async () => {
    const text = (await readBack(printedReport({ patientName: 'Mr. Nimal – Perera ≥' }), ALL_IMAGES)).pages.join('\n');
    expect(text).toContain('Mr. Nimal – Perera >=');
  });
});
