import { Client, fetchExchange } from '@urql/core';
import type { jsPDF } from 'jspdf';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { downloadReportPdf } from '../../../src/features/reports/pdf/downloadReportPdf';
import { loadReportImage } from '../../../src/features/reports/pdf/reportImages';
import type { PrintedReport } from '../../../src/features/reports/pdf/printReport.graphql';
import { PIXEL_PNG, printedReport } from './reportPdfFixture';

// downloadReportPdf over a real urql client whose network is a fake: the print query, the blob service with
// the login, the real (lazily imported) jspdf, and the file handed to `save`.

const TOKEN = 'token-of-the-login';
const PNG_BYTES = Uint8Array.from(atob(PIXEL_PNG.split(',')[1] ?? ''), (char) => char.charCodeAt(0));

interface Network {
  readonly fetch: typeof fetch;
  readonly requests: { url: string; authorization: string | null }[];
}

type GraphqlAnswer = { data: { printDiagnosticReport: PrintedReport } } | { errors: { message: string }[]; data: null };

function network(
  answer: GraphqlAnswer | 'offline',
  blob: (url: string) => Response = () => new Response(PNG_BYTES, { headers: { 'content-type': 'image/png' } }),
): Network {
  const requests: { url: string; authorization: string | null }[] = [];
  const send = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    requests.push({ url, authorization: new Headers(init?.headers).get('authorization') });
    if (url.includes('/graphql')) {
      if (answer === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
      return Promise.resolve(Response.json(answer));
    }
    return Promise.resolve(blob(url));
  };
  return { fetch: send, requests };
}

function clientOver(net: Network): Client {
  return new Client({ url: 'http://hospital.test/graphql', exchanges: [fetchExchange], fetch: net.fetch });
}

async function savedText(doc: jsPDF): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(doc.output('arraybuffer'))), {
    mergePages: true,
  });
  return text;
}

describe('downloadReportPdf', () => {
  it('prints the report with the images read with the login and saves it under the report name and invoice', async () => {
    const net = network({ data: { printDiagnosticReport: printedReport() } });
    const saved: { doc: jsPDF; fileName: string }[] = [];
    const fileName = await downloadReportPdf(clientOver(net), 'report-3', {
      accessToken: () => TOKEN,
      fetch: net.fetch,
      save: (doc, name) => saved.push({ doc, fileName: name }),
    });
    expect(fileName).toBe('Full Blood Count (FBC) INV-00012.pdf');
    expect(saved.map((entry) => entry.fileName)).toEqual([fileName]);
    const blobs = net.requests.filter((request) => request.url.includes('/blob/get/'));
    expect(blobs.map((request) => request.url).sort()).toEqual([
      '/blob/get/footer-0001',
      '/blob/get/header-0001',
      '/blob/get/signature-0001',
    ]);
    expect(blobs.every((request) => request.authorization === `Bearer ${TOKEN}`)).toBe(true);
    const [first] = saved;
    if (first === undefined) throw new Error('nothing saved');
    const text = await savedText(first.doc);
    expect(text).toContain('Mr. Nimal Perera');
    expect(text).not.toContain('Image not available');
  });

  it('names an unpaid report NOT-PAID', async () => {
    const net = network({ data: { printDiagnosticReport: printedReport({ invoiceIdentifier: null }) } });
    const fileName = await downloadReportPdf(clientOver(net), 'report-3', {
      accessToken: () => TOKEN,
      fetch: net.fetch,
      save: () => undefined,
    });
    expect(fileName).toBe('Full Blood Count (FBC) NOT-PAID.pdf');
  });

  it('prints placeholders when the images cannot be loaded', async () => {
    const net = network(
      { data: { printDiagnosticReport: printedReport() } },
      () => new Response('gone', { status: 404 }),
    );
    const saved: jsPDF[] = [];
    await downloadReportPdf(clientOver(net), 'report-3', {
      accessToken: () => TOKEN,
      fetch: net.fetch,
      save: (built) => saved.push(built),
    });
    const [doc] = saved;
    if (doc === undefined) throw new Error('nothing saved');
    // Header, footer and signature.
    expect((await savedText(doc)).split('Image not available')).toHaveLength(4);
  });

  it("rejects with the server's refusal when the report is not ready", async () => {
    const net = network({ errors: [{ message: 'ARO-E1080:Waiting Result' }], data: null });
    await expect(
      downloadReportPdf(clientOver(net), 'report-3', {
        accessToken: () => TOKEN,
        fetch: net.fetch,
        save: () => undefined,
      }),
    ).rejects.toThrow(/^Waiting Result$/);
  });

  it('rejects with Unable to load file! when the report cannot be fetched or the PDF made', async () => {
    const offline = network('offline');
    await expect(
      downloadReportPdf(clientOver(offline), 'report-3', {
        accessToken: () => TOKEN,
        fetch: offline.fetch,
        save: () => undefined,
      }),
    ).rejects.toThrow(/^Unable to load file!$/);
    const net = network({ data: { printDiagnosticReport: printedReport() } });
    const failingSave = (): void => {
      throw new Error('no disk');
    };
    await expect(
      downloadReportPdf(clientOver(net), 'report-3', { accessToken: () => TOKEN, fetch: net.fetch, save: failingSave }),
    ).rejects.toThrow(/^Unable to load file!$/);
  });
});

describe('loadReportImage', () => {
  it('reads an image as a data URL with its format, whatever content type was stored', async () => {
    const net = network(
      'offline',
      () => new Response(PNG_BYTES, { headers: { 'content-type': 'application/octet-stream' } }),
    );
    expect(await loadReportImage('/blob/get/header-0001', { accessToken: TOKEN, fetch: net.fetch })).toEqual({
      dataUrl: PIXEL_PNG,
      format: 'PNG',
    });
  });

  it('gives null, without a request, for a url not of our blob service or without a login', async () => {
    const net = network('offline');
    expect(
      await loadReportImage('https://elsewhere.test/header.png', { accessToken: TOKEN, fetch: net.fetch }),
    ).toBeNull();
    expect(await loadReportImage('/blob/get/header-0001', { accessToken: null, fetch: net.fetch })).toBeNull();
    expect(await loadReportImage(null, { accessToken: TOKEN, fetch: net.fetch })).toBeNull();
    expect(net.requests).toEqual([]);
  });

  it('gives null for something that is not an image', async () => {
    const net = network('offline', () => new Response('<html>', { headers: { 'content-type': 'text/html' } }));
    expect(await loadReportImage('/blob/get/header-0001', { accessToken: TOKEN, fetch: net.fetch })).toBeNull();
  });
});
