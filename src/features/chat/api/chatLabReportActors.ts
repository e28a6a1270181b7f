import type { Client } from '@urql/core';
import { DEFAULT_ERROR_MESSAGE } from '../../../../domain/errors';
import type { Api } from '../../../../flows/api';
import type { ChatLabReport } from '../../../../flows/reports/labReport';
import { graphql } from '../../../lib/graphql/graphql';
import { operationError } from '../../../lib/graphql/operations';

/**
 * The chat's 'Lab Reports' call (the Api's loadLabReports, flows/api.ts): the account's reports over queryDiagnosticReport, with
 * the stored login. The server leaves sensitive reports out and checks each patient is the account's.
 */

/** Newest first, enough to find the few ready ones the chat lists among those still waiting. */
export const CHAT_LAB_REPORT_QUERY_LIMIT = 50;

export const ChatLabReportsQuery = /* @__PURE__ */ graphql(`
  query ChatLabReports($limit: Int) {
    queryDiagnosticReport(filter: { limit: $limit }) {
      id
      name
      status
      diagnosticReportOutsourcedType
      verifiedTime
      patientCreditStatus
      createdTime
      patient {
        id
        prefix
        given
        family
        relationship
      }
    }
  }
`);

export type LabReportCalls = Pick<Api, 'loadLabReports'>;

export function labReportCalls(client: Client): LabReportCalls {
  return {
    loadLabReports: async () => {
      const result = await client
        .query(ChatLabReportsQuery, { limit: CHAT_LAB_REPORT_QUERY_LIMIT }, { requestPolicy: 'network-only' })
        .toPromise();
      if (result.error) throw operationError(result.error);
      if (!result.data) throw new Error(DEFAULT_ERROR_MESSAGE);
      const reports = result.data.queryDiagnosticReport.map((report): ChatLabReport => ({
        id: report.id,
        name: report.name,
        status: report.status,
        diagnosticReportOutsourcedType: report.diagnosticReportOutsourcedType,
        verifiedTime: report.verifiedTime,
        patientCreditStatus: report.patientCreditStatus,
        createdTime: report.createdTime,
        patient: {
          prefix: report.patient.prefix,
          given: report.patient.given,
          family: report.patient.family,
          relationship: report.patient.relationship,
        },
      }));
      // The device's clock judges the 15-minute wait, as the Lab Tests list does; it is recorded with the answer.
      return { reports, loadedAt: Date.now() };
    },
  };
}
