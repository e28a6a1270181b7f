import { graphql, type ResultOf } from '../../../lib/graphql/graphql';

// The lab PDF's one query (spec 001 §7 printDiagnosticReport(id): everything the page needs in one answer).
// Pure: it lands in the PDF's lazy chunk only.

export const PrintReportQuery = /* @__PURE__ */ graphql(`
  query PrintReport($id: ID!) {
    printDiagnosticReport(id: $id) {
      report {
        id
        code
        name
        category
        status
        invoiceIdentifier
      }
      nationalId
      patientName
      mobile
      gender
      birthDate
      receiptIdentifier
      invoiceIdentifier
      encounterIdentifier
      summaryStatus
      group
      department
      referral
      hospitalName
      hospitalAddress
      hospitalPhone
      headerImageUrl
      footerImageUrl
      signatureImageUrl
      specimenCollectedTime
      specimenReceivedTime
      reportedTime
      verifiedTime
      results {
        name
        code
        result
        unit
        critical
        flag
        low
        high
        category
        subTestClassification
        organism
        antibiogram {
          antibiotic
          interpretation
          mic
        }
        status
        previous {
          diagnosticReportId
          time
          result
          flag
        }
      }
    }
  }
`);

/** What the PDF is drawn from (src/features/reports/pdf/reportDocument.ts). */
export type PrintedReport = ResultOf<typeof PrintReportQuery>['printDiagnosticReport'];
export type PrintedResult = PrintedReport['results'][number];
