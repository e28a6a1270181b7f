import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { Client, fetchExchange } from '@urql/core';
import { jsPDF } from 'jspdf';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '../../../i18n/languages';
import { t } from '../../../i18n/translate';
import { downloadReportPdf } from '../../../src/features/reports/pdf/downloadReportPdf';
import type { PrintedReport } from '../../../src/features/reports/pdf/printReport.graphql';
import type { IndicScript } from '../../../src/features/reports/pdf/shaping/scripts';
import { loadShaper } from '../../../src/features/reports/pdf/shaping/shaper';
import { installShapedText } from '../../../src/features/reports/pdf/shaping/shapedText';
import { speak } from '../../support/language';
import { printedReport } from './reportPdfFixture';

// Issue 32: the lab PDF in Sinhala and Tamil, made by the real path (HarfBuzz's wasm, the committed Noto fonts,
// jspdf and autotable) and read back with pdf.js (unpdf) and, where installed, poppler's pdftotext.

const FONTS = new URL('../../../src/features/reports/pdf/shaping/fonts/', import.meta.url);
const FONT_FILES: Readonly<Record<IndicScript, string>> = {
  sinhala: 'NotoSansSinhala-Regular.ttf',
  tamil: 'NotoSansTamil-Regular.ttf',
};
const A4_POINTS = { width: 595.28, height: 841.89 };
/** The notes' test lines: conjuncts (ශ්‍රී, ප්‍ර), vowel signs drawn before (වෛ, கொ) and around (රෝ) a consonant. */
const WORDS = ['රසායනාගාර වාර්තාව', 'වෛද්‍ය ප්‍රතිඵල ශ්‍රී රෝහල', 'ஆய்வக அறிக்கை', 'பரிசோதனை முடிவுகள் கொடு'];

/** The fonts as the browser would fetch them, read from the repository; which scripts were asked for. */
function fontsFromDisk(): { fontFile: (script: IndicScript) => Promise<Uint8Array>; asked: IndicScript[] } {
  const asked: IndicScript[] = [];
  return {
    asked,
    fontFile: async (script) => {
      asked.push(script);
      return new Uint8Array(await readFile(new URL(FONT_FILES[script], FONTS)));
    },
  };
}

/** pdf.js drops the zero-width joiner (ශ්‍රී reads ශ්රී): compared without it. */
const withoutJoiner = (text: string): string => text.replace(/\u200d/g, '');
/** A label wrapped in its table cell reads over two lines: compared with single spaces. */
const oneLine = (text: string): string => text.replace(/\s+/g, ' ');

async function readBack(bytes: Uint8Array): Promise<{ text: string; sizes: { width: number; height: number }[] }> {
  const pdf = await getDocumentProxy(bytes.slice());
  const { text } = await extractText(pdf, { mergePages: true });
  const sizes: { width: number; height: number }[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const { width, height } = (await pdf.getPage(number)).getViewport({ scale: 1 });
    sizes.push({ width, height });
  }
  return { text, sizes };
}

/**
 * poppler's pdftotext, when the machine has it (it keeps the joiner); null otherwise. In the content's order
 * (-raw): a label wrapped in its cell then reads as one line, not interleaved with the cell beside it.
 */
function pdftotext(bytes: Uint8Array): string | null {
  const run = spawnSync('pdftotext', ['-raw', '-', '-'], { input: bytes, encoding: 'utf8' });
  return run.status === 0 ? run.stdout : null;
}

