import type { Client } from 'urql';
import type { jsPDF } from 'jspdf';
import { parseError } from '../../../../domain/errors';
import { reportFileName } from '../../../../domain/reportFileName';
import { STORAGE_KEYS } from '../../../../domain/storageKeys';
import { PrintReportQuery, type PrintedReport } from './printReport.graphql';
import { buildReportPdf, type AutoTableFunction, type JsPdfConstructor } from './reportDocument';
import { loadReportImages } from './reportImages';
import { reportPdfText } from './reportText';
import { fetchFontFile } from './shaping/fontFiles';
import { indicScriptsIn, type IndicScript } from './shaping/scripts';
import { loadShaper, type FontFileLoader, type TextShaper } from './shaping/shaper';

/** Test seams; the report view passes none. */
export interface DownloadReportOptions {
  /** The login the blob service needs; the stored login by default (what src/lib/session/sessionStore.ts keeps). */
  readonly accessToken?: () => string | null;
  readonly fetch?: typeof fetch;
  /** jspdf and autotable, loaded on first use so neither lands in the initial bundle. */
  readonly loadLibraries?: () => Promise<{ readonly jsPDF: JsPdfConstructor; readonly autoTable: AutoTableFunction }>;
  /** The Noto font files, fetched from the build's assets by default; read from disk in Node tests. */
  readonly fontFile?: FontFileLoader;
  /** Hands the file to the browser (jspdf's save: a download of that name). */
  readonly save?: (doc: jsPDF, fileName: string) => void;
}

function storedAccessToken(): string | null {
  return typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEYS.accessToken);
}

async function loadLibraries(): Promise<{ jsPDF: JsPdfConstructor; autoTable: AutoTableFunction }> {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  return { jsPDF, autoTable };
}

/** The server's own refusal (ARO-E1080 'This report is not ready yet.') is shown as it is; anything else as Unable to load file!. */
function unableToLoad(raw: string | null): Error {
  const { code, message } = parseError(raw);
  return new Error(code === null ? reportPdfText().unableToLoadFile : message);
}

async function printedReport(client: Client, reportId: string): Promise<PrintedReport> {
  const result = await client.query(PrintReportQuery, { id: reportId }, { requestPolicy: 'network-only' }).toPromise();
  if (result.error !== undefined) throw unableToLoad(result.error.graphQLErrors[0]?.message ?? null);
  if (result.data === undefined) throw unableToLoad(null);
  return result.data.printDiagnosticReport;
}

/**
 * The Sinhala and Tamil the page will hold: its labels in the active language and the report's own values (a
 * Sinhala name in an English report is shaped too). None: no HarfBuzz, no font, the PDF is jspdf's alone.
 */
function scriptsOf(printed: PrintedReport): IndicScript[] {
  const text = reportPdfText();
  return indicScriptsIn(`${JSON.stringify(text)} ${JSON.stringify(printed)}`);
}

async function shaperFor(scripts: readonly IndicScript[], fontFile: FontFileLoader): Promise<TextShaper | null> {
  return scripts.length === 0 ? null : loadShaper(scripts, fontFile);
}

/**
 * The lab PDF of one viewable report, saved as a download (spec 001 §9): printDiagnosticReport, the hospital's
 * images read with the login, the page built and saved; resolves with the file name. The heartbeat
 * (updateExtensionOfDiagnosticReport) is the report view's to send after this resolves. Rejects with the
 * message to show: the server's refusal, or Unable to load file! (spec 001 §8).
 */
export async function downloadReportPdf(
  client: Client,
  reportId: string,
  options: DownloadReportOptions = {},
): Promise<string> {
  const printed = await printedReport(client, reportId);
  const [images, libraries, shaper] = await Promise.all([
    loadReportImages(printed, {
      accessToken: (options.accessToken ?? storedAccessToken)(),
      ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
    }),
    (options.loadLibraries ?? loadLibraries)().catch(() => {
      throw unableToLoad(null);
    }),
    shaperFor(scriptsOf(printed), options.fontFile ?? fetchFontFile).catch(() => {
      throw unableToLoad(null);
    }),
  ]);
  // The invoice identifier is null while the report is unpaid: NOT-PAID.
  const fileName = reportFileName(printed.report.name, printed.invoiceIdentifier ?? null);
  try {
    const doc = buildReportPdf(printed, images, libraries.jsPDF, libraries.autoTable, new Date(), shaper);
    (options.save ?? ((built, name) => void built.save(name)))(doc, fileName);
  } catch {
    throw unableToLoad(null);
  }
  return fileName;
}
