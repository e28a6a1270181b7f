import type { Client } from '@urql/core';

/**
 * The PDF maker, loaded only when the patient presses Download (jspdf stays off every page's path).
 * src/features/reports/pdf/downloadReportPdf.ts is written by the PDF work (issue 17's shared names).
 */
export async function downloadPdfLazily(client: Client, reportId: string): Promise<string> {
  const { downloadReportPdf } = await import('../pdf/downloadReportPdf');
  return downloadReportPdf(client, reportId);
}