/** downloadReportPdf over a fake network: the print query answered, the images missing (placeholders print). */
async function downloaded(printed: PrintedReport): Promise<{ bytes: Uint8Array; asked: IndicScript[] }> {
  const send = (input: RequestInfo | URL): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return Promise.resolve(
      url.includes('/graphql')
        ? Response.json({ data: { printDiagnosticReport: printed } })
        : new Response(null, { status: 404 }),
    );
  };
  const client = new Client({ url: 'http://hospital.test/graphql', exchanges: [fetchExchange], fetch: send });
  const fonts = fontsFromDisk();
  const saved: jsPDF[] = [];
  await downloadReportPdf(client, printed.report.id, {
    accessToken: () => 'token',
    fetch: send,
    fontFile: fonts.fontFile,
    save: (doc) => saved.push(doc),
  });
  const [doc] = saved;
  if (doc === undefined) throw new Error('nothing saved');
  return { bytes: new Uint8Array(doc.output('arraybuffer')), asked: fonts.asked };
}

/** Every word of the page's own, as the active language words it (what the report screen shows beside it). */
function labels(): string[] {
  return [
    t('reportPdf.title'),
    t('reportPdf.headers.test'),
    t('reportPdf.headers.result'),
    t('reportPdf.headers.unit'),
    t('reportPdf.headers.range'),
    t('reportPdf.headers.flag'),
    t('reportPdf.details.patientName'),
    t('reportPdf.details.nationalId'),
    t('reportPdf.details.birthdayAge'),
    t('reportPdf.details.specimenCollected'),
    t('reportPdf.details.invoiceNo'),
    t('reportPdf.authorisedSignature'),
    t('reportPdf.endOfReport'),
    t('reportPdf.imageNotAvailable'),
    t('reportPdf.page', { page: 1, pages: 1 }),
  ];
}

describe('the lab PDF in Sinhala and Tamil (issue 32)', () => {
  let back: () => void = () => undefined;
  afterEach(() => back());

  it('writes shaped lines whose extracted text is the words, in both extractors', async () => {
    const shaper = await loadShaper(['sinhala', 'tamil'], fontsFromDisk().fontFile);
    const doc = new jsPDF({ unit: 'cm', format: 'a4', compress: true });
    installShapedText(doc, shaper);
    doc.setFontSize(16);
    WORDS.forEach((line, index) => doc.text(line, 2, 3 + index * 1.2));
    const bytes = new Uint8Array(doc.output('arraybuffer'));
    const { text, sizes } = await readBack(bytes);
    expect(text.split('\n').map((line) => line.trim())).toEqual(WORDS.map(withoutJoiner));
    expect(sizes).toEqual([A4_POINTS]);
    const poppler = pdftotext(bytes);
    if (poppler !== null)
      expect(
        poppler
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
      ).toEqual(WORDS);
  });

  it.each<[Language, IndicScript]>([
    ['si', 'sinhala'],
    ['ta', 'tamil'],
  ])(
    'prints the %s report as text with its labels in the language, on A4, with only that font',
    async (language, script) => {
      back = speak(language);
      const { bytes, asked } = await downloaded(printedReport());
      expect(asked).toEqual([script]);
      const { text, sizes } = await readBack(bytes);
      expect(sizes.every((size) => size.width === A4_POINTS.width && size.height === A4_POINTS.height)).toBe(true);
      for (const label of labels()) expect(oneLine(withoutJoiner(text))).toContain(withoutJoiner(label));
      // The report's own values stay as the laboratory wrote them.
      for (const value of ['Mr. Nimal Perera', 'Haemoglobin', 'INV-00012']) expect(text).toContain(value);
      expect(text).not.toContain('LABORATORY REPORT');
      const poppler = pdftotext(bytes);
      if (poppler !== null) for (const label of labels()) expect(oneLine(poppler)).toContain(label);
    },
  );

  it('loads no HarfBuzz or font for an English report, and shapes a Sinhala name in one', async () => {
    const english = await downloaded(printedReport());
    expect(english.asked).toEqual([]);
    const named = await downloaded(printedReport({ patientName: 'ශ්‍රී නිමල් පෙරේරා' }));
    expect(named.asked).toEqual(['sinhala']);
    const { text } = await readBack(named.bytes);
    expect(text).toContain('LABORATORY REPORT');
    expect(text).toContain(withoutJoiner('ශ්‍රී නිමල් පෙරේරා'));
  });
});
