import { graphql } from '../../lib/graphql/graphql';

/** Documents of the staff results entry (issue 17): an examination order's tests, saving and verifying them, and the report images. */

export const StaffReferenceRangeFields = /* @__PURE__ */ graphql(`
  fragment StaffReferenceRangeFields on ReferenceRange {
    type
    low
    high
    appliesTo
    ageLow
    ageHigh
  }
`);

export const StaffTestReportFields = /* @__PURE__ */ graphql(
  `
    fragment StaffTestReportFields on StaffTestReport {
      serviceRequestId
      code
      name
      resultOption
      parameters {
        code
        name
        resultOption
        options
        unit
        referenceRange {
          ...StaffReferenceRangeFields
        }
        parameterOrder
        subTestClassification
        microbiology
      }
      report {
        id
        status
        verifiedTime
        viewableTime
        diagnosticReportOutsourcedType
        diagnosticReportSensitive
      }
      results {
        id
        code
        resultOption
        valueQuantity {
          value
          unit
        }
        valueString
        organism
        antibiogram {
          antibiotic
          interpretation
          mic
        }
      }
    }
  `,
  [StaffReferenceRangeFields],
);

/** The order's tests, and its patient (sex and birth date) for the range the flag preview judges against. */
export const StaffOrderReportsQuery = /* @__PURE__ */ graphql(
  `
    query StaffOrderReports($serviceRequestId: ID!) {
      staffOrderReports(serviceRequestId: $serviceRequestId) {
        ...StaffTestReportFields
      }
      staffOrder(id: $serviceRequestId) {
        order {
          id
          patient {
            id
            gender
            birthDate
          }
        }
      }
    }
  `,
  [StaffTestReportFields],
);

export const StaffSaveResultsMutation = /* @__PURE__ */ graphql(
  `
    mutation StaffSaveResults($input: ReportResultsInput!) {
      staffSaveResults(input: $input) {
        ...StaffTestReportFields
      }
    }
  `,
  [StaffTestReportFields],
);

export const StaffVerifyReportMutation = /* @__PURE__ */ graphql(
  `
    mutation StaffVerifyReport($id: ID!) {
      staffVerifyReport(id: $id) {
        ...StaffTestReportFields
      }
    }
  `,
  [StaffTestReportFields],
);

export const StaffReportImagesQuery = /* @__PURE__ */ graphql(`
  query StaffReportImages {
    staffReportImages {
      headerImageUrl
      footerImageUrl
      signatureImageUrl
    }
  }
`);

export const StaffSetReportImageMutation = /* @__PURE__ */ graphql(`
  mutation StaffSetReportImage($kind: String!, $blobId: ID) {
    staffSetReportImage(kind: $kind, blobId: $blobId) {
      headerImageUrl
      footerImageUrl
      signatureImageUrl
    }
  }
`);
