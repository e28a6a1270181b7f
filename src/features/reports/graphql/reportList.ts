import { graphql } from '../../../lib/graphql/graphql';

// The lab tests list (/history/examination): a profile's reports, and the push of any report's change.
// Pure: a bundle keeps only what it uses.

/** What a row and its availability need (machines/reportView.types.ts ReportSummary). */
export const ReportRowFields = /* @__PURE__ */ graphql(`
  fragment ReportRowFields on DiagnosticReport {
    id
    name
    code
    status
    patientId
    createdTime
    verifiedTime
    diagnosticReportOutsourcedType
    patientCreditStatus
    organization {
      id
      orgName
    }
  }
`);

export const ReportListQuery = /* @__PURE__ */ graphql(
  `
    query ReportList($patientIds: [ID!], $limit: Int) {
      queryDiagnosticReport(filter: { patientIds: $patientIds, offset: 0, limit: $limit }) {
        ...ReportRowFields
      }
    }
  `,
  [ReportRowFields],
);

/** One report by id, as the row knows it (the result view opened by its link). */
export const ReportRowQuery = /* @__PURE__ */ graphql(
  `
    query ReportRow($id: ID!) {
      queryDiagnosticReport(filter: { id: $id }) {
        ...ReportRowFields
      }
    }
  `,
  [ReportRowFields],
);

export const ReportsChangedSubscription = /* @__PURE__ */ graphql(
  `
    subscription ReportsChanged {
      diagnosticReportsChanged {
        ...ReportRowFields
      }
    }
  `,
  [ReportRowFields],
);
