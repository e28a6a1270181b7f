import type { Client } from '@urql/core';
import { fromPromise, type PromiseActorLogic } from 'xstate';
import { DEFAULT_ERROR_MESSAGE } from '../../../../domain/errors';
import { COMPARED_REPORTS } from '../../../../domain/labReport';
import { type ReportResults } from '../../../../machines/reportView.machine';
import { dataOf, mutate } from '../../../lib/graphql/operations';
import { readFragment } from '../../../lib/graphql/graphql';
import {
  EarlierReportsQuery,
  ReportHeartbeatMutation,
  ReportResultsFields,
  ReportResultsQuery,
} from '../graphql/reportResults';
import { earlierReports, toReportDetail } from './reportShapes';

/** The leaf actors of machines/reportView.machine.ts. */
export interface ReportViewActors {
  readonly loadResults: PromiseActorLogic<ReportResults, { reportId: string }>;
  readonly downloadPdf: PromiseActorLogic<string, { reportId: string }>;
  readonly sendHeartbeat: PromiseActorLogic<unknown, { reportId: string }>;
}

/** src/features/reports/pdf/downloadReportPdf.ts's signature: builds and saves the PDF, resolves with the file name. */
export type DownloadReportPdf = (client: Client, reportId: string) => Promise<string>;

const NETWORK_ONLY = { requestPolicy: 'network-only' } as const;

/**
 * GraphQL-backed actors of the report view. The PDF maker is given (the screen passes the lazy one), so tests
 * fake it and jspdf never loads before the patient presses Download.
 */
export function reportViewActors(client: Client, downloadReportPdf: DownloadReportPdf): ReportViewActors {
  return {
    loadResults: fromPromise(async ({ input }) => {
      const data = dataOf(await client.query(ReportResultsQuery, { id: input.reportId }, NETWORK_ONLY).toPromise());
      const [masked] = data.queryDiagnosticReport;
      if (masked === undefined) throw new Error(DEFAULT_ERROR_MESSAGE);
      const report = toReportDetail(masked);
      const { patientId, createdTime } = readFragment(ReportResultsFields, masked);
      // The newest three of the test: this one and the two before it when it is the latest (the usual case).
      const earlier = dataOf(
        await client
          .query(
            EarlierReportsQuery,
            { patientIds: [patientId], code: report.code, limit: COMPARED_REPORTS },
            NETWORK_ONLY,
          )
          .toPromise(),
      );
      return {
        report,
        earlier: earlierReports(
          report.id,
          report.verifiedTime ?? createdTime,
          earlier.queryDiagnosticReport,
          COMPARED_REPORTS - 1,
        ),
      };
    }),
    downloadPdf: fromPromise(({ input }) => downloadReportPdf(client, input.reportId)),
    sendHeartbeat: fromPromise(
      async ({ input }) =>
        (await mutate(client, ReportHeartbeatMutation, { id: input.reportId })).updateExtensionOfDiagnosticReport,
    ),
  };
}
