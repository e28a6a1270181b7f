import { graphql } from '../../../lib/graphql/graphql';

// The result view's documents (src/features/reports/api/reportViewActors.ts): one report with its results, the earlier
// reports of the same test for the comparison, and the heartbeat after the PDF download.

export const LabResultFields = /* @__PURE__ */ graphql(`
  fragment LabResultFields on LabResult {
    id
    code
    name
    category
    resultOption
    valueQuantity {
      value
      unit
    }
    unit
    resultDisplay
    referenceRange {
      type
      low
      high
      appliesTo
      ageLow
      ageHigh
    }
    subTestClassification
    parameterOrder
    organism
    antibiogram {
      antibiotic
      interpretation
      mic
    }
  }
`);

export const ReportResultsFields = /* @__PURE__ */ graphql(
  `
    fragment ReportResultsFields on DiagnosticReport {
      id
      name
      code
      category
      patientId
      createdTime
      verifiedTime
      specimenCollectedTime
      patient {
        id
        prefix
        given
        family
        gender
        birthDate
      }
      organization {
        id
        orgName
      }
      results {
        ...LabResultFields
      }
    }
  `,
  [LabResultFields],
);

export const ReportResultsQuery = /* @__PURE__ */ graphql(
  `
    query ReportResults($id: ID!) {
      queryDiagnosticReport(filter: { id: $id }) {
        ...ReportResultsFields
      }
    }
  `,
  [ReportResultsFields],
);

/** The last reports of one test of one patient, newest first (spec 001 §9: the last three are compared). */
export const EarlierReportsQuery = /* @__PURE__ */ graphql(
  `
    query EarlierReports($patientIds: [ID!], $code: String, $limit: Int) {
      queryDiagnosticReport(filter: { patientIds: $patientIds, code: $code, limit: $limit }) {
        id
        status
        createdTime
        verifiedTime
        results {
          ...LabResultFields
        }
      }
    }
  `,
  [LabResultFields],
);

/** Spec 001 §7: heartbeatLastSeen after the PDF download. */
export const ReportHeartbeatMutation = /* @__PURE__ */ graphql(`
  mutation ReportHeartbeat($id: ID!) {
    updateExtensionOfDiagnosticReport(id: $id, extension: { heartbeatLastSeen: true }) {
      id
      heartbeatLastSeen
    }
  }
`);
